import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { drug } from '../db/schema.ts';
import { OneConnectionDeadlock, oneConnectionPerTransaction } from './one-connection.ts';
import { unique } from './unique.ts';

// The guard that keeps the embedded database's one connection on the server run (one-connection.ts): proven
// here, where it applies (a PostgreSQL server; *.pg.test.ts files run only with DATABASE_URL and REDIS_URL).
const database = oneConnectionPerTransaction(await openDatabase({ databaseUrl: process.env.DATABASE_URL }), {
  waitLimitMs: 500,
});
const { db } = database;
afterAll(() => database.close());

const drugsNamed = async (name: string) =>
  (await db.select({ id: drug.id }).from(drug).where(eq(drug.name, name))).length;

describe('a transaction on the server, held to one connection as on the embedded database', () => {
  test('a query it awaits on the app database (not its own) fails, naming the cause, and nothing is kept', async () => {
    const name = unique('Deadlock');
    const attempt = db.transaction(async (tx) => {
      await tx.insert(drug).values({ name });
      await db.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toSatisfy(
      (error: Error) =>
        error instanceof OneConnectionDeadlock || error.cause instanceof OneConnectionDeadlock,
    );
    expect(await drugsNamed(name)).toBe(0);
  });

  test('a query it starts and does not await runs once it has ended, and sees what it stored', async () => {
    const name = unique('After');
    let seen: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(drug).values({ name });
      // On a free pool connection this would run now and not see the uncommitted row.
      seen = drugsNamed(name);
    });
    expect(await seen).toBe(1);
  });

  test('queries beside it (other requests) are not held', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    await expect(db.execute(sql`select 2 as two`)).resolves.toBeTruthy();
    release();
    await open;
  });
});
