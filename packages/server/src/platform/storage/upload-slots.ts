import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { quickRedis } from '../quick-redis.ts';

/**
 * How many uploads one user may have in flight at once (UPLOADS_AT_ONCE_PER_USER, 4 by default): each holds a
 * connection, a staged file and a quota reservation until it ends, so one user's parallel uploads cannot tie up
 * an instance. Kept in Redis when REDIS_URL is set (every instance and worker shares the count), in this process
 * while Redis is unset or out of reach, as the request budget does (http/request-budget.ts).
 *
 * Each upload holds a slot under its own id with its start time, so a slot a crashed process never gave back
 * stops counting after SLOT_MS by itself, without holding the user's other slots.
 */
export interface UploadSlots {
  /** A slot of `accountID`'s, or null when `limit` uploads of theirs are in flight already. */
  take(accountID: string, limit: number): Promise<UploadSlot | null>;
  close(): void;
}

export interface UploadSlot {
  release(): Promise<void>;
}

/** Longer than any upload should take (the quota's reservation lasts as long: quota.ts). */
export const SLOT_MS = 15 * 60_000;

export const TOO_MANY_UPLOADS_AT_ONCE = {
  code: 'TOO_MANY_UPLOADS_AT_ONCE',
  message: 'Too many uploads at once. Please wait for the others to finish and try again.',
  /** What Retry-After suggests: an upload of a few megabytes takes about that long. */
  retryAfterSeconds: 5,
} as const;

/** The per-process count: the slots in flight per account, each forgotten after SLOT_MS if never released. */
export function memorySlots(now: () => number = Date.now) {
  const held = new Map<string, Map<string, number>>();
  return {
    take(accountID: string, limit: number): UploadSlot | null {
      const at = now();
      const mine = held.get(accountID) ?? new Map<string, number>();
      for (const [id, since] of mine) if (since <= at - SLOT_MS) mine.delete(id);
      if (mine.size >= limit) return null;
      const id = randomUUID();
      mine.set(id, at);
      held.set(accountID, mine);
      return {
        release: async () => {
          mine.delete(id);
          if (mine.size === 0 && held.get(accountID) === mine) held.delete(accountID);
        },
      };
    },
  };
}

// One round trip, atomic: forget the slots older than SLOT_MS, refuse past the limit, else hold one more.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - ttl)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1`;

export function createUploadSlots(options: { redisUrl?: string; log: FastifyBaseLogger }): UploadSlots {
  const local = memorySlots();
  if (!options.redisUrl) return { take: async (id, limit) => local.take(id, limit), close: () => undefined };
  const redis = quickRedis(options.redisUrl, options.log, {
    lost: 'redis unreachable: uploads in flight are counted per process until it is back',
    restored: 'redis restored: uploads in flight are counted across instances again',
  });
  return {
    async take(accountID, limit) {
      const key = `upload-slots:${accountID}`;
      const id = randomUUID();
      let taken: number;
      try {
        taken = (await redis.eval(TAKE_SCRIPT, 1, key, Date.now(), SLOT_MS, id, limit)) as number;
      } catch {
        return local.take(accountID, limit);
      }
      if (taken !== 1) return null;
      return {
        // A slot Redis could not give back (an outage since) stops counting after SLOT_MS.
        release: async () => {
          await redis.zrem(key, id).catch(() => undefined);
        },
      };
    },
    close: () => redis.disconnect(),
  };
}
