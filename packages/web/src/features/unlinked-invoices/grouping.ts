import { SHIFT_LABELS, SHIFTS, type Shift } from '@dialysis/domain';
import dayjs from 'dayjs';

/** What grouping needs of a row: its centre day (YYYY-MM-DD) and its shift (M, N, E; null when not booked). */
export interface Dated {
  date: string;
  shift?: string | null;
}

export interface SessionGroup<T> {
  /** 'M', 'N', 'E', or '' for a session that was not booked in a shift. */
  shift: string;
  label: string;
  items: T[];
}

export interface DateGroup<T> {
  date: string;
  heading: string;
  sessions: SessionGroup<T>[];
}

/** A session not booked in a shift (a walk-in without appointment). */
export const UNBOOKED_LABEL = 'Not booked';

/** The shift's name (spec 000: Morning, Noon, Evening). */
export function shiftLabel(shift: string | null | undefined): string {
  return shift && (SHIFTS as readonly string[]).includes(shift)
    ? SHIFT_LABELS[shift as Shift]
    : UNBOOKED_LABEL;
}

/** A day heading: 'Thu 26 Nov 2026'. */
export function dayHeading(date: string): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('ddd D MMM YYYY') : date;
}

const shiftRank = (shift: string) => {
  const index = (SHIFTS as readonly string[]).indexOf(shift);
  return index === -1 ? SHIFTS.length : index;
};

/**
 * The page's cards grouped by day, newest day first, and within a day by session in the day's order (Morning,
 * Noon, Evening, then sessions not booked in a shift). Rows keep their order (the server's, newest first)
 * inside a session.
 */
export function groupByDateAndShift<T extends Dated>(rows: readonly T[]): DateGroup<T>[] {
  const days = new Map<string, Map<string, T[]>>();
  for (const row of rows) {
    const shift = row.shift && (SHIFTS as readonly string[]).includes(row.shift) ? row.shift : '';
    let sessions = days.get(row.date);
    if (!sessions) {
      sessions = new Map();
      days.set(row.date, sessions);
    }
    const items = sessions.get(shift);
    if (items) items.push(row);
    else sessions.set(shift, [row]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, sessions]) => ({
      date,
      heading: dayHeading(date),
      sessions: [...sessions.entries()]
        .sort(([a], [b]) => shiftRank(a) - shiftRank(b))
        .map(([shift, items]) => ({ shift, label: shiftLabel(shift), items })),
    }));
}
