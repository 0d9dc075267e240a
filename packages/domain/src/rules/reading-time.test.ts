import { describe, expect, it } from 'vitest';
import {
  CARRIED_OVER_READINGS,
  isCarriedOver,
  READING_TIME_MESSAGES as R,
  readingInstant,
  readingTimeError,
} from './reading-time.ts';

const SG = 'Asia/Singapore';
// 09:03:27 in Singapore.
const start = new Date('2030-03-11T01:03:27.000Z');
const at = (hhmm: string, day = '2030-03-11') => new Date(`${day}T${hhmm}:00+08:00`);

describe('a reading time', () => {
  it('lies within the session, compared to the minute', () => {
    const now = at('10:30');
    expect(readingTimeError(at('09:03'), { startTime: start }, now)).toBeNull();
    expect(readingTimeError(at('09:02'), { startTime: start }, now)).toBe(R.beforeStart);
    expect(readingTimeError(at('10:30'), { startTime: start }, now)).toBeNull();
    // A tablet's clock a little ahead is still now; beyond that, the future.
    expect(readingTimeError(at('10:34'), { startTime: start }, now)).toBeNull();
    expect(readingTimeError(at('10:40'), { startTime: start }, now)).toBe(R.future);
  });

  it('after check-out, not after the end', () => {
    const ended = { startTime: start, endTime: at('13:05') };
    expect(readingTimeError(at('13:05'), ended, at('18:00'))).toBeNull();
    expect(readingTimeError(at('13:06'), ended, at('18:00'))).toBe(R.afterEnd);
  });
});

describe('the instant of a time of day', () => {
  it("is on the session's day", () => {
    expect(readingInstant('10:15', { startTime: start }, SG, at('10:30'))).toEqual(at('10:15'));
    // Before the start and no next day yet: the first day's, which the rules refuse.
    expect(readingInstant('08:50', { startTime: start }, SG, at('10:30'))).toEqual(at('08:50'));
  });

  it('an evening session past midnight reads a small hour as the next day', () => {
    const evening = { startTime: at('21:00') };
    expect(readingInstant('00:20', evening, SG, at('00:30', '2030-03-12'))).toEqual(
      at('00:20', '2030-03-12'),
    );
    expect(readingInstant('22:10', evening, SG, at('00:30', '2030-03-12'))).toEqual(at('22:10'));
  });

  it('is null for a text that is not a time', () => {
    expect(readingInstant('25:00', { startTime: start }, SG, at('10:30'))).toBeNull();
  });
});

describe('carried over', () => {
  it('the machine settings, not the vitals nor what the machine measures', () => {
    expect([...CARRIED_OVER_READINGS].sort()).toEqual(['CDT', 'DFLOW', 'QB', 'UFR', 'hepRate']);
    for (const measured of ['SBP', 'DBP', 'HR', 'temp', 'AP', 'VP', 'tmp', 'cUF'] as const) {
      expect(isCarriedOver(measured)).toBe(false);
    }
  });
});
