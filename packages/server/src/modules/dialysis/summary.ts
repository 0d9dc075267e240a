import { localDateAndHour } from '@dialysis/domain';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, dialysis } from '../../db/schema.ts';
import type { QueryListDialysisSummaryArgs } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';

/** The measures of the monthly summary, each a column (or an expression) of a session. */
const MEASURES = {
  dryWeight: sql`${dialysis.dryWeight}`,
  lastWeight: sql`${dialysis.lastWeight}`,
  preWeight: sql`${dialysis.preWeight}`,
  postWeight: sql`${dialysis.postWeight}`,
  ufTargetStart: sql`${dialysis.ufTargetStart}`,
  // The spec names offTarget without a column: how far the session ended from its dry weight (post - dry).
  offTarget: sql`(${dialysis.postWeight} - ${dialysis.dryWeight})`,
  postSBP: sql`${dialysis.postSBP}`,
  postDBP: sql`${dialysis.postDBP}`,
  KTVonline: sql`${dialysis.KTVonline}`,
} as const;
type Measure = keyof typeof MEASURES;
type SummaryStat = { min: number | null; max: number | null; avg: number | null };
const NAMES = Object.keys(MEASURES) as Measure[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as given, or the day of an instant in the patient's centre; anything else is refused on its field. */
function dayOf(field: 'startDate' | 'endDate', value: string, timeZone: string): string {
  if (DAY.test(value) && !Number.isNaN(Date.parse(value))) return value;
  const instant = new Date(value);
  if (!value.includes('T') || Number.isNaN(instant.getTime())) throw invalid(field, 'Invalid date');
  return localDateAndHour(instant, timeZone).date;
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
  const localDay = sql`(${dialysis.startTime} at time zone ${clinic.timezone})::date`;
  const where = and(
    eq(dialysis.patientID, p.id),
    eq(dialysis.deleted, 0),
    isNotNull(dialysis.startTime),
    await ctx.access.clinicScope(dialysis.clinicID),
    sql`${localDay} between ${from}::date and ${to}::date`,
  ) as SQL;
  const month = sql`to_char(${dialysis.startTime} at time zone ${clinic.timezone}, 'YYYY-MM')`;
  const stats = NAMES.map(
    (name) =>
      sql`min(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_min`)}, max(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_max`)}, avg(${MEASURES[name]})::float8 as ${sql.identifier(`${name}_avg`)}`,
  );
  const result = (await ctx.db.execute(
    sql`select ${month} as year_month, count(*)::int as total, ${sql.join(stats, sql`, `)}
        from ${dialysis} join ${clinic} on ${clinic.id} = ${dialysis.clinicID}
        where ${where}
        group by 1 order by 1`,
  )) as unknown as { rows: Record<string, string | number | null>[] };
  const rows = result.rows;
  await audit(ctx, {
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
