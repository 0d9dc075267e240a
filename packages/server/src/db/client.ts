import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ownPrivateDir } from '../platform/private-files.ts';
import { type IdentityChanges, listenForIdentityChanges } from './identity-changes.ts';
import * as schema from './schema.ts';
import {
  type CentreScope,
  NO_CENTRE,
  type PgliteScopeState,
  scopedPglite,
  scopedPool,
  scopeSetting,
} from './scope.ts';

export type Schema = typeof schema;
/** The one database type the services use: the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What a request's context holds (Context.db): the database for reading. Its insert, update, delete and
 * transaction are not there, so a service cannot write except through `withWrite` (db/write.ts), whose write
 * context carries the transaction (issue 28 item 2: a write outside it does not compile).
 */
export type ReadDb = Omit<Db, 'insert' | 'update' | 'delete' | 'transaction'>;

export interface Database {
  /**
   * The handle that reaches no centre (NO_CENTRE): the tables that carry a centre or a patient answer no row
   * through it (row-level security, db/scope.ts). For what has no centre: sessions, accounts, the lists.
   */
  db: Db;
  /**
   * The handle of a scope: a request's (the viewer's centres, buildContext) or ALL_CENTRES (the server's own work
   * over every centre). One handle per scope, kept, so prepared statements (db/prepared.ts) are built once each.
   */
  scoped(scope: CentreScope): Db;
  kind: 'pglite' | 'postgres';
  /** The server pool, when on PostgreSQL (migrations take a dedicated connection from it). */
  pool?: pg.Pool;
  /** The embedded client, when on PGlite (tests dump a migrated one and clone it). */
  pglite?: PGlite;
  /**
   * Sessions, accounts and centres changed, as this process hears them (migration 0029), on a PostgreSQL
   * server: the session look-up is kept between requests only while they are heard (modules/identity/
   * session-cache.ts). The embedded database has none: it keeps nothing.
   */
  identityChanges?: IdentityChanges;
  /**
   * Told of a connection the server dropped while no query was using it (a restart, an administrator's
   * pg_terminate_backend). The pool discards that connection and opens a new one when needed; server.ts
   * points this at the app's log. Without a listener node-postgres would crash the process.
   */
  onConnectionError: (error: Error) => void;
  close(): Promise<void>;
}

// A request waits at most this long for a connection; then it fails as SERVICE_UNAVAILABLE (503)
// instead of hanging while the server is down.
const CONNECT_TIMEOUT_MS = 5_000;

/** A PostgreSQL server when a URL is given, else the embedded PGlite under dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A migrated dump to start from (tests clone one instead of migrating each time). */
  loadDataDir?: Blob | File;
  /** Hear identity changes (on a server; default true): false for a database the app does not serve from. */
  listen?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const known = new WeakMap<object, string>();
    const handle = handlesPerScope((setting) =>
      drizzlePg({ client: scopedPool(pool, setting, known), schema }),
    );
    const identityChanges =
      options.listen === false
        ? undefined
        : listenForIdentityChanges(pool, options.databaseUrl, (error) => database.onConnectionError(error));
    const database: Database = {
      db: handle(NO_CENTRE, () => database),
      scoped: (scope) => handle(scope, () => database),
      kind: 'postgres',
      pool,
      identityChanges,
      onConnectionError: (error) => console.error(`database connection lost: ${error.message}`),
      close: async () => {
        await identityChanges?.close();
        await pool.end();
      },
    };
    // An idle pooled client that errors is reported here; a client checked out between two queries of a
    // transaction reports on itself, so each new client gets a listener too.
    const report = (error: Error) => database.onConnectionError(error);
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    return database;
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    // PGlite writes its files 0666: its folder (and a new DATA_DIR) is the service user's only.
    ownPrivateDir(dataDir);
  }
  // Loaded only for the embedded database: PGlite's WebAssembly build adds about 40 MB to a process that runs
  // on a PostgreSQL server and never uses it (docs/performance.md, Memory).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const state: PgliteScopeState = { queue: Promise.resolve() };
  const handle = handlesPerScope((setting) =>
    drizzlePglite({ client: scopedPglite(client, setting, state) as PGlite, schema }),
  );
  const database: Database = {
    db: handle(NO_CENTRE, () => database),
    scoped: (scope) => handle(scope, () => database),
    kind: 'pglite',
    pglite: client,
    onConnectionError: () => undefined,
    close: () => client.close(),
  };
  return database;
}

// Far more than the centre combinations in use (a handle per combination of visible centres, and one for
// ALL_CENTRES); past it the handles start again, their prepared statements with them.
const MAX_SCOPES = 1_000;

/** Each handle a database made, to that database (scopedDb asks it for the handle of another scope). */
const databaseOf = new WeakMap<object, () => Database>();

/** One Drizzle handle per scope setting, made on first use. */
function handlesPerScope(
  make: (setting: string) => unknown,
): (scope: CentreScope, database: () => Database) => Db {
  const handles = new Map<string, Db>();
  return (scope, database) => {
    const setting = scopeSetting(scope);
    let handle = handles.get(setting);
    if (!handle) {
      if (handles.size >= MAX_SCOPES) handles.clear();
      handle = make(setting) as Db;
      handles.set(setting, handle);
      databaseOf.set(handle, database);
    }
    return handle;
  };
}

/**
 * The same database's handle in another scope: what a request's context (buildContext: the viewer's centres) and
 * the server's own work over every centre (ALL_CENTRES: jobs, the demo seed) read through. Only a handle that
 * openDatabase made has other scopes: a transaction keeps the scope it was opened in.
 */
/** The database a handle of openDatabase belongs to (undefined for a transaction's). */
export function databaseOfHandle(db: ReadDb): Database | undefined {
  return databaseOf.get(db)?.();
}

export function scopedDb<D extends ReadDb>(db: D, scope: CentreScope): D {
  const database = databaseOf.get(db)?.();
  if (!database) throw new Error('scopedDb: not a database handle (a transaction keeps its own scope)');
  return database.scoped(scope) as unknown as D;
}
