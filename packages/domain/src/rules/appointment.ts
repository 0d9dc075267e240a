import type { Shift } from '../constants.ts';
import { isRealDate } from '../dates.ts';

/**
 * Appointment times stored when booking (spec 000 section 4): morning 09:00:00, noon 12:00:00. The spec leaves
 * the evening time unset; we store 18:00:00, the start of the evening session (section 9 bounds).
 */
export const APPOINTMENT_TIMES: Record<Shift, string> = { M: '09:00:00', N: '12:00:00', E: '18:00:00' };

export const APPOINTMENT_MESSAGES = {
  booked: (date: string) => `Appointment Booked: ${date}`,
  cancelled: (date: string) => `Appointment Cancelled: ${date}`,
  alreadyStarted: 'Session has already started/ended, cannot be cancelled.',
  noSlots: 'There are no available slots for the selected session.',
  /** Ours (spec silent): a patient holds at most one live appointment per date and session. */
  alreadyBooked: 'The patient already has an appointment in this session.',
  /** Ours (spec silent): no booking for a day already past in the centre's time zone. */
  pastDate: 'Appointments cannot be booked for a past date.',
  invalidAppointment: 'Invalid Appointment.',
  unableToBook: 'Unable to book Appointment',
  unableToUpdate: 'Unable to update Appointment',
  unableToList: 'Unable to list Appointment availability',
  /** Ours: the repeating booking's inputs (weekdays, 1 to 12 weeks, a start date) are not usable. */
  badSeries: 'Choose at least one weekday, a start date and 1 to 12 weeks.',
  seriesBooked: (booked: number, skipped: number) =>
    `Appointments Booked: ${booked}${skipped ? `, not booked: ${skipped}` : ''}`,
} as const;

export type AppointmentState = 'Booked' | 'In Progress' | 'Completed';

/** Booked, then started (In Progress), then ended (Completed): spec 000 section 4. */
export function appointmentState(session: {
  startTime?: string | Date | null;
  startedBy?: string | null;
  endTime?: string | Date | null;
  endedBy?: string | null;
}): AppointmentState {
  if (session.endTime || session.endedBy) return 'Completed';
  if (session.startTime || session.startedBy) return 'In Progress';
  return 'Booked';
}

/** Cancel (deleted = 1) only while the session has neither started nor ended. */
export function canCancelAppointment(state: AppointmentState): boolean {
  return state === 'Booked';
}

/** Free seats of a session: available seats minus live appointments, never below zero. */
export function sessionFreeSeats(activeSeats: number, booked: number): number {
  return Math.max(0, activeSeats - booked);
}

export type CalendarCell =
  | { kind: 'appointment'; state: AppointmentState; label: AppointmentState }
  | { kind: 'available'; free: number; label: string }
  | { kind: 'full'; label: 'Full' };

/**
 * One day of the patient calendar for a session: the patient's own appointment wins (blue, its state),
 * else 'Available n' (green) while seats remain, else 'Full' (red).
 */
export function calendarCell(input: {
  own?: AppointmentState | null;
  activeSeats: number;
  booked: number;
}): CalendarCell {
  if (input.own) return { kind: 'appointment', state: input.own, label: input.own };
  const free = sessionFreeSeats(input.activeSeats, input.booked);
  if (free > 0) return { kind: 'available', free, label: `Available ${free}` };
  return { kind: 'full', label: 'Full' };
}

/** A repeating booking covers at most this many weeks (a quarter). */
export const MAX_SERIES_WEEKS = 12;

/** Weekday numbers as Date.getUTCDay: 0 Sunday to 6 Saturday. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The dates (YYYY-MM-DD) of a repeating booking: every day from `start` for `weeks` weeks (7 × weeks days,
 * start included) whose weekday is chosen. Answers null for a bad start, no weekday, a weekday outside 0-6, or
 * a number of weeks outside 1 to MAX_SERIES_WEEKS.
 */
export function seriesDates(start: string, weekdays: readonly number[], weeks: number): string[] | null {
  if (!isRealDate(start)) return null;
  const first = Date.parse(`${start}T00:00:00Z`);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_SERIES_WEEKS) return null;
  if (weekdays.length === 0 || weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return null;
  const chosen = new Set(weekdays);
  const dates: string[] = [];
  for (let i = 0; i < weeks * 7; i++) {
    const day = new Date(first + i * 86_400_000);
    if (chosen.has(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
