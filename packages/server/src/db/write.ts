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
 */
export async function withWrite<C extends Pick<Context, 'db' | 'access'>, T>(
  ctx: C,
  fn: (w: C) => Promise<T>,
): Promise<T> {
  if (ctx.access.viewer) await ctx.access.visibleClinicIds();
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx as unknown as Db }));
}
