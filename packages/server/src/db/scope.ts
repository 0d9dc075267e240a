import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Which centres' rows a database handle reaches (issue 29 item 1, docs/decisions/centre-scoping.md). The tables
 * that carry a centre or a patient have row-level security (migration 0022): their policies answer only the
 * rows of the centres in the connection's `app.clinic_ids`. A handle sets it before each statement it runs, so
 * every read and write through it is cut to its scope, whatever SQL the service wrote:
 *
 * - a request's handle (`Context.db`): the viewer's visible centres (buildContext), or none before sign-in;
 * - `NO_CENTRE` (`Database.db`): no row of those tables at all (sign-in, sessions, the lists: tables without
 *   a centre stay readable);
 * - `ALL_CENTRES`: every centre, for the server's own work over the network (scheduled jobs, the demo seed, the
 *   start-up's secret sealing). Asked for by name, so `grep ALL_CENTRES` lists every such place.
 */
export type CentreScope =
  | { readonly kind: 'centres'; readonly clinicIDs: readonly number[] }
  | { readonly kind: 'all-centres' };

export const ALL_CENTRES: CentreScope = { kind: 'all-centres' };
export const NO_CENTRE: CentreScope = { kind: 'centres', clinicIDs: [] };

/** The scope of a user who sees these centres (Access.visibleClinicIds). */
export const centresScope = (clinicIDs: readonly number[]): CentreScope => ({ kind: 'centres', clinicIDs });

/** The value of `app.clinic_ids` for a scope: '*', or the centres as an array literal ('{}' sees nothing). */
export function scopeSetting(scope: CentreScope): string {
  if (scope.kind === 'all-centres') return '*';
  const ids = [...new Set(scope.clinicIDs)].filter((id) => Number.isInteger(id)).sort((a, b) => a - b);
  return `{${ids.join(',')}}`;
}

// Session-level (not LOCAL): a pooled connection keeps it between statements, so a connection whose last statement
// ran in the same scope needs no extra round trip. Every handle sets it before it runs anything, so a value left
// by the previous user of the connection never survives into the next handle's statement. A plain SET, sent by
// the simple protocol (no parse, bind or plan): the value is the handle's own, digits and punctuation only.
const setScope = (setting: string) => {
  if (!/^(\*|\{[0-9,]*\})$/.test(setting)) throw new Error(`not a centre scope: ${setting}`);
  return `set app.clinic_ids = '${setting}'`;
};

/**
 * A node-postgres pool as Drizzle sees it (an object whose prototype is the pool: Drizzle checks `instanceof
 * Pool` to open its transactions on one checked-out client), whose clients carry `setting` before they run
 * anything. `known` remembers each connection's current setting, shared by every scope of the pool.
 */
export function scopedPool(pool: pg.Pool, setting: string, known: WeakMap<object, string>): pg.Pool {
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    if (known.get(client) === setting) return client;
    try {
      await client.query(setScope(setting));
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    known.set(client, setting);
    return client;
  };
  const scoped = Object.create(pool) as pg.Pool;
  Object.assign(scoped, {
    connect,
    // As pg-pool's own query: one client for one statement, released (and dropped after an error) at once.
    query: async (config: unknown, values?: unknown) => {
      const client = await connect();
      try {
        const result = await client.query(config as pg.QueryConfig, values as unknown[]);
        client.release();
        return result;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
  });
  return scoped;
}

/** The embedded database's one connection, as its scoped handles share it. */
export interface PgliteScopeState {
  /** The connection's current setting (unknown after a failure). */
  current?: string;
  /** The handles' statements and transactions, one after the other. */
  queue: Promise<unknown>;
}

/**
 * The embedded database as Drizzle sees it, in `setting`. PGlite has one connection shared by every request, so
 * the setting and the statement must run with nothing of another scope in between: every statement and
 * transaction of the handles goes through one queue (`state`), and sets the connection's scope first when the
 * last one differed (outside any transaction, so no rollback undoes it). PGlite runs one statement or transaction
 * at a time anyway, so the queue costs no concurrency; a statement already in the right scope costs nothing more.
 */
export function scopedPglite(
  pglite: PGlite,
  setting: string,
  state: PgliteScopeState,
): Pick<PGlite, 'query' | 'transaction'> {
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = state.queue.then(async () => {
      if (state.current !== setting) {
        state.current = undefined;
        await pglite.exec(setScope(setting));
        state.current = setting;
      }
      return run();
    });
    state.queue = turn.catch(() => undefined);
    return turn;
  };
  return {
    query: ((text: string, params?: unknown[], options?: object) =>
      inTurn(() => pglite.query(text, params, options))) as PGlite['query'],
    transaction: ((run: (tx: Transaction) => Promise<unknown>) =>
      inTurn(() => pglite.transaction(run))) as PGlite['transaction'],
  };
}
