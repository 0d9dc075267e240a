import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** The spec's validation messages, character for character (spec 000 section 5). */
export const MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'This is not a valid email.',
  minLength: (min: number) => `This field must be at least ${min} characters.`,
  passwordsDiffer: 'The two passwords that you entered do not match.',
  selectionRequired: 'Required.',
  alphanumericOnly: 'Alphanumeric only',
} as const;

/** Dashboard search: letters, digits, underscore, hyphen, apostrophe and space only. */
const SEARCH_PATTERN = /^[\p{L}\p{N}_\-' ]*$/u;

export function isValidSearch(text: string): boolean {
  return SEARCH_PATTERN.test(text);
}

// A pragmatic e-mail shape check: one @, no spaces, a dot in the domain part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** The length rule only; newPasswordProblem (rules/password.ts) is the whole check. */
export function isValidNewPassword(text: string): boolean {
  return text.length >= PASSWORD_MIN_LENGTH;
}
