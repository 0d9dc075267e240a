import { describe, expect } from 'vitest';
import { FILTER_MESSAGES } from '../db/filter-limits.ts';
import { apiTest } from '../test/api-test.ts';
import { expectRefused } from '../test/expect.ts';

/**
 * A list filter past its limits is refused before a resolver reads it (issue 29 item 3): a 20,000-term `or`
 * held the event loop for seconds, and `or` nested 900 deep answered 500.
 */
const LIST = `query ($filter: IncidentReportFilter!) { listIncidentReport(filter: $filter) { count result { id } } }`;

const test = apiTest(async (t) => {
  const centre = await t.aCentre();
  return { centre, nurse: await t.signedInAs('Nurse', [centre]) };
});

describe('filter limits through /graphql', () => {
  test('a nurse listing incident reports with a 20,000-term or is refused quickly', async ({ given: g }) => {
    // Empty terms keep the body under its own limit (http/request-size.ts), which refuses the 749 KB original.
    const or = Array.from({ length: 20_000 }, () => ({}));
    const started = performance.now();
    const res = await g.nurse.request(LIST, { filter: { or } });
    expectRefused(res, 'BAD_USER_INPUT', FILTER_MESSAGES.tooLarge);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('an or nested 900 deep is refused, not a 500', async ({ given: g }) => {
    let filter: Record<string, unknown> = { clinicID: { eq: g.centre.id } };
    for (let i = 0; i < 900; i++) filter = { or: [filter] };
    const res = await g.nurse.request(LIST, { filter });
    expect(res.status).toBe(200);
    expectRefused(res, 'BAD_USER_INPUT', FILTER_MESSAGES.tooDeep);
  });

  test('an or nested 900 deep without lists (one sub-filter for a list of one) is refused too', async ({
    given: g,
  }) => {
    let filter: Record<string, unknown> = { clinicID: { eq: g.centre.id } };
    for (let i = 0; i < 900; i++) filter = { or: filter };
    const res = await g.nurse.request(LIST, { filter });
    expect(res.status).toBe(200);
    expectRefused(res, 'BAD_USER_INPUT', FILTER_MESSAGES.tooDeep);
  });

  test('an inline filter nested past the limit is refused by its field', async ({ given: g }) => {
    const query = `{ listIncidentReport(filter: ${'{ or: ['.repeat(6)}{}${'] }'.repeat(6)}) { count } }`;
    expectRefused(await g.nurse.request(query), 'BAD_USER_INPUT', FILTER_MESSAGES.tooDeep);
  });

  test('a filter the web sends still answers', async ({ given: g }) => {
    const res = await g.nurse.request(LIST, {
      filter: { patientID: { exists: false }, or: [{ clinicID: { eq: g.centre.id } }] },
    });
    expect(res.errors).toBeUndefined();
  });
});
