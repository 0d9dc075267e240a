import { describe, expect, it } from 'vitest';
import { bmi } from './clinical.ts';

describe('bmi', () => {
  it('is kg / m² with 2 decimals from grams and centimetres', () => {
    expect(bmi(70000, 175)).toBe(22.86);
    expect(bmi(65500, 160)).toBe(25.59);
  });

  it('is null without a positive weight and height', () => {
    expect(bmi(null, 170)).toBeNull();
    expect(bmi(70000, 0)).toBeNull();
    expect(bmi(undefined, undefined)).toBeNull();
  });
});
