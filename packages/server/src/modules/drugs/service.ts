import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { drug } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateDrugInput,
  QueryListDrugArgs,
  UpdateDrugInput,
} from '../../graphql/generated/resolvers-types.ts';
import { optionalText, requiredText, softDeleted } from '../common/manage-input.ts';

const spec: ListSpec = {
  fields: {
    id: drug.id,
    name: drug.name,
    purpose: drug.purpose,
    manufacturer: drug.manufacturer,
    deleted: drug.deleted,
  },
  defaultOrder: [asc(drug.name)],
  tiebreaker: drug.id,
  defaultLimit: 20,
  // Every login loads the drug list (spec 000 section 7): one page may hold it all.
  maxLimit: 500,
};

/** Drugs are network-wide reference data: no centre to check. */
export async function listDrug(ctx: Context, input: QueryListDrugArgs) {
  const list = await runList(
    spec,
    { ...input, scope: eq(drug.deleted, 0) },
    tableQueries(ctx.db, drug, () => ctx.db.select().from(drug).$dynamic()),
  );
  return { count: list.count, result: list.result.map(serialize) };
}

export async function createDrug(ctx: Context, create: CreateDrugInput) {
  const now = ctx.clock.now();
  const values = {
    name: requiredText('name', create.name),
    purpose: optionalText(create.purpose, 'purpose', 200),
    manufacturer: optionalText(create.manufacturer, 'manufacturer', 200),
  };
  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(drug)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('drug not created');
    await audit(w, { action: 'createDrug', entity: 'drug', entityID: row.id, detail: values });
    return serialize(row);
  });
}

/** Edits a drug, or deletes it (soft) with deleted: 1, as the Manage Drugs screen does. */
export async function updateDrug(ctx: Context, update: UpdateDrugInput) {
  const now = ctx.clock.now();
  const patch: Partial<typeof drug.$inferInsert> = {};
  if (update.deleted === 1) Object.assign(patch, softDeleted(now));
  else {
    if (update.name !== undefined) patch.name = requiredText('name', update.name);
    if (update.purpose !== undefined) patch.purpose = optionalText(update.purpose, 'purpose', 200);
    if (update.manufacturer !== undefined)
      patch.manufacturer = optionalText(update.manufacturer, 'manufacturer', 200);
    patch.updatedOn = now;
  }
  const [current] = await ctx.db
    .select({ id: drug.id })
    .from(drug)
    .where(and(eq(drug.id, update.id), eq(drug.deleted, 0)))
    .limit(1);
  if (!current) throw appError('NOT_FOUND', 'Unable to update record');
  return withWrite(ctx, async (w) => {
    const target = { key: drug.id, id: current.id, version: update.updatedOn };
    const row = await versionedUpdate(w, drug, target, patch, now);
    const { updatedOn: _u, deletedOn: _d, ...detail } = patch;
    await audit(w, {
      action: update.deleted === 1 ? 'deleteDrug' : 'updateDrug',
      entity: 'drug',
      entityID: row.id,
      detail,
    });
    return serialize(row);
  });
}
