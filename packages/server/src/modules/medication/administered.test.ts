import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, medicationAdministered } from '../../db/schema.ts';
import { expectRefused } from '../../test/expect.ts';
import { type StaffAccount, startTestApp, type TestApp } from '../../test/test-app.ts';
import { CREATE_ADMINISTERED, LIST_ADMINISTERED } from './test-documents.ts';

let t: TestApp;
let centre: { id: number };
let other: { id: number };
let giver: StaffAccount;
let witness: StaffAccount;
beforeAll(async () => {
  t = await startTestApp();
  centre = await t.aCentre();
  other = await t.aCentre();
  giver = await t.aStaffAccount('Nurse', [centre]);
  witness = await t.aStaffAccount('ManagingNurse', [centre]);
});
afterAll(() => t.close());

const given = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  medication: 'Heparin',
  dose: '1000 IU',
  route: 'IV',
  freq: 'Once',
  givenBy: giver.accountID,
  witnessedBy: witness.accountID,
  ...over,
});

describe('createMedicationAdministered', () => {
  it('records the giver and witness with their names; audited in the centre', async () => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedIn(giver);
    const res = await nurse.request(CREATE_ADMINISTERED, { create: given(p.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createMedicationAdministered).toMatchObject({
      patientID: p.id,
      medication: 'Heparin',
      givenBy: giver.accountID,
      givenByStaffName: giver.name,
      witnessedBy: witness.accountID,
      witnessedByStaffName: witness.name,
    });
    const audits = await t.db
      .select({ action: auditLog.action, clinicID: auditLog.clinicID })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'medicationAdministered'),
          eq(auditLog.entityID, String(res.data?.createMedicationAdministered.id)),
        ),
      );
    expect(audits).toEqual([{ action: 'createMedicationAdministered', clinicID: centre.id }]);
  });

  it("answers the spec's message for each missing field", async () => {
    const p = await t.aPatient(centre);
    const nurse = await t.asNurse([centre]);
    const messages = {
      medication: 'Missing medication',
      dose: 'Missing dose',
      route: 'Missing route',
      freq: 'Missing frequency',
      givenBy: 'Missing given by',
      witnessedBy: 'Missing witness',
    };
    for (const [field, message] of Object.entries(messages)) {
      for (const value of [null, '  ']) {
        const res = await nurse.request(CREATE_ADMINISTERED, { create: given(p.id, { [field]: value }) });
        expectRefused(res, 'BAD_USER_INPUT', message);
      }
    }
    expect(
      await t.db.select().from(medicationAdministered).where(eq(medicationAdministered.patientID, p.id)),
    ).toEqual([]);
  });

  it("refuses the same person as giver and witness: 'Same user can't be witness'", async () => {
    const p = await t.aPatient(centre);
    const res = await (await t.asNurse([centre])).request(CREATE_ADMINISTERED, {
      create: given(p.id, { witnessedBy: giver.accountID }),
    });
    expectRefused(res, 'BAD_USER_INPUT', "Same user can't be witness");
  });

  it("giver and witness must be staff of the patient's centre (staff of every centre count)", async () => {
    const p = await t.aPatient(centre);
    const nurse = await t.asNurse([centre]);
    const elsewhere = await t.aStaffAccount('Nurse', [other]);
    const everywhere = await t.aStaffAccount('MedicalDirector', []);
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, { create: given(p.id, { givenBy: elsewhere.accountID }) }),
      'BAD_USER_INPUT',
      'Missing given by',
    );
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, { create: given(p.id, { witnessedBy: 'not-an-id' }) }),
      'BAD_USER_INPUT',
      'Missing witness',
    );
    const ok = await nurse.request(CREATE_ADMINISTERED, {
      create: given(p.id, { witnessedBy: everywhere.accountID }),
    });
    expect(ok.data?.createMedicationAdministered.witnessedByStaffName).toBe(everywhere.name);
  });

  it('is refused to a Doctor (the dialysis session is not in their menu), who still reads the list', async () => {
    const p = await t.aPatient(centre);
    const doctor = await t.asDoctor([centre]);
    expectRefused(await doctor.request(CREATE_ADMINISTERED, { create: given(p.id) }), 'FORBIDDEN');
    const list = await doctor.request(LIST_ADMINISTERED, { filter: { patientID: { eq: p.id } } });
    expect(list.data?.listMedicationAdministered.count).toBe(0);
  });
});

describe('listMedicationAdministered', () => {
  it('pages 6 at a time, newest first, with names; reads audited', async () => {
    const p = await t.aPatient(centre);
    await t.db.insert(medicationAdministered).values(
      Array.from({ length: 7 }, (_, n) => ({
        patientID: p.id,
        medication: `Drug ${n}`,
        dose: '1',
        route: 'IV',
        freq: 'Once',
        givenBy: giver.accountID,
        witnessedBy: witness.accountID,
        createdOn: new Date(Date.UTC(2030, 0, 1 + n)),
      })),
    );
    const nurse = await t.asNurse([centre]);
    const first = await nurse.request(LIST_ADMINISTERED, { filter: { patientID: { eq: p.id } } });
    expect(first.data?.listMedicationAdministered.count).toBe(7);
    const names = first.data?.listMedicationAdministered.result.map(
      (r: { medication: string }) => r.medication,
    );
    expect(names).toEqual(['Drug 6', 'Drug 5', 'Drug 4', 'Drug 3', 'Drug 2', 'Drug 1']);
    expect(first.data?.listMedicationAdministered.result[0]).toMatchObject({
      givenByStaffName: giver.name,
      witnessedByStaffName: witness.name,
    });
    const second = await nurse.request(LIST_ADMINISTERED, {
      filter: { patientID: { eq: p.id } },
      pagination: { offset: 6 },
    });
    expect(second.data?.listMedicationAdministered.result).toHaveLength(1);
    const reads = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityID, String(p.id))));
    expect(reads.map((r) => r.action)).toEqual(['listMedicationAdministered', 'listMedicationAdministered']);
  });

  it("another centre's patient answers 'Invalid Patient' to list and create", async () => {
    const theirs = await t.aPatient(other);
    const nurse = await t.asNurse([centre]);
    expectRefused(
      await nurse.request(LIST_ADMINISTERED, { filter: { patientID: { eq: theirs.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, { create: given(theirs.id) }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});
