import { BP_TARGETS, IDWG_LIMIT_OF_DRY_WEIGHT, KDOQI } from '@dialysis/domain';

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

/** One line of a trend chart: a measured series, or a target drawn as a dashed reference line. */
export interface TrendLine {
  label: string;
  colour: string;
  values: (number | null)[];
  reference?: boolean;
}

/** One trend chart: its lines, the axis range it always shows (data outside widens it), and its targets in words. */
export interface TrendChart {
  title: string;
  lines: TrendLine[];
  axis: { min?: number; max?: number };
  targets: string;
}

const COLOURS = {
  pre: '#d4380d',
  post: '#0f7b83',
  dry: '#389e0d',
  gain: '#722ed1',
  SBP: '#cf1322',
  DBP: '#fa8c16',
  postSBP: '#1677ff',
  postDBP: '#13c2c2',
  ktv: '#0f7b83',
  limit: '#8c8c8c',
};

/** Weight's axis: 5 kg either side of the latest dry weight (the figure a nurse reads weights against). */
const WEIGHT_SPAN_KG = 5;
/** Blood pressure's axis: 40 to 180 mmHg, where diastolic and systolic pressures are read (not from 0). */
const BP_AXIS = { min: 40, max: 180 };
/** Kt/V's axis: 0.8 to 2.0, around the minimum and target (an axis from 0 flattens the difference). */
const KTV_AXIS = { min: 0.8, max: 2 };

const values = (points: readonly VitalPoint[], key: keyof Omit<VitalPoint, 'label'>) =>
  points.map((p) => p[key]);
const flat = (points: readonly VitalPoint[], value: number) => points.map(() => value);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A blood pressure chart (pre- or post-dialysis): SBP and DBP, each with its target as a reference line. */
function bloodPressureChart(
  points: readonly VitalPoint[],
  when: 'Pre' | 'Post',
  target: { SBP: number; DBP: number },
  colour: { SBP: string; DBP: string },
): TrendChart {
  const prefix = when === 'Pre' ? 'pre' : 'post';
  const lines = (['SBP', 'DBP'] as const).map((k) => ({
    label: `${when} ${k}`,
    colour: colour[k],
    values: values(points, `${prefix}${k}` as const),
  }));
  const references = (['SBP', 'DBP'] as const).map((k) => ({
    label: `Target ${k} < ${target[k]}`,
    colour: colour[k],
    values: flat(points, target[k]),
    reference: true,
  }));
  return {
    title: `${when}-dialysis blood pressure (mmHg)`,
    lines: [...lines, ...references],
    axis: BP_AXIS,
    targets: `Targets below ${target.SBP}/${target.DBP}`,
  };
}

/**
 * The vital trend charts (issue 27: axes where a clinician reads them, and the target lines): weights against
 * the dry weight (drawn as the target line, as ordered at each session), the interdialytic weight gain against
 * 4% of the dry weight, pre- and post-dialysis blood pressure each against K/DOQI's targets, and Kt/V online
 * against the KDOQI minimum and target. Sources in docs/decisions/vital-trend-charts.md.
 */
export function trendCharts(points: readonly VitalPoint[]): TrendChart[] {
  const targets = { bp: BP_TARGETS, idwgLimit: IDWG_LIMIT_OF_DRY_WEIGHT, ktv: KDOQI.spKtV };
  const dry = points.findLast((p) => p.dryWeight !== null)?.dryWeight ?? null;
  const limit = points.map((p) => (p.dryWeight === null ? null : round1(p.dryWeight * targets.idwgLimit)));
  const highestLimit = Math.max(0, ...limit.filter((v): v is number => v !== null));
  const { pre, post } = targets.bp;
  const percent = `${Math.round(targets.idwgLimit * 100)}%`;
  return [
    {
      title: 'Weight (kg)',
      lines: [
        { label: 'Pre weight', colour: COLOURS.pre, values: values(points, 'preWeight') },
        { label: 'Post weight', colour: COLOURS.post, values: values(points, 'postWeight') },
        { label: 'Dry weight', colour: COLOURS.dry, values: values(points, 'dryWeight'), reference: true },
      ],
      axis:
        dry === null
          ? {}
          : { min: Math.max(0, Math.floor(dry - WEIGHT_SPAN_KG)), max: Math.ceil(dry + WEIGHT_SPAN_KG) },
      targets: dry === null ? 'No dry weight recorded' : `Latest dry weight ${dry} kg`,
    },
    {
      title: 'Interdialytic weight gain (kg)',
      lines: [
        { label: 'Weight gain', colour: COLOURS.gain, values: values(points, 'weightGain') },
        { label: `Limit ${percent} of dry weight`, colour: COLOURS.limit, values: limit, reference: true },
      ],
      // From 0 (a gain is read from none), to at least a little above the limit.
      axis: { min: 0, max: Math.max(3, Math.ceil(highestLimit + 1)) },
      targets: `Limit ${percent} of dry weight`,
    },
    bloodPressureChart(points, 'Pre', pre, { SBP: COLOURS.SBP, DBP: COLOURS.DBP }),
    bloodPressureChart(points, 'Post', post, { SBP: COLOURS.postSBP, DBP: COLOURS.postDBP }),
    {
      title: 'Kt/V online',
      lines: [
        { label: 'Kt/V online', colour: COLOURS.ktv, values: values(points, 'KTVonline') },
        {
          label: `Minimum ${targets.ktv.minimum}`,
          colour: COLOURS.SBP,
          values: flat(points, targets.ktv.minimum),
          reference: true,
        },
        {
          label: `Target ${targets.ktv.target}`,
          colour: COLOURS.dry,
          values: flat(points, targets.ktv.target),
          reference: true,
        },
      ],
      axis: KTV_AXIS,
      targets: `Minimum ${targets.ktv.minimum}, target ${targets.ktv.target}`,
    },
  ];
}
