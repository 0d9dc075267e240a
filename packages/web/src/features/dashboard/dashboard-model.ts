import {
  insufficientSeats,
  insufficientSeatsMessage,
  isRealDate,
  isValidSearch,
  readingCountdown,
  SHIFTS,
  type Shift,
  sessionPhase,
} from '@dialysis/domain';
import type { AppointmentCardFragment as AppointmentCard } from '../../api/generated/graphql.ts';
import { parseMode, parsePage, type SearchMode } from './search-mode.ts';

/** 'ALL' or one shift: the daily mode's session radio. */
export type SessionChoice = 'ALL' | Shift;

/**
 * The session radio labels, kept exactly as spec 000 section 2 lists them: "All, Morning, Noon, Evening
 * Sessions".
 */
export const SESSION_OPTIONS: { value: SessionChoice; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'M', label: 'Morning' },
  { value: 'N', label: 'Noon' },
  { value: 'E', label: 'Evening Sessions' },
];

export interface DashboardParams {
  /** YYYY-MM-DD. */
  date: string;
  session: SessionChoice;
  search: string;
  /** Daily appointments, or a patient search over the current centre or all the user's centres. */
  mode: SearchMode;
  /** 1-based page of the patient search (the daily mode has one page). */
  page: number;
}

/**
 * The dashboard's state lives in the URL (?date=&session=&q=&mode=&page=) so reload, back and shared links
 * keep it. Anything missing or invalid falls back: the centre's today, all sessions, no search, daily mode,
 * page 1.
 */
export function parseDashboardParams(search: URLSearchParams, today: string): DashboardParams {
  const date = search.get('date') ?? '';
  const session = search.get('session') ?? '';
  const q = (search.get('q') ?? '').trim();
  return {
    date: isRealDate(date) ? date : today,
    session: (SHIFTS as readonly string[]).includes(session) ? (session as Shift) : 'ALL',
    search: isValidSearch(q) ? q : '',
    mode: parseMode(search.get('mode')),
    page: parsePage(search.get('page')),
  };
}

/** URL params for a dashboard state; defaults are left out so the plain '/' means "today, all". */
export function dashboardSearchParams(params: DashboardParams, today: string): URLSearchParams {
  const out = new URLSearchParams();
  if (params.date !== today) out.set('date', params.date);
  if (params.session !== 'ALL') out.set('session', params.session);
  if (params.search) out.set('q', params.search);
  if (params.mode !== 'daily') out.set('mode', params.mode);
  if (params.mode !== 'daily' && params.page > 1) out.set('page', String(params.page));
  return out;
}

/** Daily mode shows the centre's whole day on one page (a decision: no day has anywhere near 500 visits). */
export const DAILY_LIMIT = 500;

export function dashboardVariables(clinicID: number, params: DashboardParams) {
  return {
    clinicID,
    filter: {
      clinicID: { eq: clinicID },
      date: { eq: params.date },
      deleted: { eq: 0 },
      ...(params.session === 'ALL' ? {} : { shift: { eq: params.session } }),
      ...(params.search
        ? { or: [{ name: { contains: params.search } }, { nric: { contains: params.search } }] }
        : {}),
    },
    pagination: { limit: DAILY_LIMIT, offset: 0, orderby: [{ field: 'name', direction: 'ASC' as const }] },
  };
}

export function groupByShift<T extends AppointmentCard>(appointments: readonly T[]): Record<Shift, T[]> {
  const groups: Record<Shift, T[]> = { M: [], N: [], E: [] };
  for (const appointment of appointments) groups[appointment.shift]?.push(appointment);
  return groups;
}

/**
 * A daily card as the overdue rule sees it: its session's start, end and last reading, and where it is shown.
 * The reading bell, the sections' overdue counts and which sections stay open all read this one shape.
 */
export interface WatchedCard {
  id: number;
  shift: Shift;
  name: string;
  startTime: Date | null;
  endTime: Date | null;
  lastReadingTime: Date | null;
}

export function watchedCard(appointment: AppointmentCard): WatchedCard {
  return {
    id: appointment.id,
    shift: appointment.shift,
    name: appointment.name,
    startTime: parseTime(appointment.dialysisStartTime),
    endTime: parseTime(appointment.dialysisEndTime),
    lastReadingTime: parseTime(appointment.lastDialysisIntervalTimestamp),
  };
}

/** A session that has started and not ended: its patient is on the machine. */
export function isRunning(card: Pick<WatchedCard, 'startTime' | 'endTime'>): boolean {
  return sessionPhase(card) === 'running';
}

/**
 * The one overdue rule of the dashboard (the card's red countdown, the bell, the sections): a running session
 * whose next reading (30 minutes after the last, or after the start) is due.
 */
export function isOverdue(
  card: Pick<WatchedCard, 'startTime' | 'endTime' | 'lastReadingTime'>,
  now: Date,
): boolean {
  if (!isRunning(card) || !card.startTime) return false;
  return (
    readingCountdown({ startTime: card.startTime, lastReadingTime: card.lastReadingTime, now }).state ===
    'overdue'
  );
}

/** Per section: how many sessions run in it, and which cards (ids, in the list's order) are overdue now. */
export interface SectionWatch {
  running: number;
  overdue: number[];
}

export function watchSections(cards: readonly WatchedCard[], now: Date): Record<Shift, SectionWatch> {
  const watch: Record<Shift, SectionWatch> = {
    M: { running: 0, overdue: [] },
    N: { running: 0, overdue: [] },
    E: { running: 0, overdue: [] },
  };
  for (const card of cards) {
    const section = watch[card.shift];
    if (!section || !isRunning(card)) continue;
    section.running++;
    if (isOverdue(card, now)) section.overdue.push(card.id);
  }
  return watch;
}

/** The sections holding a running session, in the day's order. */
export function runningShifts(watch: Record<Shift, SectionWatch>): Shift[] {
  return SHIFTS.filter((shift) => watch[shift].running > 0);
}

/** A section header's overdue count, said in words (the red and the icon are not the only sign). */
export function overdueText(count: number): string {
  return count === 1 ? '1 reading overdue' : `${count} readings overdue`;
}

/**
 * Which sections show, which open by themselves and which is highlighted. On the centre's today the current
 * session is highlighted; it opens, and so does every section with a running session (a patient on a machine
 * is never folded away by the time of day: docs/decisions/dashboard-overdue.md). On any other day every shown
 * section is open and none highlighted.
 */
export function sectionLayout(input: {
  session: SessionChoice;
  date: string;
  today: string;
  currentShift: Shift;
  running?: readonly Shift[];
}): { shown: Shift[]; expanded: Shift[]; highlighted: Shift | null } {
  const shown: Shift[] = input.session === 'ALL' ? [...SHIFTS] : [input.session];
  if (input.date !== input.today || !shown.includes(input.currentShift)) {
    return { shown, expanded: shown, highlighted: null };
  }
  const running = input.running ?? [];
  return {
    shown,
    expanded: shown.filter((shift) => shift === input.currentShift || running.includes(shift)),
    highlighted: input.currentShift,
  };
}

/** The user's own open (true) or fold (false) of a section, which wins over the section's default. */
export type FoldChoices = Partial<Record<Shift, boolean>>;

/** The open sections: the user's choice where made, else the layout's default. */
export function openSections(
  shown: readonly Shift[],
  expanded: readonly Shift[],
  choices: FoldChoices,
): Shift[] {
  return shown.filter((shift) => choices[shift] ?? expanded.includes(shift));
}

/**
 * The cards a section shows: all when open; folded, still its overdue cards (a fold never hides a patient
 * whose reading is due), and how many others the fold hides.
 */
export function sectionCards<T extends { id: number }>(
  items: readonly T[],
  open: boolean,
  overdue: readonly number[],
): { cards: readonly T[]; folded: number } {
  if (open) return { cards: items, folded: 0 };
  const cards = items.filter((item) => overdue.includes(item.id));
  return { cards, folded: items.length - cards.length };
}

/**
 * 'N record(s) found, showing page X out of Y'; the daily mode always has one page. A patient search that
 * matches more than the server counts (countCapped, 1,000) reads 'N+': its pages are the first 1,000 patients,
 * and the nurse refines the search for the rest (docs/decisions/dashboard-patient-search.md).
 */
export function resultText(count: number, page = 1, pages = 1, capped = false): string {
  return `${count}${capped ? '+' : ''} record(s) found, showing page ${page} out of ${pages}`;
}

export function seatBanner(input: {
  appointments: readonly AppointmentCard[];
  seatCount: number;
  date: string;
  today: string;
}): string | null {
  const verdict = insufficientSeats({
    shifts: input.appointments.map((a) => a.shift),
    seatCount: input.seatCount,
    date: input.date,
    today: input.today,
  });
  return verdict ? insufficientSeatsMessage(verdict.appointments, verdict.seats) : null;
}

/** A timestamp from the API as a Date, or null when absent or unreadable. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

type Fields = Readonly<Record<string, unknown>>;

const sameFields = (a: Fields, b: Fields, inner: (x: unknown, y: unknown) => boolean): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && inner(a[key], b[key]));
};

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/**
 * Whether two answers for an appointment show the same card: every field alike, and every field of its session
 * (one level of nesting, which is all a card has). A different query gives new objects for the same day (the
 * session tab's answer after the placeholder of the day shown before it), and a kept reading gives a new object
 * for an unchanged appointment: the memoised card (patient-card.tsx) need not render again for either.
 */
export function sameCardData(a: Fields, b: Fields): boolean {
  return (
    a === b ||
    sameFields(a, b, (x, y) => x === y || (isFields(x) && isFields(y) && sameFields(x, y, Object.is)))
  );
}
