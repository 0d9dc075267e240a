import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from './client.ts';

/**
 * A query prepared once per database handle and reused on every request (docs/performance.md, Server levers).
 *
 * Why: a CPU profile of the dashboard load showed Drizzle building the same SQL text on every request, and
 * PostgreSQL planning it each time (the dashboard day: about 2-3 ms of planning for a 3 ms execution). A
 * Drizzle prepared query keeps the built text, and on a server it is a named statement, which each pooled
 * connection parses and plans once. Values are always placeholders (`sql.placeholder`), so nothing about
 * binding changes. The handle is the key: the pool's `db`, or a transaction's, each get their own (the same
 * name and text, which node-postgres accepts on a connection that already has it).
 *
 * Only for fixed-shape hot queries; a query whose shape depends on the client's filter keeps the list helper.
 */
export function preparedPerDb<T, D extends ReadDb = ReadDb>(build: (db: D) => T): (db: D) => T {
  const cache = new WeakMap<D, T>();
  // One built per driver's session class; every other handle (another scope's, a transaction's) gets the same
  // prepared query bound to its own client: the statement is not built again for each write's transaction
  // (issue 32). A prepared query of both drivers holds its client in `client`, and nothing else of its session.
  const templates = new Map<unknown, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      const session = (db as unknown as { session?: { client?: unknown } }).session;
      const template = session ? templates.get(session.constructor) : undefined;
      if (template && session?.client) {
        prepared = Object.create(template as object, { client: { value: session.client } }) as T;
      } else {
        prepared = build(db);
        if (session) templates.set(session.constructor, prepared);
      }
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * `column = 0` with the 0 written into the SQL text, not bound. Drizzle binds every value, and after five runs
 * PostgreSQL may keep a generic plan of a prepared statement, made without the values: `dialysis.deleted = $1`
 * then cannot use the partial indexes `WHERE deleted = 0` (dialysis_appointment_key), and the dashboard day read
 * every session of the table (measured: 140 ms instead of 2 ms on 100,000 sessions). Constants of a prepared
 * query's conditions go in as literals.
 */
export const isZero = (column: AnyColumn): SQL => sql`${column} = 0`;

/**
 * `column = any($name::int[])`: a prepared query's list of ids (a batch, the viewer's centres) as one array
 * placeholder, so one statement serves every length. An empty array matches nothing.
 */
export const inIntArray = (column: AnyColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::int[])`;

/**
 * A prepared query's rows as the driver parsed them (numbers parsed, timestamps left as PostgreSQL's text), keyed
 * by column name or alias, without Drizzle's row mapping. Both drivers' prepared queries (node-postgres and
 * PGlite) have `all()`; it is typed here because `Db` is the driver-neutral PgDatabase, whose prepared query
 * declares only `execute`.
 */
export function rawRows(
  prepared: object,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  return (prepared as { all(v: Record<string, unknown>): Promise<Record<string, unknown>[]> }).all(values);
}
