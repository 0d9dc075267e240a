import { futureDateError, MANAGE_MESSAGES, TEXT_LIMITS, textError } from '@dialysis/domain';
import { GraphQLError } from 'graphql';

/**
 * Input checks shared by the manage modules (centres, machines, seats, drugs, symptoms). The web forms
 * check the same rules first; these are the server's own, so a hand-made request gets the same answer.
 */

/** A field that fails its rule: BAD_USER_INPUT with the spec's message, and the field's name for callers. */
export function invalid(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/** A text within its limit (domain TEXT_LIMITS; no NUL or other control characters), else the field's message. */
export function limitedText(field: string, text: string, limit: number): string {
  const error = textError(text, limit);
  if (error) throw invalid(field, error);
  return text;
}

/** A required text: trimmed, 'Required.' when empty, one line (200 characters) unless told otherwise. */
export function requiredText(
  field: string,
  value: string | null | undefined,
  limit: number = TEXT_LIMITS.line,
): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalid(field, MANAGE_MESSAGES.required);
  return limitedText(field, text, limit);
}

/**
 * An optional text: trimmed, with an empty one stored as null; at most `limit` characters (multi-line,
 * 2000, unless the caller names a one-line field's limit).
 */
export function optionalText(
  value: string | null | undefined,
  field = 'text',
  limit: number = TEXT_LIMITS.multiline,
): string | null {
  const text = value?.trim() ?? '';
  return text ? limitedText(field, text, limit) : null;
}

/** A clinical date or time that cannot be in the future (the domain's one rule, a little clock skew allowed). */
export function assertNotFuture(field: string, at: Date | string, now: Date, today: string): void {
  const error = futureDateError(at, now, today);
  if (error) throw invalid(field, error);
}

/** The columns a soft delete sets (spec: a deleted flag of 1 hides the record). */
export function softDeleted(now: Date) {
  return { deleted: 1, deletedOn: now, updatedOn: now };
}
