import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TIMES,
  calendarCell,
  endedSessions,
  existingSession,
  MAX_SERIES_WEEKS,
  SHIFT_END_HOUR,
  seriesDates,
  seriesOutcome,
  sessionFreeSeats,
  sessionHasEnded,
} from './appointment.ts';

describe('appointment rules', () => {
  it('stores the spec times, and 18:00:00 for the evening', () => {
    expect(APPOINTMENT_TIMES).toEqual({ M: '09:00:00', N: '12:00:00', E: '18:00:00' });
  });

  it('counts free seats, never below zero', () => {
    expect(sessionFreeSeats(3, 1)).toBe(2);
    expect(sessionFreeSeats(3, 3)).toBe(0);
    expect(sessionFreeSeats(2, 5)).toBe(0);
  });

  it("shows the patient's own appointment first, else Available n, else Full", () => {
    expect(calendarCell({ own: 'In Progress', activeSeats: 0, booked: 9 })).toEqual({
      kind: 'appointment',
      state: 'In Progress',
      label: 'In Progress',
    });
    expect(calendarCell({ activeSeats: 4, booked: 1 })).toEqual({
      kind: 'available',
      free: 3,
      label: 'Available 3',
    });
    expect(calendarCell({ own: null, activeSeats: 2, booked: 2 })).toEqual({ kind: 'full', label: 'Full' });
    expect(calendarCell({ activeSeats: 0, booked: 0 }).kind).toBe('full');
  });

  it('shows an ended session as Ended, unless the patient has their appointment in it', () => {
    expect(calendarCell({ ended: true, activeSeats: 4, booked: 0 })).toEqual({
      kind: 'ended',
      label: 'Ended',
    });
    expect(calendarCell({ ended: true, own: 'Completed', activeSeats: 4, booked: 1 }).label).toBe(
      'Completed',
    );
  });

  it('words the messages as the spec does', () => {
    expect(APPOINTMENT_MESSAGES.booked('2030-03-12')).toBe('Appointment Booked: 2030-03-12');
    expect(APPOINTMENT_MESSAGES.cancelled('2030-03-12')).toBe('Appointment Cancelled: 2030-03-12');
  });

  it('names the appointment the patient already has that day, and an ended session, dates as DD MMM YYYY', () => {
    expect(APPOINTMENT_MESSAGES.dayTaken({ date: '2026-11-28', shift: 'M', centre: 'Jurong Centre' })).toBe(
      'The patient already has an appointment on 28 Nov 2026: Morning session at Jurong Centre.',
    );
    expect(APPOINTMENT_MESSAGES.dayTaken({ date: '2026-01-05', shift: 'E', centre: null })).toBe(
      'The patient already has an appointment on 05 Jan 2026: Evening session at another centre.',
    );
    expect(existingSession({ shift: 'N', centre: 'Tampines' })).toBe('Noon session at Tampines');
    expect(APPOINTMENT_MESSAGES.sessionEnded('2026-11-27', 'N')).toBe(
      'The Noon session of 27 Nov 2026 has ended and can no longer be booked.',
    );
  });
});

describe('sessionHasEnded (on the centre clock)', () => {
  const SG = 'Asia/Singapore';
  // 2026-11-27 20:47 in Singapore (12:47 UTC): the moment of the issue.
  const evening = new Date('2026-11-27T12:47:00Z');

  it('ends each session when the next starts, the evening at midnight', () => {
    expect(SHIFT_END_HOUR).toEqual({ M: 12, N: 18, E: 24 });
    expect(endedSessions('2026-11-27', evening, SG)).toEqual(['M', 'N']);
    // 11:59 is still the morning; 12:00 ends it.
    expect(sessionHasEnded('2026-11-27', 'M', new Date('2026-11-27T03:59:59Z'), SG)).toBe(false);
    expect(sessionHasEnded('2026-11-27', 'M', new Date('2026-11-27T04:00:00Z'), SG)).toBe(true);
    expect(sessionHasEnded('2026-11-27', 'E', new Date('2026-11-27T15:59:59Z'), SG)).toBe(false);
  });

  it('keeps a session that has started but not ended bookable (a walk-in)', () => {
    // 09:30 in Singapore: the morning has started.
    expect(sessionHasEnded('2026-11-27', 'M', new Date('2026-11-27T01:30:00Z'), SG)).toBe(false);
  });

  it("ends every session of a past day and none of a future day's", () => {
    expect(endedSessions('2026-11-26', evening, SG)).toEqual(['M', 'N', 'E']);
    expect(endedSessions('2026-11-28', evening, SG)).toEqual([]);
  });

  it("reads the centre's clock, not the computer's: the same instant is another hour in New York", () => {
    // 12:47 UTC is 07:47 in New York on 27 Nov: nothing of that day has ended there.
    expect(endedSessions('2026-11-27', evening, 'America/New_York')).toEqual([]);
    // 10:47 on 28 Nov at UTC+14: that day's morning is still on.
    expect(endedSessions('2026-11-28', new Date('2026-11-27T20:47:00Z'), 'Pacific/Kiritimati')).toEqual([]);
  });
});

describe('seriesOutcome', () => {
  it('checks as a single booking does: ended, then the day taken, then full', () => {
    const free = { activeSeats: 2, booked: 1 };
    expect(seriesOutcome({ ended: false, taken: false, ...free })).toBe('BOOK');
    expect(seriesOutcome({ ended: true, taken: true, activeSeats: 2, booked: 2 })).toBe('ENDED');
    expect(seriesOutcome({ ended: false, taken: true, activeSeats: 2, booked: 2 })).toBe('TAKEN');
    expect(seriesOutcome({ ended: false, taken: false, activeSeats: 2, booked: 2 })).toBe('FULL');
  });
});

describe('seriesDates', () => {
  it('lists the chosen weekdays from the start for N weeks, the start included', () => {
    // 2030-03-11 is a Monday.
    expect(seriesDates('2030-03-11', [1, 3, 5], 2)).toEqual([
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
      '2030-03-18',
      '2030-03-20',
      '2030-03-22',
    ]);
    expect(seriesDates('2030-03-12', [1], 1)).toEqual(['2030-03-18']);
    expect(seriesDates('2030-03-30', [0, 2], 1)).toEqual(['2030-03-31', '2030-04-02']);
  });

  it('refuses no weekday, a weekday outside 0-6, weeks outside 1-12 and a bad date', () => {
    expect(seriesDates('2030-03-11', [], 2)).toBeNull();
    expect(seriesDates('2030-03-11', [7], 2)).toBeNull();
    expect(seriesDates('2030-03-11', [1], 0)).toBeNull();
    expect(seriesDates('2030-03-11', [1], MAX_SERIES_WEEKS + 1)).toBeNull();
    expect(seriesDates('2030-02-30', [1], 2)).toBeNull();
    expect(seriesDates('2030-03-11', [1], MAX_SERIES_WEEKS)).toHaveLength(MAX_SERIES_WEEKS);
  });

  it('words the summary', () => {
    expect(APPOINTMENT_MESSAGES.seriesBooked(5, 0)).toBe('Appointments Booked: 5');
    expect(APPOINTMENT_MESSAGES.seriesBooked(4, 2)).toBe('Appointments Booked: 4, not booked: 2');
  });
});
