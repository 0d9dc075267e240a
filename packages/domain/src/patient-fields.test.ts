import { describe, expect, it } from 'vitest';
import { isNonNegativeDecimal, isValidPhone, optionLabel } from './patient-fields.ts';

describe('patient fields', () => {
  it('accepts phone numbers of digits, spaces and . + -', () => {
    expect(isValidPhone('+65 9123-4567')).toBe(true);
    expect(isValidPhone('6123.4567')).toBe(true);
    expect(isValidPhone('6123 4567, 9123 4567')).toBe(true);
    expect(isValidPhone('9123 4567a')).toBe(false);
    expect(isValidPhone('(65) 9123')).toBe(false);
  });

  it('accepts non-negative decimals only', () => {
    expect(isNonNegativeDecimal('1.72')).toBe(true);
    expect(isNonNegativeDecimal('65')).toBe(true);
    expect(isNonNegativeDecimal('-1')).toBe(false);
    expect(isNonNegativeDecimal('1,5')).toBe(false);
  });

  it('shows option labels of stored values', () => {
    expect(optionLabel('gender', 'F')).toBe('Female');
    expect(optionLabel('status', 'DIALYSIS')).toBe('Dialysis');
    expect(optionLabel('race', 'Malay')).toBe('Malay');
    expect(optionLabel('race', null)).toBe('');
  });
});
