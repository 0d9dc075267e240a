import { MANAGE_MESSAGES } from '@dialysis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { machine, seat } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { type WriteTx, withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { CreateMachineInput, UpdateMachineInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid, optionalText, requiredText, softDeleted } from '../common/manage-input.ts';
import { hasExpiredAudit, MACHINE_EXPIRED, MACHINE_IN_USE, seatsUsing } from './availability.ts';
import { machineById, serialNoTaken } from './service.ts';

export const DUPLICATE_SERIAL_NO = 'A machine with this serial number already exists.';

async function assertSerialFree(ctx: Context, serialNo: string, exceptID?: number) {
  if (await serialNoTaken(ctx, serialNo, exceptID)) throw appError('CONFLICT', DUPLICATE_SERIAL_NO);
}

/** Adds a machine to a centre the user may see. */
export async function createMachine(ctx: Context, create: CreateMachineInput) {
  const clinicID = await ctx.access.assertIn('machine:write', create.clinicID);
  const values = {
    clinicID,
    name: requiredText('name', create.name),
    serialNo: requiredText('serialNo', create.serialNo),
    manufacturer: optionalText(create.manufacturer, 'manufacturer', 200),
    status: create.status,
  };
  if (!values.status) throw invalid('status', MANAGE_MESSAGES.required);
  await assertSerialFree(ctx, values.serialNo);
  const now = ctx.clock.now();
  const id = await withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(machine)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning({ id: machine.id });
    if (!row) throw new Error('machine not created');
    await audit(w, {
      action: 'createMachine',
      entity: 'machine',
      entityID: row.id,
      clinicID,
      detail: values,
    });
    return row.id;
  });
  return machineById(ctx, id);
}

/**
 * Edits or (with deleted: 1) deletes a machine of a centre the user may see. An edit is refused while an
 * audit item of the machine has expired; a machine still on a seat is neither deleted nor moved to another
 * centre; a machine made NOTAVAILABLE takes its seats with it (a seat cannot dialyse without its machine).
 */
export async function updateMachine(ctx: Context, update: UpdateMachineInput) {
  const [current] = await ctx.db
    .select()
    .from(machine)
    .where(and(eq(machine.id, update.id), eq(machine.deleted, 0)))
    .limit(1);
  const notFound = () => appError('NOT_FOUND', 'Unable to update record');
  if (!current) throw await ctx.access.unseen(ctx.db, notFound, { entity: 'machine', id: update.id });
  await ctx.access.assertRecordIn(current.clinicID, notFound, { entity: 'machine', id: current.id });
  const now = ctx.clock.now();
  const target = { key: machine.id, id: current.id, version: update.updatedOn };

  if (update.deleted === 1) {
    if ((await seatsUsing(ctx.db, current.id)).length > 0) throw appError('CONFLICT', MACHINE_IN_USE);
    await withWrite(ctx, async (w) => {
      await versionedUpdate(w, machine, target, softDeleted(now), now);
      await audit(w, {
        action: 'deleteMachine',
        entity: 'machine',
        entityID: current.id,
        clinicID: current.clinicID,
      });
    });
    return machineById(ctx, current.id);
  }

  if (await hasExpiredAudit(ctx.db, current.id, now)) throw appError('CONFLICT', MACHINE_EXPIRED);
  const patch: Partial<typeof machine.$inferInsert> = {};
  if (update.name !== undefined) patch.name = requiredText('name', update.name);
  if (update.serialNo !== undefined) patch.serialNo = requiredText('serialNo', update.serialNo);
  if (update.manufacturer !== undefined)
    patch.manufacturer = optionalText(update.manufacturer, 'manufacturer', 200);
  if (update.status !== undefined) {
    if (!update.status) throw invalid('status', MANAGE_MESSAGES.required);
    patch.status = update.status;
  }
  if (update.clinicID !== undefined && update.clinicID !== current.clinicID) {
    patch.clinicID = await ctx.access.assertIn('machine:write', update.clinicID);
    if ((await seatsUsing(ctx.db, current.id)).length > 0) throw appError('CONFLICT', MACHINE_IN_USE);
  }
  if (patch.serialNo !== undefined && patch.serialNo.toLowerCase() !== current.serialNo.toLowerCase()) {
    await assertSerialFree(ctx, patch.serialNo, current.id);
  }

  await withWrite(ctx, async (w) => {
    await versionedUpdate(w, machine, target, patch, now);
    const seatIDs = patch.status === 'NOTAVAILABLE' ? await takeSeatsOutOfService(w, current.id, now) : [];
    await audit(w, {
      action: 'updateMachine',
      entity: 'machine',
      entityID: current.id,
      clinicID: patch.clinicID ?? current.clinicID,
      detail: { ...patch, ...(seatIDs.length ? { seatsMadeNotAvailable: seatIDs } : {}) },
    });
  });
  return machineById(ctx, current.id);
}

/** The machine's AVAILABLE seats become NOTAVAILABLE; answers their ids. */
async function takeSeatsOutOfService(w: WriteTx, machineID: number, now: Date): Promise<number[]> {
  const { db } = w;
  const seats = (await seatsUsing(db, machineID)).filter((s) => s.status === 'AVAILABLE').map((s) => s.id);
  if (seats.length > 0) {
    await db.update(seat).set({ status: 'NOTAVAILABLE', updatedOn: now }).where(inArray(seat.id, seats));
  }
  return seats;
}
