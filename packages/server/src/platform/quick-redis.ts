import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// Reconnect quickly at first, then every 2 s at most (as platform/redis-events.ts).
const retryStrategy = (times: number) => Math.min(times * 100, 2_000);

/**
 * A Redis connection for counts a request checks on its way (the request budget, the uploads in flight): commands
 * fail at once while disconnected, and after 250 ms when Redis is slow, so a request never waits on it and the
 * caller counts in its own process instead. The loss and the return of Redis are logged once each.
 */
export function quickRedis(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  messages: { lost: string; restored: string },
): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 250,
    retryStrategy,
  });
  let down = false;
  redis.on('error', () => {
    if (!down) log.warn(messages.lost);
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info(messages.restored);
    down = false;
  });
  return redis;
}
