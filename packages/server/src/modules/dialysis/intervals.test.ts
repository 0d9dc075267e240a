import { DATE_MESSAGES, DIALYSIS_MESSAGES as M, READING_TIME_MESSAGES as R } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  dialysisInterval,
  medicationAdministered,
  symptom as symptomTable,
} from '../../db/schema.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { AnyData, GqlResponse } from '../../test/graphql.ts';
import { T0 } from '../../test/test-app.ts';
import { CHECKOUT, LIST_INTERVALS, READINGS, SUBMIT_INTERVAL, UPDATE_INTERVAL } from './test-documents.ts';
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
    expect(reading).toMatchObject({ ...READINGS, KTV: 1.1, staffName: nurse.staff.name });
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
    const cramps = await t.aSymptom();
    const first = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, symptoms: `[${cramps.id}]` },
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
      [first.data?.submitDialysisInterval.id, nurse.staff.name, `[${cramps.id}]`],
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
        updatedOn: reading.updatedOn,
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
      lastUpdatedBy: director.staff.accountID,
      staffName: nurse.staff.name,
    });
    // The correction made a new version: the one it was made on is stale now.
    expect(expectData(res).updateDialysisInterval.updatedOn > reading.updatedOn).toBe(true);
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
        update: { id: reading.id, updatedOn: reading.updatedOn, [field as string]: value },
      });
      expectRefused(res, 'BAD_USER_INPUT', M.digitsOnly);
      expect(res.errors?.[0]?.extensions?.field).toBe(field);
    }
    expect(
      (
        await director.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: reading.updatedOn, tmp: '-10' },
        })
      ).errors,
    ).toBeUndefined();
  });

  it('two edits on one version: the first wins, the second VERSION_CONFLICT, the row keeps the first', async () => {
    const { reading } = await aReading();
    const [d1, d2] = await Promise.all([t.asDirector([A]), t.asDirector([A])]);
    const read = reading.updatedOn;
    const first = await d1.request(UPDATE_INTERVAL, {
      update: { id: reading.id, updatedOn: read, HR: '80' },
    });
    const saved = expectData(first).updateDialysisInterval.updatedOn;
    expectRefused(
      await d2.request(UPDATE_INTERVAL, { update: { id: reading.id, updatedOn: read, HR: '90' } }),
      'VERSION_CONFLICT',
      M.intervalConflict,
    );
    const [row] = await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id));
    expect(row).toMatchObject({ HR: 80, updatedOn: new Date(saved) });
    const both = await Promise.all([
      d1.request(UPDATE_INTERVAL, { update: { id: reading.id, updatedOn: saved, HR: '81' } }),
      d2.request(UPDATE_INTERVAL, { update: { id: reading.id, updatedOn: saved, HR: '82' } }),
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
        await client.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: reading.updatedOn, HR: '1' },
        }),
        'FORBIDDEN',
      );
    }
    const stranger = await t.signedInAs('MedicalDirector', [B]);
    for (const id of [reading.id, 999_999_999]) {
      expectRefused(
        await stranger.request(UPDATE_INTERVAL, { update: { id, updatedOn: reading.updatedOn, HR: '1' } }),
        'NOT_FOUND',
        M.retrieveInterval,
      );
    }
    const [row] = await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id));
    expect(row).toMatchObject({ HR: READINGS.HR, updatedOn: new Date(reading.updatedOn) });
  });
});

const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** The session's readings as stored, oldest measured first. */
const storedReadings = async (dialysisID: number) =>
  (await intervalsOf(dialysisID)).sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());

describe('a reading as it happens at the chair (issue 27 item 4)', () => {
  it('is stamped with the time it was measured, within the session and not in the future', async () => {
    const { session, nurse } = await aRunningSession();
    t.clock.set(minutes(40));
    try {
      const submit = (timestamp: string) =>
        nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id, timestamp } });
      for (const [timestamp, message] of [
        [minutes(-1).toISOString(), R.beforeStart],
        [minutes(50).toISOString(), R.future],
        ['yesterday', DATE_MESSAGES.invalidDate],
      ] as const) {
        const refused = await submit(timestamp);
        expectRefused(refused, 'BAD_USER_INPUT', message);
        expect(refused.errors?.[0]?.extensions?.field).toBe('timestamp');
      }
      expect(await intervalsOf(session.id)).toEqual([]);

      // Taken at T0+30, typed at T0+40: the reading is 30's, and it sorts before a reading measured later.
      const later = expectData(
        await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
      ).submitDialysisInterval;
      const measured = expectData(await submit(minutes(30).toISOString())).submitDialysisInterval;
      expect(measured.timestamp).toBe(minutes(30).toISOString());
      expect(later.timestamp).toBe(minutes(40).toISOString());
      const list = expectData(
        await nurse.request(LIST_INTERVALS, { filter: { dialysisID: { eq: session.id } } }),
      ).listDialysisInterval.result;
      expect(list.map((r: AnyData) => r.id)).toEqual([later.id, measured.id]);
    } finally {
      t.clock.set(T0);
    }
  });

  it('carries the machine settings over from the reading before when they are left out; the vitals are required', async () => {
    const { session, nurse } = await aRunningSession();
    const { QB, DFLOW, UFR, CDT, hepRate, ...measuredOnly } = READINGS;
    // The first reading has no reading before it: its settings are required.
    const first = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...measuredOnly, dialysisID: session.id },
    });
    expectRefused(first, 'BAD_USER_INPUT', M.required);
    expect(first.errors?.[0]?.extensions?.field).toBe('QB');
    expectData(
      await nurse.request(SUBMIT_INTERVAL, {
        create: { ...READINGS, dialysisID: session.id, QB: 300, hepRate: 2 },
      }),
    );

    t.clock.set(minutes(30));
    try {
      const next = expectData(
        await nurse.request(SUBMIT_INTERVAL, {
          create: { ...measuredOnly, SBP: 118, dialysisID: session.id, UFR: 600 },
        }),
      ).submitDialysisInterval;
      expect(next).toMatchObject({ SBP: 118, QB: 300, DFLOW, UFR: 600, CDT, hepRate: 2 });
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'submitDialysisInterval'), eq(auditLog.entityID, String(next.id))));
      expect(audit?.detail).toMatchObject({ carriedOver: ['QB', 'DFLOW', 'CDT', 'hepRate'] });
      // A vital is never carried over.
      const { SBP: _sbp, ...noSBP } = READINGS;
      const refused = await nurse.request(SUBMIT_INTERVAL, { create: { ...noSBP, dialysisID: session.id } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'SBP' });
      // A nurse of another centre cannot record on the session, carried over or not.
      const stranger = await t.signedInAs('Nurse', [B]);
      expectRefused(
        await stranger.request(SUBMIT_INTERVAL, { create: { ...measuredOnly, dialysisID: session.id } }),
        'NOT_FOUND',
        M.retrieve,
      );
      expect(await storedReadings(session.id)).toHaveLength(2);
    } finally {
      t.clock.set(T0);
    }
  });

  it('after check-out a Medical Director corrects a reading, audited with old and new values', async () => {
    const { session, nurse } = await aRunningSession();
    const reading = expectData(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
    ).submitDialysisInterval;
    t.clock.set(minutes(90));
    try {
      expectData(
        await nurse.request(CHECKOUT, {
          checkout: {
            id: session.id,
            updatedOn: session.updatedOn,
            mode: 'SIMPLE',
            postWeight: '63.8',
            postTemp: '36.4',
            postEdema: '0',
            postSBP: '125',
            postDBP: '78',
            postHRT: '70',
            notes: 'One reading only.',
          },
        }),
      );
      t.clock.set(minutes(120));
      const director = await t.signedInAs('MedicalDirector', [A]);
      const correct = (over: Record<string, unknown>) =>
        director.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: reading.updatedOn, ...over },
        });

      // Not after the end (check-out at T0+90), nor before the start.
      const late = await correct({ timestamp: minutes(95).toISOString() });
      expectRefused(late, 'BAD_USER_INPUT', R.afterEnd);
      expect(late.errors?.[0]?.extensions?.field).toBe('timestamp');
      expectRefused(await correct({ timestamp: minutes(-5).toISOString() }), 'BAD_USER_INPUT', R.beforeStart);

      const saved = expectData(
        await correct({ SBP: '142', cUF: '1.5', timestamp: minutes(15).toISOString(), HR: '72' }),
      ).updateDialysisInterval;
      // Saved at the clock's time: the new version.
      expect(saved).toMatchObject({
        SBP: 142,
        cUF: 1500,
        timestamp: minutes(15).toISOString(),
        updatedOn: minutes(120).toISOString(),
      });
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'updateDialysisInterval'), eq(auditLog.entityID, String(reading.id))));
      // HR was sent as it was: no change, not in the audit.
      expect(audit?.detail).toMatchObject({
        fields: ['SBP', 'cUF', 'timestamp'],
        changes: {
          SBP: [READINGS.SBP, 142],
          cUF: [READINGS.cUF, 1500],
          timestamp: [T0.toISOString(), minutes(15).toISOString()],
        },
        afterCheckout: true,
      });
      expect(audit?.role).toBe('MedicalDirector');

      // A nurse may not correct it, and a Medical Director of another centre cannot reach it.
      expectRefused(
        await nurse.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: saved.updatedOn, SBP: '150' },
        }),
        'FORBIDDEN',
      );
      const stranger = await t.signedInAs('MedicalDirector', [B]);
      expectRefused(
        await stranger.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: saved.updatedOn, SBP: '150' },
        }),
        'NOT_FOUND',
        M.retrieveInterval,
      );
      const [row] = await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id));
      expect(row).toMatchObject({ SBP: 142, updatedOn: minutes(120) });
    } finally {
      t.clock.set(T0);
    }
  });
});

describe('symptoms of a reading (issue 27 item 6)', () => {
  it("refuses an id that is not a symptom of the list: 'Invalid Symptom' on the field, nothing written", async () => {
    const { session, nurse } = await aRunningSession();
    const [cramps, gone] = await Promise.all([t.aSymptom(), t.aSymptom({ deleted: 1 })]);
    for (const ids of [[cramps.id, 999_999_999], [gone.id], [-1], [3_000_000_000]]) {
      const res = await nurse.request(SUBMIT_INTERVAL, {
        create: { ...READINGS, dialysisID: session.id, symptoms: JSON.stringify(ids) },
      });
      expectRefused(res, 'BAD_USER_INPUT', M.invalidSymptom);
      expect(res.errors?.[0]?.extensions?.field).toBe('symptoms');
    }
    expect(await intervalsOf(session.id)).toEqual([]);
    const ok = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, symptoms: JSON.stringify([cramps.id]) },
    });
    expect(expectData(ok).submitDialysisInterval.symptoms).toBe(`[${cramps.id}]`);
  });

  it('a correction keeps a symptom deleted from the list since, and refuses a new unknown one', async () => {
    const { session, nurse } = await aRunningSession();
    const [cramps, nausea] = await Promise.all([t.aSymptom(), t.aSymptom()]);
    const reading = expectData(
      await nurse.request(SUBMIT_INTERVAL, {
        create: { ...READINGS, dialysisID: session.id, symptoms: `[${cramps.id}]` },
      }),
    ).submitDialysisInterval;
    await t.db.update(symptomTable).set({ deleted: 1 }).where(eq(symptomTable.id, cramps.id));
    const director = await t.signedInAs('MedicalDirector', [A]);
    expectRefused(
      await director.request(UPDATE_INTERVAL, {
        update: { id: reading.id, updatedOn: reading.updatedOn, symptoms: `[${cramps.id}, 999999999]` },
      }),
      'BAD_USER_INPUT',
      M.invalidSymptom,
    );
    const kept = await director.request(UPDATE_INTERVAL, {
      update: { id: reading.id, updatedOn: reading.updatedOn, symptoms: `[${cramps.id}, ${nausea.id}]` },
    });
    expect(expectData(kept).updateDialysisInterval.symptoms).toBe(`[${cramps.id},${nausea.id}]`);
  });
});
