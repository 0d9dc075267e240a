import { MANAGE_MESSAGES } from '@dialysis/domain';
import { GraphQLError } from 'graphql';
import { appError } from '../../errors.ts';

/**
 * Input checks shared by the manage modules (centres, machines, seats, drugs, symptoms). The web forms
 * check the same rules first; these are the server's own, so a hand-made request gets the same answer.
 */

/** A field that fails its rule: BAD_USER_INPUT with the spec's message, and the field's name for callers. */
export function invalid(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/** A required text: trimmed, and 'Required.' when empty. */
export function requiredText(field: string, value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalid(field, MANAGE_MESSAGES.required);
  return text;
}

/** An optional text: trimmed, with an empty one stored as null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text || null;
}

export const STALE_RECORD = 'This record has been changed by someone else. Please reload and try again.';

/**
 * Edits carry the version they were made on (the row's updatedOn as the client read it). Saving over a
 * newer version is a conflict, never a silent overwrite. A client that sends no version is not checked.
 */
export function assertVersion(current: Date, expected: string | null | undefined): void {
  if (expected === null || expected === undefined) return;
  if (new Date(expected).getTime() !== current.getTime()) throw appError('CONFLICT', STALE_RECORD);
}

/** The columns a soft delete sets (spec: a deleted flag of 1 hides the record). */
export function softDeleted(now: Date) {
  return { deleted: 1, deletedOn: now, updatedOn: now };
}
