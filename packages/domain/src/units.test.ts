import { describe, expect, it } from 'vitest';
import { cmFromMetres, gramsFromKg, kgFromGrams, metresFromCm, typedWeightToGrams } from './units.ts';

describe('units', () => {
  it('stores height in centimetres and shows metres', () => {
    expect(cmFromMetres(1.72)).toBe(172);
    expect(cmFromMetres(1.555)).toBe(156);
    expect(metresFromCm(172)).toBe(1.72);
  });

  it('stores weights in grams and shows kg', () => {
    expect(gramsFromKg(65.5)).toBe(65500);
    expect(gramsFromKg(0.1234)).toBe(123);
    expect(kgFromGrams(65500)).toBe(65.5);
  });

  it('reads 3 digits or fewer without a decimal point as kg', () => {
    expect(typedWeightToGrams('65')).toBe(65000);
    expect(typedWeightToGrams('120')).toBe(120000);
    expect(typedWeightToGrams(' 7 ')).toBe(7000);
  });

  it('reads a longer whole number as grams and a decimal as kg', () => {
    expect(typedWeightToGrams('65500')).toBe(65500);
    expect(typedWeightToGrams('1000')).toBe(1000);
    expect(typedWeightToGrams('65.5')).toBe(65500);
    expect(typedWeightToGrams('.5')).toBe(500);
  });

  it('refuses what is not a non-negative decimal', () => {
    for (const text of ['', '-5', 'abc', '6,5', '1.2.3']) expect(typedWeightToGrams(text)).toBeNull();
  });
});
