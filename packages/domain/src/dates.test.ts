import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateLabel,
  centreDate,
  centreYear,
  DATE_MESSAGES,
  isRealDate,
  localDateAndHour,
  parseCalendarDate,
  parseCentreDay,
  parseInstant,
  parseTimeOfDay,
} from './dates.ts';

const SINGAPORE = 'Asia/Singapore';
const NEW_YORK = 'America/New_York';

describe('parseCalendarDate: a real date, as written, or nothing', () => {
  it('takes real dates as they are', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2026-04-30', '2026-12-31', '1930-06-15', '2099-12-31']) {
      expect(parseCalendarDate(day)).toBe(day);
    }
  });

  it('refuses days a month does not have', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('2026-02-31')).toBeNull();
    expect(parseCalendarDate('2026-04-31')).toBeNull();
    expect(parseCalendarDate('2026-06-31')).toBeNull();
    expect(parseCalendarDate('2026-09-31')).toBeNull();
    expect(parseCalendarDate('2026-11-31')).toBeNull();
    expect(parseCalendarDate('2026-01-32')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('2026-00-10')).toBeNull();
    expect(parseCalendarDate('2026-01-00')).toBeNull();
  });

  it('has 29 February in leap years only (every 4th, not centuries, but every 400th)', () => {
    expect(parseCalendarDate('2024-02-29')).toBe('2024-02-29');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('2000-02-29')).toBe('2000-02-29');
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('2100-02-29')).toBeNull();
  });

  it('refuses other formats, padding, surrounding text and non-strings', () => {
    for (const text of [
      '',
      ' 2026-01-15',
      '2026-01-15 ',
      '2026-1-15',
      '2026-01-5',
      '15/01/2026',
      '01/15/2026',
      '15 Jan 2026',
      '20260115',
      '2026/01/15',
      '2026-01-15T00:00:00Z',
      '+02026-01-15',
      'soon',
    ]) {
      expect(parseCalendarDate(text), text).toBeNull();
    }
    expect(parseCalendarDate(null)).toBeNull();
    expect(parseCalendarDate(undefined)).toBeNull();
    expect(parseCalendarDate(20260115)).toBeNull();
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('2024-02-29')).toBe(true);
  });
});

describe('parseInstant: a real date and time with its offset', () => {
  it('reads ISO instants in UTC and with offsets, with or without seconds and fractions', () => {
    expect(parseInstant('2026-02-28T09:30:00.000Z')?.toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(parseInstant('2026-02-28T09:30:00Z')?.toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(parseInstant('2026-02-28T09:30Z')?.toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(parseInstant('2026-02-28T09:30:15.5Z')?.toISOString()).toBe('2026-02-28T09:30:15.500Z');
    expect(parseInstant('2026-02-28T09:30:15.123456Z')?.toISOString()).toBe('2026-02-28T09:30:15.123Z');
    // Singapore's 01:30 on 1 March is 17:30 UTC the day before; New York's 20:00 is 01:00 UTC the next day.
    expect(parseInstant('2026-03-01T01:30:00+08:00')?.toISOString()).toBe('2026-02-28T17:30:00.000Z');
    expect(parseInstant('2026-02-28T20:00:00-05:00')?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    expect(parseInstant('2026-01-01T00:00:00+05:45')?.toISOString()).toBe('2025-12-31T18:15:00.000Z');
    expect(parseInstant('2026-01-01T00:00:00+14:00')?.toISOString()).toBe('2025-12-31T10:00:00.000Z');
    expect(parseInstant('2026-01-01T00:00:00-12:00')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it('refuses a date that does not exist, whatever the time', () => {
    expect(parseInstant('2026-02-30T10:00:00.000Z')).toBeNull();
    expect(parseInstant('2026-04-31T10:00:00Z')).toBeNull();
    expect(parseInstant('2026-02-29T10:00:00Z')).toBeNull();
    expect(parseInstant('2024-02-29T10:00:00Z')?.toISOString()).toBe('2024-02-29T10:00:00.000Z');
  });

  it('refuses times that do not exist', () => {
    expect(parseInstant('2026-02-28T24:00:00Z')).toBeNull();
    expect(parseInstant('2026-02-28T23:60:00Z')).toBeNull();
    expect(parseInstant('2026-02-28T23:59:60Z')).toBeNull();
    expect(parseInstant('2026-02-28T9:30:00Z')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00.Z')).toBeNull();
    expect(parseInstant('2026-02-28T09Z')).toBeNull();
  });

  it('wants the offset, and a real one', () => {
    expect(parseInstant('2026-02-28T09:30:00')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00.000')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00+15:00')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00-14:01')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00+08:60')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00+0800')).toBeNull();
    expect(parseInstant('2026-02-28T09:30:00+8')).toBeNull();
  });

  it('refuses other formats', () => {
    for (const text of [
      '',
      '2026-02-28',
      '2026-02-28 09:30:00Z',
      '2026-02-28t09:30:00z',
      '28/02/2026 09:30',
      'Sat, 28 Feb 2026 09:30:00 GMT',
      '1772271000000',
      ' 2026-02-28T09:30:00Z',
      'soon',
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant(1772271000000)).toBeNull();
  });
});

describe('parseTimeOfDay', () => {
  it('takes HH:mm:ss of a real time only', () => {
    expect(parseTimeOfDay('00:00:00')).toBe('00:00:00');
    expect(parseTimeOfDay('09:00:00')).toBe('09:00:00');
    expect(parseTimeOfDay('23:59:59')).toBe('23:59:59');
    for (const text of ['24:00:00', '12:60:00', '12:00:60', '9:00:00', '09:00', '09:00:00Z', '', 'noon']) {
      expect(parseTimeOfDay(text), text).toBeNull();
    }
  });
});

describe('centreDate: the one way from an instant to a day, on the centre calendar', () => {
  it('reads a local midnight in Singapore as that day, not the UTC day before', () => {
    // A sample of 15 January in Singapore is stored as its midnight there: 14 January 16:00 UTC.
    expect(centreDate('2026-01-14T16:00:00.000Z', SINGAPORE)).toBe('2026-01-15');
    expect(centreDate(new Date('2026-01-14T16:00:00.000Z'), SINGAPORE)).toBe('2026-01-15');
    // A minute before Singapore's midnight is still the 14th.
    expect(centreDate('2026-01-14T15:59:00.000Z', SINGAPORE)).toBe('2026-01-14');
    expect(centreDate('2026-01-14T15:59:59.999Z', SINGAPORE)).toBe('2026-01-14');
  });

  it('crosses New Year in Singapore at its midnight', () => {
    expect(centreDate('2025-12-31T15:59:59.999Z', SINGAPORE)).toBe('2025-12-31');
    expect(centreDate('2025-12-31T16:00:00.000Z', SINGAPORE)).toBe('2026-01-01');
    expect(centreYear('2025-12-31T16:00:00.000Z', SINGAPORE)).toBe('2026');
    expect(centreYear('2025-12-31T15:59:59.999Z', SINGAPORE)).toBe('2025');
  });

  it('in a zone behind UTC, the day ends later than the UTC one', () => {
    // New York, 31 December 2025 23:30 (EST, -05:00) is 1 January 04:30 UTC.
    expect(centreDate('2026-01-01T04:30:00.000Z', NEW_YORK)).toBe('2025-12-31');
    expect(centreYear('2026-01-01T04:30:00.000Z', NEW_YORK)).toBe('2025');
    expect(centreDate('2026-01-01T05:00:00.000Z', NEW_YORK)).toBe('2026-01-01');
    // And in summer time (EDT, -04:00).
    expect(centreDate('2026-07-01T03:59:00.000Z', NEW_YORK)).toBe('2026-06-30');
    expect(centreDate('2026-07-01T04:00:00.000Z', NEW_YORK)).toBe('2026-07-01');
  });

  it('keeps a calendar date as it is, in any zone', () => {
    expect(centreDate('2026-01-01', SINGAPORE)).toBe('2026-01-01');
    expect(centreDate('2026-01-01', NEW_YORK)).toBe('2026-01-01');
    expect(centreYear('2026-01-01', NEW_YORK)).toBe('2026');
  });

  it('reads an instant with an offset as the instant it is', () => {
    expect(centreDate('2026-01-01T00:30:00+08:00', NEW_YORK)).toBe('2025-12-31');
    expect(centreDate('2026-01-01T00:30:00+08:00', SINGAPORE)).toBe('2026-01-01');
  });

  it('throws on a text that is neither a date nor an instant', () => {
    expect(() => centreDate('2026-02-30', SINGAPORE)).toThrow(RangeError);
    expect(() => centreDate('soon', SINGAPORE)).toThrow(RangeError);
  });

  it('gives the hour on the same clock', () => {
    expect(localDateAndHour(new Date('2025-12-31T16:00:00.000Z'), SINGAPORE)).toEqual({
      date: '2026-01-01',
      hour: 0,
    });
    expect(localDateAndHour(new Date('2025-12-31T15:59:00.000Z'), SINGAPORE)).toEqual({
      date: '2025-12-31',
      hour: 23,
    });
  });
});

describe('parseCentreDay: a day as written, or an instant on the centre calendar', () => {
  it('takes a date as it is and an instant as its day in the zone', () => {
    expect(parseCentreDay('2026-01-15', SINGAPORE)).toBe('2026-01-15');
    expect(parseCentreDay('2026-01-14T16:00:00.000Z', SINGAPORE)).toBe('2026-01-15');
    expect(parseCentreDay('2026-01-01T03:00:00.000Z', NEW_YORK)).toBe('2025-12-31');
  });

  it('refuses what is neither', () => {
    expect(parseCentreDay('2026-02-30', SINGAPORE)).toBeNull();
    expect(parseCentreDay('2026-02-30T00:00:00Z', SINGAPORE)).toBeNull();
    expect(parseCentreDay('2026-02-28T10:00:00', SINGAPORE)).toBeNull();
    expect(parseCentreDay('', SINGAPORE)).toBeNull();
  });
});

describe('calendarDateLabel', () => {
  it('shows a calendar date as DD MMM YYYY', () => {
    expect(calendarDateLabel('2026-11-28')).toBe('28 Nov 2026');
    expect(calendarDateLabel('2030-01-05')).toBe('05 Jan 2030');
  });
});

describe('calendar arithmetic', () => {
  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2030-06-11', -3)).toBe('2030-03-11');
    expect(addMonths('2030-05-31', -3)).toBe('2030-02-28');
    expect(addMonths('2032-05-31', -3)).toBe('2032-02-29');
    expect(addMonths('2030-01-15', -3)).toBe('2029-10-15');
    expect(addMonths('2030-11-30', 3)).toBe('2031-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
  });

  it('adds days across months and years', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
  });
});

describe('messages', () => {
  it('says plainly what is wrong', () => {
    expect(DATE_MESSAGES.invalidDate).toBe('Not a valid date.');
    expect(DATE_MESSAGES.invalidTime).toBe('Not a valid time.');
  });
});
