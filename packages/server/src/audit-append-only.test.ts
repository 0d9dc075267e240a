import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { APPEND_ONLY_TABLES, appRoleCanRewriteTrails, currentRole } from './db/app-role.ts';
import { type Database, scopedDb } from './db/client.ts';
import { auditLog } from './db/schema.ts';
import { ALL_CENTRES } from './db/scope.ts';
import { databaseTest } from './test/api-test.ts';
import { asOwner, onPostgresServer, sqlRows } from './test/database.ts';
import { unique } from './test/unique.ts';

// The suite's database as the application sees it: on the PostgreSQL server DATABASE_URL's role (CI: a role
// that owns nothing; MIGRATION_DATABASE_URL migrated as the owner), on the embedded database its app role.
const test = databaseTest();

/** The database's own refusal of a statement (the driver's error under drizzle's "Failed query"). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'accepted';
}

describe('the audit trail is append-only', () => {
  test('an UPDATE or DELETE of an audit row fails, whatever the role; an INSERT works', async ({
    database,
  }) => {
    const action = unique('append-only');
    const [row] = await database.db.insert(auditLog).values({ action }).returning();
    expect(row).toBeDefined();
    const id = row?.id as number;
    await expect(
      database.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(still?.action).toBe(action);
  });
});

describe("the application's database role cannot rewrite the trails (issue 29 item 2)", () => {
  test('it is neither a superuser nor an owner of the trails', async ({ database }) => {
    // Fails on a PostgreSQL server run with one role: set MIGRATION_DATABASE_URL (docs/decisions/test-suite.md).
    expect(await appRoleCanRewriteTrails(database)).toBe(false);
    expect(await currentRole(database)).not.toBe('postgres');
  });

  test.for(APPEND_ONLY_TABLES)(
    '%s: its triggers cannot be disabled, its rows neither updated nor deleted (permission denied)',
    async (table, { database }) => {
      const name = sql.identifier(table);
      expect(await refusal(database.db.execute(sql`alter table ${name} disable trigger user`))).toMatch(
        /must be owner/,
      );
      expect(await refusal(database.db.execute(sql`alter table ${name} disable trigger all`))).toMatch(
        /must be owner/,
      );
      expect(await refusal(database.db.execute(sql`update ${name} set id = id where false`))).toMatch(
        /permission denied/,
      );
      expect(await refusal(database.db.execute(sql`delete from ${name} where false`))).toMatch(
        /permission denied/,
      );
      await expect(database.db.execute(sql`select count(*) from ${name}`)).resolves.toBeDefined();
    },
  );

  test('it owns no table, so it can alter or drop none', async ({ database }) => {
    expect(await refusal(database.db.execute(sql`drop table patient`))).toMatch(/must be owner/);
    expect(await refusal(database.db.execute(sql`create table intruder (id int)`))).toMatch(
      /permission denied/,
    );
    const owned = await database.db.execute(sql`select count(*)::int as n from pg_tables
      where schemaname = 'public' and pg_has_role(current_user, tableowner, 'USAGE')`);
    expect((owned as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  test('the tables belong to the owner that migrated them (MIGRATION_DATABASE_URL; embedded: its superuser)', async ({
    database,
  }) => {
    const owner = onPostgresServer
      ? new URL(process.env.MIGRATION_DATABASE_URL || 'postgres://one-role-run@localhost').username
      : 'postgres';
    expect(await currentRole(database)).not.toBe(owner);
    const owners = await database.db.execute(
      sql`select distinct tableowner from pg_tables where schemaname = 'public'`,
    );
    expect((owners as unknown as { rows: { tableowner: string }[] }).rows).toEqual([{ tableowner: owner }]);
  });
});

/** A centre made in one transaction that first asks for no value history; answers the history rows it left. */
async function historyOfACentreMadeWithHistoryOff(database: Database): Promise<number> {
  const everyCentre = scopedDb(database.db, ALL_CENTRES);
  const name = unique('History Off Centre');
  const id = await everyCentre.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.history', 'off', true)`);
    const [made] = await sqlRows<{ id: number }>(
      tx,
      sql`insert into clinic (name, uid) values (${name}, ${name}) returning id`,
    );
    return made?.id as number;
  });
  const [{ n } = { n: -1 }] = await sqlRows<{ n: number }>(
    everyCentre,
    sql`select count(*)::int as n from record_history where entity = 'clinic' and entity_id = ${String(id)}`,
  );
  return n;
}

describe('the application cannot write without value history (migration 0027)', () => {
  test("app.history = 'off' is honoured for the owner (the demo's seed), not for the app's role", async ({
    database,
  }) => {
    expect(await historyOfACentreMadeWithHistoryOff(database)).toBe(1);
    expect(await asOwner(database, (owner) => historyOfACentreMadeWithHistoryOff(owner))).toBe(0);
  });
});
