import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Longer passwords are refused: nobody types more, and it bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 128;

/** Messages of the password rules beyond the spec's minimum length; the web shows the same ones. */
export const PASSWORD_MESSAGES = {
  maxLength: `This field must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Please choose a less guessable one.',
  sameAsTemporary: 'The new password must be different from the temporary password.',
} as const;

/**
 * What is wrong with a password someone chooses (new, reset, or a temporary one a manager sets), or null.
 * `temporary`: the temporary password it replaces, which cannot be kept as the new one.
 */
export function newPasswordProblem(password: string, options: { temporary?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.minLength(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.maxLength;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  if (options.temporary !== undefined && password === options.temporary)
    return PASSWORD_MESSAGES.sameAsTemporary;
  return null;
}
