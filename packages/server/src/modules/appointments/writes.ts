import {
  APPOINTMENT_TIMES,
  centreDate,
  APPOINTMENT_MESSAGES as M,
  SHIFTS,
  type Shift,
  sessionHasEnded,
} from '@dialysis/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { appointment, clinic, dialysis, machine, patient, seat } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateAppointmentInput,
  UpdateAppointmentInput,
} from '../../graphql/generated/resolvers-types.ts';
import type { AppointmentEventPayload } from '../../platform/pubsub.ts';
import { calendarDateInput, timeOfDayInput } from '../common/date-input.ts';
import { assertSessionWrite } from '../dialysis/phase.ts';
import { dayTakenRefusal, isPatientDayViolation } from './patient-day.ts';

type AppointmentRow = typeof appointment.$inferSelect;

/** Seats that can take a patient: AVAILABLE seats of the centre whose machine is AVAILABLE (live rows). */
export function activeSeatCount(db: ReadDb, clinicID: number): Promise<number> {
  return db
    .select({ n: count() })
    .from(seat)
    .innerJoin(machine, eq(machine.id, seat.machineID))
    .where(
      and(
        eq(seat.clinicID, clinicID),
        eq(seat.deleted, 0),
        eq(seat.status, 'AVAILABLE'),
        eq(machine.deleted, 0),
        eq(machine.status, 'AVAILABLE'),
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * Serialises every booking and cancel of one session (centre, date, shift) across instances: a
 * transaction-level advisory lock, released at commit or rollback.
 */
async function lockSession(db: ReadDb, clinicID: number, date: string, shift: Shift): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('appointment-session'), hashtext(${`${clinicID}:${date}:${shift}`}))`,
  );
}

function eventOf(row: AppointmentRow): AppointmentEventPayload {
  return {
    id: row.id,
    clinicID: row.clinicID,
    patientID: row.patientID,
    date: row.date,
    shift: row.shift,
    deleted: row.deleted,
  };
}

/** The centre's clock: its time zone and its today (YYYY-MM-DD) now. */
export async function centreClock(
  ctx: Context,
  clinicID: number,
): Promise<{ timeZone: string; today: string }> {
  const [centre] = await ctx.db
    .select({ timezone: clinic.timezone })
    .from(clinic)
    .where(eq(clinic.id, clinicID));
  const timeZone = centre?.timezone ?? ctx.config.defaultTimezone;
  return { timeZone, today: centreDate(ctx.clock.now(), timeZone) };
}

/** Why a session was not booked: it has ended, the patient has an appointment that day, or it is full. */
export type BookingRefusal = 'ENDED' | 'TAKEN' | 'FULL';
export type Booking = { row: AppointmentRow } | { refused: BookingRefusal; error: GraphQLError };

const refused = (reason: BookingRefusal, error: GraphQLError): Booking => ({ refused: reason, error });

/**
 * Books one session in its own transaction under the session's lock. Refuses (CONFLICT, answered rather than
 * thrown, so a series can go on): a session that has ended on the centre's clock, a day on which the patient
 * already has a live appointment in any session or centre (the message names it), and a session without a free
 * seat (the spec's no-slot message). Else inserts, audits, and after commit publishes onCreateAppointment. A
 * booking of the same patient and day made at the same moment in another session or centre holds another lock:
 * the patient-day index refuses the second insert, answered with the same message. Centre and patient scope
 * are the caller's to check first.
 */
export async function bookSession(
  ctx: Context,
  session: {
    patientID: number;
    clinicID: number;
    date: string;
    shift: Shift;
    time: string;
    timeZone: string;
  },
): Promise<Booking> {
  const { clinicID, patientID, date, shift, time } = session;
  const now = ctx.clock.now();
  if (sessionHasEnded(date, shift, now, session.timeZone)) {
    return refused('ENDED', appError('CONFLICT', M.sessionEnded(date, shift)));
  }
  let booking: Booking;
  try {
    booking = await withWrite(ctx, async (w): Promise<Booking> => {
      const db = w.db;
      await lockSession(db, clinicID, date, shift);
      const taken = await dayTakenRefusal(w, patientID, date);
      if (taken) return refused('TAKEN', taken);
      const seats = await activeSeatCount(db, clinicID);
      const [booked] = await db
        .select({ n: count() })
        .from(appointment)
        .innerJoin(patient, eq(patient.id, appointment.patientID))
        .where(
          and(
            eq(appointment.clinicID, clinicID),
            eq(appointment.date, date),
            eq(appointment.shift, shift),
            eq(appointment.deleted, 0),
            eq(patient.deleted, 0),
          ),
        );
      if ((booked?.n ?? 0) >= seats) return refused('FULL', appError('CONFLICT', M.noSlots));
      const [inserted] = await db
        .insert(appointment)
        .values({ patientID, clinicID, date, shift, time, createdOn: now, updatedOn: now })
        .returning();
      if (!inserted) throw new Error('appointment not created');
      await audit(w, {
        action: 'createAppointment',
        entity: 'appointment',
        entityID: inserted.id,
        clinicID,
        detail: { patientID, date, shift },
      });
      return { row: inserted };
    });
  } catch (error) {
    if (!isPatientDayViolation(error)) throw error;
    // The other booking has committed: name it. Cancelled again in between, there is nothing to name.
    return refused(
      'TAKEN',
      (await dayTakenRefusal(ctx, patientID, date)) ?? appError('CONFLICT', M.unableToBook),
    );
  }
  if ('row' in booking) ctx.pubsub.publish('onCreateAppointment', clinicID, eventOf(booking.row));
  return booking;
}

/**
 * Books a patient of the user's centres into a session of one of the user's centres: a date before the
 * centre's today is refused as past; then bookSession's refusals (ended, the patient's day taken, full).
 */
export async function createAppointment(ctx: Context, create: CreateAppointmentInput) {
  const clinicID = await ctx.access.assertIn('appointment:book', create.clinicID);
  const p = await scopedPatient(ctx, create.patientID);
  // The day and time through the domain's one parser: '2030-02-30' answers its field, not a booking.
  calendarDateInput('date', create.date);
  if (!SHIFTS.includes(create.shift)) throw appError('BAD_USER_INPUT', M.unableToBook);
  const time = timeOfDayInput('time', create.time ?? APPOINTMENT_TIMES[create.shift]);
  const { today, timeZone } = await centreClock(ctx, clinicID);
  if (create.date < today) throw appError('BAD_USER_INPUT', M.pastDate);
  const booking = await bookSession(ctx, {
    patientID: p.id,
    clinicID,
    date: create.date,
    shift: create.shift,
    time,
    timeZone,
  });
  if ('refused' in booking) throw booking.error;
  return serialize(booking.row);
}

/**
 * Cancels (deleted = 1) a live appointment of the user's centres and patients while its session has neither
 * started nor ended. Un-cancelling is not offered, and nor is moving an appointment to another day or session:
 * cancel and book again (so the one-per-day rule has only bookings to guard; a cancel frees the day).
 */
export async function updateAppointment(ctx: Context, update: UpdateAppointmentInput) {
  const [current] = await ctx.db
    .select()
    .from(appointment)
    .where(and(eq(appointment.id, update.id), eq(appointment.deleted, 0)))
    .limit(1);
  const notFound = () => appError('NOT_FOUND', M.invalidAppointment);
  if (!current) throw await ctx.access.unseen(ctx.db, notFound, { entity: 'appointment', id: update.id });
  await ctx.access.assertRecordIn(current.clinicID, notFound, { entity: 'appointment', id: current.id });
  await scopedPatient(ctx, current.patientID);
  if (update.deleted !== 1) throw appError('BAD_USER_INPUT', M.unableToUpdate);

  const now = ctx.clock.now();
  const row = await withWrite(ctx, async (w) => {
    const db = w.db;
    await lockSession(db, current.clinicID, current.date, current.shift);
    // The row lock also holds a check-in that starts this appointment until we are done.
    const [live] = await db
      .select()
      .from(appointment)
      .where(and(eq(appointment.id, current.id), eq(appointment.deleted, 0)))
      .for('update');
    if (!live) throw appError('NOT_FOUND', M.invalidAppointment);
    const [session] = await db
      .select({ startTime: dialysis.startTime, endTime: dialysis.endTime })
      .from(dialysis)
      .where(and(eq(dialysis.appointmentID, live.id), eq(dialysis.deleted, 0)))
      .limit(1);
    // Only while booked (domain SESSION_WRITES): 'Session has already started/ended, cannot be cancelled.'
    assertSessionWrite(session, 'cancel', now);
    const [changed] = await db
      .update(appointment)
      .set({ deleted: 1, deletedOn: now, updatedOn: now })
      .where(eq(appointment.id, live.id))
      .returning();
    if (!changed) throw new Error('appointment not updated');
    await audit(w, {
      action: 'updateAppointment',
      entity: 'appointment',
      entityID: live.id,
      clinicID: live.clinicID,
      detail: { patientID: live.patientID, date: live.date, shift: live.shift, deleted: 1 },
    });
    return changed;
  });
  ctx.pubsub.publish('onUpdateAppointment', row.clinicID, eventOf(row));
  return serialize(row);
}
