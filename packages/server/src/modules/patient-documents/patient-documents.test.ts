import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, patientDocument } from '../../db/schema.ts';
import { PDF_SMALL, PNG_1PX, upload } from '../../platform/storage/test-files.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type {
  CreatePatientDocumentInput,
  ListPatientDocumentQueryVariables,
} from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient, TestApp } from '../../test/test-app.ts';

graphql(`
  fragment PatientDocumentFields on PatientDocument {
    id patientID staffAccountID staffName title key bucket region fileName contentType url createdOn
  }
`);
const LIST = graphql(`
  query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {
    listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentFields } }
  }
`);
const CREATE = graphql(`
  mutation CreatePatientDocument($create: CreatePatientDocumentInput!) { createPatientDocument(create: $create) { ...PatientDocumentFields } }
`);
const NOT_FOUND = 'The document was not found. Please attach it again.';

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, doctor, nurseB] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('Doctor', [A]),
    t.signedInAs('Nurse', [B]),
  ]);
  return { A, B, nurse, doctor, nurseB };
});

/** Uploads a file as the client's user through the real upload route; answers the stored key. */
async function uploaded(t: TestApp, client: StaffClient, purpose = 'patientDocument', name = 'referral.pdf') {
  const bytes = name.endsWith('.png') ? PNG_1PX : PDF_SMALL;
  const type = name.endsWith('.png') ? 'image/png' : 'application/pdf';
  const res = await upload(t.app, {
    purpose,
    cookie: client.cookie,
    parts: [{ filename: name, type, bytes }],
  });
  expect(res.status).toBe(201);
  return res.body.key as string;
}
const create = (client: StaffClient, input: Record<string, unknown>) =>
  client.request(CREATE, { create: input as CreatePatientDocumentInput });
const list = (client: StaffClient, patientID: number, pagination?: unknown) =>
  client.request(LIST, {
    filter: { patientID: { eq: patientID } },
    pagination,
  } as ListPatientDocumentQueryVariables);

describe('createPatientDocument', () => {
  test('keeps an uploaded file under a title, by the signed-in user, with a signed link', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    const key = await uploaded(t, nurse);
    expect(key.startsWith('patient/document/p_')).toBe(true);
    const res = await create(nurse, {
      patientID: p.id,
      title: ' Referral letter ',
      key,
      bucket: 'x',
      region: 'y',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createPatientDocument).toMatchObject({
      patientID: p.id,
      title: 'Referral letter',
      staffAccountID: nurse.staff.accountID,
      staffName: nurse.staff.name,
      key,
      bucket: 'local', // from the stored file, not the client
      fileName: 'referral.pdf',
      contentType: 'application/pdf',
    });
    expect(res.data?.createPatientDocument.url).toMatch(/^\/files\/patient\/document\/.+[?&]sig=/);
  });

  test("requires the title and the file ('Required.')", async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    const key = await uploaded(t, nurse);
    expectRefused(await create(nurse, { patientID: p.id, title: '  ', key }), 'BAD_USER_INPUT', 'Required.');
    expectRefused(await create(nurse, { patientID: p.id, title: 'Letter' }), 'BAD_USER_INPUT', 'Required.');
  });

  test('refuses a file the caller did not upload, or one uploaded for another purpose', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const p = await t.aPatient(A);
    const othersKey = await uploaded(t, doctor);
    expectRefused(
      await create(nurse, { patientID: p.id, title: 'Letter', key: othersKey }),
      'BAD_USER_INPUT',
      NOT_FOUND,
    );
    const picture = await uploaded(t, nurse, 'profilePicture', 'me.png');
    expectRefused(
      await create(nurse, { patientID: p.id, title: 'Letter', key: picture }),
      'BAD_USER_INPUT',
      NOT_FOUND,
    );
    expectRefused(
      await create(nurse, { patientID: p.id, title: 'Letter', key: 'patient/document/p_made_up.pdf' }),
      'BAD_USER_INPUT',
      NOT_FOUND,
    );
  });

  test('writes the row and its audit row together', async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    const res = await create(nurse, { patientID: p.id, title: 'Letter', key: await uploaded(t, nurse) });
    const id = String(res.data?.createPatientDocument.id);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patientDocument.create'), eq(auditLog.entityID, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: nurse.staff.accountID, role: 'Nurse', clinicID: A.id });
  });
});

describe('listPatientDocument', () => {
  test('lists newest first, 10 per page, each with an expiring signed link that serves the file', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const p = await t.aPatient(A);
    for (let i = 1; i <= 11; i++) {
      t.clock.advance(60_000);
      const res = await create(nurse, { patientID: p.id, title: `Doc ${i}`, key: await uploaded(t, nurse) });
      expect(res.errors).toBeUndefined();
    }
    const first = await list(doctor, p.id);
    expect(first.errors).toBeUndefined();
    const page = expectData(first).listPatientDocument;
    expect(page.count).toBe(11);
    expect(page.result).toHaveLength(10);
    expect(page.result[0]).toMatchObject({ title: 'Doc 11', staffName: nurse.staff.name });
    const second = await list(doctor, p.id, { limit: 10, offset: 10 });
    expect(second.data?.listPatientDocument.result.map((d: { title: string }) => d.title)).toEqual(['Doc 1']);

    const url = page.result[0]?.url as string;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(PDF_SMALL.toString());
    t.clock.advance(16 * 60_000); // links last 15 minutes
    const late = await t.app.inject({ method: 'GET', url });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: { message: 'This link has expired.' } });
  });

  test('audits each read', async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    await list(nurse, p.id);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patientDocument.list'), eq(auditLog.entityID, String(p.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: nurse.staff.accountID, clinicID: A.id });
  });
});

describe('scope', () => {
  test("answers another centre's patient exactly like an unknown one: 'Invalid Patient'", async ({
    t,
    given: { A, nurse, nurseB },
  }) => {
    const p = await t.aPatient(A);
    const gone = await t.aPatient(A, { deleted: 1 });
    const asks: [StaffClient, number][] = [
      [nurseB, p.id],
      [nurse, gone.id],
      [nurse, 987654321],
    ];
    for (const [client, patientID] of asks) {
      expectRefused(await list(client, patientID), 'NOT_FOUND', 'Invalid Patient');
      const key = await uploaded(t, client);
      expectRefused(
        await create(client, { patientID, title: 'Letter', key }),
        'NOT_FOUND',
        'Invalid Patient',
      );
    }
    expect(await t.db.select().from(patientDocument).where(eq(patientDocument.patientID, p.id))).toHaveLength(
      0,
    );
  });
});
