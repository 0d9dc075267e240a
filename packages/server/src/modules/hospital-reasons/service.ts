import { HOSPITAL_ENTRY_MESSAGES } from '@dialysis/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { hospitalReason } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateHospitalReasonInput,
  QueryListHospitalReasonArgs,
  UpdateHospitalReasonInput,
} from '../../graphql/generated/resolvers-types.ts';
import { invalid, requiredText, softDeleted } from '../common/manage-input.ts';

/** Spec silent: the list holds each reason once (case aside), so the Reason choices never repeat. */
export const HOSPITAL_REASON_TAKEN = 'This reason is already on the list.';

const spec: ListSpec = {
  fields: {
    id: hospitalReason.id,
    hospDetail: hospitalReason.hospDetail,
    deleted: hospitalReason.deleted,
  },
  defaultOrder: [asc(hospitalReason.hospDetail)],
  tiebreaker: hospitalReason.id,
  defaultLimit: 20,
  // Every login loads the list (spec 000 section 7): one page may hold it all.
  maxLimit: 500,
};

/** Hospital reasons are network-wide reference data, like drugs: no centre to check. */
export async function listHospitalReason(ctx: Context, input: QueryListHospitalReasonArgs) {
  const list = await runList(
    spec,
    { ...input, scope: eq(hospitalReason.deleted, 0) },
    tableQueries(ctx.db, hospitalReason, () => ctx.db.select().from(hospitalReason).$dynamic()),
  );
  return { count: list.count, result: list.result.map(serialize) };
}

/** A live reason of that text (case aside), other than `exceptID`. */
async function assertFree(db: ReadDb, hospDetail: string, exceptID?: number) {
  const [taken] = await db
    .select({ id: hospitalReason.id })
    .from(hospitalReason)
    .where(
      and(
        sql`lower(${hospitalReason.hospDetail}) = ${hospDetail.toLowerCase()}`,
        eq(hospitalReason.deleted, 0),
        exceptID === undefined ? undefined : ne(hospitalReason.id, exceptID),
      ),
    )
    .limit(1);
  if (taken) throw invalid('hospDetail', HOSPITAL_REASON_TAKEN);
}

export async function createHospitalReason(ctx: Context, create: CreateHospitalReasonInput) {
  const now = ctx.clock.now();
  const hospDetail = requiredText('hospDetail', create.hospDetail);
  return withWrite(ctx, async (w) => {
    await assertFree(w.db, hospDetail);
    const [row] = await w.db
      .insert(hospitalReason)
      .values({ hospDetail, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('hospital_reason not created');
    await audit(w, {
      action: 'createHospitalReason',
      entity: 'hospitalReason',
      entityID: row.id,
      detail: { hospDetail },
    });
    return serialize(row);
  });
}

/**
 * Edits a reason's text, or deletes it (soft) with deleted: 1, on the version the client read. A hospital
 * entry stores the reason's text, so entries written before an edit or a delete keep what was chosen.
 */
export async function updateHospitalReason(ctx: Context, update: UpdateHospitalReasonInput) {
  const now = ctx.clock.now();
  const patch: Partial<typeof hospitalReason.$inferInsert> = {};
  if (update.deleted === 1) Object.assign(patch, softDeleted(now));
  else {
    if (update.hospDetail !== undefined) patch.hospDetail = requiredText('hospDetail', update.hospDetail);
    patch.updatedOn = now;
  }
  const [current] = await ctx.db
    .select({ id: hospitalReason.id })
    .from(hospitalReason)
    .where(and(eq(hospitalReason.id, update.id), eq(hospitalReason.deleted, 0)))
    .limit(1);
  if (!current) throw appError('NOT_FOUND', 'Unable to update record');
  return withWrite(ctx, async (w) => {
    if (patch.hospDetail) await assertFree(w.db, patch.hospDetail, current.id);
    const target = { key: hospitalReason.id, id: current.id, version: update.updatedOn };
    const row = await versionedUpdate(w, hospitalReason, target, patch, now);
    const { updatedOn: _u, deletedOn: _d, ...detail } = patch;
    await audit(w, {
      action: update.deleted === 1 ? 'deleteHospitalReason' : 'updateHospitalReason',
      entity: 'hospitalReason',
      entityID: row.id,
      detail,
    });
    return serialize(row);
  });
}

/**
 * A hospital entry's Reason: one of the live reasons (its text as the list spells it), or the field's refusal.
 * Free text is not taken: the list is what admissions are counted by, and 'Others' with the entry's
 * Assessment covers the rest (docs/decisions/latest-notes-hospital-reasons.md).
 */
export async function listedReason(db: ReadDb, text: string | null): Promise<string | null> {
  if (text === null) return null;
  const [found] = await db
    .select({ hospDetail: hospitalReason.hospDetail })
    .from(hospitalReason)
    .where(
      and(sql`lower(${hospitalReason.hospDetail}) = ${text.toLowerCase()}`, eq(hospitalReason.deleted, 0)),
    )
    .limit(1);
  if (!found) throw invalid('hospitalReason', HOSPITAL_ENTRY_MESSAGES.unknownReason);
  return found.hospDetail;
}
