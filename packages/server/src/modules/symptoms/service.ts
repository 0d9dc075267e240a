import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { symptom } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateSymptomInput,
  QueryListSymptomArgs,
  UpdateSymptomInput,
} from '../../graphql/generated/resolvers-types.ts';
import { optionalText, requiredText, softDeleted } from '../common/manage-input.ts';

const spec: ListSpec = {
  fields: { id: symptom.id, name: symptom.name, class: symptom.class, deleted: symptom.deleted },
  // Spec 002, Manage Symptoms: ordered by name ascending, page size 20.
  defaultOrder: [asc(symptom.name)],
  tiebreaker: symptom.id,
  defaultLimit: 20,
  // Every login loads the symptom list for the session readings (spec 000 section 7).
  maxLimit: 500,
};

/** Symptoms are network-wide reference data: no centre to check. */
export async function listSymptom(ctx: Context, input: QueryListSymptomArgs) {
  const list = await runList(
    spec,
    { ...input, scope: eq(symptom.deleted, 0) },
    tableQueries(ctx.db, symptom, () => ctx.db.select().from(symptom).$dynamic()),
  );
  return { count: list.count, result: list.result.map(serialize) };
}

export async function createSymptom(ctx: Context, create: CreateSymptomInput) {
  const now = ctx.clock.now();
  const values = { name: requiredText('name', create.name), class: optionalText(create.class, 'class', 200) };
  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(symptom)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('symptom not created');
    await audit(w, { action: 'createSymptom', entity: 'symptom', entityID: row.id, detail: values });
    return serialize(row);
  });
}

/** Edits a symptom, or deletes it (soft) with deleted: 1, as the Manage Symptoms screen does. */
export async function updateSymptom(ctx: Context, update: UpdateSymptomInput) {
  const now = ctx.clock.now();
  const patch: Partial<typeof symptom.$inferInsert> = {};
  if (update.deleted === 1) Object.assign(patch, softDeleted(now));
  else {
    if (update.name !== undefined) patch.name = requiredText('name', update.name);
    if (update.class !== undefined) patch.class = optionalText(update.class, 'class', 200);
    patch.updatedOn = now;
  }
  const [current] = await ctx.db
    .select({ id: symptom.id })
    .from(symptom)
    .where(and(eq(symptom.id, update.id), eq(symptom.deleted, 0)))
    .limit(1);
  if (!current) throw appError('NOT_FOUND', 'Unable to update record');
  return withWrite(ctx, async (w) => {
    const target = { key: symptom.id, id: current.id, version: update.updatedOn };
    const row = await versionedUpdate(w, symptom, target, patch, now);
    const { updatedOn: _u, deletedOn: _d, ...detail } = patch;
    await audit(w, {
      action: update.deleted === 1 ? 'deleteSymptom' : 'updateSymptom',
      entity: 'symptom',
      entityID: row.id,
      detail,
    });
    return serialize(row);
  });
}
