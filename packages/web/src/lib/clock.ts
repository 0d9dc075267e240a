import { DATE_FORMAT, DATE_TIME_FORMAT } from '@dialysis/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/** The centre's clock: the one module that sets up dayjs's zone plugins and reads instants in a centre's zone. */

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The selected centre's time zone: every time a user reads or enters is on that centre's clock, whatever the
 * computer's zone (issue 12, item 18). Like the locale, it is a setting of the whole screen, so the root layout
 * sets it (useCentreTimeZone) and the formatters below read it unless given a zone of their own (a row of
 * another centre).
 */
let selectedZone: string | undefined;

export function setCentreTimeZone(timeZone: string | undefined): void {
  selectedZone = timeZone;
}

/** The zone the screen shows times in now (the selected centre's), if known. */
export function centreTimeZone(): string | undefined {
  return selectedZone;
}

/**
 * An instant as the centre's clock shows it, or the browser's when the zone is unknown (or its name is not a
 * zone). '' for none. Without `timeZone`, the selected centre's.
 */
export function centreTime(
  instant: string | Date | null | undefined,
  format: string,
  timeZone: string | undefined = selectedZone,
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
export function clockText(
  now: Date,
  timeZone: string | undefined = selectedZone,
): { date: string; time: string } {
  return { date: centreTime(now, DATE_FORMAT, timeZone), time: centreTime(now, 'HH:mm', timeZone) };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as users read it (DD MMM YYYY): a calendar date ('2026-12-05', a birth date, an expiry) as it is, an
 * instant (a creation time, a milestone's timestamp) as the centre's day. '' for none.
 */
export function showDay(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return dayjs(value).format(DATE_FORMAT);
  return centreTime(value, DATE_FORMAT, timeZone);
}

/** An instant as users read it: 'DD MMM YYYY HH:mm' on the centre's clock. '' for none. */
export function showDateTime(instant: string | Date | null | undefined, timeZone?: string): string {
  return centreTime(instant, DATE_TIME_FORMAT, timeZone);
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * An instant -> a date picker's value showing the centre's clock (as the header clock does); the picker
 * itself works in the browser's zone, so it gets the centre's wall-clock time as a local time.
 */
export function pickerValue(
  iso: string | Date | null | undefined,
  timeZone: string | undefined = selectedZone,
): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  return timeZone ? dayjs(instant.tz(timeZone).format(WALL_CLOCK)) : instant;
}

/** A picker's value (the centre's wall-clock time) -> the instant (ISO) it means. */
export function instantOf(
  value: Dayjs | null | undefined,
  timeZone: string | undefined = selectedZone,
): string | null {
  if (!value) return null;
  return timeZone ? dayjs.tz(value.format(WALL_CLOCK), timeZone).toISOString() : value.toISOString();
}

/**
 * Now, as a date picker shows it: the centre's wall-clock time (a picker's initial value and limits, and the
 * app's pickers' own Now and Today: components/date-picker.tsx).
 */
export function pickerNow(timeZone: string | undefined = selectedZone): Dayjs {
  return pickerValue(new Date(), timeZone) ?? dayjs();
}

/**
 * The centre's today, 'YYYY-MM-DD': the web app's one "today" of its own reckoning (issue 27, item 1; the
 * server's `today` of a centre, where a screen has it, is the same day). Instants ("now" as ISO) need no zone.
 */
export function centreToday(timeZone: string | undefined = selectedZone): string {
  return centreTime(new Date(), 'YYYY-MM-DD', timeZone);
}

/**
 * The centre's offset from UTC in minutes, east positive (Singapore 480, New York -300 or -240), at `at` (an
 * instant, or a calendar day's midnight on the centre's clock); undefined when the zone is unknown. Never the
 * computer's offset, which is another place's.
 */
export function centreOffsetMinutes(
  at: string | Date = new Date(),
  timeZone: string | undefined = selectedZone,
): number | undefined {
  if (!timeZone) return undefined;
  try {
    const local =
      typeof at === 'string' && CALENDAR_DATE.test(at) ? dayjs.tz(at, timeZone) : dayjs(at).tz(timeZone);
    return local.utcOffset();
  } catch {
    return undefined;
  }
}
