import { adequacy, treatmentHours } from '@dialysis/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import {
  calculatedLabResult,
  clinic,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  labReport,
} from '../../db/schema.ts';

type WriteCtx = Pick<Context, 'db' | 'clock'>;

/**
 * Dialysis adequacy is the server's (issue 13 item 5): a lab report with urea pre and post is linked to the
 * patient's session of the same day in the centre's time zone (the latest ended one if several), and the
 * session's data completes it. A later edit of the session or the report recomputes it. One query finds
 * the sessions of a whole batch of reports. Answers the sessions whose result was written, for the events.
 */
export async function recomputeForLabReports(
  ctx: WriteCtx,
  labReportIDs: readonly number[],
): Promise<{ patientID: number; clinicID: number; dialysisID: number }[]> {
  if (labReportIDs.length === 0) return [];
  const result = (await ctx.db.execute(sql`
    select distinct on (r.id) r.id as report_id, d.id as dialysis_id, d.patient_id, d.clinic_id
      from ${labReport} r
      join ${clinic} rc on rc.id = r.clinic_id
      join ${dialysis} d on d.patient_id = r.patient_id and d.deleted = 0 and d.end_time is not null
      join ${clinic} dc on dc.id = d.clinic_id
     where r.id in (${sql.join(
       labReportIDs.map((id) => sql`${id}`),
       sql`, `,
     )})
       and r.deleted = 0 and r.urea_pre is not null and r.urea_post is not null
       and (d.start_time at time zone dc.timezone)::date = (r.timestamp at time zone rc.timezone)::date
     order by r.id, d.end_time desc, d.id desc`)) as unknown as {
    rows: { report_id: number; dialysis_id: number; patient_id: number; clinic_id: number }[];
  };
  for (const row of result.rows) await writeResult(ctx, row.dialysis_id, row.report_id);
  return result.rows.map((row) => ({
    patientID: row.patient_id,
    clinicID: row.clinic_id,
    dialysisID: row.dialysis_id,
  }));
}

/**
 * A session was checked out or its check-out edited: its result is (re)computed from the latest report of
 * its day with urea pre and post. Answers whether a result was written.
 */
export async function recomputeForDialysis(ctx: WriteCtx, dialysisID: number): Promise<boolean> {
  const [match] = await ctx.db
    .select({ reportID: labReport.id })
    .from(dialysis)
    .innerJoin(clinic, eq(clinic.id, dialysis.clinicID))
    .innerJoin(
      labReport,
      and(
        eq(labReport.patientID, dialysis.patientID),
        eq(labReport.deleted, 0),
        isNotNull(labReport.ureaPre),
        isNotNull(labReport.ureaPost),
        sql`(${labReport.timestamp} at time zone ${clinic.timezone})::date = (${dialysis.startTime} at time zone ${clinic.timezone})::date`,
      ),
    )
    .where(and(eq(dialysis.id, dialysisID), eq(dialysis.deleted, 0), isNotNull(dialysis.endTime)))
    .orderBy(desc(labReport.timestamp), desc(labReport.id))
    .limit(1);
  if (!match) return false;
  await writeResult(ctx, dialysisID, match.reportID);
  return true;
}

/**
 * A lab report was corrected or deleted (issue 25 item 4): every session whose result it gave is recomputed
 * from the reports of its day still standing, and a session left with none loses its result (soft-deleted),
 * so no result rests on a value the record no longer holds. Answers the sessions touched, for the events.
 */
export async function recomputeAfterLabReportChange(
  ctx: WriteCtx,
  labReportID: number,
): Promise<{ patientID: number; clinicID: number; dialysisID: number }[]> {
  const used = await ctx.db
    .select({
      id: calculatedLabResult.id,
      patientID: calculatedLabResult.patientID,
      clinicID: calculatedLabResult.clinicID,
      dialysisID: calculatedLabResult.dialysisID,
    })
    .from(calculatedLabResult)
    .where(and(eq(calculatedLabResult.labReportID, labReportID), eq(calculatedLabResult.deleted, 0)));
  for (const row of used) {
    if (await recomputeForDialysis(ctx, row.dialysisID)) continue;
    const now = ctx.clock.now();
    await ctx.db
      .update(calculatedLabResult)
      .set({ deleted: 1, deletedOn: now, updatedOn: now, latest: false })
      .where(eq(calculatedLabResult.id, row.id));
    await markLatest(ctx, row.patientID);
  }
  return used.map(({ patientID, clinicID, dialysisID }) => ({ patientID, clinicID, dialysisID }));
}

/** Computes one session's result from one report and stores it (one row per session), then marks the latest. */
async function writeResult(ctx: WriteCtx, dialysisID: number, labReportID: number) {
  const [row] = await ctx.db
    .select({
      session: dialysis,
      ureaPre: labReport.ureaPre,
      ureaPost: labReport.ureaPost,
      reportTime: labReport.timestamp,
      QB: dialysisOrder.QB,
      QD: dialysisOrder.QD,
    })
    .from(dialysis)
    .innerJoin(labReport, eq(labReport.id, labReportID))
    .leftJoin(dialysisOrder, eq(dialysisOrder.id, dialysis.dialysisOrderID))
    .where(eq(dialysis.id, dialysisID))
    .limit(1);
  if (!row) return;
  const { session } = row;
  const [readings] = await ctx.db
    .select({
      last: sql<string | null>`max(${dialysisInterval.timestamp})`,
      minQB: sql<number | null>`min(${dialysisInterval.QB})`,
      maxQB: sql<number | null>`max(${dialysisInterval.QB})`,
    })
    .from(dialysisInterval)
    .where(and(eq(dialysisInterval.dialysisID, dialysisID), eq(dialysisInterval.deleted, 0)));
  const result = adequacy({
    ureaPre: row.ureaPre,
    ureaPost: row.ureaPost,
    hours: treatmentHours(session.startTime, session.endTime),
    preWeightGrams: session.preWeight,
    postWeightGrams: session.postWeight,
  });
  const values = {
    patientID: session.patientID,
    clinicID: session.clinicID,
    timestamp: row.reportTime,
    dialysisID,
    labReportID,
    URR: result.URR,
    URRD: result.spKtV,
    KTVe: result.eKtV,
    UF: result.UF,
    KTVonline: session.KTVonline,
    ureaPre: row.ureaPre,
    ureaPost: row.ureaPost,
    dryWeight: session.dryWeight,
    MSA: session.MSA,
    dialyser: session.dialyser,
    QB: row.QB,
    QD: row.QD,
    minQA: readings?.minQB === null || readings?.minQB === undefined ? null : Number(readings.minQB),
    maxQA: readings?.maxQB === null || readings?.maxQB === undefined ? null : Number(readings.maxQB),
    dialysisArriveTime: session.arriveTime,
    dialysisStartTime: session.startTime,
    dialysisEndTime: session.endTime,
    dialysisDischargeTime: session.dischargeTime,
    dialysisIntervalLastTime: readings?.last ? new Date(readings.last) : null,
    updatedOn: ctx.clock.now(),
  };
  await ctx.db.insert(calculatedLabResult).values(values).onConflictDoUpdate({
    target: calculatedLabResult.dialysisID,
    targetWhere: sql`deleted = 0`,
    set: values,
  });
  await markLatest(ctx, session.patientID);
}

/** Exactly one live result of a patient is 'latest': the newest by day, then by id. */
async function markLatest(ctx: WriteCtx, patientID: number) {
  await ctx.db.execute(sql`
    update ${calculatedLabResult} set latest = (id = (
      select id from ${calculatedLabResult}
      where patient_id = ${patientID} and deleted = 0
      order by timestamp desc, id desc limit 1))
    where patient_id = ${patientID} and deleted = 0`);
}
