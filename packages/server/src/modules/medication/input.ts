import { PATIENT_RECORD_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { calendarDateInput } from '../common/date-input.ts';
import { invalid, limitedText } from '../common/manage-input.ts';

/**
 * A required text of a record panel form: trimmed; empty answers `message` (the spec's, per field); one
 * line (200 characters) unless the field is a multi-line one.
 */
export function required(
  field: string,
  value: string | null | undefined,
  message: string,
  limit: number = TEXT_LIMITS.line,
): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid(field, message);
  return limitedText(field, text, limit);
}

/**
 * A calendar date YYYY-MM-DD as the forms send it ('Required.' when missing, 'Not a valid date.' when it is
 * not a real date: the domain's one parser).
 */
export function requiredDate(field: string, value: string | null | undefined): string {
  const text = required(field, value, PATIENT_RECORD_MESSAGES.required);
  return calendarDateInput(field, text);
}
