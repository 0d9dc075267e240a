import {
  APPOINTMENT_TIMES,
  existingSession,
  APPOINTMENT_MESSAGES as M,
  SHIFTS,
  seriesDates,
  seriesOutcome,
  sessionHasEnded,
} from '@dialysis/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, patient } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type { CreateAppointmentSeriesInput } from '../../graphql/generated/resolvers-types.ts';
import { calendarDateInput } from '../common/date-input.ts';
import { dayAppointments } from './patient-day.ts';
import { activeSeatCount, bookSession, centreClock } from './writes.ts';

/**
 * A repeating booking's inputs checked as createAppointment checks its own (the centre and the patient the
 * user's, a real start, today or later on the centre's clock), and its dates.
 */
async function seriesPlan(ctx: Context, create: CreateAppointmentSeriesInput) {
  const clinicID = await ctx.access.assertIn('appointment:book', create.clinicID);
  const p = await scopedPatient(ctx, create.patientID);
  calendarDateInput('start', create.start);
  const dates = seriesDates(create.start, create.weekdays, create.weeks);
  if (!dates || !SHIFTS.includes(create.shift)) throw appError('BAD_USER_INPUT', M.badSeries);
  const { today, timeZone } = await centreClock(ctx, clinicID);
  if (create.start < today) throw appError('BAD_USER_INPUT', M.pastDate);
  return { clinicID, patientID: p.id, dates, timeZone, shift: create.shift };
}

/**
 * Beyond the spec (issue 27 items 3 and 7): what a repeating booking would do on each of its dates, for the
 * dialog to show before the user books: booked, or skipped because the session has ended, the patient already
 * has an appointment that day (named, as a single booking's refusal names it) or the session is full. Read with
 * the same rules and counts as bookSession, in three statements whatever the number of dates. Audited as a read
 * of the patient.
 */
export async function previewAppointmentSeries(ctx: Context, create: CreateAppointmentSeriesInput) {
  const plan = await seriesPlan(ctx, create);
  const { clinicID, patientID, dates, shift } = plan;
  const visible = await ctx.access.visibleClinicIds();
  const [seats, counts, taken] = await Promise.all([
    activeSeatCount(ctx.db, clinicID),
    ctx.db
      .select({ date: appointment.date, n: count() })
      .from(appointment)
      .innerJoin(patient, eq(patient.id, appointment.patientID))
      .where(
        and(
          eq(appointment.clinicID, clinicID),
          eq(appointment.shift, shift),
          inArray(appointment.date, dates),
          eq(appointment.deleted, 0),
          eq(patient.deleted, 0),
        ),
      )
      .groupBy(appointment.date),
    dayAppointments(ctx.db, patientID, dates, visible),
  ]);
  const booked = new Map(counts.map((c) => [c.date, c.n]));
  const now = ctx.clock.now();
  await auditRead(ctx, {
    action: 'previewAppointmentSeries',
    entity: 'patient',
    entityID: patientID,
    clinicID,
    detail: { shift, start: create.start, weekdays: create.weekdays, weeks: create.weeks },
  });
  return dates.map((date) => {
    const existing = taken.get(date);
    return {
      date,
      outcome: seriesOutcome({
        ended: sessionHasEnded(date, shift, now, plan.timeZone),
        taken: existing !== undefined,
        activeSeats: seats,
        booked: booked.get(date) ?? 0,
      }),
      existing: existing ? existingSession(existing) : null,
    };
  });
}

/**
 * Beyond the spec (issue 5): books a patient into the chosen weekdays' session for N weeks in one action.
 * Each date is booked on its own, exactly as createAppointment (the session lock, the capacity, the one
 * appointment per patient and day, an ended session), so a date that cannot be booked does not stop the
 * others; the answer says which dates were booked and which were skipped, and why (the dialog showed the same
 * before the user confirmed: previewAppointmentSeries).
 */
export async function createAppointmentSeries(ctx: Context, create: CreateAppointmentSeriesInput) {
  const { clinicID, patientID, dates, timeZone, shift } = await seriesPlan(ctx, create);
  const booked = [];
  const full: string[] = [];
  const alreadyBooked: string[] = [];
  const ended: string[] = [];
  const time = APPOINTMENT_TIMES[shift];
  for (const date of dates) {
    const booking = await bookSession(ctx, { patientID, clinicID, date, shift, time, timeZone });
    if ('row' in booking) booked.push(serialize(booking.row));
    else if (booking.refused === 'FULL') full.push(date);
    else if (booking.refused === 'TAKEN') alreadyBooked.push(date);
    else ended.push(date);
  }
  await auditRead(ctx, {
    action: 'createAppointmentSeries',
    entity: 'appointment',
    entityID: null,
    clinicID,
    detail: {
      patientID,
      shift,
      start: create.start,
      weekdays: create.weekdays,
      weeks: create.weeks,
      booked: booked.map((a) => a.date),
      full,
      alreadyBooked,
      ended,
    },
  });
  return { booked, full, alreadyBooked, ended };
}
