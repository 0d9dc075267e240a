import {
  formatMinutes,
  insufficientSeats,
  insufficientSeatsMessage,
  isRealDate,
  isValidSearch,
  type ReadingCountdown,
  SHIFTS,
  type Shift,
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
 * Which sections show, which are open and which is highlighted. On the centre's today the current session
 * is highlighted and the only one open; on any other day every shown section is open and none highlighted.
 */
export function sectionLayout(input: {
  session: SessionChoice;
  date: string;
  today: string;
  currentShift: Shift;
}): { shown: Shift[]; expanded: Shift[]; highlighted: Shift | null } {
  const shown: Shift[] = input.session === 'ALL' ? [...SHIFTS] : [input.session];
  if (input.date !== input.today || !shown.includes(input.currentShift)) {
    return { shown, expanded: shown, highlighted: null };
  }
  return { shown, expanded: [input.currentShift], highlighted: input.currentShift };
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

export function countdownText(countdown: ReadingCountdown): string {
  return countdown.state === 'due-in'
    ? `Next Reading in ${formatMinutes(countdown.minutes)}`
    : `Scheduled Reading ${formatMinutes(countdown.minutes)} ago`;
}

/** A timestamp from the API as a Date, or null when absent or unreadable. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}
