import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBusStatus } from '../platform/pubsub.ts';

/** Where the process is in its life: set to stopping when a shutdown begins (server.ts). */
export interface Lifecycle {
  stopping: boolean;
}

// A health check answers within this time even when the database hangs (a load balancer's own timeout
// is often a few seconds).
const DB_CHECK_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness.
 * - GET /healthz/live: the process runs and its event loop answers (200 {"status":"ok"}); never looks at
 *   the database, so an orchestrator does not restart instances during a database outage.
 * - GET /healthz (and /healthz/ready): whether to send this instance traffic.
 *   200 {"status":"ok"}                              database answers, Redis (when configured) connected;
 *   200 {"status":"degraded","redis":"unavailable"}  Redis down: requests work, live events stay on this
 *                                                    instance (503 would take every instance out at once);
 *   503 {"status":"unavailable"}                     the database does not answer;
 *   503 {"status":"stopping"}                        shutting down (finishing in-flight requests).
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { db: Db; lifecycle: Lifecycle; eventBus: () => EventBusStatus },
) {
  app.get('/healthz/live', async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (deps.lifecycle.stopping) return reply.status(503).send({ status: 'stopping' });
    let ok = false;
    try {
      ok = await databaseAnswers(deps.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
    }
    if (!ok) return reply.status(503).send({ status: 'unavailable' });
    if (deps.eventBus() === 'unavailable') return { status: 'degraded', redis: 'unavailable' };
    return { status: 'ok' };
  };
  app.get('/healthz', ready);
  app.get('/healthz/ready', ready);
}
