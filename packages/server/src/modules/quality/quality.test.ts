import { DEFAULT_QUALITY_THRESHOLDS, type QualityIndicatorKey } from '@dialysis/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, calculatedLabResult, labReport } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import { rebuildQualitySummary, refreshQualitySummary, SUMMARY_MONTHS } from './summary.ts';
import { GET_QUALITY_REPORT, LIST_QUALITY_MISSES } from './test-documents.ts';

/**
 * The hand-counted data set (issue 33 item 5). Two Singapore centres (UTC+8), May and June 2036, the clock in
 * July so both months are closed (virology is judged on each month's last day). Instants are UTC; the comments
 * give the Singapore day. Order durations 240 min; a shortened session is under 216 min; a high weight gain is
 * above 4 % of the previous post weight, within 4 days.
 *
 * Ann (centre A): order AVF LEFT WRIST. Labs 10 May: Hb 11, Alb 38, PO4 1.5, Ca 2.3 (corrected 2.34), iPTH 30,
 *   ferritin 300, HBsAg/HCV/HIV NEG, HBsAb 50; spKt/V 1.3 (URR 70) on 10 May.
 *   Sessions in A: 27 May 240 min (pre 62.0, post 60.0 kg); 29 May 210 min (shortened; pre 62.5 kg: +4.17 %
 *   on 60.0, high; post 60.2); 31 May 16:30 UTC = 1 June 00:30 in Singapore, 240 min (pre 62.0: +2.99 %).
 * Ben (moved from A to B in May): order PC LEFT (a catheter) of 1 April. Session in A on 5 May (post 70.0 kg),
 *   in B on 20 May (pre 73.0 kg, 15 days after: no interdialytic gain), booked in B on 22 May and not come.
 *   Counted in B for May (his last session). Labs 21 May in B: Hb 9.0, Alb 30, PO4 2.0, Ca 2.05 (corrected
 *   2.25), iPTH 80, ferritin 900, HBsAg NEG, HIV NEG, no HCV ever, HBsAb 5; URR 60 without spKt/V.
 * Cat (centre B): no order, no adequacy, no virology, no HBsAb. A night session on 31 May 15:30 UTC = 23:30 in
 *   Singapore (May), 240 min; an Hb of 10.5 on 31 May 16:30 UTC = 1 June in Singapore: not May's, and Cat has
 *   no June session.
 *
 * Hand counts (counted/eligible):
 *   A May: Ann only. Every patient indicator 1/1 (adequacy, Hb, albumin, phosphate, calcium, PTH, ferritin,
 *     access, virology, HBsAb) and adequacyMissing 0/1. Attendance: Ann 27 and 29 May, Ben 5 May = 3/3.
 *     Shortened: 27 May no, 29 May yes, Ben 5 May no = 1/3. Weight gain: 29 May only eligible, high = 1/1.
 *   B May: Ben and Cat. Adequacy: Ben's URR 60 < 65 = 0/1; adequacyMissing: Cat = 1/2; Hb 0/1 (Cat's 10.5 is
 *     June's); albumin 0/1; phosphate 0/1; calcium 1/1; PTH 0/1; ferritin 0/1; access: Ben's catheter, Cat no
 *     order = 0/1; virology 0/2; HBsAb 0/2. Attendance: 20 May yes, 22 May no, Cat 31 May yes = 2/3.
 *     Shortened: Ben 20 May 0 of 1 (Cat has no order's duration). Weight gain: 0/0 (Ben's gap is 15 days).
 *   A June: Ann. adequacy 0/0, adequacyMissing 1/1, labs 0/0, access 1/1, virology 1/1 (10 May + 3.5 months
 *     is 25 August), HBsAb 1/1. Attendance 1/1 (1 June). Shortened 0/1. Weight gain 0/1 (+2.99 %).
 *   B June: nobody; all 0/0. The network: May = A + B, June = A.
 */
const test = apiTest(undefined, { ownDatabase: true, start: new Date('2036-07-10T02:00:00Z') });

const utc = (text: string) => new Date(text);

async function labs(
  t: TestApp,
  p: { id: number },
  clinicID: number,
  at: string,
  values: Partial<typeof labReport.$inferInsert>,
) {
  const [row] = await t.db
    .insert(labReport)
    .values({ patientID: p.id, clinicID, timestamp: utc(at), fingerprint: unique('F'), ...values })
    .returning();
  if (!row) throw new Error('lab report');
  return row;
}

async function session(
  t: TestApp,
  p: { id: number; existingClinicID: number | null },
  clinicID: number,
  date: string,
  start: string,
  minutes: number,
  weights: { pre?: number; post?: number } = {},
) {
  const a = await t.anAppointment(p, { date, clinicID });
  const startTime = utc(start);
  return t.aDialysis(a, 'ended', startTime, {
    startTime,
    endTime: new Date(startTime.getTime() + minutes * 60_000),
    preWeight: weights.pre ?? null,
    postWeight: weights.post ?? null,
  });
}

/** Builds the data set once for the file; answers the centres. */
async function handCounted(t: TestApp) {
  const a = await t.aCentre({ name: 'Quality A', timezone: 'Asia/Singapore' });
  const b = await t.aCentre({ name: 'Quality B', timezone: 'Asia/Singapore' });
  const [ann, ben] = await t.somePatients(a, [
    { name: 'Ann Quality', nric: 'S1111111A' },
    { name: 'Ben Quality' },
  ]);
  const cat = await t.aPatient(b, { name: 'Cat Quality' });
  if (!ann || !ben) throw new Error('patients');

  await t.aDialysisOrder(ann, { dOrder: '2036-01-01', duration: 240, accessPrim: 'AVF LEFT WRIST' });
  await t.aDialysisOrder(ben, { dOrder: '2036-04-01', duration: 240, accessPrim: 'PC LEFT' });

  await session(t, ann, a.id, '2036-05-27', '2036-05-27T01:00:00Z', 240, { pre: 62_000, post: 60_000 });
  await session(t, ann, a.id, '2036-05-29', '2036-05-29T01:00:00Z', 210, { pre: 62_500, post: 60_200 });
  await session(t, ann, a.id, '2036-06-01', '2036-05-31T16:30:00Z', 240, { pre: 62_000, post: 60_100 });
  await session(t, ben, a.id, '2036-05-05', '2036-05-05T01:00:00Z', 240, { post: 70_000 });
  await session(t, ben, b.id, '2036-05-20', '2036-05-20T01:00:00Z', 240, { pre: 73_000, post: 70_500 });
  await t.anAppointment(ben, { date: '2036-05-22', clinicID: b.id });
  await session(t, cat, b.id, '2036-05-31', '2036-05-31T15:30:00Z', 240, { pre: 50_000, post: 48_000 });

  // Midnight of 10 May in Singapore.
  const annLab = await labs(t, ann, a.id, '2036-05-09T16:00:00Z', {
    Hb: 11,
    Alb: 38,
    Po4: 1.5,
    Ca: 2.3,
    IPTH: 30,
    ferritin: 300,
    HepBsAg: 'NEG',
    HCV: 'NEG',
    HIV: 'NEG',
    HepBsAb: 50,
  });
  const benLab = await labs(t, ben, b.id, '2036-05-20T16:00:00Z', {
    Hb: 9,
    Alb: 30,
    Po4: 2,
    Ca: 2.05,
    IPTH: 80,
    ferritin: 900,
    HepBsAg: 'NEG',
    HIV: 'NEG',
    HepBsAb: 5,
  });
  await labs(t, cat, b.id, '2036-05-31T16:30:00Z', { Hb: 10.5 });
  await t.db.insert(calculatedLabResult).values([
    {
      patientID: ann.id,
      clinicID: a.id,
      timestamp: utc('2036-05-09T16:00:00Z'),
      labReportID: annLab.id,
      URRD: 1.3,
      URR: 70,
      rulesVersion: 1,
    },
    {
      patientID: ben.id,
      clinicID: b.id,
      timestamp: utc('2036-05-20T16:00:00Z'),
      labReportID: benLab.id,
      URRD: null,
      URR: 60,
      rulesVersion: 1,
    },
  ]);
  return { a, b, ann, ben, cat };
}

let built: ReturnType<typeof handCounted> | undefined;
const given = (t: TestApp) => {
  built ??= handCounted(t);
  return built;
};

type Counts = Partial<Record<QualityIndicatorKey, [number, number]>>;
const ALL_ZERO: Counts = {};

/** An indicator's [counted, eligible] in a month, from a trend list. */
function figures(
  trends: { indicator: string; months: { month: string; count: number; eligible: number }[] }[],
  month: string,
): Record<string, [number, number]> {
  return Object.fromEntries(
    trends.map((trend) => {
      const figure = trend.months.find((m) => m.month === month);
      return [trend.indicator, [figure?.count ?? -1, figure?.eligible ?? -1]];
    }),
  );
}

const expected = (counts: Counts): Record<string, [number, number]> => ({
  adequacy: [0, 0],
  adequacyMissing: [0, 0],
  haemoglobin: [0, 0],
  albumin: [0, 0],
  phosphate: [0, 0],
  calcium: [0, 0],
  pth: [0, 0],
  ferritin: [0, 0],
  attendance: [0, 0],
  shortenedSessions: [0, 0],
  weightGain: [0, 0],
  vascularAccess: [0, 0],
  virology: [0, 0],
  hepatitisBImmunity: [0, 0],
  ...counts,
});

const A_MAY: Counts = {
  adequacy: [1, 1],
  adequacyMissing: [0, 1],
  haemoglobin: [1, 1],
  albumin: [1, 1],
  phosphate: [1, 1],
  calcium: [1, 1],
  pth: [1, 1],
  ferritin: [1, 1],
  attendance: [3, 3],
  shortenedSessions: [1, 3],
  weightGain: [1, 1],
  vascularAccess: [1, 1],
  virology: [1, 1],
  hepatitisBImmunity: [1, 1],
};
const B_MAY: Counts = {
  adequacy: [0, 1],
  adequacyMissing: [1, 2],
  haemoglobin: [0, 1],
  albumin: [0, 1],
  phosphate: [0, 1],
  calcium: [1, 1],
  pth: [0, 1],
  ferritin: [0, 1],
  attendance: [2, 3],
  shortenedSessions: [0, 1],
  weightGain: [0, 0],
  vascularAccess: [0, 1],
  virology: [0, 2],
  hepatitisBImmunity: [0, 2],
};
const A_JUNE: Counts = {
  adequacyMissing: [1, 1],
  attendance: [1, 1],
  shortenedSessions: [0, 1],
  weightGain: [0, 1],
  vascularAccess: [1, 1],
  virology: [1, 1],
  hepatitisBImmunity: [1, 1],
};

const sum = (x: Counts, y: Counts): Counts =>
  Object.fromEntries(
    Object.entries(expected(x)).map(([key, [c, e]]) => {
      const [c2, e2] = expected(y)[key] ?? [0, 0];
      return [key, [c + c2, e + e2]];
    }),
  );

describe('getQualityReport', () => {
  test('counts every indicator as by hand, by centre and month in Singapore time, with the network', async ({
    t,
  }) => {
    const { a, b } = await given(t);
    const director = await t.signedInAs('MedicalDirector', [a, b]);
    const report = expectData(
      await director.request(GET_QUALITY_REPORT, { month: '2036-06' }),
    ).getQualityReport;
    expect(report.months).toHaveLength(12);
    expect(report.months.at(-1)).toBe('2036-06');
    expect(report.months[0]).toBe('2035-07');
    expect(report.centres.map((c) => c.clinicName)).toEqual(['Quality A', 'Quality B']);
    const [centreA, centreB] = report.centres;
    if (!centreA || !centreB) throw new Error('centres');
    expect(figures(centreA.indicators, '2036-05')).toEqual(expected(A_MAY));
    expect(figures(centreB.indicators, '2036-05')).toEqual(expected(B_MAY));
    expect(figures(centreA.indicators, '2036-06')).toEqual(expected(A_JUNE));
    expect(figures(centreB.indicators, '2036-06')).toEqual(expected(ALL_ZERO));
    expect(figures(centreA.indicators, '2036-04')).toEqual(expected(ALL_ZERO));
    expect(figures(report.network, '2036-05')).toEqual(sum(A_MAY, B_MAY));
    expect(figures(report.network, '2036-06')).toEqual(expected(A_JUNE));
    expect(report.thresholds).toEqual({ spKtVMin: 1.2, hbMin: 10, hbMax: 12 });
  });

  test("a Nurse Manager sees their own centre's figures, and the network's beside them", async ({ t }) => {
    const { a } = await given(t);
    const manager = await t.signedInAs('ManagingNurse', [a]);
    const report = expectData(
      await manager.request(GET_QUALITY_REPORT, { month: '2036-05' }),
    ).getQualityReport;
    expect(report.centres.map((c) => c.clinicID)).toEqual([a.id]);
    expect(figures(report.network, '2036-05')).toEqual(sum(A_MAY, B_MAY));
  });

  test('refuses a Nurse, a Doctor, the signed-out and a month that is not one', async ({ t }) => {
    const { a } = await given(t);
    for (const group of ['Nurse', 'Doctor'] as const) {
      const user = await t.signedInAs(group, [a]);
      expectRefused(await user.request(GET_QUALITY_REPORT, { month: '2036-05' }), 'FORBIDDEN');
    }
    expectRefused(await t.anonymous().request(GET_QUALITY_REPORT, { month: '2036-05' }), 'UNAUTHENTICATED');
    const director = await t.signedInAs('MedicalDirector', [a]);
    expectRefused(await director.request(GET_QUALITY_REPORT, { month: '2036-13' }), 'BAD_USER_INPUT');
  });
});

describe('listQualityMisses', () => {
  const misses = async (t: TestApp, clinicID: number, month: string, indicator: QualityIndicatorKey) => {
    const { a, b } = await given(t);
    const director = await t.signedInAs('MedicalDirector', [a, b]);
    const list = expectData(
      await director.request(LIST_QUALITY_MISSES, { clinicID, month, indicator }),
    ).listQualityMisses;
    return list.misses.map((m) => [m.patientName, m.value, m.date]);
  };

  test('lists who misses each indicator with the value and its Singapore day', async ({ t }) => {
    const { a, b } = await given(t);
    expect(await misses(t, b.id, '2036-05', 'haemoglobin')).toEqual([
      ['Ben Quality', 'Hb 9.0 g/dL', '2036-05-21'],
    ]);
    expect(await misses(t, b.id, '2036-05', 'adequacy')).toEqual([
      ['Ben Quality', 'URR 60.0 %', '2036-05-21'],
    ]);
    expect(await misses(t, b.id, '2036-05', 'adequacyMissing')).toEqual([
      ['Cat Quality', 'No spKt/V or URR this month', null],
    ]);
    expect(await misses(t, b.id, '2036-05', 'virology')).toEqual([
      ['Ben Quality', 'HBsAg 2036-05-21 HCV none HIV 2036-05-21', '2036-05-21'],
      ['Cat Quality', 'HBsAg none HCV none HIV none', null],
    ]);
    expect(await misses(t, b.id, '2036-05', 'hepatitisBImmunity')).toEqual([
      ['Ben Quality', 'HBsAb 5 mIU/mL', '2036-05-21'],
      ['Cat Quality', 'No HBsAb result', null],
    ]);
    expect(await misses(t, b.id, '2036-05', 'vascularAccess')).toEqual([
      ['Ben Quality', 'Catheter: PC LEFT', '2036-04-01'],
    ]);
    expect(await misses(t, b.id, '2036-05', 'attendance')).toEqual([
      ['Ben Quality', 'Booked, not attended', '2036-05-22'],
    ]);
    expect(await misses(t, a.id, '2036-05', 'shortenedSessions')).toEqual([
      ['Ann Quality', '210 of 240 min', '2036-05-29'],
    ]);
    expect(await misses(t, a.id, '2036-05', 'weightGain')).toEqual([
      ['Ann Quality', 'Gain 4.2 % (2.5 kg)', '2036-05-29'],
    ]);
    expect(await misses(t, a.id, '2036-06', 'adequacyMissing')).toEqual([
      ['Ann Quality', 'No spKt/V or URR this month', null],
    ]);
    expect(await misses(t, a.id, '2036-05', 'calcium')).toEqual([]);
  });

  test('masks the NRIC and audits the read with the patients listed', async ({ t }) => {
    const { a, ann } = await given(t);
    const manager = await t.signedInAs('ManagingNurse', [a]);
    const list = expectData(
      await manager.request(LIST_QUALITY_MISSES, {
        clinicID: a.id,
        month: '2036-06',
        indicator: 'adequacyMissing',
      }),
    ).listQualityMisses;
    expect(list).toMatchObject({
      clinicName: 'Quality A',
      month: '2036-06',
      indicator: 'adequacyMissing',
      target: 'no spKt/V or URR in the month (should be near 0)',
    });
    expect(list.misses[0]?.patientNric).toBe('*****111A');
    const audits = await t.db
      .select({ role: auditLog.role, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listQualityMisses'), eq(auditLog.role, 'ManagingNurse')));
    expect(audits).toEqual([
      {
        role: 'ManagingNurse',
        detail: { month: '2036-06', indicator: 'adequacyMissing', count: 1, patientIDs: [ann.id] },
      },
    ]);
  });

  test("refuses another centre's manager, a Nurse and a Doctor; nothing is listed or audited", async ({
    t,
  }) => {
    const { a, b } = await given(t);
    const variables = { clinicID: b.id, month: '2036-05', indicator: 'haemoglobin' as const };
    const managerOfA = await t.signedInAs('ManagingNurse', [a]);
    expectRefused(await managerOfA.request(LIST_QUALITY_MISSES, variables), 'FORBIDDEN');
    for (const group of ['Nurse', 'Doctor'] as const) {
      const user = await t.signedInAs(group, [b]);
      expectRefused(await user.request(LIST_QUALITY_MISSES, variables), 'FORBIDDEN');
    }
    const read = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'listQualityMisses'),
          eq(auditLog.clinicID, b.id),
          ne(auditLog.role, 'MedicalDirector'),
        ),
      );
    expect(read).toEqual([]);
    const refused = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access.refused'), eq(auditLog.clinicID, b.id)));
    expect(refused.length).toBeGreaterThan(0);
  });
});

// Last in the file: once refreshed, the months are read from the summary.
describe('the monthly summary (the quality-summary job)', () => {
  const refresh = (t: TestApp) =>
    refreshQualitySummary({
      db: t.db,
      clock: t.clock,
      defaultTimezone: 'Asia/Singapore',
      thresholds: DEFAULT_QUALITY_THRESHOLDS,
    });

  test('holds the same hand counts; a later write is seen from the next refresh, from its month on', async ({
    t,
  }) => {
    const { a, b, ben } = await given(t);
    const director = await t.signedInAs('MedicalDirector', [a, b]);
    const report = async () =>
      expectData(await director.request(GET_QUALITY_REPORT, { month: '2036-06' })).getQualityReport;

    // The data set was written an hour before (the refresh allows an application clock 5 minutes behind).
    for (const table of [
      'lab_report',
      'calculated_lab_result',
      'dialysis',
      'appointment',
      'dialysis_order',
      'clinic',
    ]) {
      await t.db.execute(sql.raw(`update ${table} set updated_on = updated_on - interval '1 hour'`));
    }
    const first = await refresh(t);
    expect(first).toHaveLength(SUMMARY_MONTHS);
    expect(first.at(-1)).toBe('2036-07');
    const held = await report();
    const byName = (r: typeof held, name: string) =>
      r.centres.find((c) => c.clinicName === name)?.indicators ?? [];
    expect(figures(byName(held, 'Quality A'), '2036-05')).toEqual(expected(A_MAY));
    expect(figures(byName(held, 'Quality B'), '2036-05')).toEqual(expected(B_MAY));
    expect(figures(byName(held, 'Quality A'), '2036-06')).toEqual(expected(A_JUNE));
    expect(figures(held.network, '2036-05')).toEqual(sum(A_MAY, B_MAY));
    // Nothing written since: only the current and the previous month are counted again.
    expect(await refresh(t)).toEqual(['2036-06', '2036-07']);

    // Ben's Hb of 11 on 25 May in Singapore, later than his 9.0: May's latest, in range.
    await labs(t, ben, b.id, '2036-05-24T16:00:00Z', { Hb: 11 });
    expect(figures(byName(await report(), 'Quality B'), '2036-05').haemoglobin).toEqual([0, 1]);
    expect(await refresh(t)).toEqual(['2036-05', '2036-06', '2036-07']);
    const after = await report();
    expect(figures(byName(after, 'Quality B'), '2036-05').haemoglobin).toEqual([1, 1]);
    expect(figures(after.network, '2036-05').haemoglobin).toEqual([2, 2]);

    // A patient deleted: every month is counted again, without them (Ben was B's only patient with an Hb).
    await t.db.execute(sql`update patient set deleted = 1, deleted_on = now() where id = ${ben.id}`);
    expect(await refresh(t)).toHaveLength(SUMMARY_MONTHS);
    expect(figures(byName(await report(), 'Quality B'), '2036-05').haemoglobin).toEqual([0, 0]);
    await t.db.execute(sql`update patient set deleted = 0, deleted_on = null where id = ${ben.id}`);
    await t.db.execute(sql`update clinic set updated_on = now() where id = ${b.id}`);
    // A centre changed (its time zone moves its months): every month again, Ben counted again.
    expect(await refresh(t)).toHaveLength(SUMMARY_MONTHS);
    expect(figures(byName(await report(), 'Quality B'), '2036-05').haemoglobin).toEqual([1, 1]);

    // Other thresholds (the configuration changed): every month is judged again, the summary by the new ones.
    const lowerHb = await refreshQualitySummary({
      db: t.db,
      clock: t.clock,
      defaultTimezone: 'Asia/Singapore',
      thresholds: { ...DEFAULT_QUALITY_THRESHOLDS, hbMin: 8.5 },
    });
    expect(lowerHb).toHaveLength(SUMMARY_MONTHS);
    const [judged] = (
      (await t.db.execute(
        sql`select count(*)::int as n from quality_refresh where thresholds like '%"hbMin":8.5%'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(judged?.n).toBe(SUMMARY_MONTHS);

    // After a bulk load (the demo's year), the whole window is counted again.
    const rebuilt = await rebuildQualitySummary({
      db: t.db,
      clock: t.clock,
      defaultTimezone: 'Asia/Singapore',
      thresholds: DEFAULT_QUALITY_THRESHOLDS,
    });
    expect(rebuilt).toHaveLength(SUMMARY_MONTHS);
    expect(figures(byName(await report(), 'Quality B'), '2036-05')).toEqual(
      expected({ ...B_MAY, haemoglobin: [1, 1] }),
    );
  });
});
