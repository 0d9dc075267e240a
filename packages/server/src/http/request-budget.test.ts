import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { createRequestBudget, memoryBudget, type RequestBudget } from './request-budget.ts';

/** The request budget's counts (http/request-budget.ts): in this process, in Redis, and in this process again when Redis fails. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const warned: string[] = [];
const log = { warn: (m: string) => warned.push(m), info: () => undefined } as unknown as FastifyBaseLogger;
const opened: RequestBudget[] = [];
const budget = (redisUrl?: string) => {
  const b = createRequestBudget({ redisUrl, windowMs: 60_000, log });
  opened.push(b);
  return b;
};
afterAll(() => {
  for (const b of opened) b.close();
});

/** `n` requests of `key` in a row: whether each was allowed. */
async function take(b: RequestBudget, key: string, limit: number, n: number) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await b.take(key, limit));
  return answers;
}

describe('the per-process count', () => {
  it('takes the limit in a window, refuses the next with the seconds left, and starts again after it', () => {
    let now = 1_000_000;
    const local = memoryBudget(60_000, () => now);
    for (let i = 0; i < 3; i++) expect(local.take('a', 3)).toEqual({ allowed: true });
    now += 20_500;
    expect(local.take('a', 3)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(local.take('b', 3)).toEqual({ allowed: true });
    now += 39_500;
    expect(local.take('a', 3)).toEqual({ allowed: true });
  });

  it('is what a budget without Redis counts', async () => {
    const answers = await take(budget(), `k-${randomUUID()}`, 2, 3);
    expect(answers.map((a) => a.allowed)).toEqual([true, true, false]);
  });
});

describe('the count in Redis', () => {
  it('is shared by every process (two budgets, one count) and expires with its window', async () => {
    const key = `k-${randomUUID()}`;
    const [one, two] = [budget(REDIS_URL), budget(REDIS_URL)];
    // The connections open asynchronously; until then a budget counts in its own process.
    const probe = new Redis(REDIS_URL);
    try {
      await probe.ping();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await take(one, key, 5, 3)).every((a) => a.allowed)).toBe(true);
      expect((await take(two, key, 5, 2)).every((a) => a.allowed)).toBe(true);
      const refused = await two.take(key, 5);
      expect(refused.allowed).toBe(false);
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(await probe.get(`request-budget:${key}`)).toBe('6');
      expect(await probe.pttl(`request-budget:${key}`)).toBeGreaterThan(55_000);
    } finally {
      await probe.quit();
    }
  });

  it('falls back to the per-process count while Redis is out of reach, and says so once', async () => {
    const unreachable = budget(`redis://127.0.0.1:${await freePort()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await take(unreachable, `k-${randomUUID()}`, 3, 4);
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(warned.filter((m) => m.startsWith('redis unreachable'))).toHaveLength(1);
  });
});
