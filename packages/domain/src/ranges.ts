/**
 * Plausible ranges for every clinical number and limits for every free text and list, with their messages.
 * The forms and the server both read these, so a hand-made request gets the answer the form gives. The
 * spec gives no ranges (it only says 'Digits only'); these are ours, wide enough for any real patient and
 * any machine setting, and narrow enough to catch a slip of units (160 m, 1,000,000 kg) or garbage
 * (-1e308, -2147483648). A value outside answers its range, in the units the form shows.
 */

import { DATE_MESSAGES } from './dates.ts';

export const RANGE_MESSAGES = {
  /** The spec's milestone message, used for every clinical date that cannot be in the future. */
  futureDate: 'The date cannot be in the future.',
  heightHint: 'Height in metres, e.g. 1.60',
  /** A date or date and time that does not exist or cannot be read (dates.ts, the one parser). */
  invalidDate: DATE_MESSAGES.invalidDate,
  invalidCharacters: 'This text contains characters that are not allowed.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} entries.`,
  outOfRange: (min: number, max: number, unit: string) =>
    `Must be between ${min} and ${max}${unit ? ` ${unit}` : ''}.`,
} as const;

/** A range in the units a form shows; `scale` turns a shown value into the stored one (grams = kg x 1000). */
export interface Range {
  min: number;
  max: number;
  unit: string;
  scale?: number;
  /** A message of its own (the height field says what it expects). */
  message?: string;
}

const kg = (min: number, max: number): Range => ({ min, max, unit: 'kg', scale: 1000 });
const plain = (min: number, max: number, unit = ''): Range => ({ min, max, unit });
const litres = (min: number, max: number, unit: string): Range => ({ min, max, unit, scale: 1000 });

const BODY_WEIGHT = kg(1, 400);
const TEMPERATURE = plain(25, 45, '°C');
const SYSTOLIC = plain(30, 300, 'mmHg');
const DIASTOLIC = plain(10, 200, 'mmHg');
const HEART_RATE = plain(10, 300, 'bpm');
const BLOOD_FLOW = plain(0, 800, 'ml/min');
/** MSA as the machine shows it (a dialysate sodium/conductivity setting); wide, signed like the spec types it. */
const MSA = plain(-200, 200);

/** The session form (pre and post), stored units: grams, °C, mmHg, bpm, centimetres. */
export const SESSION_RANGES = {
  preWeight: BODY_WEIGHT,
  lastWeight: BODY_WEIGHT,
  dryWeight: BODY_WEIGHT,
  postWeight: BODY_WEIGHT,
  ufTargetStart: kg(-10, 10),
  preTemp: TEMPERATURE,
  postTemp: TEMPERATURE,
  MSA,
  KTVonline: plain(0, 5),
  preEdema: plain(0, 4),
  postEdema: plain(0, 4),
  preSBP: SYSTOLIC,
  preDBP: DIASTOLIC,
  preHRT: HEART_RATE,
  postSBP: SYSTOLIC,
  postDBP: DIASTOLIC,
  postHRT: HEART_RATE,
  membraneUse: plain(0, 100),
  height: plain(30, 250, 'cm'),
} as const satisfies Record<string, Range>;

/** The interval reading, stored units (cUF and UFR litres x1000). */
export const INTERVAL_RANGES = {
  SBP: SYSTOLIC,
  DBP: DIASTOLIC,
  HR: HEART_RATE,
  QB: BLOOD_FLOW,
  AP: plain(-500, 500, 'mmHg'),
  VP: plain(-500, 500, 'mmHg'),
  tmp: plain(-500, 700, 'mmHg'),
  UFR: litres(-5, 5, 'l/h'),
  cUF: litres(-10, 10, 'l'),
  DFLOW: plain(0, 1000, 'ml/min'),
  CDT: plain(0, 30, 'mS/cm'),
  temp: TEMPERATURE,
  hepRate: plain(0, 10000),
  KTV: plain(0, 5),
} as const satisfies Record<string, Range>;

/** The dialysis order (dry weight in grams). */
export const ORDER_RANGES = {
  dryWeight: BODY_WEIGHT,
  MSA,
  freqMth: plain(1, 31),
  duration: plain(30, 600, 'min'),
  hepLoad: plain(0, 20000),
  hepCont: plain(0, 20000),
  dialysate: plain(-20, 20),
  bicarbonate: plain(0, 60),
  temp: TEMPERATURE,
  QD: plain(0, 1000, 'ml/min'),
  QB: BLOOD_FLOW,
} as const satisfies Record<string, Range>;

/** The patient's numbers as stored: height in centimetres (shown in metres), weights in grams. */
export const PATIENT_RANGES = {
  height: { min: 0.3, max: 2.5, unit: 'm', scale: 100, message: RANGE_MESSAGES.heightHint },
  weight: BODY_WEIGHT,
  wheelchairWeight: kg(0, 100),
} as const satisfies Record<string, Range>;

/** The range's message for a stored value outside it (or not a finite number), else null. */
export function rangeError(range: Range, stored: number): string | null {
  const scale = range.scale ?? 1;
  const inside = Number.isFinite(stored) && stored >= range.min * scale && stored <= range.max * scale;
  if (inside) return null;
  return range.message ?? RANGE_MESSAGES.outOfRange(range.min, range.max, range.unit);
}

// ---------------------------------------------------------------------------------------------------------
// Texts and lists.

export const TEXT_LIMITS = {
  /** A one-line field: a name, a dose, an NRIC, an address line. */
  line: 200,
  /** A multi-line field: notes, history, an address. */
  multiline: 2000,
  /** Entries of a list field (allergies, symptoms of a reading). */
  listEntries: 50,
} as const;

// NUL and the other C0 controls but tab, line feed and carriage return: PostgreSQL refuses NUL in text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The message a text earns against its limit (too long, or holding a NUL or other control), else null. */
export function textError(text: string, max: number): string | null {
  if (CONTROL.test(text)) return RANGE_MESSAGES.invalidCharacters;
  return text.length > max ? RANGE_MESSAGES.tooLong(max) : null;
}

/** The message a list earns against the entry limit, else null. */
export function listError(entries: readonly unknown[], max: number = TEXT_LIMITS.listEntries): string | null {
  return entries.length > max ? RANGE_MESSAGES.tooMany(max) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Dates.

/** Clocks of a tablet and the server may differ a little: a clinical time this far ahead is still 'now'. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The one rule for a clinical date that cannot be in the future (notes, hospital entries, medication
 * starts, milestones, patient dates): an instant more than CLOCK_SKEW_MS ahead of now, or a calendar date
 * after today (today in the centre's time zone, as the caller knows it), is in the future.
 */
export function isFutureInstant(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() + CLOCK_SKEW_MS;
}

export function isFutureDate(date: string, today: string): boolean {
  return date.slice(0, 10) > today;
}

/** 'The date cannot be in the future.' for an instant or a date ahead of now, else null. */
export function futureDateError(at: Date | string, now: Date, today: string): string | null {
  const future = typeof at === 'string' ? isFutureDate(at, today) : isFutureInstant(at, now);
  return future ? RANGE_MESSAGES.futureDate : null;
}
