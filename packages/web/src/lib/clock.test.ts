import { describe, expect, it, vi } from 'vitest';
import {
  centreOffsetMinutes,
  centreTime,
  centreToday,
  clockText,
  instantOf,
  pickerNow,
  pickerValue,
  setCentreTimeZone,
  showDateTime,
  showDay,
} from './clock.ts';

describe('clockText', () => {
  it('shows the centre time zone date and time', () => {
    const instant = new Date('2024-03-31T16:05:30Z');
    expect(clockText(instant, 'Asia/Singapore')).toEqual({ date: '01 Apr 2024', time: '00:05' });
    expect(clockText(instant, 'UTC')).toEqual({ date: '31 Mar 2024', time: '16:05' });
  });

  it('falls back to the local zone for an unknown zone', () => {
    expect(clockText(new Date('2024-03-31T16:05:30Z'), 'Not/AZone').time).toMatch(/^\d\d:\d\d$/);
  });
});

describe('centreTime', () => {
  it("shows an instant on the centre's clock", () => {
    expect(centreTime('2030-03-20T05:07:00.000Z', 'HH:mm', 'Asia/Singapore')).toBe('13:07');
    expect(centreTime('2030-03-20T05:07:00.000Z', 'DD MMM YYYY HH:mm', 'Asia/Singapore')).toBe(
      '20 Mar 2030 13:07',
    );
    expect(centreTime(null, 'HH:mm', 'Asia/Singapore')).toBe('');
  });
});

describe('date picker values', () => {
  it("shows the arrival time on the centre's clock and reads it back as the same instant", () => {
    const shown = pickerValue('2030-03-20T05:07:00.000Z', 'Asia/Singapore');
    expect(shown?.format('DD MMM YYYY HH:mm')).toBe('20 Mar 2030 13:07');
    expect(instantOf(shown, 'Asia/Singapore')).toBe('2030-03-20T05:07:00.000Z');
    expect(instantOf(shown?.add(1, 'hour'), 'Asia/Singapore')).toBe('2030-03-20T06:07:00.000Z');
    expect(pickerValue(null, 'Asia/Singapore')).toBeNull();
    expect(instantOf(null, 'Asia/Singapore')).toBeNull();
  });
});

describe("the selected centre's clock, whatever the computer's zone", () => {
  it('formats instants in the zone the screen was given, and calendar dates as they are', () => {
    setCentreTimeZone('Asia/Singapore');
    try {
      // 19:42 UTC is 03:42 the next day in Singapore: what the header clock shows.
      expect(showDateTime('2030-03-20T19:42:00.000Z')).toBe('21 Mar 2030 03:42');
      expect(showDay('2030-03-20T19:42:00.000Z')).toBe('21 Mar 2030');
      expect(showDay('2030-03-20')).toBe('20 Mar 2030');
      expect(pickerValue('2030-03-20T19:42:00.000Z')?.format('DD MMM YYYY HH:mm')).toBe('21 Mar 2030 03:42');
      expect(instantOf(pickerValue('2030-03-20T19:42:00.000Z'))).toBe('2030-03-20T19:42:00.000Z');
      // A row of another centre keeps its own zone.
      expect(showDateTime('2030-03-20T19:42:00.000Z', 'UTC')).toBe('20 Mar 2030 19:42');
      expect(showDay(null)).toBe('');
    } finally {
      setCentreTimeZone(undefined);
    }
  });
});

describe("the centre's today and offset (issue 27, item 1)", () => {
  const savedTZ = process.env.TZ;

  it("today is the centre's day, not the computer's, at UTC+14 and in New York", () => {
    setCentreTimeZone('Asia/Singapore');
    vi.useFakeTimers({ now: new Date('2030-03-20T15:30:00.000Z'), toFake: ['Date'] });
    try {
      // 23:30 in Singapore: 05:30 on the 21st at UTC+14, 11:30 on the 20th in New York.
      for (const computer of ['Pacific/Kiritimati', 'America/New_York']) {
        process.env.TZ = computer;
        expect(centreToday()).toBe('2030-03-20');
        expect(pickerNow().format('YYYY-MM-DD HH:mm')).toBe('2030-03-20 23:30');
      }
      expect(centreToday('Pacific/Kiritimati')).toBe('2030-03-21');
    } finally {
      vi.useRealTimers();
      setCentreTimeZone(undefined);
      process.env.TZ = savedTZ;
    }
  });

  it("the offset is the centre's on the day asked, whatever the computer's", () => {
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(centreOffsetMinutes('2030-03-01', 'Asia/Singapore')).toBe(480);
      // New York changes its clock in March: its offset is the day's.
      expect(centreOffsetMinutes('2030-03-01', 'America/New_York')).toBe(-300);
      expect(centreOffsetMinutes('2030-04-01', 'America/New_York')).toBe(-240);
      expect(centreOffsetMinutes(new Date('2030-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
      expect(centreOffsetMinutes('2030-03-01', 'Not/AZone')).toBeUndefined();
      expect(centreOffsetMinutes('2030-03-01', undefined)).toBeUndefined();
    } finally {
      process.env.TZ = savedTZ;
    }
  });
});
