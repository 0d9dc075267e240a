import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerUrlOfDatabase } from '../test/database.ts';
import { startWith } from '../test/start-main.ts';
import { openAppDatabase } from './open-app-database.ts';

// The two roles on the PostgreSQL server (issue 29 item 2): CI's DATABASE_URL is a role that owns nothing and
// MIGRATION_DATABASE_URL the owner (postgres). *.pg.test.ts files run only with DATABASE_URL and REDIS_URL.
const appUrl = process.env.DATABASE_URL ?? '';
const ownerUrl = ownerUrlOfDatabase(appUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-roles-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the application and migration roles', () => {
  it('the app opened through its own role, migrated by the owner, cannot rewrite the trails', async () => {
    const { database, canRewriteTrails } = await openAppDatabase({
      databaseUrl: appUrl,
      migrationDatabaseUrl: ownerUrl,
    });
    await database.close();
    expect(canRewriteTrails).toBe(false);
  });

  it("the owner's URL as the app's is seen for what it is", async () => {
    const { database, canRewriteTrails } = await openAppDatabase({ databaseUrl: ownerUrl });
    await database.close();
    expect(canRewriteTrails).toBe(true);
  });

  it('production refuses to start as the owner, in one line', () => {
    const { status, stderr } = startWith({
      NODE_ENV: 'production',
      DATABASE_URL: ownerUrl,
      DATA_DIR: dataDir,
      FILE_SIGNING_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
      ACCOUNTING_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(stderr.trimEnd().split('\n')).toEqual([
      expect.stringContaining(
        'Configuration error: DATABASE_URL: its role owns the tables or is a superuser',
      ),
    ]);
    expect(status).toBe(1);
  }, 300_000);
});
