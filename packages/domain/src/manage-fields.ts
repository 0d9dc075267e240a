/**
 * Field rules of the administration forms (spec 002 section 5), shared by the web forms and the server's
 * own checks so both answer the same text. Messages are the spec's, character for character. Phone
 * fields use isValidContactNo (rules/staff.ts).
 */
export const MANAGE_MESSAGES = {
  /** Spec 002's default required message (spec 000 uses 'This field is required.'). */
  required: 'Required.',
  digitsOnly: 'Digits only',
  invalidNumber: 'Invalid number',
  invalidEmail: 'This is not a valid email.',
} as const;

const DIGITS = /^\d+$/;

/** Number fields such as the accounting item and tax code ids: one or more digits, nothing else. */
export function isDigitsOnly(text: string): boolean {
  return DIGITS.test(text);
}
