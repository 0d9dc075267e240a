import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { enterEmbeddedAppRole } from '../db/app-role.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { migrateAsOwner } from '../db/open-app-database.ts';

/**
 * Runs once per `vitest run`. With DATABASE_URL it migrates that PostgreSQL database as its owner and grants the
 * app's role (tests then connect to it as the app). Without, it migrates one in-memory PGlite and dumps it to a temp file: every test file starts
 * its own PGlite from that dump (about 0.8 s) instead of migrating a new one (several seconds).
 */
export default async function setup(project: TestProject) {
  // The embedded subset's project sets DATABASE_URL to '' (vitest.config.ts): the embedded database then.
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    // As the server does: migrated by the owner (MIGRATION_DATABASE_URL, CI's two roles), tests as the app.
    const database = await openDatabase({ databaseUrl });
    try {
      await migrateAsOwner(
        database,
        project.config.env?.MIGRATION_DATABASE_URL ?? process.env.MIGRATION_DATABASE_URL,
      );
    } finally {
      await database.close();
    }
    project.provide('pgliteDump', null);
    return;
  }

  const database = await openDatabase({});
  let dump: Blob;
  try {
    await migrate(database);
    // The clones act as the application role, created here (openTestDatabase).
    await enterEmbeddedAppRole(database);
    if (!database.pglite) throw new Error('expected an embedded PGlite database');
    dump = await database.pglite.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'dialysis-test-db-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
