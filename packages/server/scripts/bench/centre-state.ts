import type pg from 'pg';
import { DAYS_BOOKED_AHEAD, SEATS_PER_CENTRE } from '../scale/network-shape.ts';

/**
 * What the mixed workload may act on in one centre, read from the scale data set and kept current from the
 * answers: today's appointments waiting for check-in, sessions in progress (readings, check-out), machines
 * free for a check-in, the active patients (record reads, bookings).
 */
export interface CentreState {
  clinicID: number;
  today: string;
  waiting: { appointmentID: number; patientID: number }[];
  /** Sessions in progress, each with the version a check-out names (its updatedOn as read). */
  running: { id: number; patientID: number; updatedOn: string; machineID: number }[];
  freeMachines: number[];
  patients: number[];
  /** Patients' names and NRICs to search for. */
  names: string[];
  nrics: string[];
  /** Bookings made so far: each takes the next (patient, day) pair beyond the booked week. */
  booked: number;
}

export async function loadCentres(client: pg.Client, centres: number): Promise<CentreState[]> {
  const { rows: clinics } = await client.query<{ id: number; today: string }>(
    `select id, to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as today
     from clinic where uid like 'SC%' order by id limit $1`,
    [centres],
  );
  const states: CentreState[] = [];
  for (const c of clinics) {
    const waiting = await client.query<{ appointmentID: number; patientID: number }>(
      `select a.id as "appointmentID", a.patient_id as "patientID" from appointment a
       where a.clinic_id = $1 and a.date = $2 and a.deleted = 0
         and not exists (select 1 from dialysis d where d.appointment_id = a.id and d.deleted = 0)
       order by a.shift desc, a.id`,
      [c.id, c.today],
    );
    const running = await client.query<
      Omit<CentreState['running'][number], 'updatedOn'> & { updatedOn: Date }
    >(
      `select id, patient_id as "patientID", updated_on as "updatedOn", machine_id as "machineID" from dialysis
       where clinic_id = $1 and deleted = 0 and start_time is not null and end_time is null order by id`,
      [c.id],
    );
    const free = await client.query<{ id: number }>(
      `select m.id from machine m where m.clinic_id = $1 and m.deleted = 0 and m.status = 'AVAILABLE'
         and not exists (select 1 from dialysis d where d.machine_id = m.id and d.deleted = 0
           and d.start_time is not null and d.end_time is null)
       order by m.id`,
      [c.id],
    );
    const patients = await client.query<{ id: number; name: string; nric: string }>(
      `select id, name, nric from patient where existing_clinic_id = $1 and status = 'DIALYSIS' order by id`,
      [c.id],
    );
    // Earlier runs' bookings: carry on from the first day after them, so no booking repeats one.
    const later = await client.query<{ days: number }>(
      `select coalesce(max(date) - ($2::date + $3::int), 0)::int as days from appointment
       where clinic_id = $1 and date > $2::date + $3::int`,
      [c.id, c.today, DAYS_BOOKED_AHEAD],
    );
    states.push({
      clinicID: c.id,
      today: c.today,
      waiting: waiting.rows,
      running: running.rows.map((r) => ({ ...r, updatedOn: r.updatedOn.toISOString() })),
      freeMachines: free.rows.map((r) => r.id),
      patients: patients.rows.map((p) => p.id),
      names: patients.rows.map((p) => p.name),
      nrics: patients.rows.map((p) => p.nric),
      booked: (later.rows[0]?.days ?? 0) * 3 * SEATS_PER_CENTRE,
    });
  }
  return states;
}

/**
 * The next booking of a centre: a patient on a day beyond the booked week, 90 a day (30 seats on each of the
 * 3 shifts), so each finds a free seat and no patient is booked twice on a day.
 */
export function nextBooking(state: CentreState): { patientID: number; date: string; shift: 'M' | 'N' | 'E' } {
  const n = state.booked++;
  const patientID = state.patients[n % state.patients.length] ?? 0;
  const day = new Date(`${state.today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + DAYS_BOOKED_AHEAD + 1 + Math.floor(n / (3 * SEATS_PER_CENTRE)));
  const shift = (['M', 'N', 'E'] as const)[n % 3] ?? 'M';
  return { patientID, date: day.toISOString().slice(0, 10), shift };
}
