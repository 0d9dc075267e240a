import {
  arrivalError,
  centreDate,
  DIALYSIS_MESSAGES as M,
  nextSessionMonth,
  SESSION_PRE_FIELDS,
} from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, clinic, dialysis, patient } from '../../db/schema.ts';
import { nextVersion } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { StartDialysisInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid as invalidField } from '../common/manage-input.ts';
import { orderInForceID } from '../dialysis-orders/service.ts';
import { publishSessionChange } from './events.ts';
import { assertMachineForSession } from './machines.ts';
import { assertSessionWrite, startedSession } from './phase.ts';
import { parseSessionFields } from './session-input.ts';
import { savedSession } from './session-reads.ts';

/**
 * Check-in: starts the session of one of today's appointments (spec 000 sections 2 and 5). In one
 * transaction: the appointment row is locked (FOR UPDATE, as a cancel locks it, so a cancel and a
 * check-in never both pass), then the machine's advisory lock is taken (two check-ins on one machine are
 * serialised); the checks run under those locks and the session is inserted. redirectURL (the spec's
 * invoicing hand-off) is accepted and ignored until accounting is built.
 */
export async function startDialysis(ctx: Context, create: StartDialysisInput, appointmentID: number) {
  const viewer = ctx.access.user();
  const values = parseSessionFields(create, SESSION_PRE_FIELDS, { requireAll: true });
  const machineID = values.machineID as number;
  const now = ctx.clock.now();
  // The treatment starts now: an arrival in the future, or more than a wait before now, is a slip of the
  // picker (issue 25: arrival <= start; issue 27: a browser on another zone's clock filled 13 hours early).
  const wrongArrival = arrivalError(values.arriveTime, now, now);
  if (wrongArrival) throw invalidField('arriveTime', wrongArrival);

  const started = await withWrite(ctx, async (w) => {
    const db = w.db;
    const [booked] = await db
      .select()
      .from(appointment)
      .where(and(eq(appointment.id, appointmentID), eq(appointment.deleted, 0)))
      .for('update');
    const invalid = () => appError('INVALID_APPOINTMENT', M.invalidAppointment);
    if (!booked) throw await ctx.access.unseen(db, invalid, { entity: 'appointment', id: appointmentID });
    await ctx.access.assertRecordIn(booked.clinicID, invalid, { entity: 'appointment', id: booked.id });
    const [place] = await db
      .select({ timezone: clinic.timezone, patientDeleted: patient.deleted })
      .from(clinic)
      .innerJoin(patient, eq(patient.id, booked.patientID))
      .where(eq(clinic.id, booked.clinicID))
      .limit(1);
    if (place?.patientDeleted !== 0) throw appError('INVALID_APPOINTMENT', M.invalidAppointment);
    if (booked.date !== centreDate(now, place.timezone)) {
      throw appError('INVALID_APPOINTMENT', M.invalidAppointment);
    }

    const [existing] = await db
      .select({ id: dialysis.id, startTime: dialysis.startTime, endTime: dialysis.endTime })
      .from(dialysis)
      .where(and(eq(dialysis.appointmentID, booked.id), eq(dialysis.deleted, 0)))
      .limit(1);
    // Only a booked appointment is checked in: a started one answers 'Dialysis already started.'.
    assertSessionWrite(existing, 'checkIn', now);

    const orderID = await orderInForceID(db, booked.patientID);
    if (orderID === null) throw appError('NO_DIALYSIS_ORDER', M.noOrder);

    await assertMachineForSession(db, {
      machineID,
      clinicID: booked.clinicID,
      now,
      exceptDialysisID: existing?.id,
    });

    const [previous] = await db
      .select({ startTime: dialysis.startTime, sessionMonth: dialysis.sessionMonth })
      .from(dialysis)
      .where(and(eq(dialysis.patientID, booked.patientID), eq(dialysis.deleted, 0), startedSession()))
      .orderBy(desc(dialysis.startTime), desc(dialysis.id))
      .limit(1);
    const sessionMonth = nextSessionMonth(
      previous?.startTime ? { startTime: previous.startTime, sessionMonth: previous.sessionMonth } : null,
      now,
      place.timezone,
    );

    const columns = {
      ...values,
      arriveTime: values.arriveTime ?? now,
      startTime: now,
      startedBy: viewer.accountID,
      dialysisOrderID: orderID,
      sessionMonth,
      lastUpdatedBy: viewer.accountID,
      updatedOn: now,
    };
    // A session row made when the patient arrived (not started) is started in place, as a new version of it.
    const [row] = existing
      ? await db
          .update(dialysis)
          .set({ ...columns, updatedOn: nextVersion(dialysis, now) })
          .where(eq(dialysis.id, existing.id))
          .returning()
      : await db
          .insert(dialysis)
          .values({
            ...columns,
            patientID: booked.patientID,
            clinicID: booked.clinicID,
            appointmentID: booked.id,
            createdOn: now,
          })
          .returning();
    if (!row) throw new Error('dialysis not started');
    await audit(w, {
      action: 'startDialysis',
      entity: 'dialysis',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: { patientID: row.patientID, appointmentID: booked.id, machineID, sessionMonth },
    });
    return { row, booked };
  });

  await publishSessionChange(ctx, 'onStartDialysis', started.row, started.booked);
  return savedSession(ctx.db, started.row.id);
}
