import { describe, expect, it } from 'vitest';
import {
  DIALYSER_MODELS,
  DIALYSIS_ORDER_DEFAULTS,
  NEEDLE_OPTIONS,
  orderNumberError,
  PRIMARY_ACCESS_OPTIONS,
  parseOrderDecimal,
  parseOrderInteger,
  parseOrderNumber,
} from './dialysis-order.ts';

describe('dialysis order lists and defaults', () => {
  it('has the spec defaults', () => {
    expect(DIALYSIS_ORDER_DEFAULTS).toEqual({
      freqMth: 13,
      duration: 240,
      hepLoad: 1000,
      hepCont: 500,
      dialysate: -1.25,
      bicarbonate: 31,
      temp: 36.9,
      QD: 500,
      QB: 250,
    });
  });

  it('has 10 primary accesses, 4 needles and 16 dialysers from FX60 to M100', () => {
    expect(PRIMARY_ACCESS_OPTIONS).toHaveLength(10);
    expect(NEEDLE_OPTIONS).toEqual(['none', '15', '16', '17']);
    expect(DIALYSER_MODELS).toHaveLength(16);
    expect(new Set(DIALYSER_MODELS).size).toBe(16);
    expect(DIALYSER_MODELS[0]).toBe('FX60');
    expect(DIALYSER_MODELS[15]).toBe('M100');
  });
});

describe('number rules', () => {
  it.each([
    ['0', 0],
    ['240', 240],
    [' 13 ', 13],
  ])('integer %j -> %j', (text, value) => expect(parseOrderInteger(text)).toBe(value));

  it.each(['', '1.5', '-3', '12a', '1 2', 'abc'])('integer refuses %j', (text) =>
    expect(parseOrderInteger(text)).toBeNull(),
  );

  it.each([
    ['-1.25', -1.25],
    ['+2', 2],
    ['.5', 0.5],
    ['36.9', 36.9],
    ['31', 31],
  ])('signed decimal %j -> %j', (text, value) => expect(parseOrderDecimal(text)).toBe(value));

  it.each(['', '-', '1.', '1.2.3', '36,9', 'e5', '1e3'])('signed decimal refuses %j', (text) =>
    expect(parseOrderDecimal(text)).toBeNull(),
  );

  it('reads a dry weight as kg (3 digits or fewer, no point) or grams', () => {
    expect(parseOrderNumber('dryWeight', '58')).toBe(58000);
    expect(parseOrderNumber('dryWeight', '58.5')).toBe(58500);
    expect(parseOrderNumber('dryWeight', '58500')).toBe(58500);
    expect(parseOrderNumber('dryWeight', '+58.5')).toBe(58500);
    // Signed syntax is accepted; a negative weight fails its range instead (ranges.test.ts).
    expect(parseOrderNumber('dryWeight', '-58')).toBe(-58000);
    expect(orderNumberError('dryWeight', '-58')).toBe('Must be between 1 and 400 kg.');
  });

  it("answers 'Required.' for a blank required field, 'Digits only' for a broken one, null otherwise", () => {
    expect(orderNumberError('QB', ' ')).toBe('Required.');
    expect(orderNumberError('QB', '250.5')).toBe('Digits only');
    expect(orderNumberError('temp', 'hot')).toBe('Digits only');
    expect(orderNumberError('dialysate', '-1.25')).toBeNull();
    expect(orderNumberError('hepLoad', '')).toBeNull();
    expect(orderNumberError('hepLoad', 'x')).toBe('Digits only');
    expect(orderNumberError('dryWeight', undefined)).toBe('Required.');
  });
});
