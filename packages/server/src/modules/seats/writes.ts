import { MANAGE_MESSAGES } from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { dbErrorOf } from '../../db/db-errors.ts';
import { machine, seat } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { CreateSeatInput, UpdateSeatInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid, requiredText, softDeleted } from '../common/manage-input.ts';
import { hasExpiredAudit, SEAT_MACHINE_UNUSABLE } from '../machines/availability.ts';
import { seatById } from './service.ts';

export const DUPLICATE_SEAT_NAME = 'A seat with this name already exists in this centre.';
export const MACHINE_ON_ANOTHER_SEAT = 'This machine is already assigned to another seat.';

/** A machine belongs to at most one live seat (the seat_machine_key index decides between parallel saves). */
async function assertMachineFree(ctx: Context, machineID: number, exceptSeatID?: number) {
  const [taken] = await ctx.db
    .select({ id: seat.id })
    .from(seat)
    .where(
      and(
        eq(seat.machineID, machineID),
        eq(seat.deleted, 0),
        exceptSeatID === undefined ? undefined : sql`${seat.id} <> ${exceptSeatID}`,
      ),
    )
    .limit(1);
  if (taken) throw invalid('machineID', MACHINE_ON_ANOTHER_SEAT);
}

/** The index's answer to the second of two parallel assignments: the same field message as the check. */
async function machineKeyGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (dbErrorOf(error)?.constraint === 'seat_machine_key')
      throw invalid('machineID', MACHINE_ON_ANOTHER_SEAT);
    throw error;
  }
}

/**
 * A seat may only use an AVAILABLE machine of its own centre whose audit has not expired (spec 002
 * section 5 and 8). A machine of another centre, deleted or unknown gets the same answer: nothing about a
 * centre the user may not see is told.
 */
async function assertMachineUsable(ctx: Context, machineID: number | null | undefined, clinicID: number) {
  if (machineID === null || machineID === undefined) throw invalid('machineID', MANAGE_MESSAGES.required);
  const [row] = await ctx.db
    .select({ status: machine.status })
    .from(machine)
    .where(and(eq(machine.id, machineID), eq(machine.clinicID, clinicID), eq(machine.deleted, 0)))
    .limit(1);
  if (row?.status !== 'AVAILABLE' || (await hasExpiredAudit(ctx.db, machineID, ctx.clock.now()))) {
    throw appError('CONFLICT', SEAT_MACHINE_UNUSABLE);
  }
}

/** Seat numbers are what bookings and nurses go by: unique within a centre among seats not deleted. */
async function assertNameFree(ctx: Context, clinicID: number, name: string, exceptID?: number) {
  const [taken] = await ctx.db
    .select({ id: seat.id })
    .from(seat)
    .where(
      and(
        eq(seat.clinicID, clinicID),
        eq(seat.deleted, 0),
        sql`lower(${seat.name}) = ${name.toLowerCase()}`,
        exceptID === undefined ? undefined : sql`${seat.id} <> ${exceptID}`,
      ),
    )
    .limit(1);
  if (taken) throw appError('CONFLICT', DUPLICATE_SEAT_NAME);
}

export async function createSeat(ctx: Context, create: CreateSeatInput) {
  const clinicID = await ctx.access.assertIn('seat:write', create.clinicID);
  const name = requiredText('name', create.name);
  if (!create.status) throw invalid('status', MANAGE_MESSAGES.required);
  await assertMachineUsable(ctx, create.machineID, clinicID);
  await assertMachineFree(ctx, create.machineID);
  await assertNameFree(ctx, clinicID, name);
  const now = ctx.clock.now();
  const values = { clinicID, name, machineID: create.machineID, status: create.status };
  return withWrite(ctx, async (w) => {
    const [row] = await machineKeyGuard(() =>
      w.db
        .insert(seat)
        .values({ ...values, createdOn: now, updatedOn: now })
        .returning({ id: seat.id }),
    );
    if (!row) throw new Error('seat not created');
    await audit(w, { action: 'createSeat', entity: 'seat', entityID: row.id, clinicID, detail: values });
    return seatById(w, row.id);
  });
}

/** Edits or (with deleted: 1) deletes a seat of a centre the user may see. */
export async function updateSeat(ctx: Context, update: UpdateSeatInput) {
  const [current] = await ctx.db
    .select()
    .from(seat)
    .where(and(eq(seat.id, update.id), eq(seat.deleted, 0)))
    .limit(1);
  if (!current) {
    const notFound = () => appError('NOT_FOUND', 'Unable to update record');
    throw await ctx.access.unseenIn('seat:write', ctx.db, notFound, { entity: 'seat', id: update.id });
  }
  await ctx.access.assertIn('seat:write', current.clinicID);
  const now = ctx.clock.now();
  const entry = { entity: 'seat', entityID: current.id, clinicID: current.clinicID };
  const target = { key: seat.id, id: current.id, version: update.updatedOn };

  return withWrite(ctx, async (w) => {
    if (update.deleted === 1) {
      await versionedUpdate(w, seat, target, softDeleted(now), now);
      await audit(w, { action: 'deleteSeat', ...entry });
      return seatById(w, current.id);
    }

    const patch: Partial<typeof seat.$inferInsert> = {};
    if (update.name !== undefined) patch.name = requiredText('name', update.name);
    if (update.status !== undefined) {
      if (!update.status) throw invalid('status', MANAGE_MESSAGES.required);
      patch.status = update.status;
    }
    if (update.machineID !== undefined) patch.machineID = update.machineID;
    // Every save checks the machine the seat will have, changed or not.
    await assertMachineUsable(
      w,
      patch.machineID === undefined ? current.machineID : patch.machineID,
      current.clinicID,
    );
    if (patch.machineID !== undefined && patch.machineID !== null && patch.machineID !== current.machineID) {
      await assertMachineFree(w, patch.machineID, current.id);
    }
    if (patch.name !== undefined && patch.name.toLowerCase() !== current.name.toLowerCase()) {
      await assertNameFree(w, current.clinicID, patch.name, current.id);
    }
    await machineKeyGuard(() => versionedUpdate(w, seat, target, patch, now));
    await audit(w, { action: 'updateSeat', ...entry, detail: patch });
    return seatById(w, current.id);
  });
}
