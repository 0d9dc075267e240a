import { DATE_FORMAT } from '@dialysis/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The header clock: date 'DD MMM YYYY' and time 'HH:mm', in the selected centre's time zone when known (the
 * centre's day is what the dashboard shows), else the browser's.
 */
export function clockText(now: Date, timeZone?: string): { date: string; time: string } {
  let value = dayjs(now);
  if (timeZone) {
    try {
      value = value.tz(timeZone);
    } catch {
      // An unknown zone name: fall back to the browser's zone rather than break the header.
    }
  }
  return { date: value.format(DATE_FORMAT), time: value.format('HH:mm') };
}
