import { sql } from 'drizzle-orm';
import type { Context } from '../context.ts';
import type { Db } from './client.ts';

/**
 * The one way to write: runs `fn` in a transaction with a context whose `db` is that transaction, so a
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
export async function withWrite<C extends Pick<Context, 'db' | 'access' | 'clock'>, T>(
  ctx: C,
  fn: (w: C) => Promise<T>,
): Promise<T> {
  const viewer = ctx.access.viewer;
  if (viewer) await ctx.access.visibleClinicIds();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.account_id', ${viewer?.accountID ?? ''}, true),
      set_config('app.role', ${viewer?.group ?? 'system'}, true),
      set_config('app.at', ${ctx.clock.now().toISOString()}, true)`);
    return fn({ ...ctx, db: tx as unknown as Db });
  });
}
