import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The two database roles (issue 29 item 2, docs/operations.md "The database and its roles").
 *
 * Migrations run as the owner of the schema; the application runs as a role that owns nothing. The owner grants
 * that role, at every start after migrating (so a new table is covered at once), plain reads and writes on the
 * tables and no more on the two trails: the audit log and the record history take INSERT and SELECT only. The
 * append-only triggers on them can only be disabled by their owner (ALTER TABLE ... DISABLE TRIGGER), so the
 * application cannot rewrite or delete what it has recorded, whatever its code does.
 */

/** The tables the application may only append to and read. */
export const APPEND_ONLY_TABLES = ['audit_log', 'record_history'] as const;

/** The embedded database's application role: PGlite has one superuser session, which SETs ROLE to this. */
export const EMBEDDED_APP_ROLE = 'dialysis_app';

/** Grants `role` what the application needs, as the owner: run after every migration. */
export async function grantAppRole(owner: Database, role: string): Promise<void> {
  const who = sql.identifier(role);
  const appendOnly = sql.join(
    APPEND_ONLY_TABLES.map((table) => sql.identifier(table)),
    sql`, `,
  );
  for (const statement of [
    sql`grant usage on schema public to ${who}`,
    sql`grant select, insert, update, delete on all tables in schema public to ${who}`,
    sql`revoke update, delete, truncate, references, trigger on ${appendOnly} from ${who}`,
    sql`grant usage, select on all sequences in schema public to ${who}`,
  ]) {
    await owner.db.execute(statement);
  }
}

/**
 * The embedded database after migrating: creates its application role once, grants it, and makes the one
 * session act as it. PGlite's session itself stays the superuser's (it has no other), so on the embedded
 * database this holds against the application's own statements, which never reset the role; the boundary an
 * administrator can rely on is the PostgreSQL server's, where the app logs in as that role.
 */
export async function enterEmbeddedAppRole(database: Database): Promise<void> {
  const role = sql.identifier(EMBEDDED_APP_ROLE);
  const exists = await database.db.execute(sql`select 1 from pg_roles where rolname = ${EMBEDDED_APP_ROLE}`);
  if ((exists as unknown as { rows: unknown[] }).rows.length === 0) {
    await database.db.execute(sql`create role ${role} nologin`);
  }
  await grantAppRole(database, EMBEDDED_APP_ROLE);
  await actAsEmbeddedAppRole(database);
}

/** Makes an embedded database already prepared by enterEmbeddedAppRole (a test's clone) act as the app role. */
export async function actAsEmbeddedAppRole(database: Database): Promise<void> {
  await database.db.execute(sql`set role ${sql.identifier(EMBEDDED_APP_ROLE)}`);
}

/**
 * Whether the role the application runs as could switch the trails' triggers off: a superuser, an owner of
 * one of those tables, or a member of that owner. Asked after migrating (before, the tables do not exist).
 */
export async function appRoleCanRewriteTrails(app: Database): Promise<boolean> {
  const result = await app.db.execute(sql`select
      (select rolsuper from pg_roles where rolname = current_user)
      or exists (select 1 from pg_tables
                  where schemaname = 'public' and tablename in ${APPEND_ONLY_TABLES}
                    and pg_has_role(current_user, tableowner, 'USAGE')) as unsafe`);
  const [row] = (result as unknown as { rows: { unsafe: boolean }[] }).rows;
  return Boolean(row?.unsafe);
}

/** The role a connection logs in as (the owner grants to it). */
export async function currentRole(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select current_user as role`);
  const [row] = (result as unknown as { rows: { role: string }[] }).rows;
  if (!row) throw new Error('the database did not name its current role');
  return row.role;
}
