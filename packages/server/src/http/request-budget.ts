import type { FastifyBaseLogger } from 'fastify';
import { quickRedis } from '../platform/quick-redis.ts';

/**
 * How many /graphql requests one signed-in account, or one address without a session, may send per window
 * (docs/decisions/request-limits.md). Counted in Redis when REDIS_URL is set, so that every instance and worker
 * shares one count; in this process while Redis is unset or out of reach, so that an outage never refuses
 * requests nor lets them through uncounted.
 */
export interface RequestBudget {
  /** Counts one request of `key`: refused past `limit` in the current window, with the seconds left of it. */
  take(key: string, limit: number): Promise<BudgetAnswer>;
  close(): void;
}

export type BudgetAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const TOO_MANY_REQUESTS = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Please wait a moment and try again.',
} as const;

function answer(count: number, limit: number, msLeft: number): BudgetAnswer {
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** Past this many keys, windows that have ended are forgotten (each key is one account or address). */
const SWEEP_AT = 10_000;

/** The per-process count: a fixed window per key, forgotten when it ends. */
export function memoryBudget(windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(key: string, limit: number): BudgetAnswer {
      const at = now();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return answer(window.count, limit, window.endsAt - at);
    },
  };
}

// One round trip, atomic: the count and its window's end start together, and a key that lost its expiry
// (it cannot, but a count without one would refuse forever) gets one again.
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }`;

/** Redis when `redisUrl` is set, this process's count when it is not or while Redis fails. */
export function createRequestBudget(options: {
  redisUrl?: string;
  windowMs: number;
  log: FastifyBaseLogger;
}): RequestBudget {
  const local = memoryBudget(options.windowMs);
  if (!options.redisUrl)
    return { take: async (key, limit) => local.take(key, limit), close: () => undefined };
  const redis = quickRedis(options.redisUrl, options.log, {
    lost: 'redis unreachable: request budgets are counted per process until it is back',
    restored: 'redis restored: request budgets are shared again',
  });
  return {
    async take(key, limit) {
      try {
        const [count, left] = (await redis.eval(
          TAKE_SCRIPT,
          1,
          `request-budget:${key}`,
          options.windowMs,
        )) as [number, number];
        return answer(count, limit, left);
      } catch {
        return local.take(key, limit);
      }
    },
    close: () => redis.disconnect(),
  };
}
