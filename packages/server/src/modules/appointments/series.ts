import { APPOINTMENT_TIMES, APPOINTMENT_MESSAGES as M, SHIFTS, seriesDates } from '@dialysis/domain';
import { GraphQLError } from 'graphql';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type { CreateAppointmentSeriesInput } from '../../graphql/generated/resolvers-types.ts';
import { calendarDateInput } from '../common/date-input.ts';
import { bookSession, centreToday } from './writes.ts';

/**
 * Beyond the spec (issue 5): books a patient into the chosen weekdays' session for N weeks in one action.
 * Each date is booked on its own, exactly as createAppointment (the session lock, the capacity and the
 * one-per-session rule), so a full date does not stop the others; the answer says which dates were booked,
 * which were full and which the patient already had.
 */
export async function createAppointmentSeries(ctx: Context, create: CreateAppointmentSeriesInput) {
  const clinicID = await ctx.access.assertIn('appointment:book', create.clinicID);
  const p = await scopedPatient(ctx, create.patientID);
  calendarDateInput('start', create.start);
  const dates = seriesDates(create.start, create.weekdays, create.weeks);
  if (!dates || !SHIFTS.includes(create.shift)) throw appError('BAD_USER_INPUT', M.badSeries);
  if (create.start < (await centreToday(ctx, clinicID))) throw appError('BAD_USER_INPUT', M.pastDate);

  const booked = [];
  const full: string[] = [];
  const alreadyBooked: string[] = [];
  const time = APPOINTMENT_TIMES[create.shift];
  for (const date of dates) {
    try {
      booked.push(
        serialize(await bookSession(ctx, { patientID: p.id, clinicID, date, shift: create.shift, time })),
      );
    } catch (error) {
      if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') throw error;
      if (error.message === M.noSlots) full.push(date);
      else alreadyBooked.push(date);
    }
  }
  await audit(ctx, {
    action: 'createAppointmentSeries',
    entity: 'appointment',
    entityID: null,
    clinicID,
    detail: {
      patientID: p.id,
      shift: create.shift,
      start: create.start,
      weekdays: create.weekdays,
      weeks: create.weeks,
      booked: booked.map((a) => a.date),
      full,
      alreadyBooked,
    },
  });
  return { booked, full, alreadyBooked };
}
