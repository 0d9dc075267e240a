import { DATE_FORMAT } from '@dialysis/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/** The centre's clock: the one module that sets up dayjs's zone plugins and reads instants in a centre's zone. */

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * An instant as the centre's clock shows it, or the browser's when the zone is unknown (or its name is not a
 * zone). '' for none.
 */
export function centreTime(
  instant: string | Date | null | undefined,
  format: string,
  timeZone?: string,
): string {
  if (!instant) return '';
  const value = dayjs(instant);
  if (timeZone) {
    try {
      return value.tz(timeZone).format(format);
    } catch {
      // An unknown zone name: the browser's zone rather than nothing (or a broken header).
    }
  }
  return value.format(format);
}

/**
 * The header clock: date 'DD MMM YYYY' and time 'HH:mm', in the selected centre's time zone when known (the
 * centre's day is what the dashboard shows), else the browser's.
 */
export function clockText(now: Date, timeZone?: string): { date: string; time: string } {
  return { date: centreTime(now, DATE_FORMAT, timeZone), time: centreTime(now, 'HH:mm', timeZone) };
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * An instant -> a date picker's value showing the centre's clock (as the header clock does); the picker
 * itself works in the browser's zone, so it gets the centre's wall-clock time as a local time.
 */
export function pickerValue(iso: string | null | undefined, timeZone?: string): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  return timeZone ? dayjs(instant.tz(timeZone).format(WALL_CLOCK)) : instant;
}

/** A picker's value (the centre's wall-clock time) -> the instant (ISO) it means. */
export function instantOf(value: Dayjs | null | undefined, timeZone?: string): string | null {
  if (!value) return null;
  return timeZone ? dayjs.tz(value.format(WALL_CLOCK), timeZone).toISOString() : value.toISOString();
}
