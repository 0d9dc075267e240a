import { test as base, describe, expect } from 'vitest';
import { READINGS } from '../modules/dialysis/test-documents.ts';
import { waitUntil } from '../test/ports.ts';
import { PrivateRedis } from '../test/private-redis.ts';
import { aSessionOnTwoInstances } from '../test/session-on-two.ts';
import { startTestApp, T0, type TestApp } from '../test/test-app.ts';
import { type LiveSubscription, payloadOf, WsClient } from '../test/ws.ts';

/**
 * Production safety, item 2: Redis down never fails a write nor ends the process, /healthz says degraded,
 * and live events cross instances again once Redis is back. Two instances on one database share a Redis
 * of this test's own, which the test stops (SIGKILL) and starts again on the same port.
 */
const INTERVALS = /* GraphQL */ `
  subscription Intervals($clinicID: Int!) {
    onSubmitDialysisInterval(clinicID: $clinicID) { id SBP }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($create: CreateDialysisIntervalInput!) {
    submitDialysisInterval(create: $create) { id }
  }
`;

// The Redis of this file, and two instances on one database sharing it: file fixtures, closed in reverse.
const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('redis', { scope: 'file' }, async ({}, { onCleanup }) => {
    const redis = await PrivateRedis.start();
    onCleanup(() => redis.stop());
    return redis;
  })
  .extend('one', { scope: 'file' }, async ({ redis }, { onCleanup }) => {
    const one = await startTestApp({ redisUrl: redis.url });
    onCleanup(() => one.close());
    return one;
  })
  .extend('two', { scope: 'file' }, async ({ redis, one }, { onCleanup }) => {
    const two = await startTestApp({ redisUrl: redis.url, database: one.database });
    onCleanup(() => two.close());
    return two;
  });
test.beforeAll(async ({ two }) => {
  void two;
});

// The test's socket, which it opens mid-way: closed after it (before the instances), even when it fails.
let socket: WsClient | undefined;
test.afterAll(async () => {
  await socket?.close();
});

const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/healthz' })).json();

describe('Redis outage', () => {
  test('writes succeed while Redis is down, /healthz says degraded, and events cross instances again after', async ({
    redis,
    one,
    two,
  }) => {
    const { centre, dialysis, nurse, onTwo } = await aSessionOnTwoInstances(one, two);
    const submit = async (SBP: number) => {
      const res = await onTwo.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, SBP } });
      expect(res.errors).toBeUndefined();
      return res.data?.submitDialysisInterval.id as number;
    };
    const heard = (sub: LiveSubscription, id: number) =>
      sub.outcomes.some((o) => payloadOf(o, 'onSubmitDialysisInterval')?.id === id);

    socket = new WsClient(await one.listen(), nurse.cookie);
    const sub = socket.subscribe(INTERVALS, { clinicID: centre.id });
    const probe = { id: -1, dialysisID: dialysis.id, clinicID: centre.id, timestamp: T0.toISOString() };
    await sub.untilLive(
      () => two.bus.pubsub.publish('onSubmitDialysisInterval', centre.id, probe),
      (o) => payloadOf(o, 'onSubmitDialysisInterval')?.id === -1,
    );
    expect(await health(two)).toEqual({ status: 'ok' });

    await redis.stop();
    const downMs = await waitUntil(async () => (await health(two)).status === 'degraded');
    expect(await health(two)).toEqual({ status: 'degraded', redis: 'unavailable' });
    expect((await two.app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);

    // The write succeeds; its event cannot cross to instance 1 (counted, logged), and the process lives.
    const lost = await submit(101);
    const notShared = await two.app.metrics.eventsNotShared.get();
    expect(notShared.values[0]?.value).toBeGreaterThanOrEqual(1);

    await redis.start();
    const backAt = Date.now();
    const healthyMs = await waitUntil(
      async () => (await health(one)).status === 'ok' && (await health(two)).status === 'ok',
    );
    // Once both say ok, a write on instance 2 reaches the subscriber on instance 1 through Redis.
    let liveMs = 0;
    await waitUntil(async () => {
      const id = await submit(120);
      await sub
        .waitFor((o) => payloadOf(o, 'onSubmitDialysisInterval')?.id === id, 1_000)
        .catch(() => undefined);
      liveMs = Date.now() - backAt;
      return heard(sub, id);
    }, 15_000);
    expect(heard(sub, lost)).toBe(false);
    console.info(
      `redis down noticed in ${downMs} ms; after redis was back: /healthz ok in ${healthyMs} ms, events across instances in ${liveMs} ms`,
    );
  });
});
