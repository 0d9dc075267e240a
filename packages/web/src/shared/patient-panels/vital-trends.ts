/**
 * The vital trends' series (beyond the spec, issue 14): from the monthly summary (a point per month) or from the
 * sessions themselves (a point per session, oldest first). Weights arrive in grams and are charted in kg; a
 * session's interdialytic weight gain is its pre weight minus the previous session's post weight.
 */
export interface VitalPoint {
  label: string;
  preWeight: number | null;
  postWeight: number | null;
  dryWeight: number | null;
  weightGain: number | null;
  preSBP: number | null;
  preDBP: number | null;
  postSBP: number | null;
  postDBP: number | null;
  KTVonline: number | null;
}

const kg = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? null : grams / 1000;
const n = (value: number | null | undefined) => (value === null || value === undefined ? null : value);

type Stat = { avg: number | null };
export interface SummaryMonth {
  yearMonth: string;
  preWeight: Stat;
  postWeight: Stat;
  dryWeight: Stat;
  weightGain: Stat;
  preSBP: Stat;
  preDBP: Stat;
  postSBP: Stat;
  postDBP: Stat;
  KTVonline: Stat;
}

/** One point per month: the month's averages. */
export function monthlyPoints(
  months: readonly SummaryMonth[],
  label: (yearMonth: string) => string,
): VitalPoint[] {
  return months.map((m) => ({
    label: label(m.yearMonth),
    preWeight: kg(m.preWeight.avg),
    postWeight: kg(m.postWeight.avg),
    dryWeight: kg(m.dryWeight.avg),
    weightGain: kg(m.weightGain.avg),
    preSBP: n(m.preSBP.avg),
    preDBP: n(m.preDBP.avg),
    postSBP: n(m.postSBP.avg),
    postDBP: n(m.postDBP.avg),
    KTVonline: n(m.KTVonline.avg),
  }));
}

export interface SessionVitals {
  startTime: string | null;
  preWeight?: number | null;
  postWeight?: number | null;
  dryWeight?: number | null;
  preSBP?: number | null;
  preDBP?: number | null;
  postSBP?: number | null;
  postDBP?: number | null;
  KTVonline?: number | null;
}

/** One point per session, oldest first (the list comes newest first); the gain needs the session before. */
export function sessionPoints(
  newestFirst: readonly SessionVitals[],
  label: (startTime: string) => string,
): VitalPoint[] {
  const sessions = newestFirst.filter((s) => s.startTime).reverse();
  return sessions.map((s, i) => {
    const before = sessions[i - 1];
    const gain =
      before && s.preWeight != null && before.postWeight != null ? s.preWeight - before.postWeight : null;
    return {
      label: label(s.startTime as string),
      preWeight: kg(s.preWeight),
      postWeight: kg(s.postWeight),
      dryWeight: kg(s.dryWeight),
      weightGain: kg(gain),
      preSBP: n(s.preSBP),
      preDBP: n(s.preDBP),
      postSBP: n(s.postSBP),
      postDBP: n(s.postDBP),
      KTVonline: n(s.KTVonline),
    };
  });
}
