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

/** Today's date (YYYY-MM-DD) and hour in an IANA time zone, for an instant. */
export function localDateAndHour(instant: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** The centre's "today" and session of the day, decided in its own time zone. */
export function centreDay(instant: Date, timeZone: string): { date: string; shift: Shift } {
  const { date, hour } = localDateAndHour(instant, timeZone);
  return { date, shift: shiftOfHour(hour) };
}
