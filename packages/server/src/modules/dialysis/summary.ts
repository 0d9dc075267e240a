import { and, eq, sql } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, dialysis } from '../../db/schema.ts';
import type { QueryListDialysisSummaryArgs } from '../../graphql/generated/resolvers-types.ts';
import { centreDayInput } from '../common/date-input.ts';
import { invalid } from '../common/manage-input.ts';
import { startedSession } from './phase.ts';

/** The measures of the monthly summary, each a column (or an expression) of a session. */
const MEASURES = {
  dryWeight: sql.raw('dry_weight'),
  lastWeight: sql.raw('last_weight'),
  preWeight: sql.raw('pre_weight'),
  postWeight: sql.raw('post_weight'),
  ufTargetStart: sql.raw('uf_target_start'),
  // The spec names offTarget without a column: how far the session ended from its dry weight (post - dry).
  offTarget: sql.raw('(post_weight - dry_weight)'),
  preSBP: sql.raw('pre_sbp'),
  preDBP: sql.raw('pre_dbp'),
  postSBP: sql.raw('post_sbp'),
  postDBP: sql.raw('post_dbp'),
  KTVonline: sql.raw('ktv_online'),
  // Interdialytic weight gain: this session's pre weight minus the previous session's post weight.
  weightGain: sql.raw('weight_gain'),
} as const;
type Measure = keyof typeof MEASURES;
type SummaryStat = { min: number | null; max: number | null; avg: number | null };
const NAMES = Object.keys(MEASURES) as Measure[];

/** A day as given, or the day of an instant in the centre; anything else is refused on its field. */
function dayOf(field: 'startDate' | 'endDate', value: string, timeZone: string): string {
  // A real calendar day only (the domain's one parser): 2030-02-30 is refused here, not by the database.
  return centreDayInput(field, value, timeZone);
}

/**
 * listDialysisSummary (spec 000 section 7): one SQL query groups the patient's started sessions of the user's
 * centres by calendar month in each session's centre's time zone, with count, min, max and average per
 * measure. Patient data: audited.
 */
export async function listDialysisSummary(ctx: Context, input: QueryListDialysisSummaryArgs) {
  const p = await scopedPatient(ctx, input.patientID);
  const offset = input.timezoneOffsetMinutes;
  if (offset !== null && offset !== undefined && Math.abs(offset) > 840) {
    throw invalid('timezoneOffsetMinutes', 'Invalid time zone offset');
  }
  const from = dayOf('startDate', input.startDate, p.timezone);
  const to = dayOf('endDate', input.endDate, p.timezone);
  // The window runs over all the patient's visible sessions before the days are chosen, so the first session
  // of the range still has its previous session's post weight.
  const sessions = sql`select ${dialysis.startTime} as start_time, ${clinic.timezone} as timezone,
      ${dialysis.dryWeight} as dry_weight, ${dialysis.lastWeight} as last_weight,
      ${dialysis.preWeight} as pre_weight, ${dialysis.postWeight} as post_weight,
      ${dialysis.ufTargetStart} as uf_target_start, ${dialysis.preSBP} as pre_sbp, ${dialysis.preDBP} as pre_dbp,
      ${dialysis.postSBP} as post_sbp, ${dialysis.postDBP} as post_dbp, ${dialysis.KTVonline} as ktv_online,
      ${dialysis.preWeight} - lag(${dialysis.postWeight}) over (order by ${dialysis.startTime}) as weight_gain
    from ${dialysis} join ${clinic} on ${clinic.id} = ${dialysis.clinicID}
    where ${and(
      eq(dialysis.patientID, p.id),
      eq(dialysis.deleted, 0),
      startedSession(),
      await ctx.access.clinicScope(dialysis.clinicID),
    )}`;
  const stats = NAMES.map(
    (name) =>
      sql`min(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_min`)}, max(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_max`)}, avg(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_avg`)}`,
  );
  const result = (await ctx.db.execute(
    sql`select to_char(start_time at time zone timezone, 'YYYY-MM') as year_month, count(*)::int as total,
          ${sql.join(stats, sql`, `)}
        from (${sessions}) s
        where (start_time at time zone timezone)::date between ${from}::date and ${to}::date
        group by 1 order by 1`,
  )) as unknown as { rows: Record<string, string | number | null>[] };
  const rows = result.rows;
  await auditRead(ctx, {
    action: 'listDialysisSummary',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
    detail: { from, to },
  });
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    yearMonth: String(row.year_month),
    totalSession: Number(row.total),
    ...Object.fromEntries(
      NAMES.map((name) => [
        name,
        { min: num(row[`${name}_min`]), max: num(row[`${name}_max`]), avg: num(row[`${name}_avg`]) },
      ]),
    ),
  })) as ({ yearMonth: string; totalSession: number } & Record<Measure, SummaryStat>)[];
}
