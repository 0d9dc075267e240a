import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { fixedClock } from './clock.ts';
import { type Job, runJobOnce } from './jobs.ts';
import { createEventBus } from './pubsub.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const silent = { error: () => undefined } as never;

function services() {
  return {
    db: database.db,
    clock: fixedClock('2030-01-01T00:00:00Z'),
    pubsub: createEventBus().pubsub,
    log: silent,
  };
}

describe('runJobOnce', () => {
  it('runs the job inside a transaction that holds its lock', async () => {
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
    await expect(runJobOnce(job, services())).resolves.toBe(true);
    expect(held).toBeGreaterThanOrEqual(1);
  });

  it('passes a failure on to the caller, so the scheduler can log it', async () => {
    const job: Job = {
      name: `failing-${Date.now()}`,
      intervalMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runJobOnce(job, services())).rejects.toThrow('boom');
  });
});
