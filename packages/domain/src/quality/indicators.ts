import { KDOQI } from '../labs/adequacy.ts';
import { isLabDateStale, VIROLOGY_STALE_AFTER } from '../labs/lab-highlight.ts';

/**
 * Centre quality indicators (issue 33; docs/decisions/quality-indicators.md): each month, of each centre's
 * patients, how many meet each renal target. Every indicator is defined here once, with its source: its name,
 * what it counts, the threshold it is judged by (configuration, QUALITY_THRESHOLDS, with the defaults below) and
 * the rule itself as a function. The server counts in SQL with the same thresholds and the same patterns
 * (modules/quality/sql.ts): the tests of both hold them to the same hand counts.
 *
 * Units are those lab reports are stored in (labs/lab-fields.ts): Hb g/dL, albumin g/L, phosphate and calcium
 * mmol/L, iPTH pmol/L, ferritin µg/L, HBsAb mIU/mL; weights in grams; durations in minutes.
 */

/** The thresholds, every one a number a network may change (QUALITY_THRESHOLDS, a JSON object of these keys). */
export interface QualityThresholds {
  /** KDOQI 2015 haemodialysis adequacy: delivered spKt/V at least 1.2 thrice weekly. */
  spKtVMin: number;
  /** KDOQI 2015: URR at least 65 %, where no spKt/V is given. */
  urrMin: number;
  /** KDIGO 2012 anaemia (do not aim above 11.5) and the UK Renal Association's 10-12 g/dL. */
  hbMin: number;
  hbMax: number;
  /** UK Renal Association haemodialysis audit: serum albumin at least 35 g/L. */
  albuminMin: number;
  /** UK Renal Association (CKD-MBD, after KDIGO 2017): pre-dialysis phosphate 1.1-1.7 mmol/L. */
  phosphateMin: number;
  phosphateMax: number;
  /** UK Renal Association: adjusted (albumin-corrected) calcium 2.2-2.5 mmol/L. */
  calciumMin: number;
  calciumMax: number;
  /** KDIGO 2017 CKD-MBD: iPTH 2 to 9 times the assay's upper limit of normal (6.9 pmol/L, 65 pg/mL). */
  pthUpperNormal: number;
  pthMultipleMin: number;
  pthMultipleMax: number;
  /** KDIGO 2012 anaemia / UK Renal Association: ferritin 200-800 µg/L on haemodialysis. */
  ferritinMin: number;
  ferritinMax: number;
  /** UK Renal Association audit: a session more than this share under the order's duration is shortened. */
  shortenedShare: number;
  /** UK Renal Association: interdialytic weight gain above this percent of the previous post weight. */
  weightGainPercent: number;
  /** The previous session counts as the one before the interval only within this many days. */
  weightGainMaxGapDays: number;
  /** KDIGO / UK Renal Association: hepatitis B immunity, HBsAb at least 10 mIU/mL. */
  hbsAbMin: number;
}

export const DEFAULT_QUALITY_THRESHOLDS: QualityThresholds = {
  spKtVMin: KDOQI.spKtV.minimum,
  urrMin: KDOQI.URR.minimum,
  hbMin: 10,
  hbMax: 12,
  albuminMin: 35,
  phosphateMin: 1.1,
  phosphateMax: 1.7,
  calciumMin: 2.2,
  calciumMax: 2.5,
  pthUpperNormal: 6.9,
  pthMultipleMin: 2,
  pthMultipleMax: 9,
  ferritinMin: 200,
  ferritinMax: 800,
  shortenedShare: 0.1,
  weightGainPercent: 4,
  weightGainMaxGapDays: 4,
  hbsAbMin: 10,
};

/**
 * The thresholds with a configuration's overrides (a JSON object of some of the keys above): every value a
 * finite number, every range's minimum below its maximum. Answers the reason an override is refused.
 */
export function qualityThresholds(overrides: unknown): QualityThresholds | { error: string } {
  if (overrides === undefined || overrides === null) return DEFAULT_QUALITY_THRESHOLDS;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) return { error: 'not a JSON object' };
  const merged: Record<string, number> = { ...DEFAULT_QUALITY_THRESHOLDS };
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in DEFAULT_QUALITY_THRESHOLDS)) return { error: `unknown threshold '${key}'` };
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return { error: `'${key}' must be a number of at least 0` };
    }
    merged[key] = value;
  }
  const t = merged as unknown as QualityThresholds;
  const ranges: [keyof QualityThresholds, keyof QualityThresholds][] = [
    ['hbMin', 'hbMax'],
    ['phosphateMin', 'phosphateMax'],
    ['calciumMin', 'calciumMax'],
    ['pthMultipleMin', 'pthMultipleMax'],
    ['ferritinMin', 'ferritinMax'],
  ];
  for (const [min, max] of ranges) {
    if (t[min] > t[max]) return { error: `'${min}' is above '${max}'` };
  }
  if (t.shortenedShare >= 1) return { error: "'shortenedShare' must be below 1" };
  return t;
}

/** What an indicator counts: patients of the month, or booked / dialysed sessions of the month. */
export type QualityUnit = 'patients' | 'sessions';

export const QUALITY_INDICATOR_KEYS = [
  'adequacy',
  'adequacyMissing',
  'haemoglobin',
  'albumin',
  'phosphate',
  'calcium',
  'pth',
  'ferritin',
  'attendance',
  'shortenedSessions',
  'weightGain',
  'vascularAccess',
  'virology',
  'hepatitisBImmunity',
] as const;
export type QualityIndicatorKey = (typeof QUALITY_INDICATOR_KEYS)[number];

export interface QualityIndicator {
  key: QualityIndicatorKey;
  label: string;
  unit: QualityUnit;
  /**
   * 'higher': the share counted is the share meeting the target (the drill-down lists the others);
   * 'lower': the share counted is the share missing it, a figure that should be near 0 (the drill-down lists
   * those counted).
   */
  better: 'higher' | 'lower';
  /** The target in words, with the thresholds in force. */
  target: (t: QualityThresholds) => string;
  /** Who is in the denominator. */
  eligible: string;
  source: string;
}

const KDOQI_2015 = 'KDOQI Clinical Practice Guideline for Hemodialysis Adequacy, 2015 update';
const KDIGO_ANAEMIA = 'KDIGO Clinical Practice Guideline for Anemia in CKD, 2012';
const KDIGO_MBD = 'KDIGO CKD-MBD Guideline, 2017 update';
const UKRA = 'UK Renal Association, Haemodialysis clinical practice guideline and audit measures';

export const QUALITY_INDICATORS: Record<QualityIndicatorKey, QualityIndicator> = {
  adequacy: {
    key: 'adequacy',
    label: 'Dialysis adequacy',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest spKt/V of the month ≥ ${t.spKtVMin} (URR ≥ ${t.urrMin} % where no spKt/V)`,
    eligible: 'patients with an adequacy result in the month',
    source: KDOQI_2015,
  },
  adequacyMissing: {
    key: 'adequacyMissing',
    label: 'No adequacy result',
    unit: 'patients',
    better: 'lower',
    target: () => 'no spKt/V or URR in the month (should be near 0)',
    eligible: 'patients dialysed in the month',
    source: `${KDOQI_2015} (monthly measurement)`,
  },
  haemoglobin: {
    key: 'haemoglobin',
    label: 'Haemoglobin in range',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest Hb of the month ${t.hbMin}-${t.hbMax} g/dL`,
    eligible: 'patients with an Hb in the month',
    source: `${KDIGO_ANAEMIA}; ${UKRA}`,
  },
  albumin: {
    key: 'albumin',
    label: 'Albumin',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest albumin of the month ≥ ${t.albuminMin} g/L`,
    eligible: 'patients with an albumin in the month',
    source: UKRA,
  },
  phosphate: {
    key: 'phosphate',
    label: 'Phosphate in range',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest phosphate of the month ${t.phosphateMin}-${t.phosphateMax} mmol/L`,
    eligible: 'patients with a phosphate in the month',
    source: `${KDIGO_MBD}; ${UKRA}`,
  },
  calcium: {
    key: 'calcium',
    label: 'Corrected calcium in range',
    unit: 'patients',
    better: 'higher',
    target: (t) =>
      `latest corrected calcium of the month ${t.calciumMin}-${t.calciumMax} mmol/L (Ca + 0.02 × (40 - albumin))`,
    eligible: 'patients with a calcium and an albumin in one report of the month',
    source: `${KDIGO_MBD}; ${UKRA}`,
  },
  pth: {
    key: 'pth',
    label: 'PTH in range',
    unit: 'patients',
    better: 'higher',
    target: (t) =>
      `latest iPTH of the month ${t.pthMultipleMin}-${t.pthMultipleMax} × ${t.pthUpperNormal} pmol/L (${pthRange(t).min}-${pthRange(t).max})`,
    eligible: 'patients with an iPTH in the month',
    source: KDIGO_MBD,
  },
  ferritin: {
    key: 'ferritin',
    label: 'Ferritin in range',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest ferritin of the month ${t.ferritinMin}-${t.ferritinMax} µg/L`,
    eligible: 'patients with a ferritin in the month',
    source: `${KDIGO_ANAEMIA}; ${UKRA}`,
  },
  attendance: {
    key: 'attendance',
    label: 'Attendance',
    unit: 'sessions',
    better: 'higher',
    target: () => 'booked sessions attended (checked in)',
    eligible: "sessions booked in the centre before the centre's today",
    source: UKRA,
  },
  shortenedSessions: {
    key: 'shortenedSessions',
    label: 'Shortened sessions',
    unit: 'sessions',
    better: 'lower',
    target: (t) => `treatment more than ${Math.round(t.shortenedShare * 100)} % under the order's duration`,
    eligible: "finished sessions with the order's duration",
    source: UKRA,
  },
  weightGain: {
    key: 'weightGain',
    label: 'High interdialytic weight gain',
    unit: 'sessions',
    better: 'lower',
    target: (t) => `pre weight more than ${t.weightGainPercent} % above the previous session's post weight`,
    eligible: "sessions with a pre weight and the patient's previous post weight within the gap",
    source: UKRA,
  },
  vascularAccess: {
    key: 'vascularAccess',
    label: 'Fistula or graft',
    unit: 'patients',
    better: 'higher',
    target: () => "dialysing on a fistula or graft (the dialysis order's primary access), not a catheter",
    eligible: 'patients whose order in force at the end of the month names a fistula, graft or catheter',
    source: `${KDOQI_2015} (vascular access); ${UKRA}`,
  },
  virology: {
    key: 'virology',
    label: 'Virology up to date',
    unit: 'patients',
    better: 'higher',
    target: () =>
      `HBsAg and HCV within ${monthsText(VIROLOGY_STALE_AFTER.HepBsAg)}, HIV within ${monthsText(VIROLOGY_STALE_AFTER.HIV)}, at the end of the month`,
    eligible: 'patients dialysed in the month',
    source: `${UKRA} (blood-borne virus surveillance); the record's Last Non Null Lab rule`,
  },
  hepatitisBImmunity: {
    key: 'hepatitisBImmunity',
    label: 'Hepatitis B immunity',
    unit: 'patients',
    better: 'higher',
    target: (t) => `latest HBsAb up to the end of the month ≥ ${t.hbsAbMin} mIU/mL`,
    eligible: 'patients dialysed in the month (no HBsAb result misses it)',
    source: `KDIGO Guideline on Hepatitis C in CKD, 2018 / ${UKRA} (hepatitis B vaccination)`,
  },
};

function monthsText(limit: { months: number; days: number }): string {
  return `${limit.months}${limit.days === 15 ? '.5' : ''} months`;
}

/** The indicators in the page's order. */
export const QUALITY_INDICATOR_LIST: readonly QualityIndicator[] = QUALITY_INDICATOR_KEYS.map(
  (key) => QUALITY_INDICATORS[key],
);

export function isQualityIndicatorKey(value: unknown): value is QualityIndicatorKey {
  return typeof value === 'string' && (QUALITY_INDICATOR_KEYS as readonly string[]).includes(value);
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Inclusive at both ends. */
export function inRange(value: number, min: number, max: number): boolean {
  return value >= min && value <= max;
}

/**
 * Adequacy of the month's latest result: spKt/V judged when given, URR otherwise; null when neither (the
 * patient is then counted by 'No adequacy result', not here).
 */
export function meetsAdequacy(
  result: { spKtV: number | null | undefined; URR: number | null | undefined },
  t: QualityThresholds,
): boolean | null {
  if (finite(result.spKtV)) return result.spKtV >= t.spKtVMin;
  if (finite(result.URR)) return result.URR >= t.urrMin;
  return null;
}

export const meetsHaemoglobin = (hb: number, t: QualityThresholds) => inRange(hb, t.hbMin, t.hbMax);
export const meetsAlbumin = (albumin: number, t: QualityThresholds) => albumin >= t.albuminMin;
export const meetsPhosphate = (po4: number, t: QualityThresholds) =>
  inRange(po4, t.phosphateMin, t.phosphateMax);
export const meetsFerritin = (ferritin: number, t: QualityThresholds) =>
  inRange(ferritin, t.ferritinMin, t.ferritinMax);
export const meetsHepatitisBImmunity = (hbsAb: number, t: QualityThresholds) => hbsAb >= t.hbsAbMin;

/** Payne's adjustment in SI units: Ca (mmol/L) + 0.02 × (40 - albumin g/L). */
export const CALCIUM_CORRECTION = { perGramAlbumin: 0.02, referenceAlbumin: 40 } as const;
export function correctedCalcium(calcium: number, albumin: number): number {
  return calcium + CALCIUM_CORRECTION.perGramAlbumin * (CALCIUM_CORRECTION.referenceAlbumin - albumin);
}
export const meetsCalcium = (corrected: number, t: QualityThresholds) =>
  inRange(corrected, t.calciumMin, t.calciumMax);

/** The iPTH target in pmol/L: the multiples of the upper limit of normal. */
export function pthRange(t: QualityThresholds): { min: number; max: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  return { min: round(t.pthUpperNormal * t.pthMultipleMin), max: round(t.pthUpperNormal * t.pthMultipleMax) };
}
export function meetsPth(pth: number, t: QualityThresholds): boolean {
  return inRange(pth, t.pthUpperNormal * t.pthMultipleMin, t.pthUpperNormal * t.pthMultipleMax);
}

/** A session shorter than the order's duration by more than the share (a treatment of 215 of 240 min is not). */
export function isShortenedSession(minutes: number, orderedMinutes: number, t: QualityThresholds): boolean {
  return minutes < orderedMinutes * (1 - t.shortenedShare);
}

/** Interdialytic weight gain as a percent of the previous post weight; null without both weights. */
export function weightGainPercent(
  preGrams: number | null | undefined,
  previousPostGrams: number | null | undefined,
): number | null {
  if (!finite(preGrams) || !finite(previousPostGrams) || previousPostGrams <= 0) return null;
  return ((preGrams - previousPostGrams) / previousPostGrams) * 100;
}
export function isHighWeightGain(percent: number, t: QualityThresholds): boolean {
  return percent > t.weightGainPercent;
}

/**
 * The order's primary access (dialysis-order.ts PRIMARY_ACCESS_OPTIONS: AVF ..., PC ..., FEMORAL TRIALYSIS ...,
 * FEMORAL PERM CATH ...; older or imported orders may say fistula, graft, AVG, CVC, catheter). Patterns written
 * so JavaScript and PostgreSQL (`~*`) read them alike: no \b (a backspace in PostgreSQL), case ignored.
 */
export const FISTULA_GRAFT_PATTERN = '^\\s*(AVF|AVG)|FISTULA|GRAFT';
export const CATHETER_PATTERN = '^\\s*PC(\\s|$)|PERM\\s*CATH|TRIALYSIS|CATHETER|CVC|TUNNEL';

export type AccessKind = 'fistulaGraft' | 'catheter';
export function accessKind(accessPrim: string | null | undefined): AccessKind | null {
  if (!accessPrim) return null;
  if (new RegExp(FISTULA_GRAFT_PATTERN, 'i').test(accessPrim)) return 'fistulaGraft';
  if (new RegExp(CATHETER_PATTERN, 'i').test(accessPrim)) return 'catheter';
  return null;
}

/** The three virology tests the indicator follows, with the record's staleness limits. */
export const VIROLOGY_TESTS = [
  'HepBsAg',
  'HCV',
  'HIV',
] as const satisfies readonly (keyof typeof VIROLOGY_STALE_AFTER)[];

/**
 * Virology up to date at a day (the month's last, or the centre's today in the current month): each of the
 * three tested, none older than the Last Non Null Lab's limit (labs/lab-highlight.ts isLabDateStale).
 */
export function isVirologyUpToDate(
  tested: Record<(typeof VIROLOGY_TESTS)[number], string | Date | null | undefined>,
  asOf: string,
  timeZone: string,
): boolean {
  return VIROLOGY_TESTS.every((test) => {
    const date = tested[test];
    return date !== null && date !== undefined && !isLabDateStale(test, date, asOf, timeZone);
  });
}

/** The share as the page shows it: whole percent, or a dash without anyone eligible. */
export function qualityShare(count: number, eligible: number): string {
  return eligible > 0 ? `${Math.round((count / eligible) * 100)} %` : '-';
}

/** 'YYYY-MM' months, the month asked for last: the 12-month trend. */
export function trendMonths(month: string, count = 12): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const total = y * 12 + (m - 1) - (count - 1 - i);
    const year = Math.floor(total / 12);
    return `${String(year).padStart(4, '0')}-${String(total - year * 12 + 1).padStart(2, '0')}`;
  });
}

export function isQualityMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** What the drill-down's statement answers for one miss: numbers and a text, by indicator. */
export interface QualityMissRaw {
  value: number | null;
  /** Adequacy: 1 when the value is a URR; shortened: the order's minutes; weight gain: the gain in grams. */
  value2: number | null;
  text: string | null;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** The value of a miss in words, for the list, its print and its CSV. */
export function qualityMissValue(key: QualityIndicatorKey, raw: QualityMissRaw): string {
  const { value, value2, text } = raw;
  const none = 'No result';
  switch (key) {
    case 'adequacy':
      if (value === null) return none;
      return value2 === 1 ? `URR ${fixed(value, 1)} %` : `spKt/V ${fixed(value, 2)}`;
    case 'adequacyMissing':
      return 'No spKt/V or URR this month';
    case 'haemoglobin':
      return value === null ? none : `Hb ${fixed(value, 1)} g/dL`;
    case 'albumin':
      return value === null ? none : `Albumin ${fixed(value, 0)} g/L`;
    case 'phosphate':
      return value === null ? none : `Phosphate ${fixed(value, 2)} mmol/L`;
    case 'calcium':
      return value === null ? none : `Corrected calcium ${fixed(value, 2)} mmol/L`;
    case 'pth':
      return value === null ? none : `iPTH ${fixed(value, 1)} pmol/L`;
    case 'ferritin':
      return value === null ? none : `Ferritin ${fixed(value, 0)} µg/L`;
    case 'hepatitisBImmunity':
      return value === null ? 'No HBsAb result' : `HBsAb ${fixed(value, 0)} mIU/mL`;
    case 'attendance':
      return 'Booked, not attended';
    case 'shortenedSessions':
      return value === null || value2 === null ? none : `${Math.round(value)} of ${Math.round(value2)} min`;
    case 'weightGain':
      return value === null || value2 === null
        ? none
        : `Gain ${fixed(value, 1)} % (${fixed(value2 / 1000, 1)} kg)`;
    case 'vascularAccess':
      return text ? `Catheter: ${text}` : 'Catheter';
    case 'virology':
      return text ?? none;
  }
}

/** A month as the page and its prints name it: 'May 2036'. */
export function qualityMonthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[m - 1] ?? ''} ${y}`;
}
