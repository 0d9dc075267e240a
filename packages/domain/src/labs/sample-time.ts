import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isFutureInstant, RANGE_MESSAGES } from '../ranges.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A lab report's sample time (issue 25): the time of day the blood was drawn, 'HH:mm' on the 24-hour clock of
 * the patient's centre, on the report's day. Optional: a report dated by day only has none (a laboratory file
 * gives dates only). It links the report to a session when the patient has more than one that day
 * (labs/sample-link.ts).
 */
export const SAMPLE_TIME_MESSAGES = {
  invalid: 'Enter the time as HH:mm (24-hour).',
  future: RANGE_MESSAGES.futureDate,
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of 'HH:mm' on a day of the centre's calendar, or null when the text is not such a time. */
export function sampleInstant(day: string, time: string, timeZone: string): Date | null {
  const value = time.trim();
  if (!HH_MM.test(value)) return null;
  return dayjs.tz(`${day} ${value}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/** The sample time's message (not a time, or in the future), else null. Blank is no sample time. */
export function sampleTimeError(day: string, time: string, timeZone: string, now: Date): string | null {
  if (time.trim() === '') return null;
  const at = sampleInstant(day, time, timeZone);
  if (!at) return SAMPLE_TIME_MESSAGES.invalid;
  return isFutureInstant(at, now) ? SAMPLE_TIME_MESSAGES.future : null;
}

/** A stored sample time as the form shows and takes it: 'HH:mm' on the centre's clock. */
export function sampleClockTime(at: Date, timeZone: string): string {
  return dayjs(at).tz(timeZone).format('HH:mm');
}
