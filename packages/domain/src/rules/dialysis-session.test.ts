import { describe, expect, it } from 'vitest';
import { typedWeightToGrams } from '../units.ts';
import {
  expectedDwDifference,
  expectedLastWeightDifference,
  INTERVAL_READINGS,
  intervalEditError,
  intervalNumber,
  intervalReadingError,
  isCheckoutException,
  isDurationAlert,
  isOffTargetAlert,
  DIALYSIS_MESSAGES as M,
  nextSessionMonth,
  normaliseCuf,
  offTargetGrams,
  parseSessionNumber,
  SESSION_NUMBER_FIELDS,
  sessionDurationMinutes,
  sessionNumberError,
  shownReading,
  storedReading,
} from './dialysis-session.ts';
import { CHECK_IN_REQUIRED } from './session-phase.ts';

describe('isCheckoutException', () => {
  it('is an exception below 8 readings', () => {
    expect(isCheckoutException(0)).toBe(true);
    expect(isCheckoutException(7)).toBe(true);
    expect(isCheckoutException(8)).toBe(false);
    expect(isCheckoutException(12)).toBe(false);
  });
});

describe('typedWeightToGrams, signed (the session and order forms)', () => {
  it.each([
    ['65', 65_000],
    ['065', 65_000],
    ['65500', 65_500],
    ['65.5', 65_500],
    ['.5', 500],
    ['-0.5', -500],
    ['+2', 2_000],
    ['-2500', -2_500],
    [' 70 ', 70_000],
  ])('%j -> %d g', (text, grams) => {
    expect(typedWeightToGrams(text, { signed: true })).toBe(grams);
  });

  it.each(['', 'kg', '6 5', '65..5', '--1', '1e3'])('%j is not a weight', (text) => {
    expect(typedWeightToGrams(text, { signed: true })).toBeNull();
  });
});

describe('parseSessionNumber', () => {
  it('weights are kg-or-grams, stored in grams, and take the sign the spec allows', () => {
    expect(parseSessionNumber('preWeight', '65.5')).toBe(65_500);
    expect(parseSessionNumber('preWeight', '+65.5')).toBe(65_500);
    expect(parseSessionNumber('dryWeight', '63500')).toBe(63_500);
    // The syntax is accepted; the impossible value is the range's to refuse (ranges.test.ts).
    expect(parseSessionNumber('postWeight', '-60')).toBe(-60_000);
  });

  it('the UF target may be signed', () => {
    expect(parseSessionNumber('ufTargetStart', '-0.5')).toBe(-500);
    expect(parseSessionNumber('ufTargetStart', '2')).toBe(2_000);
  });

  it('decimals are signed and stored as typed', () => {
    expect(parseSessionNumber('preTemp', '36.5')).toBe(36.5);
    expect(parseSessionNumber('MSA', '-1.25')).toBe(-1.25);
    expect(parseSessionNumber('KTVonline', '.9')).toBe(0.9);
    expect(parseSessionNumber('postTemp', '36,5')).toBeNull();
  });

  it('whole numbers only for edema, pressures, heart rate, membrane use and height', () => {
    expect(parseSessionNumber('preSBP', '140')).toBe(140);
    expect(parseSessionNumber('membraneUse', '3')).toBe(3);
    expect(parseSessionNumber('height', '170')).toBe(170);
    expect(parseSessionNumber('preEdema', '1.5')).toBeNull();
    expect(parseSessionNumber('preHRT', '-70')).toBeNull();
  });

  it('a number too long for its integer column is refused', () => {
    expect(parseSessionNumber('preSBP', '99999999999')).toBeNull();
    expect(parseSessionNumber('preWeight', '99999999999')).toBeNull();
    expect(parseSessionNumber('preSBP', '2147483647')).toBe(2_147_483_647);
  });

  it('knows every field the check-in form types as a number', () => {
    for (const field of CHECK_IN_REQUIRED) {
      if (field === 'machineID' || field === 'dialyser') continue;
      expect(field in SESSION_NUMBER_FIELDS).toBe(true);
    }
  });
});

describe('sessionNumberError', () => {
  it('answers Required. for a blank required field, nothing for a blank optional one', () => {
    expect(sessionNumberError('preWeight', '  ', true)).toBe(M.required);
    expect(sessionNumberError('postWeight', '', false)).toBeNull();
  });

  it('answers Digits only for a broken number, else nothing', () => {
    expect(sessionNumberError('preSBP', '14o', true)).toBe(M.digitsOnly);
    expect(sessionNumberError('preSBP', '140', true)).toBeNull();
  });
});

describe('derived values', () => {
  it('off target = post weight - dry weight; red beyond 0.5 kg', () => {
    expect(offTargetGrams(60_700, 60_000)).toBe(700);
    expect(offTargetGrams(null, 60_000)).toBeNull();
    expect(isOffTargetAlert(700)).toBe(true);
    expect(isOffTargetAlert(-501)).toBe(true);
    expect(isOffTargetAlert(500)).toBe(false);
    expect(isOffTargetAlert(null)).toBe(false);
  });

  it('expected differences subtract the UF target', () => {
    expect(expectedDwDifference(65_000, 2_000, 62_500)).toBe(500);
    expect(expectedDwDifference(65_000, undefined, 62_500)).toBeNull();
    expect(expectedLastWeightDifference(65_000, 2_000, 63_500)).toBe(-500);
    expect(expectedLastWeightDifference(Number.NaN, 2_000, 63_500)).toBeNull();
  });

  it('duration in whole minutes; red at 180 or less and 255 or more', () => {
    const start = new Date('2030-03-11T01:00:00Z');
    expect(sessionDurationMinutes(start, new Date('2030-03-11T05:00:00Z'))).toBe(240);
    expect(sessionDurationMinutes(start, null)).toBeNull();
    expect(isDurationAlert(180)).toBe(true);
    expect(isDurationAlert(181)).toBe(false);
    expect(isDurationAlert(254)).toBe(false);
    expect(isDurationAlert(255)).toBe(true);
    expect(isDurationAlert(null)).toBe(false);
  });
});

describe('nextSessionMonth', () => {
  const tz = 'Asia/Singapore';
  it('is 1 for the first session ever', () => {
    expect(nextSessionMonth(null, new Date('2030-03-11T01:00:00Z'), tz)).toBe(1);
  });

  it('adds 1 within the calendar month of the centre', () => {
    const previous = { startTime: new Date('2030-03-04T01:00:00Z'), sessionMonth: 3 };
    expect(nextSessionMonth(previous, new Date('2030-03-11T01:00:00Z'), tz)).toBe(4);
  });

  it('starts again at 1 in a new month, decided in the centre time zone', () => {
    // 2030-02-28 20:00 UTC is already 1 March in Singapore.
    const lateFeb = { startTime: new Date('2030-02-28T10:00:00Z'), sessionMonth: 12 };
    expect(nextSessionMonth(lateFeb, new Date('2030-02-28T20:00:00Z'), tz)).toBe(1);
    expect(nextSessionMonth(lateFeb, new Date('2030-02-28T20:00:00Z'), 'UTC')).toBe(13);
  });

  it('treats a previous session without a counter as 0', () => {
    const previous = { startTime: new Date('2030-03-04T01:00:00Z'), sessionMonth: null };
    expect(nextSessionMonth(previous, new Date('2030-03-11T01:00:00Z'), tz)).toBe(1);
  });
});

describe('interval readings', () => {
  it('the form requires 13 readings', () => {
    expect(INTERVAL_READINGS).toHaveLength(13);
  });

  it('normaliseCuf prepends a 0 to a leading point', () => {
    expect(normaliseCuf('.5')).toBe('0.5');
    expect(normaliseCuf('-.5')).toBe('-0.5');
    expect(normaliseCuf(' 1.2 ')).toBe('1.2');
  });

  it('intervalReadingError: required, optionally signed decimal', () => {
    expect(intervalReadingError('')).toBe(M.required);
    expect(intervalReadingError('-150')).toBeNull();
    expect(intervalReadingError('1.5')).toBeNull();
    expect(intervalReadingError('1,5')).toBe(M.digitsOnly);
  });

  it('intervalEditError: blank clears; a sign only on AP and tmp', () => {
    expect(intervalEditError('SBP', '')).toBeNull();
    expect(intervalEditError('SBP', '-120')).toBe(M.digitsOnly);
    expect(intervalEditError('AP', '-120')).toBeNull();
    expect(intervalEditError('tmp', '-5.5')).toBeNull();
    expect(intervalEditError('cUF', '.5')).toBeNull();
    expect(intervalEditError('HR', '7x')).toBe(M.digitsOnly);
  });

  it('storedReading: litres x1000 for cUF and UFR, whole columns rounded, the rest as typed', () => {
    expect(storedReading('cUF', '.5')).toBe(500);
    expect(storedReading('UFR', '1.25')).toBe(1_250);
    expect(storedReading('SBP', '121.6')).toBe(122);
    expect(storedReading('AP', '-150')).toBe(-150);
    expect(storedReading('CDT', '13.85')).toBe(13.85);
    expect(storedReading('temp', 'x')).toBeNull();
    expect(storedReading('SBP', '99999999999')).toBeNull();
  });

  it('shownReading: litres for cUF and UFR, blank for nothing', () => {
    expect(shownReading('cUF', 500)).toBe('0.5');
    expect(shownReading('UFR', 1_250)).toBe('1.25');
    expect(shownReading('SBP', 122)).toBe('122');
    expect(shownReading('SBP', null)).toBe('');
    expect(shownReading('SBP', undefined)).toBe('');
  });

  it('intervalNumber: newest first, the oldest is 1', () => {
    expect(intervalNumber(0, 5)).toBe(5);
    expect(intervalNumber(4, 5)).toBe(1);
  });
});
