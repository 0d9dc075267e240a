import { SHIFT_START_HOUR, type Shift } from '../constants.ts';
import { localDateAndHour } from '../dates.ts';

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

/** The centre's "today" and session of the day, decided in its own time zone. */
export function centreDay(instant: Date, timeZone: string): { date: string; shift: Shift } {
  const { date, hour } = localDateAndHour(instant, timeZone);
  return { date, shift: shiftOfHour(hour) };
}
