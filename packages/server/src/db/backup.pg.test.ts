import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { databaseTest } from '../test/api-test.ts';
import { makeBuilders } from '../test/builders.ts';
import { openPrivateTestDatabase, ownerUrlOfDatabase, sqlRows } from '../test/database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { migrateAsOwner } from './open-app-database.ts';
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
    const appUrl = (database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    // As db:backup and db:restore do: the owner (MIGRATION_DATABASE_URL) dumps and restores.
    const databaseUrl = ownerUrlOfDatabase(appUrl);
    const centre = await makeBuilders(database.db).aCentre();
    const file = await backupDatabase({ databaseUrl, dataDir });
    expect(file.endsWith('.dump')).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    await database.db.delete(clinic).where(eq(clinic.id, centre.id));
    const later = await makeBuilders(database.db).aCentre();
    await restoreDatabase({ databaseUrl, dataDir }, file);

    const { openDatabase } = await import('./client.ts');
    // The app's next start grants its role again (a restore keeps no privileges), then reads as it.
    const after = await openDatabase({ databaseUrl: appUrl });
    try {
      await migrateAsOwner(after, databaseUrl);
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
