import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  makePrivateDir,
  makeTreePrivate,
  ownPrivateDir,
  PRIVATE_DIR,
  PRIVATE_FILE,
} from '../platform/private-files.ts';

const run = promisify(execFile);

/** What a backup or restore needs of the configuration (config.ts). */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Backups and restores run as the schema's owner (MIGRATION_DATABASE_URL when set): the app's role cannot read
 * the migrations' own schema, nor drop and recreate tables.
 */
export function ownerTarget(config: {
  databaseUrl?: string;
  migrationDatabaseUrl?: string;
  dataDir: string;
}): BackupTarget {
  return { databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl, dataDir: config.dataDir };
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');

/** The embedded database's directory under DATA_DIR (db/client.ts). */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * One backup of the database, answered as its path. A PostgreSQL server: `pg_dump --format=custom` (a
 * consistent snapshot, taken while the app runs) into DATA_DIR/backups/dialysis-<UTC time>.dump. The
 * embedded database: a copy of DATA_DIR/pglite into DATA_DIR/backups/pglite-<UTC time>; PGlite is one
 * process, so stop the server first (a copy taken under a running server may not open).
 */
export async function backupDatabase(target: BackupTarget, out?: string): Promise<string> {
  const backups = path.join(target.dataDir, 'backups');
  if (target.databaseUrl) {
    const file = path.resolve(out ?? path.join(backups, `dialysis-${stamp()}.dump`));
    if (out) makePrivateDir(path.dirname(file));
    else ownPrivateDir(backups);
    // Created 0600 before pg_dump opens it (pg_dump keeps an existing file's mode): never readable by others.
    writeFileSync(file, '', { flag: 'wx', mode: PRIVATE_FILE });
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      file,
      '--dbname',
      target.databaseUrl,
    ]).catch((error: unknown) => {
      rmSync(file, { force: true });
      throw error;
    });
    return file;
  }
  const source = pgliteDir(target.dataDir);
  if (!existsSync(source)) throw new Error(`no embedded database at ${source}`);
  const dir = path.resolve(out ?? path.join(backups, `pglite-${stamp()}`));
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  if (out) makePrivateDir(path.dirname(dir));
  else ownPrivateDir(backups);
  cpSync(source, dir, { recursive: true });
  makeTreePrivate(dir); // the copy keeps PGlite's 0666 files
  return dir;
}

/**
 * Replaces the database with a backup. A server: `pg_restore --clean --if-exists` in one transaction (all or
 * nothing) into DATABASE_URL. Embedded: the current DATA_DIR/pglite is kept aside as
 * pglite.before-restore-<UTC time>, and the backup copied in its place. Stop the app first in both cases.
 */
export async function restoreDatabase(target: BackupTarget, from: string): Promise<void> {
  const source = path.resolve(from);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  if (target.databaseUrl) {
    if (!statSync(source).isFile()) throw new Error(`${source} is not a pg_dump file`);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      source,
    ]);
    return;
  }
  if (!statSync(source).isDirectory()) throw new Error(`${source} is not an embedded database backup`);
  const current = pgliteDir(target.dataDir);
  if (existsSync(current)) {
    const aside = `${current}.before-restore-${stamp()}`;
    renameSync(current, aside);
    chmodSync(aside, PRIVATE_DIR);
  }
  cpSync(source, current, { recursive: true });
  makeTreePrivate(current);
}
