import { describe, expect, it } from 'vitest';
import { formatMinutes, maskNric } from './format.ts';

describe('maskNric', () => {
  it('keeps only the last four characters', () => {
    expect(maskNric('S1234567D')).toBe('*****567D');
  });
  it('keeps values of four characters or fewer as they are', () => {
    expect(maskNric('567D')).toBe('567D');
    expect(maskNric('7D')).toBe('7D');
  });
  it('answers an empty string for a missing NRIC', () => {
    expect(maskNric(null)).toBe('');
    expect(maskNric(undefined)).toBe('');
  });
});

describe('formatMinutes', () => {
  it('shows hours and zero-padded minutes', () => {
    expect(formatMinutes(65)).toBe('1h 05m');
    expect(formatMinutes(12)).toBe('12m');
    expect(formatMinutes(-3)).toBe('0m');
  });
});
