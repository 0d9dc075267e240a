import { PATIENT_RECORD_MESSAGES } from '@dialysis/domain';
import { invalid } from '../common/manage-input.ts';

/** A required text of a record panel form: trimmed; empty answers `message` (the spec's, per field). */
export function required(field: string, value: string | null | undefined, message: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid(field, message);
  return text;
}

/** A calendar date YYYY-MM-DD as the forms send it ('Required.' when missing, 'Invalid input' when malformed). */
export function requiredDate(field: string, value: string | null | undefined): string {
  const text = required(field, value, PATIENT_RECORD_MESSAGES.required);
  const parsed = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(text)
  ) {
    throw invalid(field, PATIENT_RECORD_MESSAGES.invalidInput);
  }
  return text;
}
