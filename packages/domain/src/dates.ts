import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * The one reading of dates and times for every module (issue 25, item 6): what a user or a client sends is
 * parsed strictly, so '2026-02-30' is refused instead of becoming 2 March, and an instant is turned into a day
 * only on the centre's calendar (its time zone), never by cutting the UTC text. dayjs's strict parsing decides
 * what a real date is (its calendar, not ours); the zone's day comes from Intl.
 *
 * Formats (docs/decisions/ranges-and-text-limits.md, 'Clinical dates'):
 * - a calendar date: 'YYYY-MM-DD' (a birth date, a medication start, an expiry, an appointment day);
 * - an instant: 'YYYY-MM-DDTHH:mm', with ':ss' and a fraction optional, and its offset required: 'Z' or
 *   '+08:00' (a time without its zone means a different instant on each computer);
 * - a time of day: 'HH:mm:ss' (an appointment's time).
 */

dayjs.extend(customParseFormat);
dayjs.extend(utc);

export const DATE_MESSAGES = {
  /** Our wording (the spec is silent): a date, or a date and time, that does not exist or is not readable. */
  invalidDate: 'Not a valid date.',
  /** A time of day that does not exist (25:00) or is not HH:mm:ss. */
  invalidTime: 'Not a valid time.',
} as const;

/** The widest offset a real time zone has (Kiribati +14:00, Baker Island -12:00): the spec's -840 to 840. */
export const MAX_OFFSET_MINUTES = 14 * 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^\d{2}:\d{2}:\d{2}$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists, as written; null for anything else (2026-02-30, '1/2/2026'). */
export function parseCalendarDate(text: unknown): string | null {
  if (typeof text !== 'string' || !DAY.test(text)) return null;
  // UTC, so no local daylight-saving gap can touch a date; strict: the text must be what the date prints.
  return dayjs.utc(text, 'YYYY-MM-DD', true).isValid() ? text : null;
}

/** Whether a text is a calendar date 'YYYY-MM-DD' that exists. */
export function isRealDate(text: unknown): text is string {
  return parseCalendarDate(text) !== null;
}

/** A time of day 'HH:mm:ss' (00:00:00 to 23:59:59), as written; null for anything else. */
export function parseTimeOfDay(text: unknown): string | null {
  if (typeof text !== 'string' || !TIME_OF_DAY.test(text)) return null;
  return dayjs.utc(`2000-01-01T${text}`, 'YYYY-MM-DDTHH:mm:ss', true).isValid() ? text : null;
}

/** '+08:00' -> 480, 'Z' -> 0; null outside the real zones' range or with minutes past 59. */
function offsetMinutes(zone: string): number | null {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  const total = hours * 60 + minutes;
  return minutes > 59 || total > MAX_OFFSET_MINUTES ? null : sign * total;
}

/**
 * An instant: a real date and time with its offset ('2026-02-28T09:30:00.000Z', '2026-02-28T17:30+08:00'),
 * else null (a date that does not exist, 24:00, 23:60, a leap second, no offset, an offset beyond ±14:00).
 * Digits of a fraction beyond milliseconds are dropped.
 */
export function parseInstant(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [, date, hoursMinutes, seconds = '00', fraction = '', zone = ''] = match;
  const wall = dayjs.utc(`${date}T${hoursMinutes}:${seconds}`, 'YYYY-MM-DDTHH:mm:ss', true);
  const offset = offsetMinutes(zone);
  if (!wall.isValid() || offset === null) return null;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  return new Date(wall.valueOf() + milliseconds - offset * 60_000);
}

// ---------------------------------------------------------------------------------------------------------
// The centre's calendar.

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using one, and
// this runs per row (a centre's today and session, each session's day); it showed in the server's CPU
// profile (measured here: about 1.1 ms to build one, 28 µs to use one).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // An unknown zone throws here, and is not kept.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date (YYYY-MM-DD), hour (0-23) and minute an instant shows on the clocks of an IANA time zone. */
function clockParts(instant: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** The date (YYYY-MM-DD) and hour (0-23) an instant shows on the clocks of an IANA time zone. */
export function localDateAndHour(instant: Date, timeZone: string): { date: string; hour: number } {
  const { year, month, day, hour } = clockParts(instant, timeZone);
  return { date: `${year}-${month}-${day}`, hour: Number(hour) };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as 'DD MMM YYYY HH:mm' on a centre's clock (its IANA zone), for the server, which has no selected
 * centre. Numeric parts only from Intl: its short month names vary with the ICU version ('Sep' or 'Sept').
 */
export function centreDateTime(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = clockParts(instant, timeZone);
  return `${day} ${MONTH_NAMES[Number(month) - 1]} ${year} ${hour}:${minute}`;
}

/** A calendar date (YYYY-MM-DD) as users read it, 'DD MMM YYYY': for the server's messages (the web has dayjs). */
export function calendarDateLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day} ${MONTH_NAMES[Number(month) - 1]} ${year}`;
}

/**
 * The one way to turn a date or an instant into a day of the centre's calendar: a calendar date is that day
 * as it is; an instant (a Date, or an ISO text as the API answers it) is its date in the centre's time zone.
 * A lab sample taken on 15 January in Singapore is stored as 2026-01-14T16:00:00.000Z: its day is the 15th,
 * which cutting the text ('2026-01-14') gets wrong. Throws on a text that is neither (a programming error:
 * the API's own answers are always one or the other).
 */
export function centreDate(value: Date | string, timeZone: string): string {
  if (value instanceof Date) return localDateAndHour(value, timeZone).date;
  const day = parseCalendarDate(value);
  if (day) return day;
  const instant = parseInstant(value);
  if (!instant) throw new RangeError(`Not a date or an instant: ${JSON.stringify(value)}`);
  return localDateAndHour(instant, timeZone).date;
}

/** The year (YYYY) of a date or an instant on the centre's calendar (an instant of 1 January is that year). */
export function centreYear(value: Date | string, timeZone: string): string {
  return centreDate(value, timeZone).slice(0, 4);
}

/**
 * A day as a client may send it where a day is meant (a lab sample, a report's first and last day): a
 * calendar date as written, or an instant read on the centre's calendar; null when it is neither.
 */
export function parseCentreDay(text: unknown, timeZone: string): string | null {
  const day = parseCalendarDate(text);
  if (day) return day;
  const instant = parseInstant(text);
  return instant ? localDateAndHour(instant, timeZone).date : null;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar arithmetic on days (YYYY-MM-DD), free of any time zone.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Calendar months added to a date; a day the target month lacks becomes its last day (31 May minus three
 * months is 28 or 29 February), as PostgreSQL's `date - interval '3 months'` does.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
