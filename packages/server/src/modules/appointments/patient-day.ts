import { type ExistingAppointment, APPOINTMENT_MESSAGES as M, type Shift } from '@dialysis/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { dbErrorOf } from '../../db/db-errors.ts';
import { appointment, clinic } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

/**
 * One live appointment per patient and day, in any centre (issue 27 item 3). The service checks first, to name
 * the appointment the patient already has; the partial unique index appointment_patient_day_key (patient, date
 * where deleted = 0) decides between two bookings made at the same moment (they take different session locks
 * when they are for different sessions or centres), and its refusal answers with the same message.
 */
export const PATIENT_DAY_KEY = 'appointment_patient_day_key';

/** Whether a failed write is the patient-day index refusing a second live appointment. */
export function isPatientDayViolation(error: unknown): boolean {
  const db = dbErrorOf(error);
  return db?.code === '23505' && db.constraint === PATIENT_DAY_KEY;
}

export type DayAppointment = ExistingAppointment & { id: number; clinicID: number };

/**
 * The patients' live appointments on the given dates, in any centre, keyed by `patientID|date`. The centre is
 * named only when it is one of `visible` (the user's): a refusal tells that the patient is booked elsewhere,
 * not where.
 */
export async function dayAppointments(
  db: ReadDb,
  patientID: number,
  dates: readonly string[],
  visible: readonly number[],
): Promise<Map<string, DayAppointment>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({
      id: appointment.id,
      clinicID: appointment.clinicID,
      date: appointment.date,
      shift: appointment.shift,
      centre: clinic.name,
    })
    .from(appointment)
    .innerJoin(clinic, eq(clinic.id, appointment.clinicID))
    .where(
      and(
        eq(appointment.patientID, patientID),
        inArray(appointment.date, [...dates]),
        eq(appointment.deleted, 0),
      ),
    )
    .orderBy(asc(appointment.date), asc(appointment.id));
  const byDate = new Map<string, DayAppointment>();
  for (const row of rows) {
    if (byDate.has(row.date)) continue;
    byDate.set(row.date, {
      ...row,
      shift: row.shift as Shift,
      centre: visible.includes(row.clinicID) ? row.centre : null,
    });
  }
  return byDate;
}

/** The refusal naming the patient's live appointment of `date`, or null when the day is free. */
export async function dayTakenRefusal(
  ctx: Pick<Context, 'db' | 'access'>,
  patientID: number,
  date: string,
): Promise<GraphQLError | null> {
  const visible = await ctx.access.visibleClinicIds();
  const existing = (await dayAppointments(ctx.db, patientID, [date], visible)).get(date);
  return existing ? appError('CONFLICT', M.dayTaken(existing)) : null;
}
