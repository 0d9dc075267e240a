import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a backup or restore needs of the configuration (config.ts). */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
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
    mkdirSync(path.dirname(file), { recursive: true });
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      file,
      '--dbname',
      target.databaseUrl,
    ]);
    return file;
  }
  const source = pgliteDir(target.dataDir);
  if (!existsSync(source)) throw new Error(`no embedded database at ${source}`);
  const dir = path.resolve(out ?? path.join(backups, `pglite-${stamp()}`));
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(source, dir, { recursive: true });
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
  if (existsSync(current)) renameSync(current, `${current}.before-restore-${stamp()}`);
  cpSync(source, current, { recursive: true });
}
