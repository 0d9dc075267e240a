import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { databaseTest } from '../test/api-test.ts';
import { fixedClock } from './clock.ts';
import { type Job, runJobOnce } from './jobs.ts';
import { createEventBus } from './pubsub.ts';

const test = databaseTest();

const silent = { error: () => undefined } as never;

function services(database: Database) {
  return {
    db: database.db,
    clock: fixedClock('2030-01-01T00:00:00Z'),
    pubsub: createEventBus().pubsub,
    log: silent,
  };
}

describe('runJobOnce', () => {
  test('runs the job inside a transaction that holds its lock', async ({ database }) => {
    let held: unknown;
    const job: Job = {
      name: `probe-${Date.now()}`,
      intervalMs: 60_000,
      run: async ({ db }) => {
        const result = (await db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
        )) as unknown as {
          rows: { n: number }[];
        };
        held = result.rows[0]?.n;
      },
    };
    await expect(runJobOnce(job, services(database))).resolves.toBe(true);
    expect(held).toBeGreaterThanOrEqual(1);
  });

  test('passes a failure on to the caller, so the scheduler can log it', async ({ database }) => {
    const job: Job = {
      name: `failing-${Date.now()}`,
      intervalMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runJobOnce(job, services(database))).rejects.toThrow('boom');
  });
});
