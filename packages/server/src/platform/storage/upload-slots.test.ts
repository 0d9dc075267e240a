import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/ports.ts';
import { createUploadSlots, memorySlots, SLOT_MS, type UploadSlots } from './upload-slots.ts';

/** The uploads-in-flight count (upload-slots.ts): in this process, in Redis, and in this process while Redis fails. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const warned: string[] = [];
const log = { warn: (m: string) => warned.push(m), info: () => undefined } as unknown as FastifyBaseLogger;
const opened: UploadSlots[] = [];
const slots = (redisUrl?: string) => {
  const s = createUploadSlots({ redisUrl, log });
  opened.push(s);
  return s;
};
afterAll(() => {
  for (const s of opened) s.close();
});

describe('the per-process count', () => {
  it('holds up to the limit per account, frees a released slot, and forgets one never released after SLOT_MS', async () => {
    let now = 1_000_000;
    const local = memorySlots(() => now);
    const first = local.take('a', 2);
    const second = local.take('a', 2);
    expect(first && second).toBeTruthy();
    expect(local.take('a', 2)).toBeNull();
    expect(local.take('b', 2)).not.toBeNull();
    await first?.release();
    expect(local.take('a', 2)).not.toBeNull();
    expect(local.take('a', 2)).toBeNull();
    now += SLOT_MS;
    // Both slots of 'a' are as old as SLOT_MS: a process that lost them no longer counts them.
    expect(local.take('a', 2)).not.toBeNull();
  });
});

describe('the count in Redis', () => {
  it('is shared by every process (two counts, one limit), and a released slot is free again', async () => {
    const account = `a-${randomUUID()}`;
    const [one, two] = [slots(REDIS_URL), slots(REDIS_URL)];
    const probe = new Redis(REDIS_URL);
    try {
      await probe.ping();
      // The connections open asynchronously; until then a count is this process's.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const a = await one.take(account, 2);
      const b = await two.take(account, 2);
      expect(a && b).toBeTruthy();
      expect(await one.take(account, 2)).toBeNull();
      expect(await two.take(account, 2)).toBeNull();
      expect(await probe.zcard(`upload-slots:${account}`)).toBe(2);
      await b?.release();
      expect(await one.take(account, 2)).not.toBeNull();
      expect(await probe.pttl(`upload-slots:${account}`)).toBeGreaterThan(SLOT_MS - 5_000);
    } finally {
      await probe.quit();
    }
  });

  it('falls back to the per-process count while Redis is out of reach, and says so once', async () => {
    const unreachable = slots(`redis://127.0.0.1:${await freePort()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const account = `a-${randomUUID()}`;
    expect(await unreachable.take(account, 1)).not.toBeNull();
    expect(await unreachable.take(account, 1)).toBeNull();
    expect(warned.filter((m) => m.startsWith('redis unreachable: uploads'))).toHaveLength(1);
  });
});
