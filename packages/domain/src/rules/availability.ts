import { SHIFTS, type Shift } from '../constants.ts';

/** One row of listAppointmentAvailability: a centre's seats and live appointments in one session. */
export interface AvailabilityEntry {
  clinicID: number;
  /** YYYY-MM-DD in the centre's calendar. */
  date: string;
  shift: Shift;
  noOfActiveSeat: number;
  noOfAppointment: number;
  /** Ours (issue 27): the session has ended on the centre's clock (a past day, or today after its end). */
  ended?: boolean;
}

/**
 * Free seats of one session: active seats less live appointments, never below zero (overbooked is full); none
 * once the session has ended (it cannot be booked).
 */
export function freeSeats(
  entry: Pick<AvailabilityEntry, 'noOfActiveSeat' | 'noOfAppointment' | 'ended'>,
): number {
  if (entry.ended) return 0;
  return Math.max(0, entry.noOfActiveSeat - entry.noOfAppointment);
}

/** A centre's free seats on one day: per session and the day's total (no appointments: seats x 3). */
export interface DayAvailability {
  clinicID: number;
  date: string;
  total: number;
  M: number;
  N: number;
  E: number;
  /** The sessions that have ended (shown as such, with no free seat), in shift order. */
  ended: Shift[];
}

/**
 * Folds availability entries into one summary per centre and date. A session without an entry counts no
 * free seats. The result is ordered by date, then by the order of `clinicOrder` (unknown centres last).
 */
export function dayAvailability(
  entries: readonly AvailabilityEntry[],
  clinicOrder: readonly number[] = [],
): DayAvailability[] {
  const byKey = new Map<string, DayAvailability>();
  for (const entry of entries) {
    const key = `${entry.date}|${entry.clinicID}`;
    let day = byKey.get(key);
    if (!day) {
      day = { clinicID: entry.clinicID, date: entry.date, total: 0, M: 0, N: 0, E: 0, ended: [] };
      byKey.set(key, day);
    }
    if (entry.ended) day.ended.push(entry.shift);
    const free = freeSeats(entry);
    day[entry.shift] += free;
    day.total += free;
  }
  const rank = (id: number) => {
    const i = clinicOrder.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const order = (shift: Shift) => SHIFTS.indexOf(shift);
  for (const day of byKey.values()) day.ended.sort((a, b) => order(a) - order(b));
  return [...byKey.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || rank(a.clinicID) - rank(b.clinicID) || a.clinicID - b.clinicID,
  );
}

/** Free seats of a day summary for a session choice: one session, or the whole day for 'ALL'. */
export function freeSeatsFor(day: DayAvailability, session: Shift | 'ALL'): number {
  return session === 'ALL' ? day.total : day[session];
}

/** Whether the session choice leaves a free seat on that day (the calendar's green centre tag). */
export function hasFreeSeat(day: DayAvailability, session: Shift | 'ALL'): boolean {
  return freeSeatsFor(day, session) > 0;
}
