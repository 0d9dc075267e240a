import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The demo staff who run the sessions: the nurse starts, reads and ends them, the manager witnesses. */
export interface DemoStaffIDs {
  nurse: string;
  manager: string;
  doctor: string;
  director: string;
}

/** How far back the demo's history goes (days before the centre's today; today itself is seedToday's). */
export const HISTORY_DAYS = 364;
/** The closed centre (Novena) stopped dialysing this many days ago: its patients' history ends there. */
export const CLOSED_CENTRE_ENDED_DAYS = 60;

/**
 * A year of thrice-weekly dialysis for every demo patient, set-based (INSERT ... SELECT over generate_series,
 * about 12,000 sessions and 100,000 readings in a few statements): a schedule per patient, then the
 * appointments, dialysis orders, checked-out sessions, a reading every 30 minutes and the medication given.
 *
 * The schedule: within a centre the kth patient (by id) dialyses Mon/Wed/Fri (k even) or Tue/Thu/Sat (k odd),
 * in the Morning, Noon or Evening session ((k / 2) mod 3), on the (k / 6)th available seat. So no two patients
 * share a seat in a session, a session holds at most 4 patients of 20 (every centre has 4 seats or more), and a
 * patient has one appointment a day. Every day before the centre's today, none after (the journeys book
 * future days themselves). Random values come from setseed, so two fresh demos are alike.
 */
export async function seedHistory(database: Db, now: Date, staff: DemoStaffIDs): Promise<void> {
  // One transaction: its temporary tables and random seed belong to one connection (on PostgreSQL's pool too).
  await database.transaction((tx) => writeHistory(tx as unknown as Db, now, staff));
}

async function writeHistory(db: Db, now: Date, staff: DemoStaffIDs): Promise<void> {
  const at = now.toISOString();
  // A generated year is nobody's edit: no value history for it (this transaction only; migration 0019).
  await db.execute(sql`select set_config('app.history', 'off', true)`);
  await db.execute(sql`select setseed(0.27)`);
  await db.execute(sql`
    create temp table demo_plan on commit drop as
    with p as (
      select pt.id as patient_id, pt.existing_clinic_id as clinic_id, c.timezone, c.status as clinic_status,
             coalesce(pt.weight, 60000) as weight, coalesce(pt.height, 165) as height,
             (row_number() over (partition by pt.existing_clinic_id order by pt.id) - 1)::int as k,
             (${at}::timestamptz at time zone c.timezone)::date as today
        from patient pt join clinic c on c.id = pt.existing_clinic_id
       where pt.deleted = 0),
    s as (
      select se.id as seat_id, se.machine_id, se.clinic_id,
             (row_number() over (partition by se.clinic_id order by se.id) - 1)::int as r
        from seat se join machine m on m.id = se.machine_id
       where se.deleted = 0 and se.status = 'AVAILABLE' and m.deleted = 0 and m.status = 'AVAILABLE')
    select p.*, p.k % 2 as pattern, (array['M', 'N', 'E'])[(p.k / 2) % 3 + 1] as shift, s.seat_id, s.machine_id
      from p join s on s.clinic_id = p.clinic_id and s.r = p.k / 6`);

  // Two orders each: the first a year and a month ago, a dry weight review five months ago.
  await db.execute(sql`
    insert into dialysis_order (staff_account_id, patient_id, msa, d_order, freq_mth, duration, hep_load, hep_cont,
      dialysate, access_prim, a_needle, v_needle, bicarbonate, temp, qd, qb, dry_weight, notes, created_on, updated_on)
    select ${staff.director}::uuid, p.patient_id, 1.6, p.today - v.days_ago, 13, 240, 1000, 500, -1.25,
           case when p.k % 3 = 2 then 'AVF RIGHT BCF' else 'AVF LEFT WRIST' end, '16',
           case when p.k % 2 = 0 then '16' else '15' end, 31, 36.5, 500, 250 + (p.k % 3) * 25,
           p.weight + v.extra, v.note,
           (p.today - v.days_ago)::timestamp at time zone p.timezone, (p.today - v.days_ago)::timestamp at time zone p.timezone
      from demo_plan p
     cross join (values (400, 800, 'Thrice weekly'), (150, 0, 'Thrice weekly; dry weight reviewed')) v(days_ago, extra, note)`);

  await db.execute(sql`
    create temp table demo_day on commit drop as
    select p.patient_id, p.clinic_id, p.seat_id, p.machine_id, p.shift, p.k, p.height, d::date as day,
           ((d::date + case p.shift when 'M' then time '07:30' when 'N' then time '12:30' else time '18:00' end)
              at time zone p.timezone) + floor(random() * 20) * interval '1 minute' as start_time,
           case when random() < 0.05 then 210 else 240 end as minutes,
           1200 + floor(random() * 2300)::int as gain,
           floor(random() * 600)::int - 150 as above_dry,
           118 + (p.k * 7) % 35 + floor(random() * 16)::int - 8 as sbp
      from demo_plan p
     cross join lateral generate_series((p.today - ${HISTORY_DAYS}::int)::timestamp, (p.today - 1)::timestamp, interval '1 day') d
     where extract(isodow from d) <> 7
       and extract(isodow from d)::int % 2 = 1 - p.pattern
       and (p.clinic_status = 'ACTIVE' or d::date <= p.today - ${CLOSED_CENTRE_ENDED_DAYS}::int)`);

  await db.execute(sql`
    insert into appointment (patient_id, clinic_id, seat_id, date, shift, time, created_on, updated_on)
    select patient_id, clinic_id, seat_id, day, shift,
           case shift when 'M' then '07:30:00' when 'N' then '12:30:00' else '18:00:00' end,
           start_time - interval '21 days', start_time - interval '21 days'
      from demo_day`);

  await db.execute(sql`
    insert into dialysis (patient_id, clinic_id, appointment_id, session_month, arrive_time, start_time, end_time,
      discharge_time, started_by, ended_by, last_updated_by, pre_weight, last_weight, post_weight, dry_weight, height,
      pre_temp, pre_edema, pre_sbp, pre_dbp, pre_hrt, uf_target_start, post_temp, post_edema, post_sbp, post_dbp,
      post_hrt, ktv_online, machine_id, dialyser, msa, membrane_use, dialysis_order_id, notes, created_on, updated_on)
    select d.patient_id, d.clinic_id, a.id,
           row_number() over (partition by d.patient_id, date_trunc('month', d.day) order by d.day),
           d.start_time - (10 + floor(random() * 15)) * interval '1 minute',
           d.start_time, d.start_time + d.minutes * interval '1 minute',
           d.start_time + (d.minutes + 15) * interval '1 minute',
           ${staff.nurse}, ${staff.nurse}, ${staff.nurse},
           o.dry_weight + d.gain, o.dry_weight + 300, o.dry_weight + d.above_dry, o.dry_weight, d.height,
           36.4 + floor(random() * 4) / 10, case when d.gain > 3000 then 1 else 0 end, d.sbp + 8,
           70 + d.sbp % 15, 68 + floor(random() * 18), d.gain - d.above_dry,
           36.5 + floor(random() * 3) / 10, 0, d.sbp - 6, 66 + d.sbp % 15, 70 + floor(random() * 14),
           round((1.15 + random() * 0.5)::numeric, 2), d.machine_id,
           case when d.k % 2 = 0 then 'FX80' else 'FX60' end, 1.6,
           (row_number() over (partition by d.patient_id order by d.day) - 1) % 8 + 1, o.id,
           case when d.minutes < 240 then 'Ended 30 minutes early at the patient''s request.' end,
           d.start_time, d.start_time + (d.minutes + 15) * interval '1 minute'
      from demo_day d
      join appointment a on a.patient_id = d.patient_id and a.date = d.day and a.deleted = 0
     cross join lateral (select o.id, o.dry_weight from dialysis_order o
                          where o.patient_id = d.patient_id and o.d_order <= d.day
                          order by o.d_order desc limit 1) o`);

  // A reading every 30 minutes from the start to the end; about one session in 30 has intradialytic
  // hypotension from the third hour (the Hypotension symptom, a note), one in 40 cramps near the end.
  await db.execute(sql`
    insert into dialysis_interval (dialysis_id, clinic_id, timestamp, staff_account_id, last_updated_by, ap, vp,
      sbp, dbp, hr, cdt, cuf, qb, dflow, ufr, temp, tmp, hep_rate, note, symptoms, created_on, updated_on)
    with s as (
      select d.id, d.clinic_id, d.start_time, d.pre_sbp, d.pre_dbp, d.pre_hrt, o.qb, o.qd,
             (extract(epoch from d.end_time - d.start_time) / 1800)::int as readings,
             round((d.pre_weight - d.post_weight) * 3600.0 / extract(epoch from d.end_time - d.start_time)) as ufr
        from dialysis d join dialysis_order o on o.id = d.dialysis_order_id
       where d.end_time is not null),
    r as (
      select s.*, k, s.start_time + k * interval '30 minutes' - floor(random() * 3) * interval '1 minute' as at,
             s.id % 30 = 0 and k >= 5 as hypo, s.id % 40 = 7 and k = 7 as cramps
        from s join generate_series(1, 16) k on k <= s.readings)
    select r.id, r.clinic_id, r.at, ${staff.nurse}, ${staff.nurse},
           -130 - floor(random() * 50), 110 + floor(random() * 50),
           case when r.hypo then 86 + floor(random() * 10) else r.pre_sbp - 2 * r.k + floor(random() * 12) - 6 end,
           case when r.hypo then 50 + floor(random() * 6) else r.pre_dbp - r.k + floor(random() * 8) - 4 end,
           case when r.hypo then 96 + floor(random() * 10) else r.pre_hrt + floor(random() * 8) - 4 end,
           13.8 + floor(random() * 5) / 10,
           round(r.ufr * r.k / 2.0), r.qb, r.qd, r.ufr, 36.3 + floor(random() * 5) / 10,
           30 + floor(random() * 50), 0.5,
           case when r.hypo then 'SBP low: UF paused, legs raised, saline given.'
                when r.cramps then 'Cramps in both calves: UF reduced.' end,
           case when r.hypo then h.ids when r.cramps then c.ids else '[]'::jsonb end,
           r.at, r.at
      from r
     cross join (select coalesce(jsonb_agg(id), '[]') as ids from symptom where name = 'Hypotension') h
     cross join (select coalesce(jsonb_agg(id), '[]') as ids from symptom where name = 'Cramps') c`);

  // Given at the chair: epoetin on the first session of the week, iron on the second of the month, saline
  // for the hypotension above. Given by the nurse, witnessed by the nurse manager.
  await db.execute(sql`
    insert into medication_administered (patient_id, dialysis_id, medication, dose, route, freq, given_by,
      witnessed_by, created_on, updated_on)
    select d.patient_id, d.id, m.medication, m.dose, 'IV', m.freq, ${staff.nurse}::uuid, ${staff.manager}::uuid,
           d.start_time + m.after, d.start_time + m.after
      from dialysis d
      join clinic c on c.id = d.clinic_id
      join (values ('Epoetin alfa', '4000 units', 'Weekly', interval '3 hours 30 minutes', 'epo'),
                   ('Iron sucrose', '100 mg', 'Monthly', interval '1 hour', 'iron'),
                   ('Normal saline 0.9%', '200 ml', 'Stat', interval '2 hours 35 minutes', 'saline'))
           m(medication, dose, freq, after, kind)
        on (m.kind = 'epo' and extract(isodow from d.start_time at time zone c.timezone) in (1, 2))
        or (m.kind = 'iron' and d.session_month = 2)
        or (m.kind = 'saline' and d.id % 30 = 0)
     where d.end_time is not null`);
}
