import { sql } from 'drizzle-orm';
import type { Context } from '../context.ts';
import type { Db, ReadDb } from './client.ts';

declare const WRITE: unique symbol;

/**
 * The write context `withWrite` hands out: the caller's context whose `db` is the open transaction, with
 * insert, update and delete. The brand exists only in the type: no other code can make one, so an insert,
 * an update (`versionedUpdate`), a delete or an audit row written outside `withWrite` does not compile
 * (compile-fail fixtures: db/type-fixtures/write-types.ts).
 */
export type Write<C = WritableContext> = Omit<C, 'db'> & {
  db: Db;
  readonly [WRITE]: true;
};

/**
 * The transaction of a write and its brand: what a helper that only writes rows needs (versionedUpdate, a row
 * insert of a module). Only a write context has one.
 */
export type WriteTx = Pick<Write, 'db' | typeof WRITE>;

/** What `withWrite` needs of a context: a request's, or the server's own (no viewer: the 'system'). */
export interface WritableContext {
  db: ReadDb;
  access: Pick<Context['access'], 'viewer' | 'visibleClinicIds'>;
  clock: Pick<Context['clock'], 'now'>;
}

/**
 * The context of a write the server makes itself (a scheduled job, a session's housekeeping): no viewer, so
 * withWrite names the writer 'system' and its audit rows carry no account.
 */
export function systemWriter(db: ReadDb, now: () => Date): WritableContext {
  return { db, clock: { now }, access: { viewer: null, visibleClinicIds: async () => [] } };
}

/**
 * The one way to write: runs `fn` in a transaction with a write context whose `db` is that transaction, so a
 * write and its audit row (audit(w, ...)) are stored together or not at all; a crash between the two can
 * no longer leave a record without its audit row. Nested calls (a batch already in a transaction) become
 * savepoints.
 *
 * The user's centres are read before the transaction opens: Access reads them on the app's own connection,
 * which the embedded database (one connection) could not serve while the transaction holds it.
 *
 * The transaction carries who writes and when (`app.account_id`, `app.role`, `app.at`, local to it): the
 * database's history triggers (migration 0019) record every change of a record with them, in the same
 * transaction. Without a viewer (a scheduled job) the writer is the 'system'.
 */
export async function withWrite<C extends WritableContext, T>(
  ctx: C,
  fn: (w: Write<C>) => Promise<T>,
  /**
   * Who writes when no session names them yet: the account choosing its first password or resetting it with a
   * mailed code acts as itself (its history rows name it, as its audit row does).
   */
  writer?: { accountID: string; role: string },
): Promise<T> {
  const viewer = ctx.access.viewer;
  if (viewer) await ctx.access.visibleClinicIds();
  const accountID = writer?.accountID ?? viewer?.accountID ?? '';
  const role = writer?.role ?? viewer?.group ?? 'system';
  // The one place the read-only handle is opened for writing: every other write receives the transaction.
  return (ctx.db as Db).transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.account_id', ${accountID}, true),
      set_config('app.role', ${role}, true),
      set_config('app.at', ${ctx.clock.now().toISOString()}, true)`);
    return fn({ ...ctx, db: tx as unknown as Db } as unknown as Write<C>);
  });
}
