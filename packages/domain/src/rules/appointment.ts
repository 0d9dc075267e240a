import { SHIFT_LABELS, SHIFT_START_HOUR, SHIFTS, type Shift } from '../constants.ts';
import { calendarDateLabel, isRealDate, localDateAndHour } from '../dates.ts';
import { type AppointmentState, CANCEL_REFUSED } from './session-phase.ts';

/**
 * Appointment times stored when booking (spec 000 section 4): morning 09:00:00, noon 12:00:00. The spec leaves
 * the evening time unset; we store 18:00:00, the start of the evening session (section 9 bounds).
 */
export const APPOINTMENT_TIMES: Record<Shift, string> = { M: '09:00:00', N: '12:00:00', E: '18:00:00' };

export const APPOINTMENT_MESSAGES = {
  booked: (date: string) => `Appointment Booked: ${date}`,
  cancelled: (date: string) => `Appointment Cancelled: ${date}`,
  alreadyStarted: CANCEL_REFUSED,
  noSlots: 'There are no available slots for the selected session.',
  /**
   * Ours (spec silent, issue 27 item 3): a patient holds at most one live appointment per day, in any centre;
   * the refusal names the one they have. A centre outside the user's list is not named.
   */
  dayTaken: (existing: ExistingAppointment) =>
    `The patient already has an appointment on ${calendarDateLabel(existing.date)}: ${existingSession(existing)}.`,
  /** Ours (issue 27 item 3): a session whose end has passed on the centre's clock cannot be booked. */
  sessionEnded: (date: string, shift: Shift) =>
    `The ${SHIFT_LABELS[shift]} session of ${calendarDateLabel(date)} has ended and can no longer be booked.`,
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

/** The patient's live appointment of a day, as a refusal names it; `centre` null when not the user's. */
export interface ExistingAppointment {
  date: string;
  shift: Shift;
  centre: string | null;
}

/** 'Morning session at Jurong Centre' (or 'at another centre' when the centre is not the user's). */
export function existingSession(existing: Pick<ExistingAppointment, 'shift' | 'centre'>): string {
  return `${SHIFT_LABELS[existing.shift]} session at ${existing.centre ?? 'another centre'}`;
}

/**
 * The hour (1-24) at which each session ends on the centre's clock: when the next one starts (spec 000 section 9
 * bounds: morning 00:00-11:59, noon 12:00-17:59, evening 18:00-23:59); the evening ends at midnight.
 */
export const SHIFT_END_HOUR: Record<Shift, number> = { M: SHIFT_START_HOUR.N, N: SHIFT_START_HOUR.E, E: 24 };

/**
 * Whether a session (a date and a shift) has ended at `now` on the centre's clock: any session of a past day,
 * and today's once its end hour has come. A session that has started but not ended is still bookable: a walk-in
 * is booked and checked in on the spot.
 */
export function sessionHasEnded(date: string, shift: Shift, now: Date, timeZone: string): boolean {
  const { date: today, hour } = localDateAndHour(now, timeZone);
  if (date !== today) return date < today;
  return hour >= SHIFT_END_HOUR[shift];
}

/** The sessions of `date` that have ended at `now` on the centre's clock, in shift order. */
export function endedSessions(date: string, now: Date, timeZone: string): Shift[] {
  return SHIFTS.filter((shift) => sessionHasEnded(date, shift, now, timeZone));
}

/** Free seats of a session: available seats minus live appointments, never below zero. */
export function sessionFreeSeats(activeSeats: number, booked: number): number {
  return Math.max(0, activeSeats - booked);
}

export type CalendarCell =
  | { kind: 'appointment'; state: AppointmentState; label: AppointmentState }
  | { kind: 'ended'; label: 'Ended' }
  | { kind: 'available'; free: number; label: string }
  | { kind: 'full'; label: 'Full' };

/**
 * One day of the patient calendar for a session: the patient's own appointment wins (blue, its state), else
 * 'Ended' (grey) once the session is over, else 'Available n' (green) while seats remain, else 'Full' (red).
 */
export function calendarCell(input: {
  own?: AppointmentState | null;
  ended?: boolean;
  activeSeats: number;
  booked: number;
}): CalendarCell {
  if (input.own) return { kind: 'appointment', state: input.own, label: input.own };
  if (input.ended) return { kind: 'ended', label: 'Ended' };
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

/**
 * What a repeating booking does on one of its dates, checked in the order a single booking is: a session that
 * has ended, a day the patient already has an appointment (in any session or centre), a full session; else it
 * books.
 */
export type SeriesOutcome = 'BOOK' | 'ENDED' | 'TAKEN' | 'FULL';

export function seriesOutcome(input: {
  ended: boolean;
  taken: boolean;
  activeSeats: number;
  booked: number;
}): SeriesOutcome {
  if (input.ended) return 'ENDED';
  if (input.taken) return 'TAKEN';
  if (sessionFreeSeats(input.activeSeats, input.booked) === 0) return 'FULL';
  return 'BOOK';
}

/** How the Book Repeating dialog names each outcome. */
export const SERIES_OUTCOME_LABELS: Record<SeriesOutcome, string> = {
  BOOK: 'Will be booked',
  ENDED: 'Session ended',
  TAKEN: 'Already booked',
  FULL: 'Full',
};
