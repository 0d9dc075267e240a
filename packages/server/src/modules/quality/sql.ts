import {
  CALCIUM_CORRECTION,
  CATHETER_PATTERN,
  FISTULA_GRAFT_PATTERN,
  QUALITY_INDICATOR_KEYS,
  type QualityIndicatorKey,
  type QualityThresholds,
  VIROLOGY_STALE_AFTER,
} from '@dialysis/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The quality indicators in SQL (issue 33; docs/decisions/quality-indicators.md). Two families, each one
 * statement over every centre of the network for the months asked for (the network's figure needs them all):
 *
 * - patients of a month: a patient dialysed in the month (a checked-in session, by its start on the centre's
 *   calendar) belongs to the centre of their last session of that month, where they were dialysed, so a patient
 *   who moved mid-month is counted once, by the centre that dialysed them last. Their month's latest results
 *   (adequacy, labs), their virology and HBsAb up to the month's end (or the centre's today in the current
 *   month), and the order in force then (access) are judged.
 * - sessions of a month: each booked appointment (attendance) and each session (shortened, weight gain) in the
 *   centre that booked or dialysed it.
 *
 * The judging mirrors packages/domain quality/indicators.ts with the same thresholds and patterns; the figure
 * statements count, the drill-down statements list the patients who miss.
 */

export interface Window {
  /** First days of the months, 'YYYY-MM-01'. */
  monthStarts: string[];
  now: Date;
  defaultTimezone: string;
  thresholds: QualityThresholds;
  /** Only this centre's rows (the drill-down); every centre when absent. */
  clinicID?: number;
}

const dateArray = (dates: string[]) => sql`${`{${dates.join(',')}}`}::date[]`;

/** UTC bounds wide enough for every zone (a day each side); the exact months are cut on each centre's calendar. */
function utcBounds(w: Window, daysBefore = 1): { from: string; to: string } {
  const first = w.monthStarts[0] ?? '1970-01-01';
  const last = w.monthStarts.at(-1) ?? first;
  const from = new Date(`${first}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - daysBefore);
  const to = new Date(`${last}T00:00:00Z`);
  to.setUTCMonth(to.getUTCMonth() + 1);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Every live centre with its zone and today. */
function centres(w: Window): SQL {
  return sql`centre as (
    select id, coalesce(timezone, ${w.defaultTimezone}) as tz,
           (${w.now.toISOString()}::timestamptz at time zone coalesce(timezone, ${w.defaultTimezone}))::date as today
      from clinic where deleted = 0 ${w.clinicID === undefined ? sql`` : sql`and id = ${w.clinicID}`}
  ), month_list as (select unnest(${dateArray(w.monthStarts)}) as month)`;
}

/**
 * The drill-down's cut: only patients dialysed in the centre asked for within the bounds (all of their sessions,
 * in any centre, are still read, so the attribution and the previous post weight stay the network's).
 */
function patientsOf(w: Window, from: string, to: string): SQL {
  if (w.clinicID === undefined) return sql``;
  return sql`and d.patient_id in (select s.patient_id from dialysis s where s.clinic_id = ${w.clinicID}
    and s.deleted = 0 and s.start_time >= ${from}::timestamptz and s.start_time < ${to}::timestamptz)`;
}

const stale = (limit: { months: number; days: number }) =>
  sql.raw(`make_interval(months => ${limit.months}, days => ${limit.days})`);

/**
 * One row per patient and month with what the patient indicators judge: the attribution, the month's latest
 * adequacy and lab values (with their instants), the virology test instants and HBsAb up to the month's end,
 * and the primary access of the order in force at `as_of`.
 */
function patientMonths(w: Window): SQL {
  const { from, to } = utcBounds(w);
  // Sessions are read in every centre (the attribution needs the patient's last session anywhere), then kept
  // for the centre asked (drill-down) at the end.
  const everyCentre: Window = { ...w, clinicID: undefined };
  const inMonth = sql`l.timestamp >= b.from_at`;
  const latest = (value: SQL, has: SQL) =>
    sql`(array_agg(${value} order by l.timestamp desc, l.id desc) filter (where ${inMonth} and ${has}))[1]`;
  const latestAt = (has: SQL) =>
    sql`(array_agg(l.timestamp order by l.timestamp desc, l.id desc) filter (where ${inMonth} and ${has}))[1]`;
  const ca = CALCIUM_CORRECTION;
  return sql`${centres(everyCentre)},
  session_month as (
    select distinct on (d.patient_id, date_trunc('month', d.start_time at time zone c.tz))
           d.patient_id, d.clinic_id, c.tz, c.today,
           date_trunc('month', d.start_time at time zone c.tz)::date as month
      from dialysis d
      join centre c on c.id = d.clinic_id
      join patient p on p.id = d.patient_id and p.deleted = 0
     where d.deleted = 0 and d.start_time >= ${from}::timestamptz and d.start_time < ${to}::timestamptz
       ${patientsOf(w, from, to)}
     order by d.patient_id, date_trunc('month', d.start_time at time zone c.tz), d.start_time desc, d.id desc
  ), b as (
    select s.patient_id, s.clinic_id, s.tz, s.month,
           (s.month::timestamp at time zone s.tz) as from_at,
           ((s.month + interval '1 month')::timestamp at time zone s.tz) as to_at,
           least((s.month + interval '1 month' - interval '1 day')::date, s.today) as as_of
      from session_month s
     where s.month in (select month from month_list)
       ${w.clinicID === undefined ? sql`` : sql`and s.clinic_id = ${w.clinicID}`}
  ), pm as (
    select b.*, adequacy.kt, adequacy.urr, adequacy.at as adequacy_at, lab.*, access.access_prim,
           access.d_order
      from b
      left join lateral (
        select r.urrd as kt, r.urr, r.timestamp as at
          from calculated_lab_result r
         where r.patient_id = b.patient_id and r.deleted = 0 and r.timestamp >= b.from_at
           and r.timestamp < b.to_at and (r.urrd is not null or r.urr is not null)
         order by r.timestamp desc, r.id desc limit 1
      ) adequacy on true
      left join lateral (
        select ${latest(sql`l.hb`, sql`l.hb is not null`)} as hb,
               ${latestAt(sql`l.hb is not null`)} as hb_at,
               ${latest(sql`l.alb`, sql`l.alb is not null`)} as alb,
               ${latestAt(sql`l.alb is not null`)} as alb_at,
               ${latest(sql`l.po4`, sql`l.po4 is not null`)} as po4,
               ${latestAt(sql`l.po4 is not null`)} as po4_at,
               ${latest(sql`l.ca + ${ca.perGramAlbumin}::float8 * (${ca.referenceAlbumin}::float8 - l.alb)`, sql`l.ca is not null and l.alb is not null`)} as cca,
               ${latestAt(sql`l.ca is not null and l.alb is not null`)} as cca_at,
               ${latest(sql`l.ipth`, sql`l.ipth is not null`)} as pth,
               ${latestAt(sql`l.ipth is not null`)} as pth_at,
               ${latest(sql`l.ferritin`, sql`l.ferritin is not null`)} as ferritin,
               ${latestAt(sql`l.ferritin is not null`)} as ferritin_at,
               max(l.timestamp) filter (where nullif(trim(l.hep_bs_ag), '') is not null) as hbsag_at,
               max(l.timestamp) filter (where nullif(trim(l.hcv), '') is not null) as hcv_at,
               max(l.timestamp) filter (where nullif(trim(l.hiv), '') is not null) as hiv_at,
               (array_agg(l.hep_bs_ab order by l.timestamp desc, l.id desc)
                  filter (where l.hep_bs_ab is not null))[1] as hbsab,
               (array_agg(l.timestamp order by l.timestamp desc, l.id desc)
                  filter (where l.hep_bs_ab is not null))[1] as hbsab_at
          from lab_report l
         where l.patient_id = b.patient_id and l.deleted = 0 and l.timestamp < b.to_at
      ) lab on true
      left join lateral (
        select o.access_prim, o.d_order
          from dialysis_order o
         where o.patient_id = b.patient_id and o.deleted = 0 and o.d_order <= b.as_of
         order by o.d_order desc, o.id desc limit 1
      ) access on true
  ), judged as (
    select pm.*,
           (kt is not null or urr is not null) as adequacy_e,
           case when kt is not null then kt >= ${w.thresholds.spKtVMin}::float8
                else urr >= ${w.thresholds.urrMin}::float8 end as adequacy_m,
           true as adequacy_missing_e,
           (kt is null and urr is null) as adequacy_missing_m,
           hb is not null as haemoglobin_e,
           hb between ${w.thresholds.hbMin}::float8 and ${w.thresholds.hbMax}::float8 as haemoglobin_m,
           alb is not null as albumin_e,
           alb >= ${w.thresholds.albuminMin}::float8 as albumin_m,
           po4 is not null as phosphate_e,
           po4 between ${w.thresholds.phosphateMin}::float8 and ${w.thresholds.phosphateMax}::float8 as phosphate_m,
           cca is not null as calcium_e,
           cca between ${w.thresholds.calciumMin}::float8 and ${w.thresholds.calciumMax}::float8 as calcium_m,
           pth is not null as pth_e,
           pth between ${w.thresholds.pthUpperNormal * w.thresholds.pthMultipleMin}::float8
               and ${w.thresholds.pthUpperNormal * w.thresholds.pthMultipleMax}::float8 as pth_m,
           ferritin is not null as ferritin_e,
           ferritin between ${w.thresholds.ferritinMin}::float8 and ${w.thresholds.ferritinMax}::float8 as ferritin_m,
           (access_prim ~* ${FISTULA_GRAFT_PATTERN} or access_prim ~* ${CATHETER_PATTERN}) as vascular_access_e,
           coalesce(access_prim ~* ${FISTULA_GRAFT_PATTERN}, false) as vascular_access_m,
           true as virology_e,
           coalesce((hbsag_at at time zone tz)::date + ${stale(VIROLOGY_STALE_AFTER.HepBsAg)} >= as_of
             and (hcv_at at time zone tz)::date + ${stale(VIROLOGY_STALE_AFTER.HCV)} >= as_of
             and (hiv_at at time zone tz)::date + ${stale(VIROLOGY_STALE_AFTER.HIV)} >= as_of, false) as virology_m,
           true as hepatitis_b_immunity_e,
           coalesce(hbsab >= ${w.thresholds.hbsAbMin}::float8, false) as hepatitis_b_immunity_m
      from pm
  )`;
}

/** The session indicators (counted per appointment or session); every other indicator counts patients. */
export const SESSION_INDICATORS = [
  'attendance',
  'shortenedSessions',
  'weightGain',
] as const satisfies readonly QualityIndicatorKey[];
export type SessionIndicator = (typeof SESSION_INDICATORS)[number];
export type PatientIndicator = Exclude<QualityIndicatorKey, SessionIndicator>;
export const PATIENT_INDICATORS: readonly PatientIndicator[] = QUALITY_INDICATOR_KEYS.filter(
  (key): key is PatientIndicator => !(SESSION_INDICATORS as readonly string[]).includes(key),
);

/** An indicator's SQL columns: the key in snake case. */
export const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Counted and eligible of each indicator, by centre and month: `<key>_c`, `<key>_e` columns. */
function counts(keys: readonly string[], from: string): SQL {
  const columns = keys.map((key) => {
    const c = column(key);
    return `count(*) filter (where ${c}_e and ${c}_m)::int as ${c}_c, count(*) filter (where ${c}_e)::int as ${c}_e`;
  });
  return sql.raw(`select clinic_id, to_char(month, 'YYYY-MM') as month, ${columns.join(', ')}
    from ${from} group by clinic_id, month`);
}

export function patientFigures(w: Window): SQL {
  return sql`with ${patientMonths(w)} ${counts(PATIENT_INDICATORS, 'judged')}`;
}

/**
 * One row per booked appointment of the months (attendance) and per session (shortened, weight gain), with its
 * centre, month (the centre's calendar), day and what is judged.
 */
function sessionRows(w: Window): SQL {
  const t = w.thresholds;
  const { from, to } = utcBounds(w, t.weightGainMaxGapDays + 1);
  const first = w.monthStarts[0] ?? '1970-01-01';
  const last = w.monthStarts.at(-1) ?? first;
  const scope = w.clinicID === undefined ? sql`` : sql`and clinic_id = ${w.clinicID}`;
  // Every centre's sessions: the previous post weight may be another centre's (a patient who moved).
  return sql`${centres({ ...w, clinicID: undefined })},
  booked as (
    select a.id, a.patient_id, a.clinic_id, date_trunc('month', a.date::timestamp)::date as month, a.date as day,
           exists (select 1 from dialysis d where d.appointment_id = a.id and d.deleted = 0
                     and d.start_time is not null) as attended
      from appointment a
      join centre c on c.id = a.clinic_id
      join patient p on p.id = a.patient_id and p.deleted = 0
     where a.deleted = 0 and a.date >= ${first}::date
       and a.date < (${last}::date + interval '1 month') and a.date < c.today
       ${w.clinicID === undefined ? sql`` : sql`and a.clinic_id = ${w.clinicID}`}
  ), sessions as (
    select d.id, d.patient_id, d.clinic_id, c.tz, d.start_time, d.end_time, d.pre_weight, d.post_weight,
           date_trunc('month', d.start_time at time zone c.tz)::date as month,
           (d.start_time at time zone c.tz)::date as day,
           lag(d.post_weight) over w as previous_post,
           lag(d.start_time) over w as previous_start,
           d.dialysis_order_id
      from dialysis d
      join centre c on c.id = d.clinic_id
      join patient p on p.id = d.patient_id and p.deleted = 0
     where d.deleted = 0 and d.start_time >= ${from}::timestamptz and d.start_time < ${to}::timestamptz
       ${patientsOf(w, from, to)}
    window w as (partition by d.patient_id order by d.start_time, d.id)
  ), judged_sessions as (
    select s.*, o.duration,
           extract(epoch from (s.end_time - s.start_time)) / 60 as minutes,
           (s.pre_weight - s.previous_post) * 100.0 / nullif(s.previous_post, 0) as gain
      from sessions s
      left join lateral (
        select o.duration from dialysis_order o
         where o.patient_id = s.patient_id and o.deleted = 0
           and (o.id = s.dialysis_order_id or (s.dialysis_order_id is null and o.d_order <= s.day))
         order by (o.id = s.dialysis_order_id) desc, o.d_order desc, o.id desc limit 1
      ) o on true
     where s.month in (select month from month_list) ${scope}
  ), judged as (
    select clinic_id, month, true as attendance_e, attended as attendance_m,
           false as shortened_sessions_e, false as shortened_sessions_m,
           false as weight_gain_e, false as weight_gain_m
      from booked where month in (select month from month_list) ${scope}
    union all
    select clinic_id, month, false, false,
           (end_time > start_time and duration > 0),
           minutes < duration * (1 - ${t.shortenedShare}::float8),
           (pre_weight is not null and previous_post > 0
             and previous_start >= start_time - make_interval(days => ${t.weightGainMaxGapDays}::int)),
           gain > ${t.weightGainPercent}::float8
      from judged_sessions
  )`;
}

export function sessionFigures(w: Window): SQL {
  return sql`with ${sessionRows(w)} ${counts(SESSION_INDICATORS, 'judged')}`;
}

/**
 * The patients (or sessions) of one centre and month who miss an indicator, with the value and its instant or
 * day: `value` (number), `value2` (a second number: the order's minutes, the previous post weight), `text`,
 * `at` (an instant) or `day` (a calendar date).
 */
export function patientMisses(w: Window, key: PatientIndicator): SQL {
  const c = column(key);
  const pick: Record<PatientIndicator, string> = {
    adequacy: `coalesce(kt, urr) as value, case when kt is null then 1 else 0 end as value2, null::text as text, adequacy_at as at`,
    adequacyMissing: `null::float8 as value, null::float8 as value2, null::text as text, null::timestamptz as at`,
    haemoglobin: `hb as value, null::float8 as value2, null::text as text, hb_at as at`,
    albumin: `alb as value, null::float8 as value2, null::text as text, alb_at as at`,
    phosphate: `po4 as value, null::float8 as value2, null::text as text, po4_at as at`,
    calcium: `cca as value, null::float8 as value2, null::text as text, cca_at as at`,
    pth: `pth as value, null::float8 as value2, null::text as text, pth_at as at`,
    ferritin: `ferritin as value, null::float8 as value2, null::text as text, ferritin_at as at`,
    vascularAccess: `null::float8 as value, null::float8 as value2, access_prim as text, d_order::timestamp at time zone tz as at`,
    virology: `null::float8 as value, null::float8 as value2,
      concat_ws(' ', 'HBsAg ' || coalesce(to_char(hbsag_at at time zone tz, 'YYYY-MM-DD'), 'none'),
        'HCV ' || coalesce(to_char(hcv_at at time zone tz, 'YYYY-MM-DD'), 'none'),
        'HIV ' || coalesce(to_char(hiv_at at time zone tz, 'YYYY-MM-DD'), 'none')) as text,
      least(hbsag_at, hcv_at, hiv_at) as at`,
    hepatitisBImmunity: `hbsab as value, null::float8 as value2, null::text as text, hbsab_at as at`,
  };
  const missed = key === 'adequacyMissing' ? `${c}_e and ${c}_m` : `${c}_e and not coalesce(${c}_m, false)`;
  return sql`with ${patientMonths(w)}
    select j.patient_id, p.name as patient_name, p.nric as patient_nric, j.tz,
           ${sql.raw(pick[key])}, null::date as day
      from judged j join patient p on p.id = j.patient_id
     where ${sql.raw(missed)}
     order by p.name, j.patient_id`;
}

export function sessionMisses(w: Window, key: SessionIndicator): SQL {
  const rows: Record<SessionIndicator, string> = {
    attendance: `select patient_id, null::float8 as value, null::float8 as value2, 'Not attended' as text,
        day from booked where month in (select month from month_list) and not attended`,
    shortenedSessions: `select patient_id, minutes as value, duration::float8 as value2, null::text as text, day
        from judged_sessions where end_time > start_time and duration > 0
         and minutes < duration * (1 - ${w.thresholds.shortenedShare}::float8)`,
    weightGain: `select patient_id, gain as value, (pre_weight - previous_post)::float8 as value2, null::text as text,
        day from judged_sessions where pre_weight is not null and previous_post > 0
         and previous_start >= start_time - make_interval(days => ${w.thresholds.weightGainMaxGapDays}::int)
         and gain > ${w.thresholds.weightGainPercent}::float8`,
  };
  return sql`with ${sessionRows(w)}, missed as (${sql.raw(rows[key])})
    select m.patient_id, p.name as patient_name, p.nric as patient_nric, null::text as tz, m.value, m.value2,
           m.text, null::timestamptz as at, m.day
      from missed m join patient p on p.id = m.patient_id
     order by p.name, m.patient_id, m.day`;
}
