import {
  adequacy,
  elapsedHours,
  type LinkSession,
  linkSamples,
  type SampleLink,
  urr,
} from '@dialysis/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  calculatedLabResult,
  clinic,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  labReport,
} from '../../db/schema.ts';
import type { Write } from '../../db/write.ts';
import { startedSession, startedSessionAs } from '../dialysis/phase.ts';

/** Calculated results are written inside a write (withWrite's `w`: a lab or session save, or the job's). */
type WriteCtx = Write;

/** A patient's result that was written or cleared, for the events (dialysisID null: a report without session). */
export interface ChangedResult {
  patientID: number;
  clinicID: number;
  dialysisID: number | null;
}

/**
 * The version of the rules below. Rows written by older rules (0: before issue 25) are rewritten by the
 * adequacy-rules job; raise it when the rules change so every stored result follows them.
 */
export const ADEQUACY_RULES_VERSION = 1;

/** A patient's day: the unit every recomputation works on. */
interface PatientDay {
  patientID: number;
  day: string;
}

/** The day of a result row: its session's start, else its report's day, each on its centre's calendar. */
const resultDay = sql`coalesce(
  (select (d.start_time at time zone dc.timezone)::date from ${dialysis} d join ${clinic} dc on dc.id = d.clinic_id
    where d.id = c.dialysis_id),
  (select (r.timestamp at time zone rc.timezone)::date from ${labReport} r join ${clinic} rc on rc.id = r.clinic_id
    where r.id = c.lab_report_id))`;

const ids = (values: readonly number[]) =>
  values.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        values.map((id) => sql`${id}`),
        sql`, `,
      )})`;

async function daysOf(ctx: WriteCtx, query: SQL): Promise<PatientDay[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: { patient_id: number; day: string }[] };
  return result.rows.map((row) => ({ patientID: row.patient_id, day: row.day }));
}

/**
 * Lab reports were created, edited or deleted: the days they are on now, and the days of the results they had,
 * are recomputed (a report moved to another day, deleted or without urea any more leaves no result behind).
 * Answers the results written or cleared, for the events.
 */
export async function recomputeForLabReports(
  ctx: WriteCtx,
  labReportIDs: readonly number[],
): Promise<ChangedResult[]> {
  if (labReportIDs.length === 0) return [];
  const days = await daysOf(
    ctx,
    sql`select r.patient_id, to_char((r.timestamp at time zone rc.timezone)::date, 'YYYY-MM-DD') as day
          from ${labReport} r join ${clinic} rc on rc.id = r.clinic_id
         where r.id in ${ids(labReportIDs)}
        union
        select c.patient_id, to_char(${resultDay}, 'YYYY-MM-DD')
          from ${calculatedLabResult} c
         where c.deleted = 0 and c.lab_report_id in ${ids(labReportIDs)}`,
  );
  return recomputeDays(ctx, days);
}

/**
 * A session was checked out, or its times or data edited after check-out: its day is recomputed (and the day
 * of the result it had). Answers whether a result was written or cleared.
 */
export async function recomputeForDialysis(ctx: WriteCtx, dialysisID: number): Promise<boolean> {
  const days = await daysOf(
    ctx,
    sql`select d.patient_id, to_char((d.start_time at time zone dc.timezone)::date, 'YYYY-MM-DD') as day
          from ${dialysis} d join ${clinic} dc on dc.id = d.clinic_id
         where d.id = ${dialysisID} and ${startedSessionAs('d')}
        union
        select c.patient_id, to_char(${resultDay}, 'YYYY-MM-DD')
          from ${calculatedLabResult} c
         where c.deleted = 0 and c.dialysis_id = ${dialysisID}`,
  );
  return (await recomputeDays(ctx, days)).length > 0;
}

/** Patient-days whose results were written by older rules, for the adequacy-rules job (oldest first). */
export async function outdatedDays(ctx: WriteCtx, limit: number): Promise<PatientDay[]> {
  return daysOf(
    ctx,
    sql`select distinct c.patient_id, to_char(${resultDay}, 'YYYY-MM-DD') as day
          from ${calculatedLabResult} c
         where c.deleted = 0 and c.rules_version < ${ADEQUACY_RULES_VERSION}
         order by 2, 1
         limit ${limit}`,
  );
}

export async function recomputeDays(ctx: WriteCtx, days: readonly PatientDay[]): Promise<ChangedResult[]> {
  const changed: ChangedResult[] = [];
  const seen = new Set<string>();
  for (const { patientID, day } of days) {
    if (!day || seen.has(`${patientID} ${day}`)) continue;
    seen.add(`${patientID} ${day}`);
    changed.push(...(await recomputeDay(ctx, patientID, day)));
  }
  return changed;
}

type ReportRow = {
  id: number;
  clinicID: number;
  timestamp: Date;
  sampleTime: Date | null;
  ureaPre: number;
  ureaPost: number;
};
type SessionRow = typeof dialysis.$inferSelect;

/**
 * One patient's day, from scratch: the day's reports with urea pre and post are placed on the day's started
 * sessions by the domain's rule (labs/sample-link.ts: sample time in a session's window, or the only session
 * of the day), each placed report gets its row (numbers, or the reason there are none), and the rows of the
 * day that no longer stand are soft-deleted. One patient at a time (an advisory lock), so two writes of the
 * same patient never race on the unique indexes (one live row per report, one per session).
 */
async function recomputeDay(ctx: WriteCtx, patientID: number, day: string): Promise<ChangedResult[]> {
  const db = ctx.db;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('calculated-lab-result'), ${patientID}::int)`);
  const reports = (await db
    .select({
      id: labReport.id,
      clinicID: labReport.clinicID,
      timestamp: labReport.timestamp,
      sampleTime: labReport.sampleTime,
      ureaPre: labReport.ureaPre,
      ureaPost: labReport.ureaPost,
    })
    .from(labReport)
    .innerJoin(clinic, eq(clinic.id, labReport.clinicID))
    .where(
      and(
        eq(labReport.patientID, patientID),
        eq(labReport.deleted, 0),
        sql`${labReport.ureaPre} is not null and ${labReport.ureaPost} is not null`,
        sql`(${labReport.timestamp} at time zone ${clinic.timezone})::date = ${day}::date`,
      ),
    )
    .orderBy(labReport.id)) as ReportRow[];
  const sessions = (
    await db
      .select({ session: dialysis })
      .from(dialysis)
      .innerJoin(clinic, eq(clinic.id, dialysis.clinicID))
      .where(
        and(
          eq(dialysis.patientID, patientID),
          eq(dialysis.deleted, 0),
          startedSession(),
          sql`(${dialysis.startTime} at time zone ${clinic.timezone})::date = ${day}::date`,
        ),
      )
      .orderBy(dialysis.id)
  ).map((row) => row.session);
  const links = linkSamples(
    reports.map((r) => ({ id: r.id, sampleTime: r.sampleTime })),
    sessions.map((s) => ({ ...s, startTime: s.startTime as Date }) satisfies LinkSession),
  );

  const found = (await db.execute(sql`
    select c.id, c.lab_report_id, c.clinic_id, c.dialysis_id from ${calculatedLabResult} c
     where c.patient_id = ${patientID} and c.deleted = 0
       and (c.lab_report_id in ${ids(reports.map((r) => r.id))}
            or c.dialysis_id in ${ids(sessions.map((s) => s.id))}
            or ${resultDay} = ${day}::date)
     order by c.id`)) as unknown as {
    rows: { id: number; lab_report_id: number; clinic_id: number; dialysis_id: number | null }[];
  };
  const existing = found.rows.map((row) => ({
    id: row.id,
    labReportID: row.lab_report_id,
    clinicID: row.clinic_id,
    dialysisID: row.dialysis_id,
  }));
  const placed = new Set(links.map((link) => link.reportID));
  // A report keeps its row (the newest, when rows of older rules left two); every other row of the day goes.
  const keep = new Map<number, number>();
  for (const row of existing) if (placed.has(row.labReportID)) keep.set(row.labReportID, row.id);
  const kept = new Set(keep.values());
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  const now = ctx.clock.now();
  if (gone.length > 0) {
    await db
      .update(calculatedLabResult)
      .set({ deleted: 1, deletedOn: now, updatedOn: now })
      .where(inArray(calculatedLabResult.id, gone));
  }
  // Kept rows let go of their session first, so a session passing from one report to another never meets
  // the one-row-per-session index half way.
  if (kept.size > 0) {
    await db
      .update(calculatedLabResult)
      .set({ dialysisID: null })
      .where(inArray(calculatedLabResult.id, [...kept]));
  }

  const changed: ChangedResult[] = [];
  const byReport = new Map(reports.map((r) => [r.id, r]));
  const bySession = new Map(sessions.map((s) => [s.id, s]));
  for (const link of links) {
    const report = byReport.get(link.reportID) as ReportRow;
    const session = link.dialysisID === null ? null : (bySession.get(link.dialysisID) ?? null);
    const values = {
      ...(await resultValues(ctx, report, session, link)),
      patientID,
      rulesVersion: ADEQUACY_RULES_VERSION,
      updatedOn: now,
    };
    const rowID = keep.get(report.id);
    if (rowID === undefined) await db.insert(calculatedLabResult).values(values);
    else await db.update(calculatedLabResult).set(values).where(eq(calculatedLabResult.id, rowID));
    changed.push({ patientID, clinicID: values.clinicID, dialysisID: values.dialysisID });
  }
  for (const row of existing) {
    if (!kept.has(row.id)) changed.push({ patientID, clinicID: row.clinicID, dialysisID: row.dialysisID });
  }
  if (changed.length > 0) await markLatest(ctx, patientID);
  return changed;
}

/**
 * One report's row: with an ended session, URR, spKt/V and eKt/V (or the reason there are none) and the
 * session's data; without a session (or with one still running), the urea, URR and the reason.
 */
async function resultValues(ctx: WriteCtx, report: ReportRow, session: SessionRow | null, link: SampleLink) {
  if (!session) return calculatedRow({ report, session, link, order: null, readings: null });
  const [order] = session.dialysisOrderID
    ? await ctx.db
        .select({ QB: dialysisOrder.QB, QD: dialysisOrder.QD })
        .from(dialysisOrder)
        .where(eq(dialysisOrder.id, session.dialysisOrderID))
    : [];
  const [readings] = await ctx.db
    .select({
      last: sql<string | null>`max(${dialysisInterval.timestamp})`,
      minQB: sql<number | null>`min(${dialysisInterval.QB})`,
      maxQB: sql<number | null>`max(${dialysisInterval.QB})`,
    })
    .from(dialysisInterval)
    .where(and(eq(dialysisInterval.dialysisID, session.id), eq(dialysisInterval.deleted, 0)));
  return calculatedRow({ report, session, link, order: order ?? null, readings: readings ?? null });
}

/** What a result row is made of: the report, its place (session or none), the order and the readings. */
export interface CalculatedInputs {
  report: Pick<ReportRow, 'id' | 'clinicID' | 'timestamp' | 'ureaPre' | 'ureaPost'>;
  session: SessionRow | null;
  link: SampleLink;
  order: { QB: number | null; QD: number | null } | null;
  /** The session's readings: the last one's time, the lowest and highest blood flow (as the driver answers). */
  readings: { last: string | Date | null; minQB: unknown; maxQB: unknown } | null;
}

/**
 * A result row's values from what was read (no database access): the domain's adequacy on the session's
 * times and weights. The demo seed (demo/labs.ts) writes its year of results through this same function.
 */
export function calculatedRow({ report, session, link, order, readings }: CalculatedInputs) {
  const base = {
    clinicID: session?.clinicID ?? report.clinicID,
    timestamp: report.timestamp,
    dialysisID: session?.id ?? null,
    labReportID: report.id,
    ureaPre: report.ureaPre,
    ureaPost: report.ureaPost,
  };
  if (!session) {
    return {
      ...base,
      ...EMPTY_SESSION,
      URR: urr(report.ureaPre, report.ureaPost),
      URRD: null,
      KTVe: null,
      UF: null,
      reason: link.reason,
    };
  }
  const result = adequacy({
    ureaPre: report.ureaPre,
    ureaPost: report.ureaPost,
    hours: elapsedHours(session.startTime, session.endTime),
    preWeightGrams: session.preWeight,
    postWeightGrams: session.postWeight,
  });
  // A running session has no treatment time yet: its row says so, not that the time is missing.
  const reason = link.reason ?? result.reason;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...base,
    URR: result.URR,
    URRD: reason ? null : result.spKtV,
    KTVe: reason ? null : result.eKtV,
    UF: result.UF,
    reason,
    KTVonline: session.KTVonline,
    dryWeight: session.dryWeight,
    MSA: session.MSA,
    dialyser: session.dialyser,
    QB: order?.QB ?? null,
    QD: order?.QD ?? null,
    minQA: number(readings?.minQB),
    maxQA: number(readings?.maxQB),
    dialysisArriveTime: session.arriveTime,
    dialysisStartTime: session.startTime,
    dialysisEndTime: session.endTime,
    dialysisDischargeTime: session.dischargeTime,
    dialysisIntervalLastTime: readings?.last ? new Date(readings.last) : null,
  };
}

/** The session columns of a row without a session. */
const EMPTY_SESSION = {
  KTVonline: null,
  dryWeight: null,
  MSA: null,
  dialyser: null,
  QB: null,
  QD: null,
  minQA: null,
  maxQA: null,
  dialysisArriveTime: null,
  dialysisStartTime: null,
  dialysisEndTime: null,
  dialysisDischargeTime: null,
  dialysisIntervalLastTime: null,
};

/** Exactly one live result of a patient is 'latest': the newest by day, then by id. */
export async function markLatest(ctx: WriteCtx, patientID: number) {
  await ctx.db.execute(sql`
    update ${calculatedLabResult} set latest = (id = (
      select id from ${calculatedLabResult}
      where patient_id = ${patientID} and deleted = 0
      order by timestamp desc, id desc limit 1))
    where patient_id = ${patientID} and deleted = 0`);
}
