import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

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
 *
 * A single statement on a connection last used in another scope carries the setting in front of it, in the same
 * write and round trip (`queryAfter`); a transaction's connection is set by its own statement first (`connect`).
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
      const client = await pool.connect();
      try {
        let result: pg.QueryResult;
        if (known.get(client) === setting) {
          result = await client.query(config as pg.QueryConfig, values as unknown[]);
        } else {
          // Unknown until it has run: on failure the setting rolled back with the statement (below).
          known.delete(client);
          result = await queryInScope(client, setting, config, values);
          known.set(client, setting);
        }
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

type QueryInternals = {
  name?: string;
  callback?: (error: Error | null, result?: pg.QueryResult) => void;
  queryMode?: string;
  hasBeenParsed(connection: unknown): boolean;
  prepare(connection: unknown): void;
  handleCommandComplete(message: unknown, connection: unknown): void;
  handleError(error: Error, connection: unknown): void;
};
type ConnectionInternals = {
  parse(query: { text: string; name?: string }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
  parsedStatements: Record<string, string>;
};
const BaseQuery = (pg as unknown as { Query: new (config: unknown, values?: unknown) => QueryInternals })
  .Query;

/**
 * A statement with the connection's scope set in front of it, in the same write (docs/performance.md, issue 32):
 * the `set` is its own unnamed statement of the extended protocol, executed without a Sync, then the statement
 * as node-postgres sends it (parse, bind, describe, execute, Sync). One round trip instead of two, and it fails
 * closed: PostgreSQL skips everything up to the Sync after an error, so a statement never runs when its `set`
 * failed; and both run in one implicit transaction, so a statement that fails takes its `set` back with it.
 * Relies on node-postgres' Query internals (pinned, 8.23.1): `centre-scoping.test.ts` proves the scopes on the
 * pool, and `scope.pg.test.ts` the failures.
 */
class PipelinedQuery extends BaseQuery {
  /** The first statement's CommandComplete comes first: not part of the statement's result. */
  #firstAnswered = false;
  #parsedBefore = false;
  constructor(
    /** A statement without parameters or rows (the `set`), run first in the same round trip. */
    readonly firstStatement: string,
    config: unknown,
    values?: unknown,
  ) {
    super(config, values);
    this.queryMode = 'extended';
  }

  override prepare(connection: ConnectionInternals): void {
    this.#parsedBefore = this.hasBeenParsed(connection);
    connection.parse({ text: this.firstStatement, name: '' });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: unknown): void {
    if (!this.#firstAnswered) {
      this.#firstAnswered = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }

  override handleError(error: Error, connection: ConnectionInternals): void {
    // node-postgres marks a named statement parsed at the first ParseComplete, which was the first one's: a statement
    // whose own parse never ran (or failed) must be parsed again next time.
    if (this.name && !this.#parsedBefore) delete connection.parsedStatements[this.name];
    super.handleError(error, connection);
  }
}

function queryInScope(
  client: pg.PoolClient,
  setting: string,
  config: unknown,
  values: unknown,
): Promise<pg.QueryResult> {
  return queryAfter(client, setScope(setting), config, values);
}

/**
 * Runs `first` (no parameters, no rows) and then the statement in one round trip, as one implicit transaction:
 * the statement's result, or the first error (after which the statement has not run). Exported for its tests.
 */
export function queryAfter(
  client: pg.ClientBase,
  first: string,
  config: unknown,
  values?: unknown,
): Promise<pg.QueryResult> {
  const query = new PipelinedQuery(first, config, values);
  return new Promise((resolve, reject) => {
    query.callback = (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult));
    client.query(query as unknown as pg.QueryConfig);
  });
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
