import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ownPrivateDir } from '../platform/private-files.ts';
import * as schema from './schema.ts';

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
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server pool, when on PostgreSQL (migrations take a dedicated connection from it). */
  pool?: pg.Pool;
  /** The embedded client, when on PGlite (tests dump a migrated one and clone it). */
  pglite?: PGlite;
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
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const database: Database = {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      onConnectionError: (error) => console.error(`database connection lost: ${error.message}`),
      close: () => pool.end(),
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    onConnectionError: () => undefined,
    close: () => client.close(),
  };
}
