import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { databaseTest } from '../test/api-test.ts';
import { makeBuilders } from '../test/builders.ts';
import { openPrivateTestDatabase, sqlRows } from '../test/database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { clinic } from './schema.ts';

const test = databaseTest(openPrivateTestDatabase);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-backup-pg-'));
test.afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('db:backup and db:restore on a PostgreSQL server', () => {
  test('restores a pg_dump and finds the data written before it, not what came after', async ({
    database,
  }) => {
    const databaseUrl = (database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const centre = await makeBuilders(database.db).aCentre();
    const file = await backupDatabase({ databaseUrl, dataDir });
    expect(file.endsWith('.dump')).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    await database.db.delete(clinic).where(eq(clinic.id, centre.id));
    const later = await makeBuilders(database.db).aCentre();
    await restoreDatabase({ databaseUrl, dataDir }, file);

    const { openDatabase } = await import('./client.ts');
    const after = await openDatabase({ databaseUrl });
    try {
      const names = await sqlRows<{ id: number; name: string }>(
        after.db,
        sql`select id, name from clinic where id in (${centre.id}, ${later.id})`,
      );
      expect(names).toEqual([{ id: centre.id, name: centre.name }]);
    } finally {
      await after.close();
    }
  });
});
