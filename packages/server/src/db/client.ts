import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services use: the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server pool, when on PostgreSQL (migrations take a dedicated connection from it). */
  pool?: pg.Pool;
  /** The embedded client, when on PGlite (tests dump a migrated one and clone it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** A PostgreSQL server when a URL is given, else the embedded PGlite under dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A migrated dump to start from (tests clone one instead of migrating each time). */
  loadDataDir?: Blob | File;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
