import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TIMES,
  appointmentState,
  calendarCell,
  canCancelAppointment,
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
