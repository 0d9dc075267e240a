import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dialysisInterval, medicationAdministered } from '../../db/schema.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { AnyData, GqlResponse } from '../../test/graphql.ts';
import { T0 } from '../../test/test-app.ts';
import { LIST_INTERVALS, READINGS, SUBMIT_INTERVAL, UPDATE_INTERVAL } from './test-documents.ts';
import { A, aRunningSession, B, startDialysisTestApp, t } from './test-setup.ts';

startDialysisTestApp();

const intervalsOf = (dialysisID: number) =>
  t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, dialysisID));
const medicationOf = (dialysisID: number) =>
  t.db.select().from(medicationAdministered).where(eq(medicationAdministered.dialysisID, dialysisID));

describe('submitDialysisInterval with medication', () => {
  it('writes the reading and each medication linked to it, in one go', async () => {
    const { session, nurse, patient } = await aRunningSession();
    const [giver, witness] = await Promise.all([
      t.aStaffAccount('Nurse', [A]),
      t.aStaffAccount('Nurse', [A]),
    ]);
    const res = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, KTV: 1.1 },
      medications: [
        {
          medication: 'Heparin',
          dose: '1000 IU',
          route: 'IV',
          freq: 'once',
          givenBy: giver.accountID,
          witnessedBy: witness.accountID,
        },
        {
          medication: 'EPO',
          dose: '4000 IU',
          route: 'SC',
          freq: 'weekly',
          givenBy: witness.accountID,
          witnessedBy: giver.accountID,
        },
      ],
    });
    expect(res.errors).toBeUndefined();
    const reading = expectData(res).submitDialysisInterval;
    expect(reading).toMatchObject({ ...READINGS, KTV: 1.1, version: 1, staffName: nurse.staff.name });
    const given = await medicationOf(session.id);
    expect(given.map((g) => g.medication).sort()).toEqual(['EPO', 'Heparin']);
    for (const g of given) {
      expect(g).toMatchObject({
        patientID: patient.id,
        dialysisID: session.id,
        dialysisIntervalID: reading.id,
      });
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submitDialysisInterval'), eq(auditLog.entityID, String(reading.id))));
    expect(audit?.detail).toMatchObject({ medicationAdministeredIDs: expect.any(Array) });
  });

  it("refuses giver == witness: Same user can't be witness, and writes nothing", async () => {
    const { session, nurse } = await aRunningSession();
    const giver = await t.aStaffAccount('Nurse', [A]);
    const res = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id },
      medications: [
        {
          medication: 'Heparin',
          dose: '1000 IU',
          route: 'IV',
          freq: 'once',
          givenBy: giver.accountID,
          witnessedBy: giver.accountID,
        },
      ],
    });
    expectRefused(res, 'BAD_USER_INPUT', "Same user can't be witness");
    expect(await intervalsOf(session.id)).toEqual([]);
    expect(await medicationOf(session.id)).toEqual([]);
  });

  it('refuses a missing medication and a giver of another centre, writing nothing', async () => {
    const { session, nurse } = await aRunningSession();
    const [witness, outsider] = await Promise.all([
      t.aStaffAccount('Nurse', [A]),
      t.aStaffAccount('Nurse', [B]),
    ]);
    const missing = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id },
      medications: [
        { dose: '1', route: 'IV', freq: 'once', givenBy: witness.accountID, witnessedBy: outsider.accountID },
      ],
    });
    expectRefused(missing, 'BAD_USER_INPUT', 'Missing medication');
    const foreign = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id },
      medications: [
        {
          medication: 'X',
          dose: '1',
          route: 'IV',
          freq: 'once',
          givenBy: outsider.accountID,
          witnessedBy: witness.accountID,
        },
      ],
    });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'givenBy' });
    expect(await intervalsOf(session.id)).toEqual([]);
    expect(await medicationOf(session.id)).toEqual([]);
  });

  it.each(['SBP', 'cUF', 'hepRate', 'temp'])('requires %s: Required. with the field', async (field) => {
    const { session, nurse } = await aRunningSession();
    const res = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, [field]: null },
    });
    expectRefused(res, 'BAD_USER_INPUT', M.required);
    expect(res.errors?.[0]?.extensions?.field).toBe(field);
    expect(await intervalsOf(session.id)).toEqual([]);
  });

  it('a Doctor may no longer submit', async () => {
    const { session } = await aRunningSession();
    const doctor = await t.signedInAs('Doctor', [A]);
    expectRefused(
      await doctor.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
      'FORBIDDEN',
    );
  });
});

describe('listDialysisInterval', () => {
  it('newest first with the nurse name; another centre refused; the read audited', async () => {
    const { session, nurse } = await aRunningSession();
    const first = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, symptoms: '[2]' },
    });
    t.clock.set(new Date(T0.getTime() + 15 * 60_000));
    const second = await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } });
    t.clock.set(T0);
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(LIST_INTERVALS, { filter: { dialysisID: { eq: session.id } } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listDialysisInterval.count).toBe(2);
    expect(
      res.data?.listDialysisInterval.result.map((r: AnyData) => [r.id, r.staffName, r.symptoms]),
    ).toEqual([
      [second.data?.submitDialysisInterval.id, nurse.staff.name, null],
      [first.data?.submitDialysisInterval.id, nurse.staff.name, '[2]'],
    ]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'listDialysisInterval'), eq(auditLog.accountID, doctor.staff.accountID)),
        ),
    ).toHaveLength(1);
    const stranger = await t.signedInAs('Doctor', [B]);
    for (const id of [session.id, 999_999_999]) {
      expectRefused(
        await stranger.request(LIST_INTERVALS, { filter: { dialysisID: { eq: id } } }),
        'NOT_FOUND',
        M.retrieveInterval,
      );
    }
    expectRefused(await doctor.request(LIST_INTERVALS, { filter: {} }), 'NOT_FOUND', M.retrieveInterval);
  });
});

describe('updateDialysisInterval', () => {
  async function aReading() {
    const { session, nurse } = await aRunningSession();
    const res = await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } });
    expect(res.errors).toBeUndefined();
    return { session, nurse, reading: res.data?.submitDialysisInterval as AnyData };
  }

  it('a Medical Director edits as typed: litres stored x1000, whole columns rounded, blank clears; audit', async () => {
    const { reading, nurse } = await aReading();
    const director = await t.signedInAs('MedicalDirector', [A]);
    const res = await director.request(UPDATE_INTERVAL, {
      update: {
        id: reading.id,
        version: 1,
        cUF: '.5',
        UFR: '1.25',
        SBP: '121.6',
        AP: '-140',
        CDT: '',
        note: ' fixed ',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateDialysisInterval).toMatchObject({
      cUF: 500,
      UFR: 1250,
      SBP: 122,
      AP: -140,
      CDT: null,
      note: 'fixed',
      DBP: READINGS.DBP,
      version: 2,
      lastUpdatedBy: director.staff.accountID,
      staffName: nurse.staff.name,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateDialysisInterval'), eq(auditLog.entityID, String(reading.id))));
    expect(audit?.detail).toMatchObject({
      fields: expect.arrayContaining(['cUF', 'UFR', 'SBP', 'AP', 'CDT', 'note']),
    });
  });

  it('a sign only on AP and tmp; broken numbers refused', async () => {
    const { reading } = await aReading();
    const director = await t.signedInAs('MedicalDirector', [A]);
    for (const [field, value] of [
      ['SBP', '-120'],
      ['cUF', '-1'],
      ['HR', '7x'],
    ]) {
      const res = await director.request(UPDATE_INTERVAL, {
        update: { id: reading.id, version: 1, [field as string]: value },
      });
      expectRefused(res, 'BAD_USER_INPUT', M.digitsOnly);
      expect(res.errors?.[0]?.extensions?.field).toBe(field);
    }
    expect(
      (await director.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 1, tmp: '-10' } }))
        .errors,
    ).toBeUndefined();
  });

  it('two edits on one version: the first wins, the second VERSION_CONFLICT, the row keeps the first', async () => {
    const { reading } = await aReading();
    const [d1, d2] = await Promise.all([t.asDirector([A]), t.asDirector([A])]);
    expect(
      (await d1.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 1, HR: '80' } })).errors,
    ).toBeUndefined();
    expectRefused(
      await d2.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 1, HR: '90' } }),
      'VERSION_CONFLICT',
      M.intervalConflict,
    );
    const [row] = await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id));
    expect(row).toMatchObject({ HR: 80, version: 2 });
    const both = await Promise.all([
      d1.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 2, HR: '81' } }),
      d2.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 2, HR: '82' } }),
    ]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expectRefused(both.find((r) => r.errors) as GqlResponse<AnyData>, 'VERSION_CONFLICT', M.intervalConflict);
  });

  it('refuses nurses, managers and doctors, and a director of another centre', async () => {
    const { reading } = await aReading();
    for (const client of [
      await t.signedInAs('Nurse', [A]),
      await t.signedInAs('ManagingNurse', [A]),
      await t.signedInAs('Doctor', [A]),
    ]) {
      expectRefused(
        await client.request(UPDATE_INTERVAL, { update: { id: reading.id, version: 1, HR: '1' } }),
        'FORBIDDEN',
      );
    }
    const stranger = await t.signedInAs('MedicalDirector', [B]);
    for (const id of [reading.id, 999_999_999]) {
      expectRefused(
        await stranger.request(UPDATE_INTERVAL, { update: { id, version: 1, HR: '1' } }),
        'NOT_FOUND',
        M.retrieveInterval,
      );
    }
    const [row] = await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id));
    expect(row).toMatchObject({ HR: READINGS.HR, version: 1 });
  });
});
