import { addMonths, KDOQI } from '@dialysis/domain';

/** One point of a chart: the day (YYYY-MM-DD, centre's) and the value. */
export interface ChartPoint {
  day: string;
  value: number;
}

export interface AdequacySeries {
  /** Every day with any point, oldest first: the charts' shared x axis. */
  days: string[];
  URR: ChartPoint[];
  spKtV: ChartPoint[];
  Hb: ChartPoint[];
}

/** The targets the charts draw as lines: KDOQI's minimum and target for URR and spKt/V; Hb's red mark. */
export const CHART_TARGETS = {
  URR: { minimum: KDOQI.URR.minimum, target: KDOQI.URR.target },
  spKtV: { minimum: KDOQI.spKtV.minimum, target: KDOQI.spKtV.target },
  // The spec marks Hb at or below 10 g/dL red (lab highlighting); KDIGO 2012 advises not above 11.5 on an ESA.
  Hb: { minimum: 10, target: 11.5 },
} as const;

/** The day twelve months before `today` (YYYY-MM-DD): the charts' first day. */
export function twelveMonthsBefore(today: string): string {
  // The domain's calendar arithmetic: 29 February 2028 goes back to 28 February 2027, a day that exists.
  return addMonths(today, -12);
}

type Dated = { day: string };

/**
 * The three series of the last 12 months (to `today`, both included), oldest first, from the calculated
 * results (URR, spKt/V) and the lab reports (Hb); values missing on a day are left out, not drawn as zero.
 */
export function adequacySeries(
  calculated: readonly (Dated & { URR: number | null; spKtV: number | null })[],
  labs: readonly (Dated & { Hb: number | null })[],
  today: string,
): AdequacySeries {
  const from = twelveMonthsBefore(today);
  const inRange = (p: Dated) => p.day >= from && p.day <= today;
  const points = <T extends Dated>(rows: readonly T[], value: (row: T) => number | null): ChartPoint[] =>
    rows
      .filter(inRange)
      .flatMap((row) => {
        const v = value(row);
        return v === null || !Number.isFinite(v) ? [] : [{ day: row.day, value: v }];
      })
      .sort((a, b) => a.day.localeCompare(b.day));
  const URR = points(calculated, (r) => r.URR);
  const spKtV = points(calculated, (r) => r.spKtV);
  const Hb = points(labs, (r) => r.Hb);
  const days = [...new Set([...URR, ...spKtV, ...Hb].map((p) => p.day))].sort();
  return { days, URR, spKtV, Hb };
}
