import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../test/ports.ts';
import { PrivateRedis } from '../test/private-redis.ts';
import { createRedisEventTarget } from './redis-events.ts';

/** A logger that keeps what it is given. */
function keptLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const add = (level: string) => (obj: object, msg: string) =>
    lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, log: { info: add('info'), warn: add('warn') } };
}

describe('the Redis event bus in an outage', () => {
  let redis: PrivateRedis | undefined;
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
    await redis?.stop();
  });

  it('logs the events it cannot share once when Redis goes down and once when it is back, without a stack', async () => {
    redis = await PrivateRedis.start();
    const bus = createRedisEventTarget(redis.url);
    close = bus.close;
    const { lines, log } = keptLog();
    bus.useLog(log);
    const heard: unknown[] = [];
    bus.addEventListener('ev', (event) => heard.push((event as CustomEvent).detail));
    await waitUntil(async () => bus.connected());

    await redis.stop();
    await waitUntil(async () => !bus.connected());
    for (let i = 0; i < 20; i += 1) bus.dispatchEvent(new CustomEvent('ev', { detail: i }));
    // Still delivered here, one by one; one line for all twenty. Delivered at once when the publisher knows it is
    // down, after the failed PUBLISH when only the subscriber had noticed yet (connected() is both): waited for.
    await waitUntil(async () => heard.length === 20);
    expect([...heard].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const outage = lines.filter((line) => line.msg.startsWith('events not shared'));
    expect(outage).toHaveLength(1);
    expect(outage[0]?.obj).not.toHaveProperty('err');
    expect(JSON.stringify(lines)).not.toContain('    at ');

    await redis.start();
    await waitUntil(async () => bus.connected(), 15_000);
    bus.dispatchEvent(new CustomEvent('ev', { detail: 'after' }));
    await waitUntil(async () => heard.includes('after'));
    const back = lines.filter((line) => line.msg === 'events shared through redis again');
    expect(back).toHaveLength(1);
    expect(back[0]?.obj).toEqual({ notShared: 20 });
    expect(lines.filter((line) => line.msg.startsWith('events not shared'))).toHaveLength(1);
  }, 40_000);
});
