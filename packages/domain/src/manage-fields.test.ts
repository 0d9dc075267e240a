import { describe, expect, it } from 'vitest';
import { isDigitsOnly, MANAGE_MESSAGES } from './manage-fields.ts';

describe('manage form fields (spec 002 section 5)', () => {
  it('keeps the spec texts', () => {
    expect(MANAGE_MESSAGES).toEqual({
      required: 'Required.',
      digitsOnly: 'Digits only',
      invalidNumber: 'Invalid number',
      invalidEmail: 'This is not a valid email.',
    });
  });

  it.each(['0', '12', '0045'])('%s is digits only', (text) => {
    expect(isDigitsOnly(text)).toBe(true);
  });

  it.each(['', ' 12', '1.5', '-3', '12a', '1 2'])('%j is not digits only', (text) => {
    expect(isDigitsOnly(text)).toBe(false);
  });
});
