import { describe, expect } from 'vitest';
import { PNG_1PX, upload } from '../platform/storage/test-files.ts';
import { apiTest } from '../test/api-test.ts';
import { expectRefused } from '../test/expect.ts';

/**
 * The session cookie is SameSite=Lax: a page on another origin of the same site (another subdomain) still
 * sends it. /graphql must answer only the app's own origin and the configured ones, with credentials, and
 * never run GraphQL from a GET.
 */
const APP = 'https://dialysis.example.org';
const PARTNER = 'https://reports.example.org';
const SIBLING = 'https://blog.example.org'; // same site, another origin: the attacker's page
const GET_PATIENT = 'query P($id: Int!) { getPatient(id: $id) { id name } }';
const UPDATE = 'mutation U($update: UpdatePatientInput!) { updatePatient(update: $update) { id name } }';
const ME = '{ me { accountID } }';

const test = apiTest(
  async (t) => {
    const centre = await t.aCentre();
    const nurse = await t.signedInAs('Nurse', [centre]);
    const patientID = (await t.aPatient(centre)).id;
    return { nurse, patientID };
  },
  { env: { ALLOWED_ORIGINS: PARTNER } },
);

const fromPage = (origin: string) => ({ host: 'dialysis.example.org', origin });

describe('/graphql and other origins', () => {
  test("refuses a signed-in nurse's request from another origin of the same site, and sends no CORS grant", async ({
    t,
    given: { nurse, patientID },
  }) => {
    const read = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...fromPage(SIBLING),
        'content-type': 'application/json',
        cookie: `sid=${nurse.cookie}`,
      },
      payload: JSON.stringify({ query: GET_PATIENT, variables: { id: patientID } }),
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();

    const write = await nurse.request(
      UPDATE,
      { update: { id: patientID, name: 'Written by another page' } },
      fromPage(SIBLING),
    );
    expect(write.status).toBe(403);
    expect(write.data).toBeUndefined();
  });

  test('refuses a preflight from another origin, and grants one from a configured origin', async ({ t }) => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          ...fromPage(origin),
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const evil = await preflight(SIBLING);
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const partner = await preflight(PARTNER);
    expect(partner.statusCode).toBe(204);
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(partner.headers['access-control-allow-credentials']).toBe('true');
  });

  test('answers the app itself and a configured origin', async ({ given: { nurse } }) => {
    const own = await nurse.request(ME, {}, fromPage(APP));
    expect(own.errors).toBeUndefined();
    expect(own.data?.me.accountID).toBe(nurse.staff.accountID);
    const partner = await nurse.request(ME, {}, fromPage(PARTNER));
    expect(partner.errors).toBeUndefined();
  });

  test('refuses a cross-origin request that has no Origin header but a Sec-Fetch-Site of another origin', async ({
    given: { nurse },
  }) => {
    for (const site of ['same-site', 'cross-site']) {
      const res = await nurse.request(ME, {}, { 'sec-fetch-site': site });
      expectRefused(res, 'FORBIDDEN', 'Cross-origin request refused.');
    }
    const same = await nurse.request(ME, {}, { 'sec-fetch-site': 'same-origin' });
    expect(same.errors).toBeUndefined();
  });

  test('never runs GraphQL from a GET (a link would run an audited getPatient as the victim)', async ({
    t,
    given: { nurse, patientID },
  }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`{ getPatient(id: ${patientID}) { id name } }`)}`,
      headers: { cookie: `sid=${nurse.cookie}`, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.json().data).toBeUndefined();
  });

  test('refuses a form-encoded POST (a cross-origin form needs no preflight)', async ({
    t,
    given: { nurse },
  }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `sid=${nurse.cookie}` },
      payload: `query=${encodeURIComponent(ME)}`,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /files and other origins', () => {
  test('follows the rule of /graphql: the app and a configured origin may upload, a sibling page may not', async ({
    t,
    given: { nurse },
  }) => {
    const picture = (headers: Record<string, string>) =>
      upload(t.app, {
        purpose: 'profilePicture',
        cookie: nurse.cookie,
        parts: [{ filename: 'me.png', type: 'image/png', bytes: PNG_1PX }],
        headers: { host: 'dialysis.example.org', ...headers },
      });
    const refusedFrom: Record<string, string>[] = [
      { origin: SIBLING },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusedFrom) {
      const refused = await picture(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: 'Cross-site upload refused.' });
    }
    const acceptedFrom: Record<string, string>[] = [
      { origin: APP },
      { origin: PARTNER },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of acceptedFrom) {
      expect((await picture(headers)).status, JSON.stringify(headers)).toBe(201);
    }
  });
});
