import { adequacy } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, calculatedLabResult, labReport } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, type TestApp, TODAY } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import { CHECKOUT, UPDATE } from '../dialysis/test-documents.ts';

graphql(`
  fragment LabReportFields on LabReport {
    id patientID clinicID timestamp sampleTime source name K Hb ureaPre ureaPost HepBsAg HCV HIV others deleted
  }
`);
graphql(`
  fragment CalculatedFields on CalculatedLabResult {
    id patientID clinicID timestamp dialysisID labReportID latest URR URRD KTVe UF ureaPre ureaPost
    dryWeight MSA dialyser KTVonline QB QD minQA maxQA dialysisStartTime dialysisEndTime dialysisIntervalLastTime
    dialysisDischargeTime reason
  }
`);
const CREATE = graphql(`
  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { ...LabReportFields } }
`);
const CREATE_THREE = graphql(`
  mutation CreateLabReportBatch($c0: CreateLabReportInput!, $c1: CreateLabReportInput!, $c2: CreateLabReportInput!) {
    r0: createLabReport(create: $c0) { id }
    r1: createLabReport(create: $c1) { id }
    r2: createLabReport(create: $c2) { id }
  }
`);
const LIST = graphql(`
  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {
    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportFields } }
  }
`);
const LAST = graphql(`
  query GetLastNonNullLab($patientID: Int!) {
    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }
  }
`);
const CALCULATED = graphql(`
  query ListCalculatedLabResult($filter: CalculatedLabResultFilter!, $pagination: Pagination) {
    listCalculatedLabResult(filter: $filter, pagination: $pagination) { count result { ...CalculatedFields } }
  }
`);
const PREVIEW = graphql(`
  query PreviewLabImport($rows: [LabImportRowInput!]!) {
    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }
  }
`);

const test = apiTest(async (t) => {
  const [centre, other] = await Promise.all([t.aCentre(), t.aCentre()]);
  return { centre, other };
});

/** Midnight of a day in Singapore (the test centres' zone), as the API answers it. */
const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();
const report = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  timestamp: TODAY,
  source: 'Quest',
  K: 4.2,
  ...over,
});

describe('createLabReport', () => {
  test('stores every value in its field, on the sample day of the centre; audited', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const created = expectData(
      await nurse.request(CREATE, {
        create: report(p.id, { Hb: 9.8, HepBsAg: 'NEG', HCV: 'POS', others: ' seen by Dr Tan ' }),
      }),
    ).createLabReport;
    expect(created).toMatchObject({
      patientID: p.id,
      clinicID: centre.id,
      timestamp: midnight(TODAY),
      source: 'Quest',
      K: 4.2,
      Hb: 9.8,
      HepBsAg: 'NEG',
      HCV: 'POS',
      HIV: null,
      others: 'seen by Dr Tan',
      deleted: 0,
    });
    const audits = await t.db
      .select({ action: auditLog.action, clinicID: auditLog.clinicID })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labReport'), eq(auditLog.entityID, String(created.id))));
    expect(audits).toEqual([{ action: 'createLabReport', clinicID: centre.id }]);
  });

  test('text values are stored as written, quotes, commas, braces, backslashes and NULL alike', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const others = 'seen "twice", {again} \\ NULL';
    const created = expectData(
      await nurse.request(CREATE_THREE, {
        c0: report(p.id, { others, name: null }),
        c1: report(p.id, { others: 'NULL', K: 4.3, name: 'O\'Brien, "Mary"', confirmedMatch: true }),
        c2: report(p.id, { Hb: 10, K: null, HCV: 'NEG' }),
      }),
    );
    const rows = await t.db
      .select({
        id: labReport.id,
        others: labReport.others,
        name: labReport.name,
        K: labReport.K,
        Hb: labReport.Hb,
      })
      .from(labReport)
      .where(eq(labReport.patientID, p.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(created.r0.id)).toMatchObject({ others, name: null, K: 4.2, Hb: null });
    expect(byId.get(created.r1.id)).toMatchObject({ others: 'NULL', name: 'O\'Brien, "Mary"', K: 4.3 });
    expect(byId.get(created.r2.id)).toMatchObject({ others: null, K: null, Hb: 10 });
  });

  test('every login type may enter lab results (the menu shows Import Lab Result to all)', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    for (const client of [
      await t.signedInAs('Doctor', [centre]),
      await t.signedInAs('ManagingNurse', [centre]),
      await t.signedInAs('MedicalDirector'),
    ]) {
      expectData(await client.request(CREATE, { create: report(p.id, { K: 1 + Math.random() * 5 }) }));
    }
  });

  test("a date alone: 'Lab Result require at least 1 input.'", async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectFieldError(
      await nurse.request(CREATE, { create: { patientID: p.id, timestamp: TODAY, source: 'Quest' } }),
      'timestamp',
      'Lab Result require at least 1 input.',
    );
  });

  test('refuses values the field cannot hold, each with its field message', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectFieldError(
      await nurse.request(CREATE, { create: report(p.id, { HIV: 'maybe' }) }),
      'HIV',
      'Choose POS or NEG.',
    );
    expectFieldError(
      await nurse.request(CREATE, { create: report(p.id, { K: -1 }) }),
      'K',
      'Must be between 0.5 and 15 mmol/L.',
    );
    expectFieldError(
      await nurse.request(CREATE, { create: report(p.id, { others: 'x'.repeat(201) }) }),
      'others',
      'At most 200 characters.',
    );
    expectFieldError(
      await nurse.request(CREATE, { create: report(p.id, { timestamp: '2030-03-12' }) }),
      'timestamp',
      'The date cannot be in the future.',
    );
    expectFieldError(
      await nurse.request(CREATE, { create: report(p.id, { timestamp: '2030-02-30' }) }),
      'timestamp',
      'Not a valid date.',
    );
    const stored = await t.db.select().from(labReport).where(eq(labReport.patientID, p.id));
    expect(stored).toEqual([]);
  });

  test('a patient of another centre answers like an unknown one, and nothing is stored', async ({
    t,
    given: { centre, other },
  }) => {
    const p = await t.aPatient(other);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(await nurse.request(CREATE, { create: report(p.id) }), 'NOT_FOUND', 'Invalid Patient');
    expectRefused(await nurse.request(CREATE, { create: report(999_999) }), 'NOT_FOUND', 'Invalid Patient');
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toEqual([]);
  });

  test('the same report twice (patient, day, source, values) is stored once', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const first = expectData(
      await nurse.request(CREATE, { create: report(p.id, { Hb: 11 }) }),
    ).createLabReport;
    const again = expectData(
      await nurse.request(CREATE, { create: report(p.id, { Hb: 11.0, source: ' quest ' }) }),
    ).createLabReport;
    expect(again.id).toBe(first.id);
    const changed = expectData(
      await nurse.request(CREATE, { create: report(p.id, { Hb: 11.1 }) }),
    ).createLabReport;
    expect(changed.id).not.toBe(first.id);
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toHaveLength(2);
  });

  test('a batch of aliases is stored all or nothing', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const bad = await nurse.request(CREATE_THREE, {
      c0: report(p.id, { K: 4 }),
      c1: report(p.id, { K: 99 }),
      c2: report(p.id, { K: 5 }),
    });
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toBe('Must be between 0.5 and 15 mmol/L.');
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toEqual([]);

    const good = expectData(
      await nurse.request(CREATE_THREE, {
        c0: report(p.id, { K: 4 }),
        c1: report(p.id, { K: 4.5 }),
        c2: report(p.id, { K: 5 }),
      }),
    );
    expect(new Set([good.r0.id, good.r1.id, good.r2.id]).size).toBe(3);
  });

  test("a batch naming another centre's patient is refused whole: 'Invalid Patient', nothing stored", async ({
    t,
    given: { centre, other },
  }) => {
    const mine = await t.aPatient(centre);
    const theirs = await t.aPatient(other);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const res = await nurse.request(CREATE_THREE, {
      c0: report(mine.id, { K: 4 }),
      c1: report(theirs.id, { K: 4.5 }),
      c2: report(mine.id, { K: 5 }),
    });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Invalid Patient');
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const p of [mine, theirs]) {
      expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toEqual([]);
    }
  });

  test('a batch of 30 aliases is accepted, 31 are refused before anything runs', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const batch = (n: number) => {
      const vars = Array.from({ length: n }, (_, i) => `$c${i}: CreateLabReportInput!`).join(', ');
      const fields = Array.from({ length: n }, (_, i) => `r${i}: createLabReport(create: $c${i}) { id }`);
      const variables = Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`c${i}`, report(p.id, { K: 3 + i / 100 })]),
      );
      return nurse.request(`mutation Batch(${vars}) { ${fields.join(' ')} }`, variables);
    };
    const ok = await batch(30);
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data ?? {})).toHaveLength(30);
    const tooMany = await batch(31);
    expect(tooMany.errors?.length).toBeGreaterThan(0);
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toHaveLength(30);
  });
});

describe('listLabReport', () => {
  test('one patient, newest first, 5 per page unless told, soft-deleted left out, a period filter', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const days = ['2030-03-01', '2030-03-05', '2030-03-03', '2030-02-20', '2030-03-07', '2030-03-09'];
    for (const [i, day] of days.entries()) {
      expectData(await nurse.request(CREATE, { create: report(p.id, { timestamp: day, K: 4 + i / 10 }) }));
    }
    await t.db
      .update(labReport)
      .set({ deleted: 1 })
      .where(and(eq(labReport.patientID, p.id), eq(labReport.K, 4.5)));
    const page = expectData(
      await nurse.request(LIST, { filter: { patientID: { eq: p.id }, deleted: { eq: 0 } } }),
    ).listLabReport;
    expect(page.count).toBe(5);
    expect(page.result.map((r) => r.timestamp)).toEqual(
      ['2030-03-07', '2030-03-05', '2030-03-03', '2030-03-01', '2030-02-20'].map(midnight),
    );
    const period = expectData(
      await nurse.request(LIST, {
        filter: {
          patientID: { eq: p.id },
          timestamp: { ge: midnight('2030-03-02'), le: midnight('2030-03-06') },
        },
        pagination: { limit: 20 },
      }),
    ).listLabReport;
    expect(period.result.map((r) => r.timestamp)).toEqual(['2030-03-05', '2030-03-03'].map(midnight));
  });

  test('a user of another centre is refused, as for an unknown patient; the read is audited', async ({
    t,
    given: { centre, other },
  }) => {
    const p = await t.aPatient(centre);
    const outsider = await t.signedInAs('Nurse', [other]);
    expectRefused(
      await outsider.request(LIST, { filter: { patientID: { eq: p.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    const reader = await t.signedInAs('Doctor', [centre]);
    expectData(await reader.request(LIST, { filter: { patientID: { eq: p.id } } }));
    const [row] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'listLabReport'),
          eq(auditLog.entityID, String(p.id)),
          eq(auditLog.accountID, reader.staff.accountID),
        ),
      );
    expect(row).toEqual({ action: 'listLabReport' });
  });
});

describe('getLastNonNullLab', () => {
  test("each item: its latest value and that report's own day, on the four cards", async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    await nurse.request(CREATE, {
      create: report(p.id, { timestamp: '2030-01-02', K: 5.1, Hb: 9, HIV: 'NEG' }),
    });
    await nurse.request(CREATE, { create: report(p.id, { timestamp: '2030-03-01', K: null, Hb: 10.5 }) });
    const cards = expectData(await nurse.request(LAST, { patientID: p.id })).getLastNonNullLab;
    expect(cards.map((c) => c.title)).toEqual(['Electrolytes', 'LFT Data', 'Hb Ca Data', 'Virology & LIPDS']);
    const item = (key: string, name: string) =>
      cards.find((c) => c.key === key)?.items.find((i) => i.item === name);
    expect(item('electrolytes', 'K')).toEqual({ item: 'K', value: '5.1', timestamp: midnight('2030-01-02') });
    expect(item('hbCa', 'Hb')).toEqual({ item: 'Hb', value: '10.5', timestamp: midnight('2030-03-01') });
    expect(item('virologyLipids', 'HIV')).toEqual({
      item: 'HIV',
      value: 'NEG',
      timestamp: midnight('2030-01-02'),
    });
    expect(cards.find((c) => c.key === 'lft')?.items).toEqual([]);
  });

  test('a user of another centre is refused', async ({ t, given: { centre, other } }) => {
    const p = await t.aPatient(centre);
    expectRefused(
      await (await t.signedInAs('Nurse', [other])).request(LAST, { patientID: p.id }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});

describe('calculated lab results', () => {
  /** A session of today: started 4 h before its end, 72.0 kg in, 70.0 kg out, with two readings. */
  async function endedSession(t: TestApp, centreRef: { id: number }) {
    const p = await t.aPatient(centreRef);
    const order = await t.aDialysisOrder(p, { QB: 300, QD: 500 });
    const a = await t.anAppointment(p, { date: TODAY });
    const start = new Date(T0.getTime() - 5 * 3_600_000);
    const end = new Date(start.getTime() + 4 * 3_600_000);
    const d = await t.aDialysis(a, 'ended', T0, {
      startTime: start,
      endTime: end,
      preWeight: 72_000,
      postWeight: 70_000,
      dryWeight: 69_500,
      MSA: 1.8,
      dialyser: 'FX80',
      KTVonline: 1.3,
      dialysisOrderID: order.id,
    });
    await t.anInterval(d, { timestamp: new Date(start.getTime() + 3_600_000), QB: 280 });
    await t.anInterval(d, { timestamp: new Date(start.getTime() + 7_200_000), QB: 320 });
    return { p, d, start, end };
  }

  test('a report with urea pre and post computes URR, spKt/V and eKt/V for the session of that day', async ({
    t,
    given: { centre },
  }) => {
    const { p, d, start, end } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const labID = expectData(
      await nurse.request(CREATE, { create: report(p.id, { ureaPre: 20, ureaPost: 6 }) }),
    ).createLabReport.id;
    const list = expectData(
      await nurse.request(CALCULATED, { filter: { patientID: { eq: p.id } } }),
    ).listCalculatedLabResult;
    expect(list.count).toBe(1);
    const expected = adequacy({
      ureaPre: 20,
      ureaPost: 6,
      hours: 4,
      preWeightGrams: 72_000,
      postWeightGrams: 70_000,
    });
    const [row] = list.result;
    expect(row).toMatchObject({
      patientID: p.id,
      clinicID: centre.id,
      dialysisID: d.id,
      labReportID: labID,
      latest: true,
      ureaPre: 20,
      ureaPost: 6,
      dryWeight: 69_500,
      MSA: 1.8,
      dialyser: 'FX80',
      KTVonline: 1.3,
      QB: 300,
      QD: 500,
      minQA: 280,
      maxQA: 320,
      dialysisStartTime: start.toISOString(),
      dialysisEndTime: end.toISOString(),
      dialysisIntervalLastTime: new Date(start.getTime() + 7_200_000).toISOString(),
    });
    expect(row?.URR).toBeCloseTo(70, 6);
    expect(row?.URRD).toBeCloseTo(1.401054, 5);
    expect(row?.URRD).toBeCloseTo(expected.spKtV ?? 0, 10);
    expect(row?.KTVe).toBeCloseTo(1.220896, 5);
    expect(row?.UF).toBeCloseTo(2, 10);
  });

  test('no urea: no result; no session that day: a result that says so, never a wrong number', async ({
    t,
    given: { centre },
  }) => {
    const { p } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    await nurse.request(CREATE, { create: report(p.id, { ureaPre: 20 }) });
    expect(
      await t.db.select().from(calculatedLabResult).where(eq(calculatedLabResult.patientID, p.id)),
    ).toEqual([]);
    const labID = expectData(
      await nurse.request(CREATE, {
        create: report(p.id, { timestamp: '2030-03-10', ureaPre: 20, ureaPost: 6 }),
      }),
    ).createLabReport.id;
    const [row] = expectData(await nurse.request(CALCULATED, { filter: { patientID: { eq: p.id } } }))
      .listCalculatedLabResult.result;
    expect(row).toMatchObject({
      labReportID: labID,
      dialysisID: null,
      reason: 'No dialysis session on this day',
      URRD: null,
      KTVe: null,
      dialysisStartTime: null,
    });
    expect(row?.URR).toBeCloseTo(70, 6);
  });

  test('a later report of the day recomputes the session; the latest is listed first', async ({
    t,
    given: { centre },
  }) => {
    const { p, d } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    await nurse.request(CREATE, { create: report(p.id, { ureaPre: 20, ureaPost: 6 }) });
    await nurse.request(CREATE, { create: report(p.id, { ureaPre: 20, ureaPost: 8 }) });
    const rows = await t.db
      .select()
      .from(calculatedLabResult)
      .where(and(eq(calculatedLabResult.patientID, p.id), eq(calculatedLabResult.deleted, 0)));
    // The session takes the newer report; the older one is superseded and gives no result.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dialysisID).toBe(d.id);
    expect(rows[0]?.URR).toBeCloseTo(60, 6);
  });

  test('a report entered while the session runs is used at its check-out', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const a = await t.anAppointment(p, { date: TODAY });
    const d = await t.aDialysis(a, 'started', T0, { preWeight: 64_000, dryWeight: 62_000 });
    const nurse = await t.signedInAs('Nurse', [centre]);
    await nurse.request(CREATE, { create: report(p.id, { ureaPre: 25, ureaPost: 10 }) });
    const [waiting] = await t.db
      .select()
      .from(calculatedLabResult)
      .where(eq(calculatedLabResult.dialysisID, d.id));
    expect(waiting).toMatchObject({ reason: 'Session not checked out yet', URRD: null, KTVe: null });
    // Checked out 4 hours after its start (3 hours after T0).
    t.clock.set(new Date(T0.getTime() + 3 * 3_600_000));
    const ended = await nurse
      .request(CHECKOUT, {
        checkout: {
          id: d.id,
          updatedOn: d.updatedOn.toISOString(),
          mode: 'SIMPLE',
          postWeight: '62.5',
          postTemp: '36.5',
          postEdema: '0',
          postSBP: '120',
          postDBP: '80',
          postHRT: '70',
          notes: 'labs taken',
        },
      })
      .finally(() => t.clock.set(T0));
    expectData(ended);
    const [row] = await t.db
      .select()
      .from(calculatedLabResult)
      .where(eq(calculatedLabResult.dialysisID, d.id));
    expect(row?.URR).toBeCloseTo(60, 6);
    expect(row?.reason).toBeNull();
    expect(row?.URRD).toBeCloseTo(
      adequacy({ ureaPre: 25, ureaPost: 10, hours: 4, preWeightGrams: 64_000, postWeightGrams: 62_500 })
        .spKtV ?? 0,
      10,
    );
    expect(row?.latest).toBe(true);
  });

  test('correcting the treatment times at check-out edit recomputes Kt/V; old and new times are audited', async ({
    t,
    given: { centre },
  }) => {
    const { p, d, start, end } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    await nurse.request(CREATE, { create: report(p.id, { ureaPre: 20, ureaPost: 6 }) });
    const newEnd = new Date(start.getTime() + 3.5 * 3_600_000);
    expectData(
      await nurse.request(UPDATE, {
        update: { id: d.id, updatedOn: d.updatedOn.toISOString(), endTime: newEnd.toISOString() },
      }),
    );
    const [row] = await t.db
      .select()
      .from(calculatedLabResult)
      .where(eq(calculatedLabResult.dialysisID, d.id));
    const expected = adequacy({
      ureaPre: 20,
      ureaPost: 6,
      hours: 3.5,
      preWeightGrams: 72_000,
      postWeightGrams: 70_000,
    });
    expect(row?.URRD).toBeCloseTo(expected.spKtV ?? 0, 10);
    expect(row?.dialysisEndTime?.toISOString()).toBe(newEnd.toISOString());
    const [audit] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateDialysis'), eq(auditLog.entityID, String(d.id))));
    expect(audit?.detail).toMatchObject({ times: { endTime: [end.toISOString(), newEnd.toISOString()] } });
  });

  test('treatment times: end after start, same day, not in the future, only after check-out', async ({
    t,
    given: { centre },
  }) => {
    const { d, start } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const update = (over: Record<string, unknown>) =>
      nurse.request(UPDATE, { update: { id: d.id, updatedOn: d.updatedOn.toISOString(), ...over } });
    expectFieldError(
      await update({ endTime: start.toISOString() }),
      'endTime',
      'The end time must be after the start time.',
    );
    expectFieldError(
      await update({ startTime: new Date(start.getTime() - 24 * 3_600_000).toISOString() }),
      'startTime',
      "Times must be on the session's day.",
    );
    expectFieldError(
      await update({ endTime: new Date(T0.getTime() + 3_600_000).toISOString() }),
      'endTime',
      'The date cannot be in the future.',
    );
    const running = await t.aDialysis(
      await t.anAppointment(await t.aPatient(centre), { date: TODAY }),
      'started',
      T0,
    );
    expectFieldError(
      await nurse.request(UPDATE, {
        update: { id: running.id, updatedOn: running.updatedOn.toISOString(), startTime: T0.toISOString() },
      }),
      'startTime',
      'Start, end and discharge times can be corrected after check-out.',
    );
  });

  test('a user of another centre is refused', async ({ t, given: { centre, other } }) => {
    const p = await t.aPatient(centre);
    expectRefused(
      await (await t.signedInAs('Nurse', [other])).request(CALCULATED, {
        filter: { patientID: { eq: p.id } },
      }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});

describe('previewLabImport', () => {
  test("matches the file's NRICs to patients of the user's centres only, and flags rows already stored", async ({
    t,
    given: { centre, other },
  }) => {
    const nric = unique('S').toUpperCase();
    const mine = await t.aPatient(centre, { nric });
    const theirs = await t.aPatient(other);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectData(await nurse.request(CREATE, { create: report(mine.id, { timestamp: '2030-03-01', K: 4.4 }) }));
    const row = (nricOf: string, values: Record<string, unknown>) => ({
      nric: nricOf,
      date: '2030-03-01',
      source: 'Quest',
      values: JSON.stringify(values),
    });
    const preview = expectData(
      await nurse.request(PREVIEW, {
        rows: [
          row(nric.toLowerCase(), { K: 4.4 }),
          row(nric, { K: 4.5 }),
          row(theirs.nric ?? '', { K: 4.4 }),
          row('S0000000Z', { K: 4.4 }),
        ],
      }),
    ).previewLabImport;
    expect(preview.patients).toEqual([{ nric, patientID: mine.id, name: mine.name, gender: mine.gender }]);
    expect(preview.duplicate).toEqual([true, false, false, false]);
    // Audited with the patients matched (by id), not the file's NRICs.
    const [audited] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'previewLabImport'), eq(auditLog.accountID, nurse.staff.accountID)));
    expect(audited?.detail).toEqual({ rows: 4, matchedPatients: 1, patientIDs: [mine.id] });
  });
});

describe('an imported row is filed only under the patient its name matches (issue 25)', () => {
  const AUDITED = graphql(`
    mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id name } }
  `);

  test("the file's name is compared without case, punctuation or word order, and the sex where given", async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre, { name: 'Abdullah Arun', gender: 'M' });
    const nurse = await t.signedInAs('Nurse', [centre]);
    const stored = expectData(
      await nurse.request(AUDITED, { create: report(p.id, { name: 'ARUN,  abdullah', sex: 'Male' }) }),
    ).createLabReport;
    expect(stored.name).toBe('ARUN,  abdullah');
    // Manual input on the patient's own page claims no name: nothing to compare.
    expectData(await nurse.request(AUDITED, { create: report(p.id, { K: 4.4 }) }));
  });

  test("another person's name, a contradicting sex or no name is refused unless the match is confirmed", async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre, { name: 'Abdullah Arun', gender: 'M' });
    const nurse = await t.signedInAs('Nurse', [centre]);
    const refused =
      "The patient's name or sex in the file does not match the record: confirm the match or leave the row out.";
    expectFieldError(
      await nurse.request(AUDITED, { create: report(p.id, { name: 'Kumar Zainab' }) }),
      'name',
      refused,
    );
    expectFieldError(
      await nurse.request(AUDITED, { create: report(p.id, { name: 'Abdullah Arun', sex: 'F' }) }),
      'sex',
      refused,
    );
    expectFieldError(await nurse.request(AUDITED, { create: report(p.id, { sex: 'M' }) }), 'name', refused);
    expectFieldError(
      await nurse.request(AUDITED, {
        create: report(p.id, { name: 'Kumar Zainab', confirmedMatch: false }),
      }),
      'name',
      refused,
    );
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toEqual([]);
  });

  test('a confirmed match is stored and its confirmation audited with the name and sex the file gave', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre, { name: 'Abdullah Arun', gender: 'M' });
    const nurse = await t.signedInAs('Nurse', [centre]);
    const stored = expectData(
      await nurse.request(AUDITED, {
        create: report(p.id, { name: 'Kumar Zainab', sex: 'F', confirmedMatch: true, K: 4.7 }),
      }),
    ).createLabReport;
    expect(stored.name).toBe('Kumar Zainab');
    const [audited] = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labReport'), eq(auditLog.entityID, String(stored.id))));
    expect(audited?.action).toBe('createLabReport');
    expect(audited?.detail).toMatchObject({
      patientID: p.id,
      values: { K: 4.7 },
      confirmedMatch: { fileName: 'Kumar Zainab', fileSex: 'F' },
    });
    // A matching row is not marked confirmed, even when the client sends the flag.
    const plain = expectData(
      await nurse.request(AUDITED, {
        create: report(p.id, { name: 'Abdullah Arun', confirmedMatch: true, K: 4.8 }),
      }),
    ).createLabReport;
    const [plainAudit] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labReport'), eq(auditLog.entityID, String(plain.id))));
    expect(plainAudit?.detail).not.toHaveProperty('confirmedMatch');
  });

  test("a confirmation does not reach another centre's patient: 'Invalid Patient', nothing stored", async ({
    t,
    given: { centre, other },
  }) => {
    const theirs = await t.aPatient(other, { name: 'Abdullah Arun', gender: 'M' });
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(
      await nurse.request(AUDITED, {
        create: report(theirs.id, { name: 'Abdullah Arun', confirmedMatch: true }),
      }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, theirs.id))).toEqual([]);
  });

  test('a batch with a mismatched row is refused whole, the refusal on that row (the client resends the rest)', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre, { name: 'Abdullah Arun', gender: 'M' });
    const nurse = await t.signedInAs('Nurse', [centre]);
    const res = await nurse.request(CREATE_THREE, {
      c0: report(p.id, { name: 'Abdullah Arun', K: 4 }),
      c1: report(p.id, { name: 'Kumar Zainab', K: 4.5 }),
      c2: report(p.id, { name: 'Abdullah Arun', K: 5 }),
    });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.map((e) => [e.path, e.extensions?.field])).toEqual([[['r1'], 'name']]);
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toEqual([]);
    const again = await nurse.request(CREATE_THREE, {
      c0: report(p.id, { name: 'Abdullah Arun', K: 4 }),
      c1: report(p.id, { name: 'Kumar Zainab', K: 4.5, confirmedMatch: true }),
      c2: report(p.id, { name: 'Abdullah Arun', K: 5 }),
    });
    expect(again.errors).toBeUndefined();
    expect(await t.db.select().from(labReport).where(eq(labReport.patientID, p.id))).toHaveLength(3);
  });
});
