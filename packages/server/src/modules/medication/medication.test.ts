import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, medication } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { type TestApp, TODAY } from '../../test/test-app.ts';
import { uniqueNric } from '../../test/unique.ts';
import { CREATE_MEDICATION, LIST_MEDICATION, PATIENT_HEADER, UPDATE_MEDICATION } from './test-documents.ts';

const test = apiTest(async (t) => ({ centre: await t.aCentre(), other: await t.aCentre() }));

const medicationOf = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  start: '2030-03-01',
  medication: 'Calcium carbonate',
  dose: '500 mg',
  route: 'Oral',
  freq: 'TDS',
  ...over,
});
const current = (patientID: number) => ({ patientID: { eq: patientID }, end: { exists: false } });
const history = (patientID: number) => ({ patientID: { eq: patientID }, end: { exists: true } });

async function auditsOf(t: TestApp, entity: string, entityID: number) {
  const rows = await t.db
    .select({ action: auditLog.action, clinicID: auditLog.clinicID, role: auditLog.role })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityID, String(entityID))))
    // In the order written: without it PostgreSQL may answer them in any order (timing pair 4's baseline run).
    .orderBy(auditLog.id);
  return rows;
}

describe('createMedication', () => {
  test('adds a current medication with no end date; audited', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const res = await nurse.request(CREATE_MEDICATION, {
      create: medicationOf(p.id, { note: ' with meals ' }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createMedication).toMatchObject({
      patientID: p.id,
      medication: 'Calcium carbonate',
      status: 'ACTIVE',
      start: '2030-03-01',
      end: null,
      note: 'with meals',
    });
    const audits = await auditsOf(t, 'medication', expectData(res).createMedication.id);
    expect(audits).toEqual([{ action: 'createMedication', clinicID: centre.id, role: 'Nurse' }]);
  });

  test('requires start date, medication, dose, route and frequency', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const doctor = await t.signedInAs('Doctor', [centre]);
    for (const field of ['start', 'medication', 'dose', 'route', 'freq']) {
      const res = await doctor.request(CREATE_MEDICATION, { create: medicationOf(p.id, { [field]: ' ' }) });
      expectRefused(res, 'BAD_USER_INPUT', 'Required.');
      expect(res.errors?.[0]?.extensions?.field).toBe(field);
    }
    expectRefused(
      await doctor.request(CREATE_MEDICATION, { create: medicationOf(p.id, { start: '2030-02-30' }) }),
      'BAD_USER_INPUT',
      'Not a valid date.',
    );
    expect(await t.db.select().from(medication).where(eq(medication.patientID, p.id))).toEqual([]);
  });
});

describe('listMedication and Stop', () => {
  test('Stop sets end to today in the centre time zone and moves it to history; retry is harmless', async ({
    t,
  }) => {
    // 01:30 UTC is still yesterday in New York.
    const ny = await t.aCentre({ timezone: 'America/New_York' });
    const p = await t.aPatient(ny);
    const nurse = await t.signedInAs('Nurse', [ny]);
    const created = await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id) });
    const id = expectData(created).createMedication.id;

    const stopped = await nurse.request(UPDATE_MEDICATION, { update: { id } });
    expect(stopped.errors).toBeUndefined();
    expect(stopped.data?.updateMedication.end).toBe('2030-03-10');
    expect((await nurse.request(UPDATE_MEDICATION, { update: { id } })).data?.updateMedication.end).toBe(
      '2030-03-10',
    );

    const now = await nurse.request(LIST_MEDICATION, { filter: current(p.id) });
    expect(now.data?.listMedication).toEqual({ count: 0, result: [] });
    const past = await nurse.request(LIST_MEDICATION, {
      filter: history(p.id),
      pagination: { limit: 20, orderby: [{ field: 'end', direction: 'DESC' }] },
    });
    expect(past.data?.listMedication.result.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await auditsOf(t, 'medication', id)).map((a) => a.action)).toEqual([
      'createMedication',
      'stopMedication',
    ]);
  });

  test('stops today in Singapore', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const id = expectData(await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id) }))
      .createMedication.id;
    expect((await nurse.request(UPDATE_MEDICATION, { update: { id } })).data?.updateMedication.end).toBe(
      TODAY,
    );
  });

  test('pages current medication 6 at a time by default, ACTIVE first then newest; history 20 when asked', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const rows = Array.from({ length: 8 }, (_, n) => ({
      patientID: p.id,
      medication: `Drug ${n}`,
      start: '2030-01-01',
      createdOn: new Date(Date.UTC(2030, 0, 1 + n)),
    }));
    await t.db.insert(medication).values(rows);
    await t.db.insert(medication).values([
      { patientID: p.id, medication: 'Old', end: '2030-02-01' },
      { patientID: p.id, medication: 'Gone', deleted: 1 },
    ]);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const first = await nurse.request(LIST_MEDICATION, { filter: current(p.id) });
    expect(first.data?.listMedication.count).toBe(8);
    expect(first.data?.listMedication.result.map((m: { medication: string }) => m.medication)).toEqual([
      'Drug 7',
      'Drug 6',
      'Drug 5',
      'Drug 4',
      'Drug 3',
      'Drug 2',
    ]);
    const second = await nurse.request(LIST_MEDICATION, { filter: current(p.id), pagination: { offset: 6 } });
    expect(second.data?.listMedication.result).toHaveLength(2);
    const past = await nurse.request(LIST_MEDICATION, { filter: history(p.id), pagination: { limit: 20 } });
    expect(past.data?.listMedication).toMatchObject({ count: 1, result: [{ medication: 'Old' }] });
  });

  test('reads are audited against the patient', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    await (await t.signedInAs('Doctor', [centre])).request(LIST_MEDICATION, { filter: current(p.id) });
    expect(await auditsOf(t, 'patient', p.id)).toEqual([
      { action: 'listMedication', clinicID: centre.id, role: 'Doctor' },
    ]);
  });
});

describe('scope', () => {
  test("another centre's patient answers like an unknown one, for every medication call", async ({
    t,
    given: { centre, other },
  }) => {
    const theirs = await t.aPatient(other);
    const [theirMedication] = await t.db
      .insert(medication)
      .values({ patientID: theirs.id, medication: 'Theirs' })
      .returning();
    if (!theirMedication) throw new Error('the other centre has its medication');
    const nurse = await t.signedInAs('Nurse', [centre]);
    for (const patientID of [theirs.id, 999_999_999]) {
      expectRefused(
        await nurse.request(LIST_MEDICATION, { filter: current(patientID) }),
        'NOT_FOUND',
        'Invalid Patient',
      );
      expectRefused(
        await nurse.request(CREATE_MEDICATION, { create: medicationOf(patientID) }),
        'NOT_FOUND',
        'Invalid Patient',
      );
      expectRefused(await nurse.request(PATIENT_HEADER, { id: patientID }), 'NOT_FOUND', 'Invalid Patient');
    }
    for (const id of [theirMedication.id, 999_999_999]) {
      expectRefused(
        await nurse.request(UPDATE_MEDICATION, { update: { id } }),
        'NOT_FOUND',
        'Invalid Patient',
      );
    }
    expectRefused(await nurse.request(LIST_MEDICATION, { filter: {} }), 'NOT_FOUND', 'Invalid Patient');
    // Nothing read or written is audited; the refusals are (access.refused).
    expect((await auditsOf(t, 'patient', theirs.id)).filter((a) => a.action !== 'access.refused')).toEqual(
      [],
    );
  });
});

describe('patientHeader', () => {
  test('answers name, code, the masked NRIC and the centre; audited', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre, { nric: uniqueNric('567D'), namecode: 'TAN01' });
    const res = await (await t.signedInAs('Nurse', [centre])).request(PATIENT_HEADER, { id: p.id });
    expect(res.data?.patientHeader).toEqual({
      id: p.id,
      name: p.name,
      namecode: 'TAN01',
      nricMasked: '*****567D',
      clinicID: centre.id,
      clinicName: centre.name,
    });
    expect((await auditsOf(t, 'patient', p.id)).map((a) => a.action)).toEqual(['patientHeader']);
  });
});

describe('medication start date and texts', () => {
  test('refuses a start date in the future with the milestone message, and a bad date with a field message', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectFieldError(
      await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id, { start: '2030-03-12' }) }),
      'start',
      'The date cannot be in the future.',
    );
    expectFieldError(
      await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id, { start: '2026-02-30' }) }),
      'start',
      'Not a valid date.',
    );
    const today = await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id, { start: TODAY }) });
    expect(today.errors).toBeUndefined();
  });

  test('caps a dose at 200 characters', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectFieldError(
      await nurse.request(CREATE_MEDICATION, { create: medicationOf(p.id, { dose: 'd'.repeat(201) }) }),
      'dose',
      'At most 200 characters.',
    );
  });
});
