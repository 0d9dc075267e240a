import pg from 'pg';
import { test as base, describe, expect } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { MESSAGES } from '../errors.ts';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import { waitUntil } from './ports.ts';
import { PrivateCluster } from './private-postgres.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Production safety, item 1: a PostgreSQL connection error never ends the process. The app runs on a
 * PostgreSQL cluster of this test's own (stopped and started here; the machine's server is never touched),
 * under a steady load of signed-in GraphQL requests over real HTTP.
 */
const ME = /* GraphQL */ `query { getMyStaffAccount { name } }`;

interface Outcome {
  at: number;
  status: number;
  code?: string;
  message?: string;
}

/**
 * The app on a cluster of the file's own, and what the tests ask it with: `ask` (one signed-in request),
 * `healthz`, `load` (four clients asking until stopped; every load still running is stopped at the end) and the
 * connection errors the pool reported.
 */
const test = base.extend(
  'outage',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const cluster = await PrivateCluster.create();
    const database: Database = await openDatabase({ databaseUrl: cluster.url });
    const connectionErrors: Error[] = [];
    database.onConnectionError = (error) => connectionErrors.push(error);
    await migrate(database);
    const t: TestApp = await startTestApp({ database });
    const url = await t.listen();
    const cookie = (await t.signedInAs('Nurse', [await t.aCentre()])).cookie ?? '';
    const loads: { stop(): Promise<Outcome[]> }[] = [];
    onCleanup(async () => {
      await Promise.all(loads.map((l) => l.stop()));
      await t.close();
      await database.close();
      await cluster.destroy();
    });

    async function ask(): Promise<Outcome> {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
        body: JSON.stringify({ query: ME }),
      });
      const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      const error = body.errors?.[0];
      return { at: Date.now(), status: res.status, code: error?.extensions?.code, message: error?.message };
    }

    function load() {
      const outcomes: Outcome[] = [];
      let running = true;
      const loops = Array.from({ length: 4 }, async () => {
        while (running) {
          // A connection the server dropped counts as status 0 (and fails expectOnlyOkOr503).
          outcomes.push(
            await ask().catch((error: Error) => ({ at: Date.now(), status: 0, message: error.message })),
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      const handle = {
        outcomes,
        stop: async () => {
          running = false;
          await Promise.all(loops);
          return outcomes;
        },
      };
      loads.push(handle);
      return handle;
    }

    const healthz = async () => (await fetch(`${url}/healthz`)).status;
    return { cluster, connectionErrors, load, healthz, ask };
  },
);
// A cluster of its own is made and migrated first: slower than the hook timeout allows on a busy machine.
test.beforeAll(async ({ outage }) => {
  void outage;
}, 90_000);

/** Every answer is a success or the clear 503 SERVICE_UNAVAILABLE, never a 500 or an unexpected error. */
function expectOnlyOkOr503(outcomes: Outcome[]) {
  const other = outcomes.filter(
    (o) => !(o.status === 200 && !o.code) && !(o.status === 503 && o.code === 'SERVICE_UNAVAILABLE'),
  );
  expect(other).toEqual([]);
}

describe('PostgreSQL connection errors', () => {
  test('survives the termination of its connections: the pool opens new ones, requests work again', async ({
    outage: { cluster, connectionErrors, load, healthz, ask },
  }) => {
    const running = load();
    await waitUntil(() => running.outcomes.filter((o) => o.status === 200).length >= 8);
    // More connections than the load keeps busy, so some sit idle when they are terminated: an idle
    // connection's error reaches the pool's error handler (a busy one's fails its query).
    await Promise.all(Array.from({ length: 8 }, () => ask()));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    const terminatedAt = Date.now();
    expect(killed.rowCount).toBeGreaterThan(0);

    const recoveredMs = await waitUntil(() =>
      running.outcomes.some((o) => o.at > terminatedAt + 200 && o.status === 200),
    );
    const outcomes = await running.stop();
    expectOnlyOkOr503(outcomes);
    expect(connectionErrors.length).toBeGreaterThan(0); // the idle ones were reported, not thrown
    expect(await healthz()).toBe(200);
    console.info(`terminated ${killed.rowCount} backends; requests worked again ${recoveredMs} ms later`);
  });

  test('survives a PostgreSQL restart under load: 503 SERVICE_UNAVAILABLE during it, working again after', async ({
    outage: { cluster, load, healthz },
  }) => {
    const running = load();
    await waitUntil(() => running.outcomes.filter((o) => o.status === 200).length >= 8);
    await cluster.stop();
    const stoppedAt = Date.now();

    // During the outage: the requests fail clearly, and /healthz says 503.
    await waitUntil(() => running.outcomes.some((o) => o.at > stoppedAt && o.status === 503));
    expect(await healthz()).toBe(503);
    const during = running.outcomes.find((o) => o.at > stoppedAt && o.status === 503);
    expect(during).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable });

    await cluster.start();
    const startedAt = Date.now();
    const healthyMs = await waitUntil(async () => (await healthz()) === 200);
    await waitUntil(() => running.outcomes.some((o) => o.at > startedAt && o.status === 200));
    const firstOk = running.outcomes.find((o) => o.at > startedAt && o.status === 200);
    const workingMs = (firstOk?.at ?? Number.POSITIVE_INFINITY) - startedAt;
    const outcomes = await running.stop();
    expectOnlyOkOr503(outcomes);
    const failed = outcomes.filter((o) => o.status === 503).length;
    expect(workingMs).toBeLessThan(5_000);
    console.info(
      `restart: ${failed} of ${outcomes.length} requests answered 503 during the outage; after PostgreSQL was back, /healthz 200 in ${healthyMs} ms, requests 200 in ${workingMs} ms`,
    );
  });
});
