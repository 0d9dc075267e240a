import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TIMES,
  appointmentState,
  calendarCell,
  canCancelAppointment,
  MAX_SERIES_WEEKS,
  seriesDates,
  sessionFreeSeats,
} from './appointment.ts';

describe('appointment rules', () => {
  it('stores the spec times, and 18:00:00 for the evening', () => {
    expect(APPOINTMENT_TIMES).toEqual({ M: '09:00:00', N: '12:00:00', E: '18:00:00' });
  });

  it('is Booked, then In Progress once started, then Completed once ended', () => {
    expect(appointmentState({})).toBe('Booked');
    expect(appointmentState({ startTime: null, endTime: null })).toBe('Booked');
    expect(appointmentState({ startTime: '2030-03-11T01:00:00Z', startedBy: 'N' })).toBe('In Progress');
    expect(appointmentState({ startTime: '2030-03-11T01:00:00Z', endedBy: 'N' })).toBe('Completed');
    expect(appointmentState({ startTime: new Date(), endTime: new Date() })).toBe('Completed');
  });

  it('may be cancelled only while Booked', () => {
    expect(canCancelAppointment('Booked')).toBe(true);
    expect(canCancelAppointment('In Progress')).toBe(false);
    expect(canCancelAppointment('Completed')).toBe(false);
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

  it('words the messages as the spec does', () => {
    expect(APPOINTMENT_MESSAGES.booked('2030-03-12')).toBe('Appointment Booked: 2030-03-12');
    expect(APPOINTMENT_MESSAGES.cancelled('2030-03-12')).toBe('Appointment Cancelled: 2030-03-12');
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
