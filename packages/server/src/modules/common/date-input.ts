import {
  DATE_MESSAGES,
  parseCalendarDate,
  parseCentreDay,
  parseInstant,
  parseTimeOfDay,
} from '@dialysis/domain';
import { invalid } from './manage-input.ts';

/**
 * Every date and time a write (or a report's range) takes goes through the domain's one parser
 * (packages/domain/src/dates.ts) and, when it is not a real one, answers BAD_USER_INPUT on its field with
 * 'Not a valid date.' ('Not a valid time.' for a time of day). Whether the field is required ('Required.')
 * is the caller's to say first. docs/decisions/ranges-and-text-limits.md, 'Clinical dates'.
 */

/** A calendar date 'YYYY-MM-DD' that exists. */
export function calendarDateInput(field: string, text: string): string {
  const day = parseCalendarDate(text);
  if (!day) throw invalid(field, DATE_MESSAGES.invalidDate);
  return day;
}

/** An instant: a real date and time with its offset ('Z' or '+08:00'). */
export function instantInput(field: string, text: string): Date {
  const at = parseInstant(text);
  if (!at) throw invalid(field, DATE_MESSAGES.invalidDate);
  return at;
}

/** A day: a calendar date as written, or an instant read on the centre's calendar. */
export function centreDayInput(field: string, text: string, timeZone: string): string {
  const day = parseCentreDay(text, timeZone);
  if (!day) throw invalid(field, DATE_MESSAGES.invalidDate);
  return day;
}

/** A time of day 'HH:mm:ss'. */
export function timeOfDayInput(field: string, text: string): string {
  const time = parseTimeOfDay(text);
  if (!time) throw invalid(field, DATE_MESSAGES.invalidTime);
  return time;
}
