import { appRoleCanRewriteTrails, currentRole, enterEmbeddedAppRole, grantAppRole } from './app-role.ts';
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
