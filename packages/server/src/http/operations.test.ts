import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStaffAccount } from '../modules/identity/accounts.ts';
import { startServer } from '../server.ts';
import { apiTest } from '../test/api-test.ts';
import { makeBuilders } from '../test/builders.ts';
import { SIGN_IN } from '../test/documents.ts';
import { PASSWORD, startTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/unique.ts';
import { payloadOf, WsClient } from '../test/ws.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

const test = apiTest()
  // The server as production starts it (startServer), on a new embedded database: for the shutdown test.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-shutdown-'));
    const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
    });
    const server = await startServer(config, { jobs: false }).catch((error) => {
      removeDataDir();
      throw error;
    });
    onCleanup(async () => {
      await server.close();
      removeDataDir();
    });
    return server;
  });

describe('GET /healthz/live', () => {
  test('answers 200 {"status":"ok"}, and /healthz/ready answers as /healthz', async ({ t }) => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/healthz/ready' });
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /metrics', () => {
  const scrape = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  test('answers the Prometheus text: operations, latency, errors by code, pool, subscriptions, fan-out lag', async ({
    t,
  }) => {
    const nurse = await t.signedInAs('Nurse', [await t.aCentre()]);
    await nurse.request('query { getMyStaffAccount { name } }');
    await t.anonymous().request('query { getMyStaffAccount { name } }'); // UNAUTHENTICATED
    const res = await scrape(t, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/graphql_operations_total\{operation="getMyStaffAccount",type="query"\} [1-9]/);
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="getMyStaffAccount",type="query"\} [1-9]/,
    );
    expect(text).toMatch(/graphql_errors_total\{code="UNAUTHENTICATED"\} [1-9]/);
    expect(text).toContain('# TYPE graphql_subscriptions_open gauge');
    expect(text).toContain('# TYPE event_fanout_lag_seconds histogram');
    expect(text).toContain('# TYPE db_pool_connections gauge');
    if (t.database.pool) expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });

  test('counts open subscriptions while they are open', async ({ t }) => {
    const centre = await t.aCentre();
    const nurse = await t.signedInAs('Nurse', [centre]);
    const socket = new WsClient(await t.listen(), nurse.cookie);
    const open = async () => (await t.app.metrics.openSubscriptions.get()).values[0]?.value ?? 0;
    const before = await open();
    const sub = socket.subscribe('subscription S($c: Int!) { onCreateAppointment(clinicID: $c) { id } }', {
      c: centre.id,
    });
    await expect.poll(open, { timeout: 5_000 }).toBe(before + 1);
    sub.dispose();
    await expect.poll(open, { timeout: 5_000 }).toBe(before);
    await socket.close();
  });

  test('refuses other addresses, and any request that came through a proxy', async ({ t }) => {
    expect((await scrape(t, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape(t, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await scrape(t, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  test('answers addresses of a METRICS_ALLOW range, and nobody when it is empty', async ({ t }) => {
    const ranged = await startTestApp({ database: t.database, metricsAllow: '10.1.0.0/16' });
    const closed = await startTestApp({ database: t.database, metricsAllow: '' });
    try {
      const at = (app: TestApp, remoteAddress: string) =>
        app.app.inject({ method: 'GET', url: '/metrics', remoteAddress }).then((r) => r.statusCode);
      expect(await at(ranged, '10.1.20.3')).toBe(200);
      expect(await at(ranged, '10.2.0.1')).toBe(403);
      expect(await at(ranged, '127.0.0.1')).toBe(403);
      expect(await at(closed, '127.0.0.1')).toBe(403);
    } finally {
      await ranged.close();
      await closed.close();
    }
  });
});

const probe = (clinicID: number) => ({
  id: -1,
  clinicID,
  patientID: 0,
  date: '2030-01-01',
  shift: 'M' as const,
  deleted: 0,
});

describe('graceful shutdown', () => {
  // Set by the test while it holds the database; called after it too, so a failed test does not leave the
  // server's close waiting on that transaction (the server fixture closes after every afterAll).
  let release: () => void = () => undefined;
  test.beforeAll(async ({ server }) => {
    void server;
  }, 180_000); // a new embedded database, migrated: seconds, or minutes on a busy machine
  test.afterAll(() => {
    release();
  });

  test('says stopping, stops accepting, closes sockets, finishes the request in flight, then closes', async ({
    server,
  }) => {
    const { app } = server;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // A director's WebSocket, with a live subscription.
    const centre = await makeBuilders(server.database.db).aCentre();
    const email = uniqueEmail('director');
    await createStaffAccount(server.database.db, {
      email,
      password: PASSWORD,
      name: 'Shutdown Director',
      group: 'MedicalDirector',
      clinicIDs: [],
      temporary: false,
    });
    const signIn = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN.toString(), variables: { email, password: PASSWORD } }),
    });
    const cookie =
      new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? null;
    expect(cookie).toBeTruthy();
    const socket = new WsClient(url, cookie);
    const closed = new Promise<number>((resolve) =>
      socket.client.on('closed', (e) => resolve((e as CloseEvent).code)),
    );
    const connected = new Promise<void>((resolve) => socket.client.on('connected', () => resolve()));
    const sub = socket.subscribe('subscription S($c: Int!) { onCreateAppointment(clinicID: $c) { id } }', {
      c: centre.id,
    });
    await connected;
    await sub.untilLive(
      () => server.bus.pubsub.publish('onCreateAppointment', centre.id, probe(centre.id)),
      (o) => payloadOf(o, 'onCreateAppointment')?.id === -1,
    );

    // A request in flight: sign-in waits on the database, held by a transaction until released.
    const pglite = server.database.pglite;
    if (!pglite) throw new Error('expected the embedded database');
    release = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pglite.transaction(() => held);
    const received = new Promise((resolve) => app.server.once('request', resolve));
    const inFlight = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "nobody@example.org", password: "x") { challenge } }',
      }),
    });
    await received;

    const shutdown = server.shutdown({ drainSeconds: 0.5, timeoutSeconds: 20 });
    // Draining: still accepting, but readiness says stopping so a load balancer stops sending traffic.
    const draining = await fetch(`${url}/healthz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${url}/healthz/live`)).status).toBe(200);

    // After the drain: no new connections, the socket closed with 1001 Going Away.
    expect(await closed).toBe(1001);
    await expect(fetch(`${url}/healthz/live`)).rejects.toThrow();

    // The request in flight still gets its answer, then the shutdown completes.
    release();
    await transaction;
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Incorrect username or password.',
    );
    await shutdown;
    await socket.close();
  });
});
