import {
  centreDate,
  isQualityIndicatorKey,
  isQualityMonth,
  maskNric,
  QUALITY_INDICATOR_KEYS,
  QUALITY_INDICATORS,
  type QualityIndicatorKey,
  qualityMissValue,
  trendMonths,
} from '@dialysis/domain';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { scopedDb } from '../../db/client.ts';
import { ALL_CENTRES } from '../../db/scope.ts';
import { appError } from '../../errors.ts';
import {
  column,
  PATIENT_INDICATORS,
  type PatientIndicator,
  patientFigures,
  patientMisses,
  SESSION_INDICATORS,
  type SessionIndicator,
  sessionFigures,
  sessionMisses,
  type Window,
} from './sql.ts';
import { readSummary } from './summary.ts';

type Row = Record<string, unknown>;
interface Figure {
  month: string;
  count: number;
  eligible: number;
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function monthOrRefuse(month: string): string {
  if (!isQualityMonth(month)) throw appError('BAD_USER_INPUT', 'A month is required (YYYY-MM).');
  return month;
}

function windowOf(ctx: Context, months: string[], clinicID?: number): Window {
  return {
    monthStarts: months.map((m) => `${m}-01`),
    now: ctx.clock.now(),
    defaultTimezone: ctx.config.defaultTimezone,
    thresholds: ctx.config.qualityThresholds,
    clinicID,
  };
}

/**
 * The quality page (issue 33): every indicator of each of the user's centres over the month asked for and the 11
 * before, and the network's (every live centre) beside them. Months the summary holds are read from it
 * (summary.ts); any other month is counted live by the same two statements over the whole network. The figures
 * carry no patient, so no read is audited.
 */
export async function getQualityReport(ctx: Context, input: { month: string }) {
  ctx.access.assert('quality:read');
  const months = trendMonths(monthOrRefuse(input.month));
  const visible = new Set(await ctx.access.visibleClinicIds());
  const [summary, clinics] = await Promise.all([
    readSummary(ctx.db, months),
    ctx.db.query.clinic.findMany({ columns: { id: true, name: true, deleted: true } }),
  ]);
  const held = new Map(summary.refreshed.map((r) => [r.month, new Date(r.computed_at).toISOString()]));
  const live = months.filter((m) => !held.has(m));
  // The network's figure counts every live centre, as the summary job does: counts only, no patient leaves this
  // function, and a centre the user does not see gives only its share of the sums (docs/decisions/
  // quality-indicators.md). So this read, alone in a user's request, runs over every centre, asked for by name.
  const everyCentre = scopedDb(ctx.db, ALL_CENTRES);
  const [patients, sessions] = live.length
    ? await Promise.all([
        everyCentre.execute(patientFigures(windowOf(ctx, live))).then(rowsOf),
        everyCentre.execute(sessionFigures(windowOf(ctx, live))).then(rowsOf),
      ])
    : [[], []];

  // clinic -> month -> indicator -> figure; the network sums every centre.
  const byCentre = new Map<number, Map<string, Map<QualityIndicatorKey, Figure>>>();
  const network = new Map<string, Map<QualityIndicatorKey, Figure>>();
  const put = (
    clinicID: number,
    month: string,
    key: QualityIndicatorKey,
    count: number,
    eligible: number,
  ) => {
    const centre = byCentre.get(clinicID) ?? new Map();
    byCentre.set(clinicID, centre);
    const cell = centre.get(month) ?? new Map();
    centre.set(month, cell);
    cell.set(key, { month, count, eligible });
    const sum = network.get(month) ?? new Map();
    network.set(month, sum);
    const before = sum.get(key) ?? { month, count: 0, eligible: 0 };
    sum.set(key, { month, count: before.count + count, eligible: before.eligible + eligible });
  };
  for (const row of summary.rows) {
    if (isQualityIndicatorKey(row.indicator)) {
      put(Number(row.clinic_id), row.month, row.indicator, Number(row.counted), Number(row.eligible));
    }
  }
  const add = (rows: Row[], keys: readonly QualityIndicatorKey[]) => {
    for (const row of rows) {
      for (const key of keys) {
        const count = Number(row[`${column(key)}_c`] ?? 0);
        const eligible = Number(row[`${column(key)}_e`] ?? 0);
        put(Number(row.clinic_id), String(row.month), key, count, eligible);
      }
    }
  };
  add(patients, PATIENT_INDICATORS);
  add(sessions, SESSION_INDICATORS);

  const trends = (source: (month: string) => Map<QualityIndicatorKey, Figure> | undefined) =>
    QUALITY_INDICATOR_KEYS.map((indicator) => ({
      indicator,
      months: months.map((month) => source(month)?.get(indicator) ?? { month, count: 0, eligible: 0 }),
    }));
  const centres = clinics
    .filter((c) => c.deleted === 0 && visible.has(c.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({
      clinicID: c.id,
      clinicName: c.name,
      indicators: trends((month) => byCentre.get(c.id)?.get(month)),
    }));
  return {
    month: input.month,
    months,
    // As of when: the summary's stamp of the month asked for, or now when it was counted live.
    computedAt: held.get(input.month) ?? ctx.clock.now().toISOString(),
    centres,
    network: trends((month) => network.get(month)),
    thresholds: ctx.config.qualityThresholds,
  };
}

/**
 * The drill-down: the patients of one of the user's centres who miss an indicator in a month, by name, with the
 * value judged and its day on the centre's calendar. Audited as a read of patient data, the patients listed.
 */
export async function listQualityMisses(
  ctx: Context,
  input: { clinicID: number; month: string; indicator: QualityIndicatorKey },
) {
  const clinicID = await ctx.access.assertIn('quality:read', input.clinicID);
  const month = monthOrRefuse(input.month);
  const centre = await ctx.db.query.clinic.findFirst({
    columns: { name: true, timezone: true },
    where: (c, { and, eq }) => and(eq(c.id, clinicID), eq(c.deleted, 0)),
  });
  if (!centre) throw appError('NOT_FOUND', 'Invalid Centre');
  const timeZone = centre.timezone ?? ctx.config.defaultTimezone;
  const window = windowOf(ctx, [month], clinicID);
  const key = input.indicator;
  const statement = (PATIENT_INDICATORS as readonly string[]).includes(key)
    ? patientMisses(window, key as PatientIndicator)
    : sessionMisses(window, key as SessionIndicator);
  const rows = rowsOf(await ctx.db.execute(statement));
  const misses = rows.map((row) => {
    const at = row.at ? new Date(row.at as string) : null;
    const day = row.day ? String(row.day).slice(0, 10) : null;
    return {
      patientID: Number(row.patient_id),
      patientName: String(row.patient_name),
      patientNric: maskNric((row.patient_nric as string | null) ?? null),
      value: qualityMissValue(key, {
        value: row.value === null ? null : Number(row.value),
        value2: row.value2 === null ? null : Number(row.value2),
        text: (row.text as string | null) ?? null,
      }),
      date: day ?? (at ? centreDate(at, timeZone) : null),
    };
  });
  await auditRead(ctx, {
    action: 'listQualityMisses',
    entity: 'patient',
    clinicID,
    detail: {
      month,
      indicator: key,
      count: misses.length,
      patientIDs: [...new Set(misses.map((m) => m.patientID))],
    },
  });
  const target = QUALITY_INDICATORS[key].target(ctx.config.qualityThresholds);
  return { clinicID, clinicName: centre.name, month, indicator: key, target, misses };
}
