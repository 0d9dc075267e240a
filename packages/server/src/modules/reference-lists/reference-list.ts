import { TEXT_LIMITS } from '@dialysis/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { type Filter, type ListSpec, type Pagination, runList, tableQueries } from '../../db/list.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import { invalid, optionalText, requiredText, softDeleted } from '../common/manage-input.ts';

/** A reference list's table: a serial id, its texts (`F`), and the soft-delete columns. */
type ListTable<F extends string> = PgTable &
  Record<F | 'id' | 'createdOn' | 'updatedOn' | 'deleted' | 'deletedOn', PgColumn> & {
    $inferSelect: { id: number };
  };

/**
 * What one reference list is (drugs, symptoms, hospital reasons: network-wide lists every login loads, kept
 * by whoever the resolvers' guards let write): only what differs from one list to another.
 */
export interface ReferenceListOf<T extends ListTable<F>, F extends string & keyof T['$inferInsert']> {
  table: T;
  /**
   * Its texts, by name (the input field and the column): a required one is refused 'Required.' when blank, an
   * optional one is stored null when blank; one line each (TEXT_LIMITS.line). Search and filter by any.
   */
  texts: Record<F, 'required' | 'optional'>;
  /** The list's order, ascending (then the id). */
  orderBy: NoInfer<F>;
  /** A text that names each live record once, case aside: an add or edit that repeats it gets `message`. */
  unique?: { text: NoInfer<F>; message: string };
  /** The audit rows of its writes: entity and action names. */
  audit: { entity: string; create: string; update: string; delete: string };
}

type TextInput<F extends string> = { [K in F]?: string | null };
type UpdateInput<F extends string> = TextInput<F> & {
  id: number;
  deleted?: number | null;
  updatedOn: string;
};

/**
 * The reads and writes of one reference list: `list` (not deleted, by its order, paged, 20 unless told and at
 * most 500 so one page holds the list), `create`, and `update`, which edits the texts it is given or, with
 * deleted: 1, deletes the record (soft), on the version the client read. No centre to check: the lists are
 * the network's. Every write is one transaction with its audit row.
 */
export function referenceList<T extends ListTable<F>, F extends string & keyof T['$inferInsert']>(
  list: ReferenceListOf<T, F>,
) {
  const { table, unique } = list;
  // Drizzle's builders cannot resolve a generic table's types: the queries read it as a plain table and their
  // rows are taken as `Row`, and the insert's values and the update's columns (the texts, which are the
  // table's columns by ReferenceListOf's type, and the soft-delete columns) go in unchecked (`as never`).
  const plain: PgTable = table;
  const names = Object.keys(list.texts) as F[];
  const spec: ListSpec = {
    fields: {
      id: table.id,
      ...Object.fromEntries(names.map((name) => [name, table[name]])),
      deleted: table.deleted,
    },
    defaultOrder: [asc(table[list.orderBy])],
    tiebreaker: table.id,
    defaultLimit: 20,
    // Every login loads the list (spec 000 section 7): one page may hold it all.
    maxLimit: 500,
  };
  type Row = T['$inferSelect'];

  /** The texts given (all of them for an add, where a missing required one is refused), by their rules. */
  const texts = (input: TextInput<F>, given: 'all' | 'given') => {
    const out: Partial<Record<F, string | null>> = {};
    for (const name of names) {
      const value = input[name];
      if (given === 'given' && value === undefined) continue;
      out[name] =
        list.texts[name] === 'required'
          ? requiredText(name, value)
          : optionalText(value, name, TEXT_LIMITS.line);
    }
    return out;
  };

  /** The live record whose `text` is this one, case aside (other than `exceptID`). */
  async function findText(db: ReadDb, text: F, value: string, exceptID?: number) {
    const [found] = await db
      .select({ id: table.id, text: table[text] })
      .from(plain)
      .where(
        and(
          sql`lower(${table[text]}) = ${value.toLowerCase()}`,
          eq(table.deleted, 0),
          exceptID === undefined ? undefined : ne(table.id, exceptID),
        ),
      )
      .limit(1);
    return found as { id: number; text: string } | undefined;
  }

  async function assertFree(db: ReadDb, values: Partial<Record<F, string | null>>, exceptID?: number) {
    const value = unique && values[unique.text];
    if (unique && value && (await findText(db, unique.text, value, exceptID))) {
      throw invalid(unique.text, unique.message);
    }
  }

  return {
    findText,

    async list(ctx: Context, input: { filter?: Filter | null; pagination?: Pagination | null }) {
      const page = await runList(
        spec,
        { ...input, scope: eq(table.deleted, 0) },
        tableQueries(ctx.db, table, () => ctx.db.select().from(plain).$dynamic()),
      );
      return { count: page.count, result: (page.result as Row[]).map(serialize) };
    },

    async create(ctx: Context, input: TextInput<F>) {
      const now = ctx.clock.now();
      const values = texts(input, 'all');
      return withWrite(ctx, async (w) => {
        await assertFree(w.db, values);
        const [row] = (await w.db
          .insert(table)
          .values({ ...values, createdOn: now, updatedOn: now } as never)
          .returning()) as Row[];
        if (!row) throw new Error(`${list.audit.entity} not created`);
        await audit(w, {
          action: list.audit.create,
          entity: list.audit.entity,
          entityID: row.id,
          detail: values,
        });
        return serialize(row);
      });
    },

    async update(ctx: Context, update: UpdateInput<F>) {
      const now = ctx.clock.now();
      const deleting = update.deleted === 1;
      const edited = deleting ? {} : texts(update, 'given');
      const [current] = await ctx.db
        .select({ id: table.id })
        .from(plain)
        .where(and(eq(table.id, update.id), eq(table.deleted, 0)))
        .limit(1);
      if (!current) throw appError('NOT_FOUND', 'Unable to update record');
      const id = update.id;
      return withWrite(ctx, async (w) => {
        await assertFree(w.db, edited, id);
        const target = { key: table.id, id, version: update.updatedOn };
        const set = deleting ? softDeleted(now) : { ...edited, updatedOn: now };
        const row: Row = await versionedUpdate(w, table, target, set as never, now);
        await audit(w, {
          action: deleting ? list.audit.delete : list.audit.update,
          entity: list.audit.entity,
          entityID: row.id,
          detail: deleting ? { deleted: 1 } : edited,
        });
        return serialize(row);
      });
    },
  };
}
