import { sql } from 'drizzle-orm';
import {
  actAsEmbeddedAppRole,
  appRoleCanRewriteTrails,
  currentRole,
  enterEmbeddedAppRole,
  grantAppRole,
} from './app-role.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

export interface AppDatabase {
  database: Database;
  /**
   * The app's role on a PostgreSQL server could disable the audit trail's triggers (it is a superuser or owns
   * the tables: MIGRATION_DATABASE_URL not set apart). Always false on the embedded database.
   */
  canRewriteTrails: boolean;
}

/**
 * The database the application runs on, migrated: the one way the server (and the tests' servers) open it.
 *
 * On a PostgreSQL server, migrations run through MIGRATION_DATABASE_URL (the schema's owner) and the owner
 * then grants DATABASE_URL's role what the app needs (db/app-role.ts); the app's own pool logs in as that role,
 * which owns nothing. Without MIGRATION_DATABASE_URL both are the same role (a development database).
 * The embedded database migrates as its superuser, then acts as its application role.
 */
export async function openAppDatabase(options: {
  databaseUrl?: string;
  migrationDatabaseUrl?: string;
  dataDir?: string;
}): Promise<AppDatabase> {
  const { databaseUrl, dataDir } = options;
  if (!databaseUrl) {
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database);
      await enterEmbeddedAppRole(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, canRewriteTrails: false };
  }
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateAsOwner(database, options.migrationDatabaseUrl);
    return { database, canRewriteTrails: await appRoleCanRewriteTrails(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Migrates the server database `app` is on through the owner's URL and grants the app's role; with no separate
 * owner (or the same URL), migrates through the app's own pool.
 */
export async function migrateAsOwner(app: Database, migrationDatabaseUrl?: string): Promise<void> {
  const ownerUrl = migrationDatabaseUrl || undefined;
  if (!ownerUrl) {
    await migrate(app);
    return;
  }
  const owner = await openDatabase({ databaseUrl: ownerUrl, listen: false });
  try {
    await migrate(owner);
    const [ownerRole, appRole] = await Promise.all([currentRole(owner), currentRole(app)]);
    if (appRole !== ownerRole) await grantAppRole(owner, appRole);
  } finally {
    await owner.close();
  }
}

/**
 * Runs `fn` as the database's owner, for the server's own work that only the owner may do: seeding the demo's
 * generated year without value history (migration 0027 honours `app.history = 'off'` only for the owner). On a
 * server through MIGRATION_DATABASE_URL's role (the app's own pool when none is set apart); embedded, on the
 * one session with its role reset for `fn` and set back after, so nothing else may run meanwhile.
 */
export async function asDatabaseOwner<T>(
  app: Database,
  migrationDatabaseUrl: string | undefined,
  fn: (owner: Database) => Promise<T>,
): Promise<T> {
  if (app.pglite) {
    await app.db.execute(sql`reset role`);
    try {
      return await fn(app);
    } finally {
      await actAsEmbeddedAppRole(app);
    }
  }
  if (!migrationDatabaseUrl) return fn(app);
  const owner = await openDatabase({ databaseUrl: migrationDatabaseUrl });
  try {
    return await fn(owner);
  } finally {
    await owner.close();
  }
}
