import {
  CARRIED_OVER_READINGS,
  type CarriedOverReading,
  DIALYSIS_MESSAGES as M,
  readingTimeError,
} from '@dialysis/domain';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { dialysisInterval, symptom } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { invalid } from '../common/manage-input.ts';
import { parseTime } from './session-input.ts';

/** What a reading's inputs become before they are stored: its symptoms, its time, its carried-over settings. */

const BAD_SYMPTOMS = 'symptoms must be a JSON list of symptom ids.';

/** The JSON list of symptom ids a reading carries (null for none); anything else is refused. */
export function parseSymptoms(text: string | null | undefined): number[] | null {
  if (text === null || text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw appError('BAD_USER_INPUT', BAD_SYMPTOMS);
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isInteger(id))) {
    throw appError('BAD_USER_INPUT', BAD_SYMPTOMS);
  }
  return parsed as number[];
}

/**
 * Every id must be a symptom of the list (Manage Symptoms), not deleted: else 'Invalid Symptom' on the field.
 * `kept` are ids the reading already had: a correction may keep a symptom deleted from the list since.
 */
export async function assertSymptoms(
  ctx: Pick<Context, 'db'>,
  ids: readonly number[] | null,
  kept: readonly number[] = [],
): Promise<void> {
  const asked = [...new Set(ids ?? [])].filter((id) => !kept.includes(id));
  if (asked.length === 0) return;
  // Outside the 32-bit id column no symptom exists (and PostgreSQL would refuse the comparison).
  if (asked.some((id) => Math.abs(id) > 2_147_483_647)) throw invalid('symptoms', M.invalidSymptom);
  const found = await ctx.db
    .select({ id: symptom.id })
    .from(symptom)
    .where(and(inArray(symptom.id, asked), eq(symptom.deleted, 0)));
  if (found.length !== asked.length) throw invalid('symptoms', M.invalidSymptom);
}

/**
 * When the reading was measured: the time given (an ISO instant) or now; within the session (not before its
 * start, not after its end) and not in the future (domain reading-time.ts), else the message on `timestamp`.
 */
export function measuredAt(
  text: string | null | undefined,
  session: { startTime: Date; endTime: Date | null },
  now: Date,
): Date {
  const at = (text ? parseTime('timestamp', text) : null) ?? now;
  const error = readingTimeError(at, session, now);
  if (error) throw invalid('timestamp', error);
  return at;
}

/**
 * The machine settings a reading left out, taken from the session's reading measured last before it (domain
 * CARRIED_OVER_READINGS): the nurse confirms them rather than typing them again. Answers the values found and
 * the settings still missing (no earlier reading, or one without that value), which the caller requires.
 */
export async function carriedOver(
  ctx: Pick<Context, 'db'>,
  dialysisID: number,
  at: Date,
  missing: readonly CarriedOverReading[],
): Promise<{ values: Partial<Record<CarriedOverReading, number>>; missing: CarriedOverReading[] }> {
  if (missing.length === 0) return { values: {}, missing: [] };
  const columns = Object.fromEntries(CARRIED_OVER_READINGS.map((r) => [r, dialysisInterval[r]])) as {
    [R in CarriedOverReading]: (typeof dialysisInterval)[R];
  };
  const [previous] = await ctx.db
    .select(columns)
    .from(dialysisInterval)
    .where(
      and(
        eq(dialysisInterval.dialysisID, dialysisID),
        eq(dialysisInterval.deleted, 0),
        lte(dialysisInterval.timestamp, at),
      ),
    )
    .orderBy(desc(dialysisInterval.timestamp), desc(dialysisInterval.id))
    .limit(1);
  const values: Partial<Record<CarriedOverReading, number>> = {};
  const still: CarriedOverReading[] = [];
  for (const reading of missing) {
    const value = previous?.[reading];
    if (typeof value === 'number') values[reading] = value;
    else still.push(reading);
  }
  return { values, missing: still };
}
