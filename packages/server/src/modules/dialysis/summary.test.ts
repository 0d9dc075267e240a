import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, dialysis } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';

const SUMMARY = graphql(`
  query MonthlySummary($patientID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {
    listDialysisSummary(
      patientID: $patientID
      startDate: $startDate
      endDate: $endDate
      timezoneOffsetMinutes: $offset
    ) {
      yearMonth
      totalSession
      dryWeight { min max avg }
      postWeight { min max avg }
      offTarget { min max avg }
      postSBP { min max avg }
      KTVonline { min max avg }
      weightGain { min max avg }
    }
  }
`);

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre({ timezone: 'Asia/Singapore' }), t.aCentre()]);
  const [patient, quiet] = await t.somePatients(A, [{}, {}]);
  if (!patient || !quiet) throw new Error('no patients');
  const session = (
    clinicID: number,
    startTime: string,
    over: Partial<typeof dialysis.$inferInsert> = {},
  ) => ({
    patientID: patient.id,
    clinicID,
    startTime: new Date(startTime),
    ...over,
  });
  await t.db.insert(dialysis).values([
    // December's session: not in the range, but its post weight is the base of January's first weight gain.
    session(A.id, '2025-12-30T02:00:00Z', { postWeight: 60_000 }),
    session(A.id, '2026-01-15T02:00:00Z', {
      dryWeight: 60_000,
      preWeight: 62_000,
      postWeight: 61_000,
      postSBP: 130,
      KTVonline: 1.3,
    }),
    session(A.id, '2026-01-20T02:00:00Z', {
      dryWeight: 62_000,
      preWeight: 63_500,
      postWeight: 61_500,
      postSBP: 150,
    }),
    // 1 Feb 01:30 in Singapore: February's, though still 31 January in UTC.
    session(A.id, '2026-01-31T17:30:00Z', { dryWeight: 61_000, postWeight: 61_000 }),
    session(A.id, '2026-01-22T02:00:00Z', { dryWeight: 99_000, deleted: 1 }),
    session(A.id, '2026-01-23T02:00:00Z', { startTime: null, dryWeight: 99_000 }),
    // A session at a centre the nurse does not work in.
    session(B.id, '2026-01-24T02:00:00Z', { dryWeight: 99_000 }),
  ]);
  const nurse = await t.signedInAs('Nurse', [A]);
  return { A, B, patient, quiet, nurse };
});

describe('listDialysisSummary', () => {
  test("groups the patient's sessions by month in the centre's time zone, with min, max and average", async ({
    given: { patient, nurse },
  }) => {
    const res = await nurse.request(SUMMARY, {
      patientID: patient.id,
      startDate: '2026-01-01',
      endDate: '2026-02-28',
      offset: 480,
    });
    expect(expectData(res).listDialysisSummary).toEqual([
      {
        yearMonth: '2026-01',
        totalSession: 2,
        dryWeight: { min: 60_000, max: 62_000, avg: 61_000 },
        postWeight: { min: 61_000, max: 61_500, avg: 61_250 },
        // post - dry: +1000 and -500
        offTarget: { min: -500, max: 1000, avg: 250 },
        postSBP: { min: 130, max: 150, avg: 140 },
        KTVonline: { min: 1.3, max: 1.3, avg: 1.3 },
        // 62.0 - 60.0 (December's post) and 63.5 - 61.0
        weightGain: { min: 2000, max: 2500, avg: 2250 },
      },
      {
        yearMonth: '2026-02',
        totalSession: 1,
        dryWeight: { min: 61_000, max: 61_000, avg: 61_000 },
        postWeight: { min: 61_000, max: 61_000, avg: 61_000 },
        offTarget: { min: 0, max: 0, avg: 0 },
        postSBP: { min: null, max: null, avg: null },
        KTVonline: { min: null, max: null, avg: null },
        weightGain: { min: null, max: null, avg: null },
      },
    ]);
  });

  test("reads the bounds as the centre's days, both included; an instant as its day there", async ({
    given: { patient, nurse },
  }) => {
    const months = async (startDate: string, endDate: string) =>
      expectData(
        await nurse.request(SUMMARY, { patientID: patient.id, startDate, endDate }),
      ).listDialysisSummary.map((m) => `${m.yearMonth}:${m.totalSession}`);
    expect(await months('2026-01-15', '2026-01-31')).toEqual(['2026-01:2']);
    expect(await months('2026-01-16', '2026-02-01')).toEqual(['2026-01:1', '2026-02:1']);
    // 2026-01-31T16:00Z is 1 February, midnight, in Singapore.
    expect(await months('2026-01-31T16:00:00.000Z', '2026-03-01T00:00:00.000Z')).toEqual(['2026-02:1']);
  });

  test('answers no months for a patient without sessions, and audits the read', async ({
    t,
    given: { quiet, nurse },
  }) => {
    const res = await nurse.request(SUMMARY, {
      patientID: quiet.id,
      startDate: '2020-01-01',
      endDate: '2030-01-01',
    });
    expect(expectData(res).listDialysisSummary).toEqual([]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listDialysisSummary'), eq(auditLog.entityID, String(quiet.id))));
    expect(audits).toHaveLength(1);
  });

  test('refuses a patient of another centre, a broken date and an impossible offset', async ({
    t,
    given: { B, patient, nurse },
  }) => {
    const other = await t.signedInAs('Nurse', [B]);
    expectRefused(
      await other.request(SUMMARY, { patientID: patient.id, startDate: '2026-01-01', endDate: '2026-02-01' }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(SUMMARY, { patientID: patient.id, startDate: '01/01/2026', endDate: '2026-02-01' }),
      'BAD_USER_INPUT',
      'Not a valid date.',
    );
    expectRefused(
      await nurse.request(SUMMARY, {
        patientID: patient.id,
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        offset: 900,
      }),
      'BAD_USER_INPUT',
      'Invalid time zone offset',
    );
  });
});
