import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appError } from '../errors.ts';
import type { WriteTx } from './write.ts';

export const STALE_RECORD = 'This record has been changed by someone else. Please reload and try again.';

/**
 * Whether a row read now is still at the version a client names (its updatedOn, to the millisecond): a check
 * before the save's own work, so a form made on an old version is refused before anything is computed. The
 * save itself checks again in its UPDATE.
 */
export function isAtVersion(updatedOn: Date, version: string): boolean {
  const named = new Date(version);
  return !Number.isNaN(named.getTime()) && updatedOn.getTime() === named.getTime();
}

/** A save made on a version the record has moved past (or on no readable version). */
export const staleRecord = () => appError('VERSION_CONFLICT', STALE_RECORD);

type VersionedTable = PgTable & { updatedOn: PgColumn; deleted: PgColumn };

/**
 * The updatedOn a save gives a row: now, or one millisecond past the version it replaces when now is not later.
 * Every save makes a new version, even within one millisecond of the last (or on a clock behind it): two saves at
 * the same instant would otherwise leave the same updatedOn, and a third made on the first version would land
 * over the second. versionedUpdate sets it; so does a write made on no version that changes an editable row in
 * place (a check-in starting the session row made at arrival).
 */
export function nextVersion(table: VersionedTable, now: Date): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${table.updatedOn}) + interval '1 millisecond')`;
}

/**
 * An update's patch, typed against its table (issue 28 item 2): a key that is not a column of the table does
 * not compile (a misspelt column used to be dropped by the query builder while the save was still audited as
 * a change), and neither does a patch typed `Record<string, unknown>`, whose keys cannot be checked. Values may
 * be SQL (a time placed in the centre's zone), so only the keys are the table's.
 */
export type ColumnsOf<T extends PgTable, P> = P & Record<Exclude<keyof P, keyof T['$inferInsert']>, never>;

/**
 * The one versioned update of an editable record. Every update input carries the version it was made on: the
 * record's updatedOn as the client read it. The check is in the UPDATE's WHERE (with the key and "not
 * deleted"), so of two saves made on one version exactly one lands; the other, like a save on an old version,
 * answers VERSION_CONFLICT and changes nothing. updatedOn is compared to the millisecond: the client holds an
 * ISO time, while rows stamped by the database's now() carry microseconds. A save sets updatedOn to now, or to
 * one millisecond past the version it replaced when now is not later, so every save makes a new version.
 *
 * Call it inside `withWrite`, before the audit row, with its write context `w`. Answers the row as saved.
 */
export async function versionedUpdate<
  T extends VersionedTable,
  P extends Partial<Record<keyof T['$inferInsert'], unknown>>,
>(
  w: WriteTx,
  table: T,
  target: { key: PgColumn; id: number | string; version: string },
  set: ColumnsOf<T, P>,
  now: Date,
  also?: SQL,
  /** The record's own words for a save on a moved-on version (a session's, a reading's); else STALE_RECORD. */
  conflict: () => Error = staleRecord,
): Promise<T['$inferSelect']> {
  const version = new Date(target.version);
  if (Number.isNaN(version.getTime())) throw conflict();
  const saved = (await w.db
    .update(table)
    .set({ ...set, updatedOn: nextVersion(table, now) } as never)
    .where(
      and(
        eq(target.key, target.id),
        eq(table.deleted, 0),
        sql`date_trunc('milliseconds', ${table.updatedOn}) = ${version.toISOString()}::timestamptz`,
        also,
      ),
    )
    .returning()) as T['$inferSelect'][];
  if (saved.length === 0) throw conflict();
  return saved[0] as T['$inferSelect'];
}
