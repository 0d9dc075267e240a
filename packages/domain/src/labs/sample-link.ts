/**
 * Which dialysis session a lab report's urea belongs to (issue 25 item 1): one blood sample gives at most one
 * calculated result, and a second session of the patient on the same day never borrows the first one's report.
 *
 * The rule, for the reports (with urea pre and post) and the started sessions of one patient on one day (each
 * read on its centre's calendar):
 * - a report with a sample time belongs to the session whose window holds that time: from arrival (the start
 *   when no arrival was recorded) to discharge (the end when no discharge was recorded; open while the session
 *   runs), both ends included. No window, or two: no session, and the reason says which.
 * - a report with a date only belongs to the day's session when there is exactly one; with none or several the
 *   reason says so (several: the sample time is needed to choose).
 * - a session gets the result of one report: the newest entered (highest id) of those that belong to it; the
 *   older ones are superseded and give no result.
 * - a session still running gives a result row that says so; its numbers come at check-out.
 */

export const SAMPLE_LINK_REASONS = {
  noSession: 'No dialysis session on this day',
  severalSessions: 'Several sessions on this day: add the sample time to the lab report',
  outsideSessions: 'Sample time outside every session of this day',
  inSeveralSessions: 'Sample time inside more than one session',
  running: 'Session not checked out yet',
} as const;

export interface LinkSession {
  id: number;
  arriveTime: Date | null;
  startTime: Date;
  endTime: Date | null;
  dischargeTime: Date | null;
}

export interface LinkReport {
  id: number;
  /** The sample's time when known; null for a report dated by day only. */
  sampleTime: Date | null;
}

/** A report's place: its session (or none) and, when no number can come of it yet, why. */
export interface SampleLink {
  reportID: number;
  dialysisID: number | null;
  reason: string | null;
}

function windowHolds(session: LinkSession, at: Date): boolean {
  const start = session.startTime.getTime();
  const from = Math.min(session.arriveTime?.getTime() ?? start, start);
  const to = session.dischargeTime ?? session.endTime;
  return at.getTime() >= from && (to === null || at.getTime() <= to.getTime());
}

/** The session of one report among the started sessions of its day, or the reason there is none. */
export function sessionOfSample(
  report: LinkReport,
  sessions: readonly LinkSession[],
): { session: LinkSession } | { reason: string } {
  if (sessions.length === 0) return { reason: SAMPLE_LINK_REASONS.noSession };
  if (report.sampleTime === null) {
    const [only] = sessions;
    return sessions.length === 1 && only
      ? { session: only }
      : { reason: SAMPLE_LINK_REASONS.severalSessions };
  }
  const at = report.sampleTime;
  const holding = sessions.filter((s) => windowHolds(s, at));
  const [one] = holding;
  if (holding.length === 1 && one) return { session: one };
  return {
    reason:
      holding.length === 0 ? SAMPLE_LINK_REASONS.outsideSessions : SAMPLE_LINK_REASONS.inSeveralSessions,
  };
}

/**
 * The results of one patient's day: one entry per report that gives a result row (superseded reports give
 * none), each with its session or none. A row of a running session carries the `running` reason.
 */
export function linkSamples(reports: readonly LinkReport[], sessions: readonly LinkSession[]): SampleLink[] {
  const bySession = new Map<number, { report: LinkReport; session: LinkSession }>();
  const links: SampleLink[] = [];
  for (const report of reports) {
    const found = sessionOfSample(report, sessions);
    if ('reason' in found) {
      links.push({ reportID: report.id, dialysisID: null, reason: found.reason });
      continue;
    }
    const held = bySession.get(found.session.id);
    if (!held || held.report.id < report.id)
      bySession.set(found.session.id, { report, session: found.session });
  }
  for (const { report, session } of bySession.values()) {
    links.push({
      reportID: report.id,
      dialysisID: session.id,
      reason: session.endTime === null ? SAMPLE_LINK_REASONS.running : null,
    });
  }
  return links.sort((a, b) => a.reportID - b.reportID);
}
