import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, medicationAdministered } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectRefused } from '../../test/expect.ts';
import {
  aCentreWithGiverAndWitness,
  CREATE_ADMINISTERED,
  administeredInput as given,
  LIST_ADMINISTERED,
} from './test-documents.ts';

const test = apiTest(aCentreWithGiverAndWitness);

describe('createMedicationAdministered', () => {
  test('records the giver and witness with their names; audited in the centre', async ({
    t,
    given: { centre, giver, witness },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedIn(giver);
    const res = await nurse.request(CREATE_ADMINISTERED, { create: given({ giver, witness }, p.id) });
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

  test("answers the spec's message for each missing field", async ({
    t,
    given: { centre, giver, witness },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
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
        const res = await nurse.request(CREATE_ADMINISTERED, {
          create: given({ giver, witness }, p.id, { [field]: value }),
        });
        expectRefused(res, 'BAD_USER_INPUT', message);
      }
    }
    expect(
      await t.db.select().from(medicationAdministered).where(eq(medicationAdministered.patientID, p.id)),
    ).toEqual([]);
  });

  test("refuses the same person as giver and witness: 'Same user can't be witness'", async ({
    t,
    given: { centre, giver, witness },
  }) => {
    const p = await t.aPatient(centre);
    const res = await (await t.signedInAs('Nurse', [centre])).request(CREATE_ADMINISTERED, {
      create: given({ giver, witness }, p.id, { witnessedBy: giver.accountID }),
    });
    expectRefused(res, 'BAD_USER_INPUT', "Same user can't be witness");
  });

  test("giver and witness must be staff of the patient's centre (staff of every centre count)", async ({
    t,
    given: { centre, other, giver, witness },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const elsewhere = await t.aStaffAccount('Nurse', [other]);
    const everywhere = await t.aStaffAccount('MedicalDirector', []);
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, {
        create: given({ giver, witness }, p.id, { givenBy: elsewhere.accountID }),
      }),
      'BAD_USER_INPUT',
      'Missing given by',
    );
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, {
        create: given({ giver, witness }, p.id, { witnessedBy: 'not-an-id' }),
      }),
      'BAD_USER_INPUT',
      'Missing witness',
    );
    const ok = await nurse.request(CREATE_ADMINISTERED, {
      create: given({ giver, witness }, p.id, { witnessedBy: everywhere.accountID }),
    });
    expect(ok.data?.createMedicationAdministered.witnessedByStaffName).toBe(everywhere.name);
  });

  test("from a session page it carries the session, which lists it; another patient's session is refused", async ({
    t,
    given: { centre, giver, witness },
  }) => {
    const { patient, dialysis } = await t.aBookedPatient(centre, '2030-01-01', {
      session: 'started',
      at: t.clock.now(),
    });
    const other = await t.aBookedPatient(centre, '2030-01-01', { session: 'started', at: t.clock.now() });
    if (!dialysis || !other.dialysis) throw new Error('sessions not made');
    const nurse = await t.signedIn(giver);
    const res = await nurse.request(CREATE_ADMINISTERED, {
      create: given({ giver, witness }, patient.id, { dialysisID: dialysis.id }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createMedicationAdministered.dialysisID).toBe(dialysis.id);
    const inSession = await nurse.request(LIST_ADMINISTERED, {
      filter: { patientID: { eq: patient.id }, dialysisID: { eq: dialysis.id } },
    });
    expect(inSession.data?.listMedicationAdministered.result.map((r) => r.id)).toEqual([
      res.data?.createMedicationAdministered.id,
    ]);

    for (const dialysisID of [other.dialysis.id, 2_000_000_000]) {
      expectRefused(
        await nurse.request(CREATE_ADMINISTERED, {
          create: given({ giver, witness }, patient.id, { dialysisID }),
        }),
        'NOT_FOUND',
        'Unable to retrieve Dialysis',
      );
    }
    const rows = await t.db
      .select({ id: medicationAdministered.id })
      .from(medicationAdministered)
      .where(eq(medicationAdministered.patientID, patient.id));
    expect(rows).toHaveLength(1);
  });

  test('is refused to a Doctor (the dialysis session is not in their menu), who still reads the list', async ({
    t,
    given: { centre, giver, witness },
  }) => {
    const p = await t.aPatient(centre);
    const doctor = await t.signedInAs('Doctor', [centre]);
    expectRefused(
      await doctor.request(CREATE_ADMINISTERED, { create: given({ giver, witness }, p.id) }),
      'FORBIDDEN',
    );
    const list = await doctor.request(LIST_ADMINISTERED, { filter: { patientID: { eq: p.id } } });
    expect(list.data?.listMedicationAdministered.count).toBe(0);
  });
});

describe('listMedicationAdministered', () => {
  test('pages 6 at a time, newest first, with names; reads audited', async ({
    t,
    given: { centre, giver, witness },
  }) => {
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
    const nurse = await t.signedInAs('Nurse', [centre]);
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

  test("another centre's patient answers 'Invalid Patient' to list and create", async ({
    t,
    given: { centre, other, giver, witness },
  }) => {
    const theirs = await t.aPatient(other);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(
      await nurse.request(LIST_ADMINISTERED, { filter: { patientID: { eq: theirs.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, { create: given({ giver, witness }, theirs.id) }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});
