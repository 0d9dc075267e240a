import {
  arrivalError,
  centreDate,
  checkInStart,
  DIALYSIS_MESSAGES as M,
  nextSessionMonth,
  SESSION_PRE_FIELDS,
} from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { appointment, clinic, dialysis, patient } from '../../db/schema.ts';
import { nextVersion } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { StartDialysisInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid as invalidField } from '../common/manage-input.ts';
import { orderInForceID } from '../dialysis-orders/service.ts';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/plugin.ts';
import { isValidKey } from '../idempotency/store.ts';
import { publishSessionChange } from './events.ts';
import { assertMachineForSession } from './machines.ts';
import { assertSessionWrite, startedSession } from './phase.ts';
import { parseSessionFields, parseTime } from './session-input.ts';
import { savedSession } from './session-reads.ts';

/**
 * Check-in: starts the session of one of today's appointments (spec 000 sections 2 and 5). In one
 * transaction: the appointment row is locked (FOR UPDATE, as a cancel locks it, so a cancel and a
 * check-in never both pass), then the machine's advisory lock is taken (two check-ins on one machine are
 * serialised); the checks run under those locks and the session is inserted. redirectURL (the spec's
 * invoicing hand-off) is accepted and ignored until accounting is built.
 *
 * Issue 31: a check-in kept on a tablet offline arrives later with the time it was made (`startTime`) and the
 * provisional id the tablet gave the session (`sessionKey`), which the session keeps: the readings entered
 * meanwhile name the session by it, and the same check-in sent again answers the session it made (no second
 * one, no second event), at any time. An appointment checked in by someone else meanwhile answers 'Dialysis
 * already started.': that session stands (docs/decisions/offline-readings.md).
 */
export async function startDialysis(ctx: Context, create: StartDialysisInput, appointmentID: number) {
  const viewer = ctx.access.user();
  const values = parseSessionFields(create, SESSION_PRE_FIELDS, { requireAll: true });
  const machineID = values.machineID as number;
  const now = ctx.clock.now();
  // The treatment starts when the nurse checked in: now, or earlier for a check-in kept offline (issue 31).
  const { start, error: wrongStart } = checkInStart(
    create.startTime ? parseTime('startTime', create.startTime) : null,
    now,
  );
  if (wrongStart !== null) throw invalidField('startTime', wrongStart);
  // An arrival in the future, or more than a wait before the start, is a slip of the picker (issue 25: arrival
  // <= start; issue 27: a browser on another zone's clock filled 13 hours early).
  const wrongArrival = arrivalError(values.arriveTime, start, now);
  if (wrongArrival) throw invalidField('arriveTime', wrongArrival);
  const key = checkInKeyOf(ctx, create.sessionKey);

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
    // The same check-in again (its answer lost, or let go after 48 hours): the session it made, as it is now.
    // Looked up under the appointment's lock, so a repeat racing the first finds the first's session.
    const made = key ? await sessionMadeWith(db, viewer.accountID, key, booked.id) : null;
    if (made === 'another') {
      throw appError('CONFLICT', create.sessionKey ? M.sessionKeyReused : IDEMPOTENCY_MESSAGES.reused);
    }
    if (made) return { row: made, booked, repeat: true };
    const [place] = await db
      .select({ timezone: clinic.timezone, patientDeleted: patient.deleted })
      .from(clinic)
      .innerJoin(patient, eq(patient.id, booked.patientID))
      .where(eq(clinic.id, booked.clinicID))
      .limit(1);
    if (place?.patientDeleted !== 0) throw appError('INVALID_APPOINTMENT', M.invalidAppointment);
    if (booked.date !== centreDate(start, place.timezone)) {
      throw appError('INVALID_APPOINTMENT', M.invalidAppointment);
    }

    const [existing] = await db
      .select({ id: dialysis.id, startTime: dialysis.startTime, endTime: dialysis.endTime })
      .from(dialysis)
      .where(and(eq(dialysis.appointmentID, booked.id), eq(dialysis.deleted, 0)))
      .limit(1);
    // Only a booked appointment is checked in: a started one answers 'Dialysis already started.' (checked in
    // by another check-in, a tablet's kept offline included: that session stands, this one is refused).
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
      start,
      place.timezone,
    );

    const columns = {
      ...values,
      arriveTime: values.arriveTime ?? start,
      startTime: start,
      startedBy: viewer.accountID,
      checkInKey: key,
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
    const late = now.getTime() - start.getTime();
    await audit(w, {
      action: 'startDialysis',
      entity: 'dialysis',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: {
        patientID: row.patientID,
        appointmentID: booked.id,
        machineID,
        sessionMonth,
        // A check-in sent later than it was made (kept on a tablet offline): by how much.
        ...(late >= 60_000 ? { sentLaterByMs: late } : {}),
      },
    });
    return { row, booked, repeat: false };
  });

  if (!started.repeat) await publishSessionChange(ctx, 'onStartDialysis', started.row, started.booked);
  return savedSession(ctx.db, started.row.id);
}

/**
 * The key the session keeps (issue 31): the client's provisional id for it, else the request's Idempotency-Key,
 * else none. A provisional id is a key like an Idempotency-Key (a UUID).
 */
function checkInKeyOf(ctx: Context, sessionKey: string | null | undefined): string | null {
  if (sessionKey === null || sessionKey === undefined) return ctx.writeKey ?? null;
  if (!isValidKey(sessionKey)) throw invalidField('sessionKey', IDEMPOTENCY_MESSAGES.invalidKey);
  return sessionKey;
}

/**
 * The session this account's check-in with `key` made, when it was made for this appointment; 'another' when
 * the key made a session of another appointment (another check-in: refused).
 */
async function sessionMadeWith(db: ReadDb, accountID: string, key: string, appointmentID: number) {
  const [made] = await db
    .select()
    .from(dialysis)
    .where(and(eq(dialysis.startedBy, accountID), eq(dialysis.checkInKey, key)))
    .limit(1);
  if (!made) return null;
  return made.appointmentID === appointmentID && made.deleted === 0 ? made : 'another';
}
