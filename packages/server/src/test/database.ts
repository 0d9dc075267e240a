import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { actAsEmbeddedAppRole } from '../db/app-role.ts';
import { type Database, openDatabase, type ReadDb } from '../db/client.ts';
import { asDatabaseOwner, migrateAsOwner } from '../db/open-app-database.ts';
import { oneConnectionPerTransaction } from './one-connection.ts';

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
 * Close it in afterAll, or the worker never exits. On a server, a transaction's own queries behave as on the
 * embedded database's one connection (one-connection.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return oneConnectionPerTransaction(await openDatabase({ databaseUrl }));
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('no migrated PGlite dump: is src/test/global-setup.ts configured?');
  // The dump holds the application role (global-setup.ts): the clone acts as it, as the server's does.
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(dump)]) });
  await actAsEmbeddedAppRole(database);
  return database;
}

let workerDatabase: Promise<Database> | undefined;

/**
 * The database a test file's app (and a database-only file) works on. On a server: a pool on DATABASE_URL, as
 * openTestDatabase. Embedded: the worker's one PGlite, cloned from the dump for its first file and kept for the
 * files after it (a worker keeps its modules between files, vitest.config.ts): files never wipe and build
 * uniquely named rows, as they do side by side on the server, so cloning a database for every file (about a
 * second each) proved nothing. Closing it does nothing; the worker's end does. A test that needs a database of
 * its own (to close it, or to act on every row) opens one with openTestDatabase or openPrivateTestDatabase.
 */
export async function sharedTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openTestDatabase();
  workerDatabase ??= openTestDatabase().catch((error) => {
    workerDatabase = undefined;
    throw error;
  });
  const database = await workerDatabase;
  return { ...database, close: async () => undefined };
}

/** Runs one statement on the server of DATABASE_URL (creating and dropping databases). */
async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The owner's URL of the suite's server (MIGRATION_DATABASE_URL, CI's two roles) or, with one role, DATABASE_URL:
 * it creates, migrates and drops databases.
 */
function ownerUrlOf(databaseUrl: string): string {
  return process.env.MIGRATION_DATABASE_URL || databaseUrl;
}

/** The owner's URL (MIGRATION_DATABASE_URL's role) of the database `appUrl` points at: what backups use. */
export function ownerUrlOfDatabase(appUrl: string): string {
  return onDatabase(ownerUrlOf(appUrl), new URL(appUrl).pathname.slice(1));
}

/** `url` pointed at database `name`. */
function onDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * A new database on the server of `databaseUrl`, not migrated, dropped on close; opened as the owner (`as:
 * 'owner'`, a migration's own test) or as the application (its URLs are returned for migrateAsOwner).
 */
async function newServerDatabase(
  databaseUrl: string,
  as: 'owner' | 'app',
): Promise<{ database: Database; ownerUrl: string }> {
  const owner = ownerUrlOf(databaseUrl);
  const name = `${new URL(databaseUrl).pathname.slice(1)}_own_${randomUUID().slice(0, 8)}`;
  await onServer(owner, `create database "${name}"`);
  const ownerUrl = onDatabase(owner, name);
  const database = await openDatabase({
    databaseUrl: as === 'owner' ? ownerUrl : onDatabase(databaseUrl, name),
  });
  return {
    ownerUrl,
    database: {
      ...database,
      close: async () => {
        await database.close();
        await onServer(owner, `drop database if exists "${name}" with (force)`);
      },
    },
  };
}

/**
 * A database of the test file's own, on a PostgreSQL server too: for the tests of scheduled jobs, which act on
 * every row (run with a clock years ahead, they would expire other files' audits and certifications while
 * those files run). On a server a fresh database is created and migrated, and dropped on close; a PGlite
 * clone is the file's own already.
 */
export async function openPrivateTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openTestDatabase();
  const { database, ownerUrl } = await newServerDatabase(databaseUrl, 'app');
  await migrateAsOwner(database, ownerUrl);
  return oneConnectionPerTransaction(database);
}

/**
 * An empty database, not migrated, on the engine the suite runs on (a new in-memory PGlite, or a new database
 * on the server, dropped on close): for a migration's own test, which migrates it step by step.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  return (await newServerDatabase(databaseUrl, 'owner')).database;
}

/** Rows of a raw SQL query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function sqlRows<T>(db: ReadDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs `fn` as the database's owner: for a test that injects a fault (a trigger that fails a write) or reads
 * what only the owner may, which the app's role (that owns nothing) may not. On a server through an owner's pool
 * (MIGRATION_DATABASE_URL's role) on the same database; embedded, on the one session with its role reset for
 * the call.
 */
export async function asOwner<T>(database: Database, fn: (owner: Database) => Promise<T>): Promise<T> {
  if (database.pglite) return asDatabaseOwner(database, undefined, fn);
  const appUrl = (database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return asDatabaseOwner(database, ownerUrlOfDatabase(appUrl), fn);
}
