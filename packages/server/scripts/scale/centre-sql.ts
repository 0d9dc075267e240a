import {
  ACTIVE_PATIENTS_PER_CENTRE,
  READINGS_PER_SESSION,
  SEATS_PER_CENTRE,
  SPARE_MACHINES,
} from './network-shape.ts';

/**
 * The statements that fill one centre, generated inside PostgreSQL (INSERT ... SELECT over generate_series):
 * nothing crosses the wire but the statement, which is what makes 22 million readings load in minutes. Each
 * runs with the same positional parameters (CentreParams); columns are the migrations' snake_case names.
 *
 * Rules kept from the app (packages/server/src/demo/seed.ts, the dialysis module): an ended session has
 * endTime and endedBy, readings are dialysis_interval rows every 30 minutes, a session uses its seat's machine
 * and names the order in force, session_month counts the patient's sessions in the month, lab reports carry a
 * unique fingerprint, a calculated result belongs to the session of its report's day, and machines carry a
 * passed audit so check-in accepts them.
 */

/** The named parameters ($clinic, ...) of the statements; bindNamed turns them into $1, $2, ... */
export interface CentreParams {
  /** The centre's id and its number (1, 2, ...). */
  clinic: number;
  centre: number;
  /** The first global patient number of the centre, and how many patients it has (active and past). */
  first: number;
  count: number;
  /** The first day of history and the centre's today, YYYY-MM-DD. */
  from: string;
  today: string;
  /** Account ids: the centre's nurses (who run the sessions) and its doctor (orders, notes). */
  nurses: string[];
  doctor: string;
  /** ISO time the seed runs at, and the centre's time zone. */
  now: string;
  tz: string;
}

/** '$name' placeholders to positional ones, with the values in order (each name once). */
export function bindNamed(text: string, params: CentreParams): { text: string; values: unknown[] } {
  const order: (keyof CentreParams)[] = [];
  const bound = text.replace(/\$([a-z]+)/g, (_, name: keyof CentreParams) => {
    if (!(name in params)) throw new Error(`unknown parameter $${name}`);
    let at = order.indexOf(name);
    if (at < 0) at = order.push(name) - 1;
    return `$${at + 1}`;
  });
  return { text: bound, values: order.map((name) => params[name]) };
}

const SURNAMES = `array['Tan','Lim','Lee','Ng','Wong','Goh','Chua','Chan','Koh','Teo','Ong','Ang','Yeo','Tay','Ho',
  'Low','Toh','Sim','Chong','Chia','Abdullah','Rahman','Kumar','Pillai','Ismail']`;
const GIVEN = `array['Wei Ming','Mei Ling','Siew Hoon','Kok Leong','Hui Min','Boon Kiat','Li Hua','Ah Kow',
  'Siti Aminah','Muthu','Priya','Rajesh','Nurul','Ahmad','Farah','Kumar','Jia Hui','Zhi Hao','Xin Yi','Jun Jie']`;
// A made-up third name from two syllables, so full names are nearly unique, as real ones are.
const THIRD = `initcap((array['ka','ri','mo','su','de','la','ne','to','bi','fa','go','hu','ji','ke','lu','mi','na',
  'pe','qi','ro','sa','te','vu','wa','xi','yo','zu','an','el','or'])[1 + (g / 500) % 30] ||
  (array['ran','lin','dez','mar','son','via','tor','ley','win','ham'])[1 + (g * 3) % 10])`;

/** The active patients of the centre, numbered j: pattern j / 90 (0 Mon/Wed/Fri, 1 Tue/Thu/Sat), shift, seat. */
const ACTIVE = `active as (
  select id, (row_number() over (order by id) - 1)::int as j from patient
  where existing_clinic_id = $clinic and status = 'DIALYSIS'
)`;
const SEATS = `seats as (
  select id, machine_id, (row_number() over (order by id) - 1)::int as k from seat where clinic_id = $clinic
)`;
/** The session's start in the centre's time zone: mornings 07:00, noons 12:00, evenings 17:00, four hours. */
const SHIFT_TIME = `(array['07:00:00','12:00:00','17:00:00'])`;

export const CENTRE_STATEMENTS: { label: string; sql: string }[] = [
  {
    label: 'machines, seats and audits',
    sql: `with m as (
        insert into machine (serial_no, clinic_id, name, manufacturer)
        select 'SN-' || $centre || '-' || n, $clinic, 'C' || $centre || '-HD' || lpad(n::text, 2, '0'),
          case when n % 2 = 0 then 'Fresenius' else 'Nipro' end
        from generate_series(1, ${SEATS_PER_CENTRE + SPARE_MACHINES}) n
        returning id, name
      ), s as (
        insert into seat (clinic_id, machine_id, name)
        select $clinic, id, 'Seat ' || row_number() over (order by id) from m
        order by id limit ${SEATS_PER_CENTRE}
        returning id
      )
      insert into machine_status (machine_id, name, expiry_date, status, approved_timestamp, mandatary)
      select id, 'Electrical safety', $today::date + 300 + id % 60, 'PASS', $now::timestamptz - interval '60 days', 1
      from m where (select count(*) from s) >= 0`,
  },
  {
    label: 'patients',
    sql: `insert into patient (name, namecode, nric, id_type, gender, dob, existing_clinic_id, status,
        registered_date, referring_source, referrer, height, weight, phone_no, race, diabetic_status, dexit,
        created_on, updated_on)
      select
        (${SURNAMES})[1 + (g * 7) % 25] || ' ' || (${GIVEN})[1 + (g / 25) % 20] || ' ' || ${THIRD},
        'P' || lpad(g::text, 7, '0'),
        'S' || lpad(((g * 7919) % 10000000)::text, 7, '0') || chr(65 + g % 26),
        'NRIC', case when g % 2 = 0 then 'M' else 'F' end,
        date '1940-01-01' + (g * 37) % 18000,
        $clinic,
        case when g - $first < ${ACTIVE_PATIENTS_PER_CENTRE} then 'DIALYSIS' else 'INACTIVE' end,
        $from::date - 30 - (g * 13) % 2000,
        (array['Singapore General Hospital','Tan Tock Seng Hospital','Changi General Hospital',
          'National University Hospital','Khoo Teck Puat Hospital'])[1 + g % 5],
        'Dr ' || (array['Ravi','Chen','Hassan','Lopez','Smith','Nair','Kwek','Yap'])[1 + g % 8],
        150 + g % 35, 50000 + (g * 37) % 30000, '+65 9' || lpad((g % 10000000)::text, 7, '0'),
        (array['Chinese','Malay','Indian','Others'])[1 + g % 4],
        case when g % 3 = 0 then 'Yes' else 'No' end,
        case when g - $first < ${ACTIVE_PATIENTS_PER_CENTRE} then null else $from::date - (g % 700) end,
        $now::timestamptz - interval '3 years', $now::timestamptz - interval '3 years'
      from generate_series($first::int, $first::int + $count::int - 1) g`,
  },
  {
    label: 'dialysis orders and medication',
    sql: `with ${ACTIVE}, o as (
        insert into dialysis_order (staff_account_id, patient_id, msa, d_order, freq_mth, duration, hep_load,
          hep_cont, dialysate, access_prim, a_needle, v_needle, bicarbonate, temp, qd, qb, dry_weight, notes,
          created_on, updated_on)
        select $doctor::uuid, a.id, 1.6, d, 13, 240, 1000, 500, -1.25,
          case when a.j % 3 = 2 then 'AVF RIGHT BCF' else 'AVF LEFT WRIST' end, '16', '15', 31, 36.5, 500,
          250 + 10 * (a.j % 5), 50000 + (a.id * 37) % 30000, 'Thrice weekly', d, d
        from active a, unnest(array[$from::date - 30, $from::date + ($today::date - $from::date) / 2]) d
        returning id
      )
      insert into medication (patient_id, medication, status, dose, route, freq, start, "end", created_on, updated_on)
      select a.id, m.name, case when m.n = 4 then 'INACTIVE' else 'ACTIVE' end, m.dose, m.route, m.freq,
        $from::date - 60, case when m.n = 4 then $from::date + 20 end, $from::date - 60, $from::date - 60
      from active a, (values (1, 'Calcium carbonate', '500 mg', 'Oral', 'TDS'),
        (2, 'Epoetin alfa', '4000 IU', 'IV', 'Weekly'), (3, 'Calcitriol', '0.25 mcg', 'Oral', 'OD'),
        (4, 'Iron sucrose', '100 mg', 'IV', 'Monthly')) m(n, name, dose, route, freq)
      where (select count(*) from o) >= 0`,
  },
  {
    label: 'appointments',
    // Every regular slot from the first day to a week ahead; Sundays are closed, except a Sunday today
    // (the dashboard day must be full whatever day the benchmark runs).
    sql: `with ${ACTIVE}, ${SEATS}
      insert into appointment (patient_id, clinic_id, seat_id, date, shift, time, created_on, updated_on)
      select a.id, $clinic, s.id, d::date, (array['M','N','E'])[1 + (a.j % 90) / 30],
        ${SHIFT_TIME}[1 + (a.j % 90) / 30], least(d::date - 14, $today::date), least(d::date - 14, $today::date)
      from generate_series($from::date, $today::date + 7, interval '1 day') d
      join active a on a.j / 90 = case
        when extract(isodow from d) in (1, 3, 5) then 0
        when extract(isodow from d) in (2, 4, 6) then 1
        when d::date = $today::date then 0 else -1 end
      join seats s on s.k = a.j % ${SEATS_PER_CENTRE}`,
  },
  {
    label: 'sessions',
    // Past days: every session ended (1 in 50 missed: no session). Today: mornings ended an hour ago, noons
    // in progress for 100 minutes, evenings waiting to check in.
    sql: `with orders as (
        select patient_id, min(id) as id from dialysis_order o
        where exists (select 1 from patient p where p.id = o.patient_id and p.existing_clinic_id = $clinic)
        group by patient_id
      ), booked as (
        select a.*, case
            when a.date < $today::date then (a.date + a.time::time) at time zone $tz
            when a.shift = 'M' then $now::timestamptz - interval '5 hours'
            else $now::timestamptz - interval '100 minutes' end as st,
          ($nurses::uuid[])[1 + a.id % array_length($nurses::uuid[], 1)]::text as nurse,
          50000 + (a.patient_id * 37) % 30000 as dry
        from appointment a
        where a.clinic_id = $clinic and (a.date < $today::date or (a.date = $today::date and a.shift in ('M', 'N')))
          and a.id % 50 <> 0
      )
      insert into dialysis (patient_id, clinic_id, appointment_id, session_month, arrive_time, start_time,
        end_time, discharge_time, started_by, ended_by, pre_weight, last_weight, post_weight, dry_weight, height,
        pre_temp, pre_edema, pre_sbp, pre_dbp, pre_hrt, uf_target_start, post_temp, post_edema, post_sbp,
        post_dbp, post_hrt, ktv_online, machine_id, dialyser, msa, membrane_use, dialysis_order_id,
        last_updated_by, created_on, updated_on)
      select b.patient_id, $clinic, b.id,
        row_number() over (partition by b.patient_id, date_trunc('month', b.date) order by b.date),
        b.st - interval '15 minutes', b.st, ended.at, ended.at + interval '15 minutes',
        b.nurse, case when ended.at is not null then b.nurse end,
        b.dry + 2000 + b.id % 1500, b.dry + 300, case when ended.at is not null then b.dry + b.id % 400 end,
        b.dry, 160 + b.patient_id % 25, 36.6, 0, 130 + b.id % 30, 75 + b.id % 15, 70 + b.id % 20,
        2000 + b.id % 1500,
        case when ended.at is not null then 36.5 end, case when ended.at is not null then 0 end,
        case when ended.at is not null then 120 + b.id % 25 end,
        case when ended.at is not null then 72 + b.id % 12 end,
        case when ended.at is not null then 72 + b.id % 18 end,
        case when ended.at is not null then 1.2 + (b.id % 50) / 100.0 end,
        s.machine_id, 'FX80', 1.6, 1 + b.id % 8, o.id, b.nurse, b.st, coalesce(ended.at, b.st)
      from booked b
      join seat s on s.id = b.seat_id
      join orders o on o.patient_id = b.patient_id
      cross join lateral (select case when b.date < $today::date or b.shift = 'M'
        then b.st + interval '4 hours' end as at) ended`,
  },
  {
    label: 'readings',
    sql: `insert into dialysis_interval (dialysis_id, clinic_id, timestamp, staff_account_id, access_num, ap, vp,
        sbp, dbp, hr, cdt, cuf, qb, dflow, ufr, temp, tmp, hep_rate, last_updated_by, created_on, updated_on)
      select d.id, $clinic, t, d.started_by, r, -150 - (d.id + r) % 40, 120 + (d.id * r) % 40, 128 - r + d.id % 20,
        76 + d.id % 10, 72 + r, 13.8, 500 * r, 250, 500, 500, 36.5, 40 + r, 0.5, d.started_by, t, t
      from dialysis d
      cross join generate_series(1, ${READINGS_PER_SESSION}) r
      cross join lateral (select d.start_time + r * interval '30 minutes' as t) at
      where d.clinic_id = $clinic and t <= coalesce(d.end_time, $now::timestamptz)`,
  },
  {
    label: 'lab reports and calculated results',
    // A monthly renal panel on the day of the patient's first session of the month, and the adequacy of
    // that session from its urea (as the server writes it when a report meets a session of the same day).
    sql: `with l as (
        insert into lab_report (patient_id, clinic_id, timestamp, source, name, hb, k, na, urea_pre, urea_post,
          creatinine, ca, po4, ipth, alb, ferritin, hep_bs_ag, hcv, hiv, fingerprint, created_by, created_on,
          updated_on)
        select d.patient_id, $clinic, d.start_time, 'Scale Lab', 'Monthly renal panel', 9 + (d.id % 40) / 10.0,
          3.5 + (d.id % 25) / 10.0, 135 + d.id % 8, 18 + d.id % 10, 5 + d.id % 3, 600 + d.id % 400,
          2 + (d.id % 6) / 10.0, 1.2 + (d.id % 10) / 10.0, 20 + d.id % 60, 35 + d.id % 10, 300 + d.id % 600,
          'Non-Reactive', 'Non-Reactive', 'Non-Reactive', md5('scale-' || d.id), $doctor::text, d.start_time,
          d.start_time
        from dialysis d
        where d.clinic_id = $clinic and d.session_month = 1 and d.end_time is not null
        returning id, patient_id, timestamp, urea_pre, urea_post
      )
      insert into calculated_lab_result (patient_id, clinic_id, timestamp, dialysis_id, lab_report_id, latest,
        urrd, ktv_online, ktv_e, urea_pre, urea_post, dry_weight, uf, msa, dialyser, urr, qb, qd,
        dialysis_arrive_time, dialysis_start_time, dialysis_end_time, dialysis_discharge_time,
        dialysis_interval_last_time, created_on, updated_on)
      select l.patient_id, $clinic, l.timestamp, d.id, l.id,
        row_number() over (partition by l.patient_id order by l.timestamp desc) = 1,
        round((1 - l.urea_post / l.urea_pre)::numeric, 3), d.ktv_online, 1.1 + (d.id % 40) / 100.0,
        l.urea_pre, l.urea_post, d.dry_weight, (d.pre_weight - d.post_weight) / 1000.0, d.msa, d.dialyser,
        round((100 * (1 - l.urea_post / l.urea_pre))::numeric, 1), 250, 500, d.arrive_time, d.start_time,
        d.end_time, d.discharge_time, d.end_time, l.timestamp, l.timestamp
      from l join dialysis d on d.patient_id = l.patient_id and d.start_time = l.timestamp`,
  },
  {
    label: 'clinical notes',
    sql: `with ${ACTIVE}
      insert into hospital_summary (patient_id, clinic_id, staff_account_id, admit_timestamp, type, observation,
        assessment, plan, created_on, updated_on)
      select a.id, $clinic, $doctor::uuid, m + interval '10 hours' + (a.j % 20) * interval '1 day', 'CLINIC',
        'Stable on dialysis, no intradialytic hypotension.', 'Adequate clearance; fluid gains within target.',
        'Continue current prescription; review labs next month.', m + interval '10 hours',
        m + interval '10 hours'
      from active a, generate_series(date_trunc('month', $from::date), $today::date - 20, interval '1 month') m`,
  },
  {
    label: 'audits',
    // What the app leaves per session (check-in and check-out), at the time it happened.
    sql: `insert into audit_log (at, account_id, role, clinic_id, action, entity, entity_id, detail)
      select e.at, d.started_by::uuid, 'Nurse', $clinic, e.action, 'dialysis', d.id::text,
        jsonb_build_object('patientID', d.patient_id, 'appointmentID', d.appointment_id)
      from dialysis d
      cross join lateral (values (d.start_time, 'startDialysis'), (d.end_time, 'checkoutDialysis')) e(at, action)
      where d.clinic_id = $clinic and e.at is not null`,
  },
];
