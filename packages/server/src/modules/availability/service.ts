import { type AvailabilityEntry, type Shift, sessionHasEnded } from '@dialysis/domain';
import { type SQL, sql } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appError } from '../../errors.ts';
import type { QueryListAppointmentAvailabilityArgs } from '../../graphql/generated/resolvers-types.ts';
import { calendarDateInput } from '../common/date-input.ts';
import { auditExpiredOf } from '../machines/availability.ts';

/** At most this many days per call (a month and its calendar grid fit). */
export const MAX_DAYS = 62;
const MAX_CENTRES = 200;
const DAY = 86_400_000;

/** A real calendar date (the domain's one parser), else 'Not a valid date.' on the argument's name. */
const day = (value: string, name: string): string => calendarDateInput(name, value);

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * listAppointmentAvailability: for each centre, day and session, the active seats (AVAILABLE and not deleted,
 * on an AVAILABLE, not deleted machine without an expired audit), the live appointments (not deleted, of a
 * patient not deleted) and whether the session has ended on the centre's clock (ours: not bookable). One SQL statement: the days x sessions grid from generate_series, grouped counts joined
 * to it. Seats are today's: the seat list has no history.
 */
export async function listAppointmentAvailability(
  ctx: Context,
  args: QueryListAppointmentAvailabilityArgs,
): Promise<string> {
  const first = [
    day(args.calendarStartDay, 'calendarStartDay'),
    day(args.start, 'start'),
  ].sort()[1] as string;
  const last = [day(args.calenderEndDay, 'calenderEndDay'), day(args.end, 'end')].sort()[0] as string;
  if (args.clinicIDs.length > MAX_CENTRES) throw appError('BAD_USER_INPUT', 'Too many centres.');
  const clinicIDs = [...new Set(args.clinicIDs)];
  // Every named centre is checked: another centre is refused, never answered empty.
  for (const id of clinicIDs) await ctx.access.assertIn('availability:list', id);
  // A named patient is one the user may see, like on the patient's own page: unknown, deleted or another
  // centre's patient answers 'Invalid Patient', before anything is read.
  const named = args.patientID ? await scopedPatient(ctx, args.patientID) : null;
  if (first > last || clinicIDs.length === 0) {
    return JSON.stringify({
      appointmentAvailability: [],
      ...(args.patientID ? { patientAppointments: [] } : {}),
    });
  }
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY + 1;
  if (days > MAX_DAYS) throw appError('BAD_USER_INPUT', `At most ${MAX_DAYS} days at a time.`);

  const ids = idList(clinicIDs);
  const result = (await ctx.db.execute(sql`
    with days as (
      select d::date as date from generate_series(${first}::date, ${last}::date, interval '1 day') as d
    ),
    shifts as (select unnest(array['M', 'N', 'E']) as shift),
    seats as (
      select seat.clinic_id, count(*)::int as n
        from seat join machine on machine.id = seat.machine_id
       where seat.clinic_id in (${ids}) and seat.deleted = 0 and seat.status = 'AVAILABLE'
         and machine.deleted = 0 and machine.status = 'AVAILABLE' and not ${auditExpiredOf(ctx.clock.now())}
       group by seat.clinic_id
    ),
    appointments as (
      select a.clinic_id, a.date, a.shift, count(*)::int as n
        from appointment a join patient p on p.id = a.patient_id
       where a.clinic_id in (${ids}) and a.deleted = 0 and p.deleted = 0
         and a.date between ${first}::date and ${last}::date
       group by a.clinic_id, a.date, a.shift
    )
    select c.id as clinic_id, c.timezone, to_char(days.date, 'YYYY-MM-DD') as date, shifts.shift,
           coalesce(seats.n, 0) as seats, coalesce(appointments.n, 0) as appointments
      from clinic c
      cross join days
      cross join shifts
      left join seats on seats.clinic_id = c.id
      left join appointments
        on appointments.clinic_id = c.id and appointments.date = days.date and appointments.shift = shifts.shift
     where c.id in (${ids})
     order by days.date, c.id, case shifts.shift when 'M' then 0 when 'N' then 1 else 2 end
  `)) as unknown as {
    rows: {
      clinic_id: number;
      timezone: string;
      date: string;
      shift: Shift;
      seats: number;
      appointments: number;
    }[];
  };
  const now = ctx.clock.now();
  const appointmentAvailability: AvailabilityEntry[] = result.rows.map((row) => ({
    clinicID: Number(row.clinic_id),
    date: row.date,
    shift: row.shift,
    noOfActiveSeat: Number(row.seats),
    noOfAppointment: Number(row.appointments),
    // On each centre's own clock: a past day's sessions, and today's once over, cannot be booked.
    ended: sessionHasEnded(row.date, row.shift, now, row.timezone),
  }));
  if (!named) return JSON.stringify({ appointmentAvailability });

  const booked = (await ctx.db.execute(sql`
    select a.id, a.clinic_id, to_char(a.date, 'YYYY-MM-DD') as date, a.shift
      from appointment a
     where a.patient_id = ${named.id} and a.deleted = 0 and a.clinic_id in (${ids})
       and a.date between ${first}::date and ${last}::date
     order by a.date, case a.shift when 'M' then 0 when 'N' then 1 else 2 end, a.id
  `)) as unknown as { rows: { id: number; clinic_id: number; date: string; shift: Shift }[] };
  await auditRead(ctx, {
    action: 'appointment.listForPatient',
    entity: 'patient',
    entityID: named.id,
    clinicID: named.clinicID,
    detail: { first, last, clinicIDs },
  });
  const patientAppointments = booked.rows.map((row) => ({
    id: Number(row.id),
    clinicID: Number(row.clinic_id),
    date: row.date,
    shift: row.shift,
  }));
  return JSON.stringify({ appointmentAvailability, patientAppointments });
}
