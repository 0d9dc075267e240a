import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, hospitalSummary } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import type {
  CreateHospitalSummaryInput,
  ListHospitalSummaryQueryVariables,
} from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient } from '../../test/test-app.ts';

graphql(`
  fragment HospitalSummaryFields on HospitalSummary {
    id patientID clinicID staffAccountID staffName admitTimestamp type observation assessment plan
    notes leaveTimestamp noOfDays location reason hospitalMain hospitalReason diagnosis outcome createdOn
  }
`);
const LIST = graphql(`
  query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {
    listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { ...HospitalSummaryFields } }
`);
const NOTES = { in: ['CLINIC', 'EVENT'] };
const HOSPITAL = { eq: 'HOSPITAL' };

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, doctor, nurseB] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('Doctor', [A]),
    t.signedInAs('Nurse', [B]),
  ]);
  return { A, B, nurse, doctor, nurseB };
});

const create = (client: StaffClient, input: Record<string, unknown>) =>
  client.request(CREATE, { create: input as CreateHospitalSummaryInput });
const list = (client: StaffClient, patientID: number, type: unknown, pagination?: unknown) =>
  client.request(LIST, {
    filter: { patientID: { eq: patientID }, type },
    pagination,
  } as ListHospitalSummaryQueryVariables);
const note = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  type: 'EVENT',
  admitTimestamp: '2030-03-11T01:30:00.000Z',
  ...over,
});
const entry = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  type: 'HOSPITAL',
  admitTimestamp: '2030-03-01T02:00:00.000Z',
  leaveTimestamp: '2030-03-05T08:00:00.000Z',
  location: 'SGH',
  ...over,
});

describe('createHospitalSummary: clinical notes', () => {
  test('adds a note by the signed-in user in the patient centre, with optional texts', async ({
    t,
    given: { A, doctor },
  }) => {
    const p = await t.aPatient(A);
    const res = await create(
      doctor,
      note(p.id, { observation: ' Pale ', plan: 'Review Hb', assessment: '' }),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createHospitalSummary).toMatchObject({
      patientID: p.id,
      clinicID: A.id,
      staffAccountID: doctor.staff.accountID,
      staffName: doctor.staff.name,
      type: 'EVENT',
      observation: 'Pale',
      assessment: null,
      plan: 'Review Hb',
      admitTimestamp: '2030-03-11T01:30:00.000Z',
      noOfDays: null,
      leaveTimestamp: null,
    });
  });

  test("requires the date and the type ('Required.')", async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    expectRefused(await create(nurse, note(p.id, { type: null })), 'BAD_USER_INPUT', 'Required.');
    expectRefused(await create(nurse, note(p.id, { admitTimestamp: null })), 'BAD_USER_INPUT', 'Required.');
    expectFieldError(
      await create(nurse, note(p.id, { admitTimestamp: 'soon' })),
      'admitTimestamp',
      'Not a valid date.',
    );
  });

  test('records the selected centre when the user works in several', async ({ t, given: { A } }) => {
    const C = await t.aCentre();
    const nurseAC = await t.signedInAs('Nurse', [A, C]);
    const p = await t.aPatient(A);
    const res = await create(nurseAC, note(p.id, { clinicID: C.id, type: 'CLINIC' }));
    expect(res.data?.createHospitalSummary).toMatchObject({ clinicID: C.id, type: 'CLINIC' });
  });

  test('refuses a selected centre outside the user list', async ({ t, given: { A, B, nurse } }) => {
    const p = await t.aPatient(A);
    expectRefused(await create(nurse, note(p.id, { clinicID: B.id })), 'FORBIDDEN');
  });
});

describe('createHospitalSummary: hospital entries', () => {
  test('computes noOfDays on the server as discharge minus admission in days, plus 1', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    const res = await create(
      nurse,
      entry(p.id, { noOfDays: 99, hospitalMain: 'SGH', hospitalReason: 'Fluid' }),
    );
    expect(res.errors?.[0]?.message).toMatch(/noOfDays/); // not an input: the server computes it
    const ok = await create(nurse, entry(p.id, { hospitalMain: 'SGH', hospitalReason: 'Fluid overload' }));
    expect(ok.data?.createHospitalSummary).toMatchObject({
      type: 'HOSPITAL',
      noOfDays: 5,
      location: 'SGH',
      hospitalReason: 'Fluid overload',
      leaveTimestamp: '2030-03-05T08:00:00.000Z',
    });
    const sameDay = await create(nurse, entry(p.id, { leaveTimestamp: '2030-03-01T02:00:00.000Z' }));
    expect(sameDay.data?.createHospitalSummary.noOfDays).toBe(1);
  });

  test('takes a Reason from the hospital reason list only, stored as the list spells it', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    const gone = await t.aHospitalReason({ deleted: 1 });
    for (const reason of ['Fell off a ladder', gone.hospDetail]) {
      expectFieldError(
        await create(nurse, entry(p.id, { hospitalReason: reason })),
        'hospitalReason',
        'Choose a reason from the list.',
      );
    }
    const ok = await create(nurse, entry(p.id, { hospitalReason: ' access THROMBOSIS ' }));
    expect(ok.data?.createHospitalSummary.hospitalReason).toBe('Access thrombosis');
    const none = await create(nurse, entry(p.id, { hospitalReason: '' }));
    expect(none.data?.createHospitalSummary.hospitalReason).toBeNull();
  });

  test('requires discharge and location, and refuses a discharge before admission', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    expectRefused(await create(nurse, entry(p.id, { leaveTimestamp: null })), 'BAD_USER_INPUT', 'Required.');
    expectRefused(await create(nurse, entry(p.id, { location: '  ' })), 'BAD_USER_INPUT', 'Required.');
    expectRefused(await create(nurse, entry(p.id, { admitTimestamp: null })), 'BAD_USER_INPUT', 'Required.');
    expectRefused(
      await create(nurse, entry(p.id, { leaveTimestamp: '2030-03-01T01:59:00.000Z' })),
      'BAD_USER_INPUT',
      'Discharge Time must be after Admission Time',
    );
  });

  test('writes the row and its audit row together', async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    const res = await create(nurse, entry(p.id));
    const id = expectData(res).createHospitalSummary.id;
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hospitalSummary.create'), eq(auditLog.entityID, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: nurse.staff.accountID, role: 'Nurse', clinicID: A.id });
    expect(rows[0]?.detail).toMatchObject({ patientID: p.id, type: 'HOSPITAL', noOfDays: 5 });
  });
});

describe('listHospitalSummary', () => {
  test('lists notes (CLINIC, EVENT) apart from hospital entries, newest first, 5 per page', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const p = await t.aPatient(A);
    for (let day = 1; day <= 7; day++) {
      const at = `2030-02-0${day}T03:00:00.000Z`;
      await create(nurse, note(p.id, { admitTimestamp: at, type: day % 2 ? 'EVENT' : 'CLINIC' }));
    }
    await create(nurse, entry(p.id));
    const first = await list(doctor, p.id, NOTES);
    expect(first.errors).toBeUndefined();
    expect(first.data?.listHospitalSummary.count).toBe(7);
    const dates = first.data?.listHospitalSummary.result.map(
      (r: { admitTimestamp: string }) => r.admitTimestamp,
    );
    expect(dates).toEqual([7, 6, 5, 4, 3].map((d) => `2030-02-0${d}T03:00:00.000Z`));
    expect(first.data?.listHospitalSummary.result[0]).toMatchObject({ staffName: nurse.staff.name });
    const second = await list(doctor, p.id, NOTES, { limit: 5, offset: 5 });
    expect(second.data?.listHospitalSummary.result).toHaveLength(2);
    const hospital = await list(doctor, p.id, HOSPITAL);
    expect(hospital.data?.listHospitalSummary).toMatchObject({ count: 1, result: [{ type: 'HOSPITAL' }] });
  });

  test('audits each read of the patient notes', async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    await list(nurse, p.id, HOSPITAL);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hospitalSummary.list'), eq(auditLog.entityID, String(p.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: nurse.staff.accountID, clinicID: A.id, entity: 'patient' });
  });
});

describe('scope', () => {
  test("answers another centre's patient exactly like an unknown one: 'Invalid Patient'", async ({
    t,
    given: { A, nurse, nurseB },
  }) => {
    const p = await t.aPatient(A);
    const gone = await t.aPatient(A, { deleted: 1 });
    // Centre B's nurse asks for A's patient; A's nurse asks for a deleted and an unknown one.
    const asks: [StaffClient, number][] = [
      [nurseB, p.id],
      [nurse, gone.id],
      [nurse, 987654321],
    ];
    for (const [client, patientID] of asks) {
      expectRefused(await list(client, patientID, NOTES), 'NOT_FOUND', 'Invalid Patient');
      expectRefused(await create(client, note(patientID)), 'NOT_FOUND', 'Invalid Patient');
      expectRefused(await create(client, entry(patientID)), 'NOT_FOUND', 'Invalid Patient');
    }
    const written = await t.db.select().from(hospitalSummary).where(eq(hospitalSummary.patientID, p.id));
    expect(written).toHaveLength(0);
  });

  test('a list must name its patient', async ({ given: { nurse } }) => {
    const res = await nurse.request(LIST, { filter: { patientID: { in: [1, 2] } } });
    expectRefused(res, 'NOT_FOUND', 'Invalid Patient');
  });
});

describe('clinical dates cannot be in the future', () => {
  test('refuses a note dated ahead of now, with the milestone message; a few minutes of clock skew pass', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    expectFieldError(
      await create(nurse, note(p.id, { admitTimestamp: '2030-03-12T01:30:00.000Z' })),
      'admitTimestamp',
      'The date cannot be in the future.',
    );
    const skewed = await create(nurse, note(p.id, { admitTimestamp: '2030-03-11T01:32:00.000Z' }));
    expect(skewed.errors).toBeUndefined();
  });

  test('refuses a hospital discharge in the future (no 1139-day stays)', async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    expectFieldError(
      await create(nurse, entry(p.id, { leaveTimestamp: '2033-05-01T08:00:00.000Z' })),
      'leaveTimestamp',
      'The date cannot be in the future.',
    );
  });

  test('caps a note at 2000 characters and a one-line field at 200', async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    expectFieldError(
      await create(nurse, note(p.id, { notes: 'x'.repeat(2001) })),
      'notes',
      'At most 2000 characters.',
    );
    expectFieldError(
      await create(nurse, entry(p.id, { location: 'x'.repeat(201) })),
      'location',
      'At most 200 characters.',
    );
  });
});
