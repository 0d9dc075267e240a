import { describe, expect, it } from 'vitest';
import { orderNumberError } from './dialysis-order.ts';
import {
  CLOCK_SKEW_MS,
  futureDateError,
  listError,
  PATIENT_RANGES,
  RANGE_MESSAGES,
  rangeError,
  TEXT_LIMITS,
  textError,
} from './ranges.ts';
import { intervalEditError, intervalReadingError, sessionNumberError } from './rules/dialysis-session.ts';

describe('clinical numbers have plausible ranges', () => {
  it('a session refuses an impossible temperature, pressure or weight with the range message', () => {
    expect(sessionNumberError('preTemp', '-1e308', true)).toBe('Digits only');
    expect(sessionNumberError('preTemp', '-100', true)).toBe('Must be between 25 and 45 °C.');
    expect(sessionNumberError('preSBP', '2147483647', true)).toBe('Must be between 30 and 300 mmHg.');
    expect(sessionNumberError('preWeight', '1000000', true)).toBe('Must be between 1 and 400 kg.');
    expect(sessionNumberError('preTemp', '36.6', true)).toBeNull();
    expect(sessionNumberError('preWeight', '65.5', true)).toBeNull();
  });

  it('signed decimals are accepted syntax; a negative weight gets the range message, not Digits only', () => {
    expect(sessionNumberError('preWeight', '+65.5', true)).toBeNull();
    expect(sessionNumberError('dryWeight', '-65.5', true)).toBe('Must be between 1 and 400 kg.');
    expect(sessionNumberError('ufTargetStart', '+2.5', true)).toBeNull();
    expect(sessionNumberError('KTVonline', '+1.2', false)).toBeNull();
    expect(orderNumberError('dryWeight', '+65.5')).toBeNull();
  });

  it('a reading refuses a heparin rate of 1e30 and a temperature of -40', () => {
    expect(intervalReadingError('100000000', 'hepRate')).toBe('Must be between 0 and 10000.');
    expect(intervalReadingError('-40', 'temp')).toBe('Must be between 25 and 45 °C.');
    expect(intervalReadingError('2.5', 'cUF')).toBeNull();
    expect(intervalEditError('SBP', '900')).toBe('Must be between 30 and 300 mmHg.');
  });

  it('an order refuses an impossible duration', () => {
    expect(orderNumberError('duration', '100000')).toBe('Must be between 30 and 600 min.');
    expect(orderNumberError('duration', '240')).toBeNull();
  });

  it('a height of 160 in the metres field answers what the field expects', () => {
    expect(rangeError(PATIENT_RANGES.height, 16_000)).toBe('Height in metres, e.g. 1.60');
    expect(rangeError(PATIENT_RANGES.height, 160)).toBeNull();
    expect(rangeError(PATIENT_RANGES.weight, 1_000_000_000)).toBe('Must be between 1 and 400 kg.');
  });
});

describe('texts and lists have limits', () => {
  it('a one-line text stops at 200 characters, a multi-line one at 2000', () => {
    expect(textError('a'.repeat(200), TEXT_LIMITS.line)).toBeNull();
    expect(textError('a'.repeat(313), TEXT_LIMITS.line)).toBe('At most 200 characters.');
    expect(textError('a'.repeat(2001), TEXT_LIMITS.multiline)).toBe('At most 2000 characters.');
  });

  it('a NUL byte is refused with a message', () => {
    expect(textError('Tan\u0000', TEXT_LIMITS.line)).toBe(RANGE_MESSAGES.invalidCharacters);
    expect(textError('line one\nline two\ttab', TEXT_LIMITS.multiline)).toBeNull();
  });

  it('a list stops at 50 entries', () => {
    expect(listError(Array(50).fill('x'))).toBeNull();
    expect(listError(Array(51).fill('x'))).toBe('At most 50 entries.');
  });
});

describe('clinical dates', () => {
  const now = new Date('2026-03-01T04:00:00Z');
  it('one rule for a date that cannot be in the future, with a little clock skew', () => {
    expect(futureDateError('2026-03-02', now, '2026-03-01')).toBe('The date cannot be in the future.');
    expect(futureDateError('2026-03-01', now, '2026-03-01')).toBeNull();
    expect(futureDateError(new Date(now.getTime() + CLOCK_SKEW_MS - 1000), now, '2026-03-01')).toBeNull();
    expect(futureDateError(new Date('2030-01-01T00:00:00Z'), now, '2026-03-01')).toBe(
      'The date cannot be in the future.',
    );
  });
});
