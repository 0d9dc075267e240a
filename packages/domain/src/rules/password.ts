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
  sameAsCurrent: 'The new password must be different from the current password.',
} as const;

// Leetspeak undone; '1' stands for 'i' or 'l', so both readings are tried.
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const unleet = (text: string, one: 'i' | 'l') =>
  text.replace(/[013457@$]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));

/** Shorter cores ('a' of '123456789a') would refuse strong passwords that merely contain a letter. */
const MIN_CORE = 4;

/**
 * The cores a password decorates: lower case, digits and symbols at both ends cut off, leetspeak undone
 * ('Passw0rd!' and 'Password123!' are both 'password'). An exact list would let every such variant through.
 */
function cores(password: string): string[] {
  const trimmed = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
  const forms = new Set([unleet(trimmed, 'i'), unleet(trimmed, 'l')]);
  return [...forms].filter((form) => form.length >= MIN_CORE);
}

const COMMON_CORES: ReadonlySet<string> = new Set([...COMMON_PASSWORDS].flatMap(cores));

/** Whether a password is a common one, as typed (without case) or decorated (cores). */
export function isCommonPassword(password: string): boolean {
  return (
    COMMON_PASSWORDS.has(password.toLowerCase()) || cores(password).some((core) => COMMON_CORES.has(core))
  );
}

/**
 * What is wrong with a password someone chooses (new, reset, or a temporary one a manager sets), or null.
 * `temporary`: the temporary password it replaces, which cannot be kept as the new one; `current`: the
 * password Change Password replaces (as the user typed it), which cannot be chosen again either.
 */
export function newPasswordProblem(
  password: string,
  options: { temporary?: string; current?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.minLength(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.maxLength;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.tooCommon;
  if (options.temporary !== undefined && password === options.temporary)
    return PASSWORD_MESSAGES.sameAsTemporary;
  if (options.current !== undefined && password === options.current) return PASSWORD_MESSAGES.sameAsCurrent;
  return null;
}
