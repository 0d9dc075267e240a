import { describe, expect, it } from 'vitest';
import {
  funderTotals,
  isMissedAppointment,
  monthRange,
  parseMonth,
  sessionMinutes,
} from './funder-report.ts';

describe('funder report rules', () => {
  it('reads a month and its first and last days, leap years included', () => {
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthRange('December')).toBeNull();
  });

  it('counts whole minutes of an ended session only', () => {
    expect(sessionMinutes('2026-03-01T01:00:00Z', '2026-03-01T05:00:29Z')).toBe(240);
    expect(sessionMinutes('2026-03-01T01:00:00Z', '2026-03-01T05:00:30Z')).toBe(241);
    expect(sessionMinutes('2026-03-01T01:00:00Z', null)).toBeNull();
    expect(sessionMinutes(null, '2026-03-01T01:00:00Z')).toBeNull();
    expect(sessionMinutes('2026-03-01T05:00:00Z', '2026-03-01T01:00:00Z')).toBeNull();
  });

  it('calls an appointment missed only when booked, its day passed and no session started', () => {
    const booked = { date: '2026-03-10', cancelled: false, sessionStarted: false };
    expect(isMissedAppointment(booked, '2026-03-11')).toBe(true);
    expect(isMissedAppointment(booked, '2026-03-10')).toBe(false); // today: may still come
    expect(isMissedAppointment({ ...booked, cancelled: true }, '2026-03-11')).toBe(false);
    expect(isMissedAppointment({ ...booked, sessionStarted: true }, '2026-03-11')).toBe(false);
  });

  it('totals sessions, minutes of ended sessions and missed appointments', () => {
    expect(
      funderTotals([{ durationMinutes: 240 }, { durationMinutes: null }, { durationMinutes: 235 }], [{}]),
    ).toEqual({ sessions: 3, minutes: 475, missed: 1 });
    expect(funderTotals([], [])).toEqual({ sessions: 0, minutes: 0, missed: 0 });
  });
});
