import { describe, expect, it } from 'vitest';
import { centreDay, shiftOfHour } from './session-of-day.ts';

describe('shiftOfHour', () => {
  it('follows the session bounds 00:00-11:59, 12:00-17:59, 18:00-23:59', () => {
    expect(shiftOfHour(0)).toBe('M');
    expect(shiftOfHour(11)).toBe('M');
    expect(shiftOfHour(12)).toBe('N');
    expect(shiftOfHour(17)).toBe('N');
    expect(shiftOfHour(18)).toBe('E');
    expect(shiftOfHour(23)).toBe('E');
  });
  it('refuses an hour outside the day', () => {
    expect(() => shiftOfHour(24)).toThrow(RangeError);
  });
});

describe('centreDay', () => {
  it('decides today and the session in the centre time zone, not UTC', () => {
    // 2026-11-22 17:30 UTC is 2026-11-23 01:30 in Singapore (UTC+8): the next day, morning.
    const instant = new Date('2026-11-22T17:30:00Z');
    expect(centreDay(instant, 'Asia/Singapore')).toEqual({ date: '2026-11-23', shift: 'M' });
    expect(centreDay(instant, 'UTC')).toEqual({ date: '2026-11-22', shift: 'N' });
  });
  it('puts 18:00 local time in the evening session', () => {
    expect(centreDay(new Date('2026-11-22T10:00:00Z'), 'Asia/Singapore')).toEqual({
      date: '2026-11-22',
      shift: 'E',
    });
  });
});
