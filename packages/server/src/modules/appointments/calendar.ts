import {
  appointmentState,
  endedSessions,
  APPOINTMENT_MESSAGES as M,
  parseCalendarDate,
} from '@dialysis/domain';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, dialysis, patient } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryGetPatientAppointmentCalendarArgs } from '../../graphql/generated/resolvers-types.ts';
import { activeSeatCount, centreClock } from './writes.ts';

/** A calendar page shows at most six weeks. */
const MAX_DAYS = 42;
const DAY_MS = 86_400_000;

/** A real calendar date (the domain's one parser) as its UTC midnight, for counting days; else null. */
function day(value: string): number | null {
  const date = parseCalendarDate(value);
  return date === null ? null : Date.parse(`${date}T00:00:00Z`);
}

/**
 * The patient appointment calendar: the patient's live appointments from start to end (in any of the user's
 * centres, with their state) and, for the chosen centre, its bookable seats, the live appointments per
 * date and session (free = activeSeats - booked), its today and today's sessions that have ended (shown as
 * Ended: not bookable). Audited as a read of the patient.
 */
export async function getPatientAppointmentCalendar(
  ctx: Context,
  input: QueryGetPatientAppointmentCalendarArgs,
) {
  const clinicID = await ctx.access.assertIn('appointment:calendar', input.clinicID);
  const p = await scopedPatient(ctx, input.patientID);
  const from = day(input.start);
  const to = day(input.end);
  if (from === null || to === null || to < from || (to - from) / DAY_MS >= MAX_DAYS) {
    throw appError('BAD_USER_INPUT', M.unableToList);
  }
  const visible = await ctx.access.clinicScope(appointment.clinicID);
  const [clock, activeSeats, sessions, own] = await Promise.all([
    centreClock(ctx, clinicID),
    activeSeatCount(ctx.db, clinicID),
    ctx.db
      .select({ date: appointment.date, shift: appointment.shift, booked: count() })
      .from(appointment)
      .innerJoin(patient, eq(patient.id, appointment.patientID))
      .where(
        and(
          eq(appointment.clinicID, clinicID),
          gte(appointment.date, input.start),
          lte(appointment.date, input.end),
          eq(appointment.deleted, 0),
          eq(patient.deleted, 0),
        ),
      )
      .groupBy(appointment.date, appointment.shift)
      .orderBy(asc(appointment.date), asc(appointment.shift)),
    ctx.db
      .select({
        id: appointment.id,
        clinicID: appointment.clinicID,
        date: appointment.date,
        shift: appointment.shift,
        time: appointment.time,
        startTime: dialysis.startTime,
        endTime: dialysis.endTime,
      })
      .from(appointment)
      .leftJoin(dialysis, and(eq(dialysis.appointmentID, appointment.id), eq(dialysis.deleted, 0)))
      .where(
        and(
          eq(appointment.patientID, p.id),
          gte(appointment.date, input.start),
          lte(appointment.date, input.end),
          eq(appointment.deleted, 0),
          visible,
        ),
      )
      .orderBy(asc(appointment.date), asc(appointment.id)),
  ]);
  await auditRead(ctx, {
    action: 'getPatientAppointmentCalendar',
    entity: 'patient',
    entityID: p.id,
    clinicID,
    detail: { start: input.start, end: input.end },
  });
  return {
    patientID: p.id,
    clinicID,
    activeSeats,
    sessions,
    today: clock.today,
    endedSessions: endedSessions(clock.today, ctx.clock.now(), clock.timeZone),
    appointments: own.map((a) => ({
      id: a.id,
      clinicID: a.clinicID,
      date: a.date,
      shift: a.shift,
      time: a.time,
      state: appointmentState(a),
    })),
  };
}
