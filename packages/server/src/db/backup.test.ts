import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../test/database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withDatabase<T>(
  fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe('db:backup and db:restore of the embedded database', () => {
  it('restores a backup and finds the data written before it, not what came after', async () => {
    await withDatabase(async (db) => {
      await db.execute(sql`create table drill (note text not null)`);
      await db.execute(sql`insert into drill values ('before the backup')`);
    });
    const backup = await backupDatabase({ dataDir });
    expect(backup.startsWith(path.join(dataDir, 'backups', 'pglite-'))).toBe(true);
    // PGlite writes its files 0666: its folder, the backups and every copied file are the service user's only.
    const modes = (root: string) =>
      new Set(
        [root, ...readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name)))].map(
          (where) => (statSync(where).isDirectory() ? 'd' : 'f') + (statSync(where).mode & 0o777).toString(8),
        ),
      );
    expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
    expect(modes(backup)).toEqual(new Set(['d700', 'f600']));

    await withDatabase(async (db) => {
      await db.execute(sql`delete from drill`);
      await db.execute(sql`insert into drill values ('after the backup')`);
    });
    await restoreDatabase({ dataDir }, backup);

    const notes = await withDatabase((db) => sqlRows<{ note: string }>(db, sql`select note from drill`));
    expect(notes).toEqual([{ note: 'before the backup' }]);
    expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
    // The database it replaced is kept aside, not deleted.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 90_000); // four starts of a PGlite on disk: the first alone takes seconds on a busy machine

  it('refuses a path that is not a backup', async () => {
    await expect(restoreDatabase({ dataDir }, path.join(dataDir, 'nothing-here'))).rejects.toThrow(
      'no backup at',
    );
  });
});
