import { localDateAndHour } from '../dates.ts';
import { INTERVAL_RANGES, rangeError, SESSION_RANGES } from '../ranges.ts';
import { typedWeightToGrams } from '../units.ts';

/**
 * The dialysis session: check-in (pre data), intra-dialysis readings, check-out (post data). Spec 000
 * sections 2, 4, 5, 8 and 9; spec 001 sections 5 and 7. Messages are the spec's, character for character
 * (typos included); the ones the spec does not give are ours and say so.
 */
/**
 * A checked-out session closes this many hours after its end (session-phase.ts: sessionPhase 'closed'): then only
 * Update Check Out, the audited edit page, changes it (docs/decisions/session-phase.md).
 */
export const SESSION_CLOSE_HOURS = 24;

export const DIALYSIS_MESSAGES = {
  noOrder: 'No Dialysis Order',
  invalidAppointment: 'Invalid Appointment.',
  machineInUse: 'Machine already in use in another appointment.',
  alreadyStarted: 'Dialysis already started.',
  retrieve: 'Unable to retrieve Dialysis',
  update: 'Unable to update Dialysis',
  checkout: 'Unable to checkout Dialysis',
  retrieveRecord: 'Unable to retrieve dialysis record',
  retrieveInterval: 'Unable to retrieve Dialysis Interval',
  noActiveSession: 'No Active Diaylsis Session',
  required: 'Required.',
  digitsOnly: 'Digits only',
  // Not in the spec (ours):
  sessionConflict:
    'Someone else saved this dialysis session after you opened it. Nothing was overwritten: your entries are still in the form. Load the latest values, then save again.',
  intervalConflict:
    'Someone else saved this reading after you opened it. Nothing was overwritten: load the latest values, then save again.',
  exceptionNotesRequired: 'Additional Notes are required when checking out with fewer than 8 readings.',
  notStarted: 'This dialysis session has not started.',
  alreadyEnded: 'This dialysis session has already been checked out.',
  sessionClosed: `This dialysis session is closed: it was checked out more than ${SESSION_CLOSE_HOURS} hours ago. It can only be corrected on Update Check Out.`,
  preDataLocked: 'Pre-dialysis data, machine, MSA and membrane use cannot be changed after check-out.',
  postDataLocked: 'Post-dialysis data and the dialyser are entered at check-out.',
  checkoutMode: 'Check-out mode must be SIMPLE or FULL.',
  directorOnly: 'Only a Medical Director may change a recorded reading.',
  // An id that is not a symptom of the list (Manage Symptoms), in the spec's 'Invalid Patient' style.
  invalidSymptom: 'Invalid Symptom',
  checkedIn: 'Checked in.',
  updated: 'Dialysis updated.',
  checkedOut: 'Checked out.',
  intervalSubmitted: 'Reading recorded.',
  intervalUpdated: 'Reading updated.',
  postDataWarning: 'Please make sure the post-dialysis data is accurate before checking out.',
  // Issue 31 (API only): a reading names its session by id or by its check-in's provisional id.
  sessionReference: 'Name the session by dialysisID or by dialysisKey, one of the two.',
  sessionKeyReused: 'This sessionKey was already used for another check-in.',
} as const;

/** Fewer readings than this at check-out is a check-out exception (spec 000 section 9). */
export const CHECKOUT_EXCEPTION_MIN_INTERVALS = 8;

/** History of readings on the intra page: 10 per page out of at most 100 fetched (spec 000 section 9). */
export const INTERVAL_HISTORY_PAGE_SIZE = 10;
export const INTERVAL_HISTORY_FETCH = 100;

export function isCheckoutException(intervalCount: number): boolean {
  return intervalCount < CHECKOUT_EXCEPTION_MIN_INTERVALS;
}

// ---------------------------------------------------------------------------------------------------------
// Session (pre and post) form: spec 000 section 5.

/** How a number field of the session form is typed: weights become grams; the rest are stored as typed. */
export type SessionNumberKind = 'weight' | 'signedWeight' | 'decimal' | 'integer';

export const SESSION_NUMBER_FIELDS = {
  preWeight: 'weight',
  lastWeight: 'weight',
  dryWeight: 'weight',
  postWeight: 'weight',
  // The UF target is a weight to remove; signed like the spec's other decimals.
  ufTargetStart: 'signedWeight',
  preTemp: 'decimal',
  postTemp: 'decimal',
  MSA: 'decimal',
  KTVonline: 'decimal',
  preEdema: 'integer',
  postEdema: 'integer',
  preSBP: 'integer',
  preDBP: 'integer',
  preHRT: 'integer',
  postSBP: 'integer',
  postDBP: 'integer',
  postHRT: 'integer',
  membraneUse: 'integer',
  // Centimetres, a whole number (the column is an integer).
  height: 'integer',
} as const satisfies Record<string, SessionNumberKind>;

export type SessionNumberField = keyof typeof SESSION_NUMBER_FIELDS;

/**
 * The pre-dialysis fields, in the session form's order (the web lays the Pre-Dialysis card out in this
 * order; keep it so). The one list: the server's parsers and the web's form derive theirs from it.
 */
export const SESSION_PRE_FIELDS = [
  'arriveTime',
  'preWeight',
  'lastWeight',
  'dryWeight',
  'height',
  'preTemp',
  'preEdema',
  'preSBP',
  'preDBP',
  'preHRT',
  'preRenalin',
  'ufTargetStart',
  'machineID',
  'dialyser',
  'MSA',
  'membraneUse',
] as const;

/** The post-dialysis fields, in the session form's order (the Post-Dialysis card). The one list, as above. */
export const SESSION_POST_FIELDS = [
  'postWeight',
  'postTemp',
  'postEdema',
  'postSBP',
  'postDBP',
  'postHRT',
  'postRenalin',
  'KTVonline',
] as const;

export type SessionPreField = (typeof SESSION_PRE_FIELDS)[number];
export type SessionPostField = (typeof SESSION_POST_FIELDS)[number];

/** `fields` without the `left` ones, in the same order (typed: the result's fields exclude them). */
export function fieldsWithout<F extends string, X extends F>(
  fields: readonly F[],
  ...left: readonly X[]
): readonly Exclude<F, X>[] {
  return fields.filter((f): f is Exclude<F, X> => !(left as readonly string[]).includes(f));
}

const WHOLE = /^\d+$/;
const SIGNED_DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** A typed session number -> the stored value, or null when it breaks the field's rule. */
export function parseSessionNumber(field: SessionNumberField, text: string): number | null {
  const value = text.trim();
  switch (SESSION_NUMBER_FIELDS[field]) {
    // A weight takes a sign as the spec allows ('+65.5'); a negative one then fails its range, not its syntax.
    case 'weight':
    case 'signedWeight':
      return fitsColumn(typedWeightToGrams(value, { signed: true }));
    case 'decimal': {
      const n = Number(value);
      return SIGNED_DECIMAL.test(value) && Number.isFinite(n) ? n : null;
    }
    case 'integer':
      return WHOLE.test(value) ? fitsColumn(Number(value)) : null;
  }
}

/** Weights and whole numbers are stored in 32-bit integer columns: a longer number is not a reading. */
const INT_COLUMN_MAX = 2_147_483_647;
function fitsColumn(n: number | null): number | null {
  return n !== null && Math.abs(n) <= INT_COLUMN_MAX ? n : null;
}

/**
 * 'Required.' for a blank required field, 'Digits only' for one that breaks its syntax, the field's range
 * (ranges.ts) for an impossible value, else null.
 */
export function sessionNumberError(
  field: SessionNumberField,
  text: string,
  required: boolean,
): string | null {
  if (text.trim() === '') return required ? DIALYSIS_MESSAGES.required : null;
  const value = parseSessionNumber(field, text);
  return value === null ? DIALYSIS_MESSAGES.digitsOnly : rangeError(SESSION_RANGES[field], value);
}

// ---------------------------------------------------------------------------------------------------------
// Derived, read-only values (spec 000 section 5). Weights in grams.

const known = (...values: (number | null | undefined)[]): boolean =>
  values.every((v) => v !== null && v !== undefined && Number.isFinite(v));

/** Off target = post weight minus dry weight. */
export function offTargetGrams(postWeight?: number | null, dryWeight?: number | null): number | null {
  return known(postWeight, dryWeight) ? (postWeight as number) - (dryWeight as number) : null;
}

/** Off target shows red when its absolute value exceeds 0.5 kg. */
export function isOffTargetAlert(grams: number | null): boolean {
  return grams !== null && Math.abs(grams) > 500;
}

/** Pre weight minus UF target minus a reference weight: where the patient would end against that weight. */
function expectedDifference(
  preWeight?: number | null,
  ufTarget?: number | null,
  reference?: number | null,
): number | null {
  return known(preWeight, ufTarget, reference)
    ? (preWeight as number) - (ufTarget as number) - (reference as number)
    : null;
}

/** Expected DW difference = pre weight minus UF target minus dry weight. */
export const expectedDwDifference = (
  preWeight?: number | null,
  ufTarget?: number | null,
  dryWeight?: number | null,
): number | null => expectedDifference(preWeight, ufTarget, dryWeight);

/** Expected last-weight difference = pre weight minus UF target minus last weight. */
export const expectedLastWeightDifference = (
  preWeight?: number | null,
  ufTarget?: number | null,
  lastWeight?: number | null,
): number | null => expectedDifference(preWeight, ufTarget, lastWeight);

/** Duration of the session in whole minutes, derived from its period (start to end). */
export function sessionDurationMinutes(start?: Date | null, end?: Date | null): number | null {
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

/** Duration shows red at 180 minutes or less, or 255 or more. */
export function isDurationAlert(minutes: number | null): boolean {
  return minutes !== null && (minutes <= 180 || minutes >= 255);
}

/**
 * Session month counter (spec 000 section 4): 1 for the patient's first session of a calendar month (in the
 * centre's time zone), otherwise the previous session's counter plus 1.
 */
export function nextSessionMonth(
  previous: { startTime: Date; sessionMonth: number | null } | null,
  start: Date,
  timeZone: string,
): number {
  if (!previous) return 1;
  const month = (instant: Date) => localDateAndHour(instant, timeZone).date.slice(0, 7);
  if (month(previous.startTime) !== month(start)) return 1;
  return (previous.sessionMonth ?? 0) + 1;
}

// ---------------------------------------------------------------------------------------------------------
// Interval (reading) form: spec 001 section 5; edit dialog: spec 000 section 5.

/** Readings the interval form requires, each an optionally signed decimal. */
export const INTERVAL_READINGS = [
  'SBP',
  'DBP',
  'HR',
  'QB',
  'AP',
  'VP',
  'tmp',
  'UFR',
  'cUF',
  'DFLOW',
  'CDT',
  'temp',
  'hepRate',
] as const;

export type IntervalReading = (typeof INTERVAL_READINGS)[number];

/** Stored as whole numbers (columns are integers); cUF and UFR are litres stored x1000. */
const INTERVAL_INTEGER_READINGS: readonly IntervalReading[] = [
  'SBP',
  'DBP',
  'HR',
  'QB',
  'AP',
  'VP',
  'tmp',
  'DFLOW',
];
const INTERVAL_LITRE_READINGS: readonly IntervalReading[] = ['UFR', 'cUF'];

/** In the edit dialog only AP and tmp may be negative (spec 000 section 5). */
export const INTERVAL_SIGNED_IN_EDIT: readonly IntervalReading[] = ['AP', 'tmp'];

/** A leading '.' in cUF gets a '0' prepended (".5" -> "0.5"). */
export function normaliseCuf(text: string): string {
  const value = text.trim();
  if (value.startsWith('.')) return `0${value}`;
  if (value.startsWith('-.')) return `-0${value.slice(1)}`;
  return value;
}

/** Interval form rule: required, optionally signed decimal, inside the reading's range (ranges.ts). */
export function intervalReadingError(text: string, reading?: IntervalReading): string | null {
  const value = text.trim();
  if (value === '') return DIALYSIS_MESSAGES.required;
  if (!SIGNED_DECIMAL.test(value)) return DIALYSIS_MESSAGES.digitsOnly;
  if (!reading) return null;
  const stored = storedReading(reading, value);
  return stored === null ? DIALYSIS_MESSAGES.digitsOnly : storedReadingError(reading, stored);
}

/** A stored reading (cUF and UFR x1000) outside its range: the range's message, else null. */
export function storedReadingError(reading: IntervalReading | 'KTV', stored: number): string | null {
  return rangeError(INTERVAL_RANGES[reading], stored);
}

/** Edit dialog rule: digits or decimals; a sign only on AP and tmp. Blank is allowed (the value is cleared). */
export function intervalEditError(reading: IntervalReading, text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const rule = INTERVAL_SIGNED_IN_EDIT.includes(reading) ? SIGNED_DECIMAL : /^(\d+(\.\d+)?|\.\d+)$/;
  if (!rule.test(value)) return DIALYSIS_MESSAGES.digitsOnly;
  const stored = storedReading(reading, value);
  return stored === null ? DIALYSIS_MESSAGES.digitsOnly : storedReadingError(reading, stored);
}

/**
 * Typed reading -> stored value: litres x1000 for cUF and UFR, whole numbers for the integer columns (a
 * pressure or rate typed with decimals is rounded: the machines display whole numbers), else as typed.
 */
export function storedReading(reading: IntervalReading, text: string): number | null {
  const value = reading === 'cUF' ? normaliseCuf(text) : text.trim();
  if (!SIGNED_DECIMAL.test(value)) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  if (INTERVAL_LITRE_READINGS.includes(reading)) return fitsColumn(Math.round(n * 1000));
  if (INTERVAL_INTEGER_READINGS.includes(reading)) return fitsColumn(Math.round(n));
  return n;
}

/** Stored reading -> the text shown (litres for cUF and UFR). */
export function shownReading(reading: IntervalReading, stored: number | null | undefined): string {
  if (stored === null || stored === undefined) return '';
  return INTERVAL_LITRE_READINGS.includes(reading) ? String(stored / 1000) : String(stored);
}

/** An interval's displayed number: readings are listed newest first, numbered oldest = 1. */
export function intervalNumber(indexNewestFirst: number, total: number): number {
  return total - indexNewestFirst;
}
