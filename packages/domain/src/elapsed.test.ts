import { describe, expect, it } from 'vitest';
import { ageOn, elapsedText } from './elapsed.ts';

describe('elapsed time on a patient summary', () => {
  it('reads years and months, or days under a month', () => {
    expect(elapsedText('2023-09-15', '2026-11-26')).toBe('3 years 2 months');
    expect(elapsedText('2025-11-26', '2026-11-26')).toBe('1 year');
    expect(elapsedText('2026-06-30', '2026-11-26')).toBe('4 months');
    expect(elapsedText('2026-11-14', '2026-11-26')).toBe('12 days');
    expect(elapsedText('2026-11-25', '2026-11-26')).toBe('1 day');
    expect(elapsedText('2026-11-26', '2026-11-26')).toBe('0 days');
  });

  it('counts a month reached on the last day of a shorter month', () => {
    expect(elapsedText('2026-01-31', '2026-02-28')).toBe('1 month');
    expect(elapsedText('2026-01-31', '2026-02-27')).toBe('27 days');
  });

  it('gives nothing for a missing or future day', () => {
    expect(elapsedText(null, '2026-11-26')).toBe('');
    expect(elapsedText('2027-01-01', '2026-11-26')).toBe('');
    expect(elapsedText('15/09/2023', '2026-11-26')).toBe('');
  });

  it('answers an age in whole years, the birthday counting from its day', () => {
    expect(ageOn('1960-11-26', '2026-11-26')).toBe(66);
    expect(ageOn('1960-11-27', '2026-11-26')).toBe(65);
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(1);
    expect(ageOn(null, '2026-11-26')).toBeNull();
  });
});
