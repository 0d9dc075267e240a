import { readFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump written by global-setup.ts; null when DATABASE_URL is set. */
    pgliteDump: string | null;
  }
}

/** True when the suite runs against a PostgreSQL server (CI's second run) rather than PGlite. */
export const onPostgresServer = Boolean(process.env.DATABASE_URL);

/**
 * The database of one test file: a PGlite cloned from the migrated dump, or a pool on the already
 * migrated DATABASE_URL. Tests never wipe it: each builds its own uniquely named rows.
 * Close it in afterAll, or the worker never exits.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return openDatabase({ databaseUrl });
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('no migrated PGlite dump: is src/test/global-setup.ts configured?');
  return openDatabase({ loadDataDir: new Blob([await readFile(dump)]) });
}

/** Rows of a raw SQL query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function sqlRows<T>(db: Database['db'], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
