import { centreDay, type QualityThresholds, trendMonths } from '@dialysis/domain';
import { type SQL, sql } from 'drizzle-orm';
import { audit, SYSTEM } from '../../audit.ts';
import type { ReadDb } from '../../db/client.ts';
import { withWrite } from '../../db/write.ts';
import { asSystem, type Job, type JobServices } from '../../platform/jobs.ts';
import {
  column,
  PATIENT_INDICATORS,
  patientFigures,
  SESSION_INDICATORS,
  sessionFigures,
  type Window,
} from './sql.ts';

/**
 * The monthly summary (docs/decisions/quality-indicators.md, "Live or summarised"): live, the page's two
 * statements over a year of a 10-centre network took 7.5 s; the page reads this summary instead, which the
 * quality-summary job keeps. Each run recomputes, for every centre at once:
 * - the months of the window (SUMMARY_MONTHS up to the current one) the summary does not hold yet, or holds as
 *   judged by other thresholds than the configuration's (QUALITY_THRESHOLDS changed);
 * - the current and the previous month (the centre's today moves: attendance and virology are judged on it, and
 *   a month's last results arrive in the first days of the next);
 * - every month from the earliest one a write since the last run touched (a lab report, adequacy result,
 *   session, appointment or order changed with its date in that month), on: a late correction changes the
 *   figures of its month and, for virology, HBsAb and access, of the months after it;
 * - every month, after a patient was deleted or a centre changed (its time zone) since the last run.
 * Figures are as of the run (`quality_refresh.computed_at`, which the page shows).
 */
export const SUMMARY_MONTHS = 24;
/** Writes stamped by an application clock slightly behind the database's are still seen. */
const CLOCK_SLACK = "interval '5 minutes'";

interface Services {
  db: ReadDb;
  clock: { now(): Date };
  defaultTimezone: string;
  thresholds: QualityThresholds;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One month's rows in the summary's shape: (clinic_id, month, indicator, counted, eligible). */
function unpivot(figures: SQL, keys: readonly string[]): SQL {
  const values = keys.map((key) => `('${key}', f.${column(key)}_c, f.${column(key)}_e)`).join(', ');
  return sql`select f.clinic_id, (f.month || '-01')::date as month, v.indicator, v.counted, v.eligible
    from (${figures}) f cross join lateral (values ${sql.raw(values)}) as v(indicator, counted, eligible)`;
}

/** The thresholds as the refresh stamps them: keys in order, so the same values always read the same. */
const thresholdsText = (t: QualityThresholds) =>
  JSON.stringify(Object.fromEntries(Object.entries(t).sort(([a], [b]) => a.localeCompare(b))));

/** The months to recompute (YYYY-MM), oldest first. */
async function dirtyMonths(db: ReadDb, window: string[], thresholds: string): Promise<string[]> {
  const [state] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(computed_at)::text as last from quality_refresh`),
  );
  // Months judged by other thresholds (the configuration changed) are not held.
  const held = new Set(
    rowsOf<{ month: string }>(
      await db.execute(
        sql`select to_char(month, 'YYYY-MM') as month from quality_refresh where thresholds = ${thresholds}`,
      ),
    ).map((r) => r.month),
  );
  let earliest: string | null = null;
  if (state?.last) {
    const since = sql`${state.last}::timestamptz - ${sql.raw(CLOCK_SLACK)}`;
    const [touched] = rowsOf<{ earliest: string | null }>(
      await db.execute(sql`select to_char(least(
        (select min(timestamp) from lab_report where updated_on > ${since}),
        (select min(timestamp) from calculated_lab_result where updated_on > ${since}),
        (select min(start_time) from dialysis where updated_on > ${since}),
        (select min(date)::timestamptz from appointment where updated_on > ${since}),
        (select min(d_order)::timestamptz from dialysis_order where updated_on > ${since})
      ) - interval '1 day', 'YYYY-MM') as earliest`),
    );
    earliest = touched?.earliest ?? null;
    // A patient deleted (every month they were counted in loses them) or a centre changed (its time zone moves
    // its months' bounds): rare, and every month may change, so the whole window is counted again.
    const [reshaped] = rowsOf<{ any: boolean }>(
      await db.execute(sql`select
        exists (select 1 from patient where deleted = 1 and deleted_on > ${since})
        or exists (select 1 from clinic where updated_on > ${since}) as any`),
    );
    if (reshaped?.any) return window;
  }
  const recent = window.slice(-2);
  return window.filter(
    (month) => !held.has(month) || recent.includes(month) || (earliest !== null && month >= earliest),
  );
}

/**
 * Recomputes the summary's dirty months in one transaction (the job's, under its advisory lock): the months'
 * rows replaced, their refresh stamped with the database's time at the start. Answers the months recomputed.
 */
export async function refreshQualitySummary(
  services: Services,
  options: { everything?: boolean } = {},
): Promise<string[]> {
  return withWrite(asSystem(services), async (w) => {
    const [started] = rowsOf<{ now: string }>(await w.db.execute(sql`select now()::text as now`));
    const current = centreDay(services.clock.now(), services.defaultTimezone).date.slice(0, 7);
    const window = trendMonths(current, SUMMARY_MONTHS);
    const thresholds = thresholdsText(services.thresholds);
    const months = options.everything ? window : await dirtyMonths(w.db, window, thresholds);
    if (months.length === 0) return months;
    const counted: Window = {
      monthStarts: months.map((m) => `${m}-01`),
      now: services.clock.now(),
      defaultTimezone: services.defaultTimezone,
      thresholds: services.thresholds,
    };
    const starts = sql`${`{${counted.monthStarts.join(',')}}`}::date[]`;
    await w.db.execute(sql`delete from quality_month where month = any(${starts})`);
    await w.db.execute(sql`insert into quality_month (clinic_id, month, indicator, counted, eligible)
      ${unpivot(patientFigures(counted), PATIENT_INDICATORS)}`);
    await w.db.execute(sql`insert into quality_month (clinic_id, month, indicator, counted, eligible)
      ${unpivot(sessionFigures(counted), SESSION_INDICATORS)}`);
    await w.db.execute(sql`insert into quality_refresh (month, computed_at, thresholds)
      select unnest(${starts}), ${started?.now}::timestamptz, ${thresholds}
      on conflict (month) do update set computed_at = excluded.computed_at, thresholds = excluded.thresholds`);
    await audit(w, {
      actor: SYSTEM,
      clinicID: null,
      action: 'quality.refresh',
      entity: 'quality_month',
      detail: { months },
    });
    return months;
  });
}

/**
 * Forgets the summary and counts the whole window again: after a bulk load whose rows are stamped before the
 * last refresh (the demo's year, loaded in one transaction while the job may already have run on the empty
 * database), which the touched-since rule cannot see.
 */
export function rebuildQualitySummary(services: Services): Promise<string[]> {
  return refreshQualitySummary(services, { everything: true });
}

export function qualitySummaryJob(config: {
  defaultTimezone: string;
  qualityThresholds: QualityThresholds;
}): Job {
  return {
    name: 'quality-summary',
    // The page's figures are at most this old (it says as of when).
    intervalMs: 10 * 60_000,
    run: async (services: JobServices) => {
      const months = await refreshQualitySummary({
        ...services,
        defaultTimezone: config.defaultTimezone,
        thresholds: config.qualityThresholds,
      });
      if (months.length > 0) services.log.info({ months }, 'quality summary refreshed');
    },
  };
}

/** The summary's figures of these months (YYYY-MM), and when each month was computed; absent months are not held. */
export async function readSummary(db: ReadDb, months: string[]) {
  const starts = sql`${`{${months.map((m) => `${m}-01`).join(',')}}`}::date[]`;
  const [rows, refreshed] = await Promise.all([
    db
      .execute(sql`select clinic_id, to_char(month, 'YYYY-MM') as month, indicator, counted, eligible
        from quality_month where month = any(${starts})`)
      .then((r) =>
        rowsOf<{ clinic_id: number; month: string; indicator: string; counted: number; eligible: number }>(r),
      ),
    db
      .execute(sql`select to_char(month, 'YYYY-MM') as month, computed_at from quality_refresh
        where month = any(${starts})`)
      .then((r) => rowsOf<{ month: string; computed_at: Date | string }>(r)),
  ]);
  return { rows, refreshed };
}
