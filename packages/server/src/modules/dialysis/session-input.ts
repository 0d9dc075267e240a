import {
  CHECK_IN_REQUIRED,
  DIALYSIS_MESSAGES as M,
  parseSessionNumber,
  SESSION_NUMBER_FIELDS,
  type SessionField,
  type SessionNumberField,
  sessionNumberError,
  TEXT_LIMITS,
  textError,
} from '@dialysis/domain';
import type { dialysis } from '../../db/schema.ts';
import { instantInput } from '../common/date-input.ts';
import { invalid } from '../common/manage-input.ts';

/**
 * The session form's fields as typed (numbers as text) -> column values, with the domain's rules and the
 * form's messages ('Required.', 'Digits only', with extensions.field). One parser for check-in, edits and
 * check-out, so a hand-made request gets the answer the form would give.
 */

type DialysisRow = typeof dialysis.$inferSelect;

/** Free-text fields of the form. */
const TEXT_FIELDS = ['preRenalin', 'postRenalin', 'dialyser', 'notes'] as const;
/** ISO instants. */
const TIME_FIELDS = ['arriveTime', 'dischargeTime'] as const;

export type { SessionField };

/** Column values a form produced (only the fields it carried). */
export type SessionValues = Partial<Pick<DialysisRow, SessionField>>;

const REQUIRED: ReadonlySet<string> = new Set(CHECK_IN_REQUIRED);

const isNumberField = (field: string): field is SessionNumberField => field in SESSION_NUMBER_FIELDS;

/** A session time: an ISO instant through the domain's one parser ('Not a valid date.'); empty is none. */
export function parseTime(field: string, text: string): Date | null {
  const value = text.trim();
  if (value === '') return null;
  return instantInput(field, value);
}

/**
 * Parses the listed fields of `input`. A field that is absent (undefined or null) is left out, except that
 * with `requireAll` every check-in field must be there. An empty text clears an optional field and answers
 * 'Required.' for a required one (`required` decides which: the check-in list, unless told otherwise).
 */
export function parseSessionFields(
  input: Record<string, unknown>,
  fields: readonly SessionField[],
  options: { requireAll?: boolean; required?: ReadonlySet<string> } = {},
): SessionValues {
  const required = options.required ?? REQUIRED;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = input[field];
    if (raw === undefined || raw === null) {
      if (options.requireAll && required.has(field)) throw invalid(field, M.required);
      continue;
    }
    if (field === 'machineID') {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) throw invalid(field, M.required);
      out[field] = raw;
      continue;
    }
    const text = String(raw);
    if (text.trim() === '') {
      if (required.has(field)) throw invalid(field, M.required);
      out[field] = null;
      continue;
    }
    if ((TIME_FIELDS as readonly string[]).includes(field)) {
      out[field] = parseTime(field, text);
    } else if (isNumberField(field)) {
      // Syntax, then the field's plausible range (domain ranges.ts), as the form checks it.
      const error = sessionNumberError(field, text, false);
      if (error) throw invalid(field, error);
      out[field] = parseSessionNumber(field, text);
    } else if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      const limit = field === 'notes' ? TEXT_LIMITS.multiline : TEXT_LIMITS.line;
      const error = textError(text.trim(), limit);
      if (error) throw invalid(field, error);
      out[field] = text.trim();
    }
  }
  return out as SessionValues;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : (a ?? null) === (b ?? null);

/** The fields whose parsed value differs from the stored row (a form may resend unchanged, disabled fields). */
export function changedFields(values: SessionValues, row: DialysisRow): SessionField[] {
  return (Object.keys(values) as SessionField[]).filter((field) => !sameValue(values[field], row[field]));
}
