import {
  centreDate,
  type MachineStatusAction,
  statusForDates,
  transition,
  validateCreate,
  validateUpdate,
} from '@dialysis/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { clinic, machine, machineStatus } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateMachineStatusInput,
  UpdateMachineStatusInput,
} from '../../graphql/generated/resolvers-types.ts';
import { ownUpload } from '../../platform/storage/files.ts';
import { invalid, optionalText } from '../common/manage-input.ts';
import { applyAutomaticChanges, makeMachinesUnavailable } from './automatic.ts';
import { type ItemRow, loadItem, toApi } from './items.ts';

export const DUPLICATE_TEST_CASE = 'This test case already exists for this machine.';
export const DOCUMENT_NOT_FOUND = 'The document was not found. Please attach it again.';

const today = (ctx: Context, timezone: string) => centreDate(ctx.clock.now(), timezone);
const optional = (value: string | null | undefined) => optionalText(value);

/**
 * The stored file behind a key the client sends: only one the caller uploaded as an audit document, so an
 * item can never be pointed at somebody else's file. Bucket and region come from the stored file, not the
 * client.
 */
async function documentOf(ctx: Context, key: string | null | undefined) {
  if (!key) return null;
  const file = await ownUpload(ctx, key, 'machineAuditDocument');
  if (!file) throw invalid('key', DOCUMENT_NOT_FOUND);
  return { key: file.key, bucket: file.bucket, region: file.region };
}

async function reload(ctx: Context, db: ReadDb, id: number) {
  return toApi(await loadItem(ctx, db, id));
}

/** Add Status: a test case for one machine of the user's centres; its status follows from the dates. */
export async function createMachineStatus(ctx: Context, input: CreateMachineStatusInput) {
  const [target] = await ctx.db
    .select({ id: machine.id, clinicID: machine.clinicID, timezone: clinic.timezone })
    .from(machine)
    .innerJoin(clinic, eq(clinic.id, machine.clinicID))
    .where(and(eq(machine.id, input.machineID), eq(machine.deleted, 0)))
    .limit(1);
  if (!target) {
    const notFound = () => invalid('machineID', 'Machine not found.');
    throw await ctx.access.unseenIn('machineStatus:write', ctx.db, notFound, {
      entity: 'machine',
      id: input.machineID,
    });
  }
  await ctx.access.assertIn('machineStatus:write', target.clinicID);
  const day = today(ctx, target.timezone);
  const error = validateCreate(input, day);
  if (error) throw invalid(error.field, error.message);
  const name = input.name.trim();
  const document = await documentOf(ctx, input.key);

  return withWrite(ctx, async (w) => {
    const tx = w.db;
    const [duplicate] = await tx
      .select({ id: machineStatus.id })
      .from(machineStatus)
      .where(
        and(
          eq(machineStatus.machineID, target.id),
          sql`lower(${machineStatus.name}) = lower(${name})`,
          eq(machineStatus.deleted, 0),
          ne(machineStatus.status, 'INACTIVE'),
        ),
      )
      .limit(1);
    if (duplicate) throw appError('CONFLICT', DUPLICATE_TEST_CASE);
    const now = ctx.clock.now();
    const status = statusForDates(input.expiryDate, day);
    const [row] = await tx
      .insert(machineStatus)
      .values({
        machineID: target.id,
        name,
        expiryDate: input.expiryDate,
        nextAudit: optional(input.nextAudit),
        remarks: optional(input.remarks),
        status,
        ...document,
        createdOn: now,
        updatedOn: now,
      })
      .returning({ id: machineStatus.id });
    if (!row) throw new Error('machine_status not inserted');
    await audit(w, {
      action: 'machineStatus.create',
      entity: 'machineStatus',
      entityID: row.id,
      clinicID: target.clinicID,
      detail: {
        machineID: target.id,
        name,
        status,
        expiryDate: input.expiryDate,
        key: document?.key ?? null,
      },
    });
    if (status === 'EXPIRED') {
      await makeMachinesUnavailable(w, [target.id], { itemIDs: [row.id] });
    }
    return reload(ctx, tx, row.id);
  });
}

/** The columns an action sets; the status change itself is decided by the domain transition. */
function changesFor(
  ctx: Context,
  row: ItemRow,
  action: MachineStatusAction,
  update: UpdateMachineStatusInput,
) {
  const patch: Partial<typeof machineStatus.$inferInsert> = { updatedOn: ctx.clock.now() };
  if (update.remarks !== undefined) patch.remarks = optional(update.remarks);
  if (action === 'APPROVE') {
    const viewer = ctx.access.user();
    const expiryDate = update.expiryDate as string;
    return {
      ...patch,
      status: statusForDates(expiryDate, today(ctx, row.timezone)),
      expiryDate,
      nextAudit: null,
      approvedBy: viewer.name,
      approvedTimestamp: ctx.clock.now(),
    };
  }
  if (update.nextAudit !== undefined) patch.nextAudit = optional(update.nextAudit);
  if (optional(update.expiryDate)) patch.expiryDate = optional(update.expiryDate) as string;
  return patch;
}

/**
 * Update Status and Sign: SCHEDULE, PASS_AUDIT or APPROVE on one item of the user's centres. Signing is for
 * Nurse Managers and Medical Directors. Before deciding, the item gets any automatic change that is due,
 * so nobody schedules or signs on a status the server has already moved on from.
 */
export async function updateMachineStatus(
  ctx: Context,
  update: UpdateMachineStatusInput,
  state: MachineStatusAction,
) {
  if (state === 'APPROVE') ctx.access.assert('machineStatus:sign');
  await loadItem(ctx, ctx.db, update.id); // centre check before anything else happens to the item
  // Committed on its own: when the item has just expired, it stays expired even if this update is refused.
  await applyAutomaticChanges({ db: ctx.db, clock: ctx.clock }, update.id);

  return withWrite(ctx, async (w) => {
    const tx = w.db;
    const row = await loadItem(ctx, tx, update.id);
    const { item } = row;
    const next = transition(item.status, state);
    if (!next.ok) throw appError('CONFLICT', next.message);
    const error = validateUpdate(item, state, update, today(ctx, row.timezone));
    if (error) throw invalid(error.field, error.message);
    const document = await documentOf({ ...ctx, db: tx }, update.key);

    const patch = { ...changesFor(ctx, row, state, update), ...(document ?? {}) };
    if (state !== 'APPROVE') patch.status = next.status;
    if (state === 'APPROVE') {
      // The finished audit cycle is kept as an INACTIVE item (its expiry date, document and signature), and
      // the live item points at it: auditors can follow the chain back through prevMachineStatusID.
      const { id: _id, ...cycle } = item;
      const [history] = await tx
        .insert(machineStatus)
        .values({
          ...cycle,
          status: 'INACTIVE',
          approvedBy: patch.approvedBy,
          approvedTimestamp: patch.approvedTimestamp,
          updatedOn: ctx.clock.now(),
        })
        .returning({ id: machineStatus.id });
      patch.prevMachineStatusID = history?.id ?? null;
    }
    // On the version the user saw, and on the status decided from: a concurrent change is a conflict.
    await versionedUpdate(
      w,
      machineStatus,
      { key: machineStatus.id, id: item.id, version: update.updatedOn },
      patch,
      ctx.clock.now(),
      eq(machineStatus.status, item.status),
    );
    await audit(w, {
      action: 'machineStatus.update',
      entity: 'machineStatus',
      entityID: item.id,
      clinicID: row.machineClinicID,
      detail: {
        state,
        from: item.status,
        to: patch.status,
        nextAudit: patch.nextAudit,
        expiryDate: patch.expiryDate,
        key: document?.key,
        archivedAs: patch.prevMachineStatusID,
      },
    });
    if (patch.status === 'EXPIRED') {
      await makeMachinesUnavailable(w, [item.machineID], { itemIDs: [item.id] });
    }
    return reload(ctx, tx, item.id);
  });
}
