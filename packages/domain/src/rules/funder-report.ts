/**
 * Funder report (spec 002 Funder report; docs/decisions/funder-report.md): the month a VWO or government
 * scheme is billed for, per patient of a centre. Pure rules shared by the query, the PDFs and the web page.
 */

/** The spec's failure text of the screen. */
export const FUNDER_REPORT_FAILED = 'Unable to retrieve funder report';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as YYYY-MM, or null for anything else. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = MONTH.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** First and last calendar day (YYYY-MM-DD) of a YYYY-MM month; null when it is not one. */
export function monthRange(value: string): { startDate: string; endDate: string } | null {
  const parsed = parseMonth(value);
  if (!parsed) return null;
  const last = new Date(Date.UTC(parsed.year, parsed.month, 0)).getUTCDate();
  return { startDate: `${value}-01`, endDate: `${value}-${String(last).padStart(2, '0')}` };
}

/** Whole minutes between a session's start and end; null while it has not ended (or the times are wrong). */
export function sessionMinutes(start: Date | string | null, end: Date | string | null): number | null {
  if (!start || !end) return null;
  const ms = new Date(end).getTime() - new Date(start).getTime();
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.round(ms / 60_000);
}

/**
 * A missed appointment: booked (live, not cancelled: a cancel sets deleted = 1), its day has passed in the
 * centre's time zone (today's appointment may still be dialysed), and no session was started for it or for
 * the patient in that centre on that day.
 */
export function isMissedAppointment(
  appointment: { date: string; cancelled: boolean; sessionStarted: boolean },
  centreToday: string,
): boolean {
  return !appointment.cancelled && appointment.date < centreToday && !appointment.sessionStarted;
}

export interface FunderTotals {
  sessions: number;
  minutes: number;
  missed: number;
}

/** Totals of a patient's month: sessions started, minutes of the ended ones, missed appointments. */
export function funderTotals(
  sessions: readonly { durationMinutes: number | null }[],
  missed: readonly unknown[],
): FunderTotals {
  return {
    sessions: sessions.length,
    minutes: sessions.reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0),
    missed: missed.length,
  };
}

/** Where the report's files are served (server modules/funder-report/routes.ts; the web links to them). */
export const FUNDER_REPORT_PATH = '/reports/funder';

/** One patient's PDF of a centre's month (YYYY-MM). */
export const funderReportPdfPath = (clinicID: number, month: string, patientID: number): string =>
  `${FUNDER_REPORT_PATH}/${clinicID}/${month}/${patientID}.pdf`;

/** Every patient's PDF of a centre's month in one zip. */
export const funderReportZipPath = (clinicID: number, month: string): string =>
  `${FUNDER_REPORT_PATH}/${clinicID}/${month}/all.zip`;
