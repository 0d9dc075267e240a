import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DemoStaffIDs } from './history.ts';

/**
 * The rest of each demo patient's record, set-based: current and stopped medication, milestones, a doctor's
 * clinic note a month (on the monthly lab day) and the nurses' event notes, hospital entries for one patient
 * in four, and incident reports (patient and centre), most of them answered. Texts are illustrative only.
 */
export async function seedRecords(db: Db, now: Date, staff: DemoStaffIDs): Promise<void> {
  const at = now.toISOString();
  // The patients, their index in their centre (k), their centre's today and time zone.
  const patients = sql`(select p.id, p.existing_clinic_id as clinic_id, c.timezone,
            (row_number() over (partition by p.existing_clinic_id order by p.id) - 1)::int as k,
            (${at}::timestamptz at time zone c.timezone)::date as today, p.desrd
       from patient p join clinic c on c.id = p.existing_clinic_id where p.deleted = 0)`;

  await db.execute(sql`
    insert into medication (patient_id, medication, status, dose, route, freq, start, "end", note, created_on, updated_on)
    select p.id, m.medication, 'ACTIVE', m.dose, m.route, m.freq, p.today - m.started, 
           case when m.stopped is null then null else p.today - m.stopped end, m.note,
           (p.today - m.started)::timestamp at time zone p.timezone, (p.today - coalesce(m.stopped, m.started))::timestamp at time zone p.timezone
      from ${patients} p
      join (values ('Calcium carbonate', '500 mg', 'Oral', 'TDS with meals', 300, null::int, 'Phosphate binder', 0),
                   ('Amlodipine', '5 mg', 'Oral', 'OM', 400, null, null, 0),
                   ('Calcitriol', '0.25 mcg', 'Oral', 'OM', 200, null, null, 1),
                   ('Sevelamer', '800 mg', 'Oral', 'TDS with meals', 250, null, 'Phosphate binder', 2),
                   ('Insulin glargine', '14 units', 'Subcutaneous', 'ON', 500, null, null, 3),
                   ('Losartan', '50 mg', 'Oral', 'OM', 500, 120, 'Stopped: hyperkalaemia', 0),
                   ('Ferrous fumarate', '200 mg', 'Oral', 'OD', 360, 200, 'Replaced by IV iron', 1))
           m(medication, dose, route, freq, started, stopped, note, every)
        on m.every = 0 or p.k % 4 = m.every`);

  await db.execute(sql`
    insert into medical_milestone (patient_id, timestamp, milestone, note, created_on, updated_on)
    select p.id, (m.day::timestamp + time '10:00') at time zone p.timezone, m.milestone, m.note, now(), now()
      from ${patients} p
     cross join lateral (values
        (p.desrd - 60, 'AVF created', 'Left radiocephalic fistula, matured in 8 weeks'),
        (p.desrd, 'Started haemodialysis', 'Thrice weekly'),
        (least(p.desrd + 200, p.today - 100), 'Transplant waitlist assessment', case when p.k % 3 = 0 then 'Listed' else 'Not suitable at present' end),
        (p.today - 30 - p.k * 5, 'Hepatitis B booster', 'Anti-HBs rechecked in 1 month')) m(day, milestone, note)
     where m.day is not null and m.day <= p.today`);

  // A clinic note by the doctor on each monthly lab day; an event note by the nurse for each session with
  // hypotension or cramps (the readings' notes in history.ts).
  await db.execute(sql`
    insert into hospital_summary (patient_id, clinic_id, staff_account_id, admit_timestamp, type, observation,
      assessment, plan, notes, created_on, updated_on)
    select d.patient_id, d.clinic_id, ${staff.doctor}::uuid, d.end_time + interval '20 minutes', 'CLINIC',
           (array['Well, no complaints. Fistula thrill good.', 'Mild ankle oedema; interdialytic gain 3 kg.',
                  'Tired; appetite fair. No chest pain.', 'Itchy skin at night. Fistula good.'])[d.id % 4 + 1],
           (array['Stable on haemodialysis.', 'Fluid overload between sessions.', 'Anaemia of CKD, improving.',
                  'CKD-MBD: phosphate above target.'])[(d.id / 4) % 4 + 1],
           (array['Continue current prescription.', 'Reinforce fluid restriction; review dry weight.',
                  'Continue epoetin; recheck Hb next month.', 'Diet review; continue binder with meals.'])[(d.id / 4) % 4 + 1],
           null, d.end_time + interval '20 minutes', d.end_time + interval '20 minutes'
      from dialysis d where d.end_time is not null and d.session_month = 1
    union all
    select d.patient_id, d.clinic_id, ${staff.nurse}::uuid, d.start_time + interval '2 hours 40 minutes', 'EVENT',
           case when d.id % 30 = 0 then 'Intradialytic hypotension, SBP 88.' else 'Cramps in both calves.' end,
           case when d.id % 30 = 0 then 'Likely excessive UF.' else 'Likely fluid removal.' end,
           'UF reduced; normal saline given; doctor informed.', null,
           d.start_time + interval '2 hours 40 minutes', d.start_time + interval '2 hours 40 minutes'
      from dialysis d where d.end_time is not null and (d.id % 30 = 0 or d.id % 40 = 7)`);

  await db.execute(sql`
    insert into hospital_summary (patient_id, clinic_id, staff_account_id, admit_timestamp, leave_timestamp,
      no_of_days, type, location, assessment, hospital_main, hospital_reason, diagnosis, outcome, created_on, updated_on)
    select p.id, p.clinic_id, ${staff.nurse}::uuid,
           ((p.today - 40 - p.k * 8)::timestamp + time '14:00') at time zone p.timezone,
           ((p.today - 40 - p.k * 8 + 4)::timestamp + time '11:00') at time zone p.timezone, 5, 'HOSPITAL',
           (array['Singapore General Hospital', 'Tan Tock Seng Hospital', 'Ng Teng Fong General Hospital'])[p.k % 3 + 1],
           (array['Admitted via ED, treated and discharged.', 'Fistulogram and angioplasty.', 'IV antibiotics for 5 days.'])[p.k % 3 + 1],
           'Renal medicine',
           (array['Fluid overload', 'Access thrombosis', 'Pneumonia'])[p.k % 3 + 1],
           (array['Pulmonary oedema', 'Thrombosed AVF', 'Community-acquired pneumonia'])[p.k % 3 + 1],
           'Discharged home, back to usual sessions',
           ((p.today - 36 - p.k * 8)::timestamp + time '11:00') at time zone p.timezone,
           ((p.today - 36 - p.k * 8)::timestamp + time '11:00') at time zone p.timezone
      from ${patients} p where p.k % 4 = 1`);

  // Incident reports: one patient in five (patient events), two per centre (centre events); all but the
  // newest answered, in one or two responses (incident_response, newest last): the nurse manager's cause and
  // action, then, for two reports in three, the medical director's outcome and follow-up (an order on every
  // other one: only a medical director gives orders).
  await db.execute(sql`
    with src as (
    select i.patient_id, i.clinic_id, i.location, i.occurred, i.category, i.event_type, i.description, i.cause,
           i.action, i.answered, i.n
      from (
        select p.id as patient_id, p.clinic_id, c.name as location, 'PatientEvent' as category,
               ((p.today - 10 - p.k * 11)::timestamp + time '10:15') at time zone p.timezone as occurred,
               (array['Vascular Access Issues', 'Fall', 'Tubing or Needle Issues', 'Missed Dialysis'])[(p.k / 5) % 4 + 1] as event_type,
               (array['Prolonged bleeding from the venous needle site after removal.',
                      'Slipped while stepping off the weighing scale; no injury seen.',
                      'Arterial line disconnected briefly during the session.',
                      'Did not attend the session; reached by phone, family emergency.'])[(p.k / 5) % 4 + 1] as description,
               (array['Heparin dose high for the patient''s weight.', 'Wet floor near the scale.',
                      'Luer lock not tightened.', 'Transport not arranged.'])[(p.k / 5) % 4 + 1] as cause,
               (array['Pressure held 20 minutes; heparin reviewed.', 'Floor dried; sign placed.',
                      'Line secured; blood loss estimated 50 ml.', 'Rescheduled the next day.'])[(p.k / 5) % 4 + 1] as action,
               p.k > 4 as answered, p.k as n
          from ${patients} p join clinic c on c.id = p.clinic_id where p.k % 5 = 0
        union all
        select null, c.id, c.name, 'CentreEvent',
               (((${at}::timestamptz at time zone c.timezone)::date - v.days)::timestamp + time '08:00') at time zone c.timezone,
               v.event_type, v.description, v.cause, v.action, v.days > 20, v.days
          from clinic c
         cross join (values (45, 'RO issues', 'RO plant conductivity alarm at start-up.', 'Carbon filter exhausted.', 'Filter replaced; water tested.'),
                            (12, 'Dialysis Machine', 'Machine alarmed for blood leak with no leak found.', 'Faulty blood leak detector.', 'Machine taken out of use; vendor called.'))
               v(days, event_type, description, cause, action)
         where c.status = 'ACTIVE') i
    ),
    ins as (
      insert into incident_report (patient_id, clinic_id, location, datetime_occurred, event_category, event_type,
        description, reported_by, created_by, created_on, updated_on)
      select patient_id, clinic_id, location, occurred, category, event_type, description,
             ${staff.nurse}::uuid, ${staff.nurse}::uuid, occurred, occurred
        from src
      returning id, patient_id, clinic_id, datetime_occurred, event_type
    )
    insert into incident_response (incident_report_id, cause, action, event_outcome, further_action,
      additional_order, response_by, response_timestamp)
    select ins.id, r.cause, r.action, r.outcome, r.further, r.ord, r.by, r.at
      from ins
      join src s on s.clinic_id = ins.clinic_id and s.patient_id is not distinct from ins.patient_id
                and s.occurred = ins.datetime_occurred and s.event_type = ins.event_type
     cross join lateral (values
       (1, s.cause, s.action, null::text, null::text, null::text, ${staff.manager}::uuid, s.occurred + interval '1 day'),
       (2, null, null, 'Resolved, no harm to the patient.', 'Shared at the monthly quality meeting.',
        case when s.n % 2 = 0 then 'Review the protocol with all staff.' end, ${staff.director}::uuid,
        s.occurred + interval '2 days')
     ) r(step, cause, action, outcome, further, ord, by, at)
     where s.answered and (r.step = 1 or s.n % 3 <> 0)`);
}
