import { addDays, addMonths, centreDate } from '../dates.ts';
import type { LabFieldName } from './lab-fields.ts';

/**
 * Spec 001 section 9, lab highlighting (red and bold): Hb at or below 10; K at or above 5.5; HCO3 below 20;
 * Ca at or below 2; Po4 at or above 1.7; iPTH above 80; ferritin at or above 700; HbA1c at or above 7;
 * HBsAg, HCV and HIV when positive or reactive (weak reactive also for HBsAg).
 */
const NUMBER_RULES: Partial<Record<LabFieldName, (value: number) => boolean>> = {
  Hb: (v) => v <= 10,
  K: (v) => v >= 5.5,
  HCO3: (v) => v < 20,
  Ca: (v) => v <= 2,
  Po4: (v) => v >= 1.7,
  IPTH: (v) => v > 80,
  ferritin: (v) => v >= 700,
  Hba1c: (v) => v >= 7,
};

const VIROLOGY: readonly LabFieldName[] = ['HepBsAg', 'HCV', 'HIV'];

/** Whether a lab value is shown red and bold. Texts other than the virology results are never highlighted. */
export function isLabHighlighted(field: LabFieldName, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  const rule = NUMBER_RULES[field];
  if (rule) {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) && rule(number);
  }
  if (!VIROLOGY.includes(field) || typeof value !== 'string') return false;
  return isPositiveText(value, field === 'HepBsAg');
}

/** POS, positive or reactive (not 'non-reactive'); 'weak reactive' counts only where allowed. */
function isPositiveText(value: string, weakCounts: boolean): boolean {
  const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === 'pos' || text === 'positive' || text === 'reactive') return true;
  return weakCounts && (text === 'weak reactive' || text === 'weakly reactive');
}

/**
 * Virology tests go stale (spec 001 section 2, Last Non Null Lab): HBsAg and HCV older than 3.5 months,
 * HIV older than 5.5 months show their date in red. Half a month is read as 15 days after the whole months,
 * on the calendar of the centre's today. The quality page's 'virology up to date' applies the same limits
 * (quality/indicators.ts), in SQL as `date + make_interval(months, days)`, which clamps a missing day as addMonths.
 */
export const VIROLOGY_STALE_AFTER = {
  HepBsAg: { months: 3, days: 15 },
  HCV: { months: 3, days: 15 },
  HIV: { months: 5, days: 15 },
} as const satisfies Partial<Record<LabFieldName, { months: number; days: number }>>;
const STALE_AFTER: Partial<Record<LabFieldName, { months: number; days: number }>> = VIROLOGY_STALE_AFTER;

/**
 * Whether a test is older than its field allows, as of the centre's today ('YYYY-MM-DD'). The test's date is
 * an instant as the API answers it (the sample day's midnight in the centre) or a calendar date; it is read
 * on the centre's calendar (dates.ts centreDate), since its UTC text names the day before in a zone ahead of
 * UTC, which turned the date red a day early.
 */
export function isLabDateStale(
  field: LabFieldName,
  tested: string | Date,
  today: string,
  timeZone: string,
): boolean {
  const limit = STALE_AFTER[field];
  if (!limit) return false;
  const due = addDays(addMonths(centreDate(tested, timeZone), limit.months), limit.days);
  return today > due;
}
