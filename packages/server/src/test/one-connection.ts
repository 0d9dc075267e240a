import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';

/**
 * The embedded database's one connection, kept on a PostgreSQL server: the API suite runs in full only on
 * the server (docs/decisions/test-suite.md), and without this a service that awaits a query on the app's
 * database while its own transaction is open (instead of the transaction's `db`) would pass there and wait
 * forever on PGlite, where that query queues behind the transaction that waits for it.
 *
 * While a transaction's callback runs, a query started from it on the pool (a new connection) waits, as on
 * PGlite, until that transaction has ended; one not awaited
 * then runs, as on PGlite. One awaited would wait forever there: here it fails after WAIT_LIMIT_MS, naming
 * the cause. Requests and tests running beside the transaction are not slowed: only the transaction's own
 * asynchronous descendants wait.
 */
const WAIT_LIMIT_MS = 20_000;

const openTransaction = new AsyncLocalStorage<Promise<void>>();

export class OneConnectionDeadlock extends Error {
  constructor() {
    super(
      'A query on the app database waited for the transaction it was started from: on the embedded ' +
        "database (one connection) it would wait forever. Use the transaction's db (withWrite's w.db).",
    );
    this.name = 'OneConnectionDeadlock';
  }
}

function afterTransaction(waitLimitMs: number): Promise<void> {
  const open = openTransaction.getStore();
  if (!open) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OneConnectionDeadlock()), waitLimitMs);
    timer.unref();
  });
  return Promise.race([open, limit]).finally(() => clearTimeout(timer));
}

/** Makes a database on a PostgreSQL server behave as the embedded one towards a transaction's own queries. */
export function oneConnectionPerTransaction(
  database: Database,
  { waitLimitMs = WAIT_LIMIT_MS }: { waitLimitMs?: number } = {},
): Database {
  const { db, pool } = database;
  if (!pool) return database;

  // Every handle of the database (one per centre scope, db/scope.ts) opens its transactions so.
  const patched = new WeakSet<Database['db']>();
  const patch = (handle: Database['db']) => {
    if (patched.has(handle)) return handle;
    patched.add(handle);
    const transaction = handle.transaction.bind(handle);
    handle.transaction = (async (...[fn, config]: Parameters<typeof transaction>) => {
      let ended: () => void = () => undefined;
      const end = new Promise<void>((resolve) => {
        ended = resolve;
      });
      try {
        return await transaction((tx) => openTransaction.run(end, () => fn(tx)), config);
      } finally {
        ended();
      }
    }) as typeof handle.transaction;
    return handle;
  };
  patch(db);
  const scoped = database.scoped.bind(database);
  database.scoped = (scope) => patch(scoped(scope));

  // pool.query takes its connection through pool.connect (callback form); a transaction too (promise form).
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((cb?: (...args: unknown[]) => void) => {
    if (!openTransaction.getStore()) return connect(cb);
    const waited = afterTransaction(waitLimitMs);
    if (!cb) return waited.then(() => connect());
    waited.then(
      () => connect(cb),
      (error: unknown) => cb(error),
    );
    return undefined;
  }) as typeof pool.connect;
  return database;
}
