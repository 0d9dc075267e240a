import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { ConfigError } from './config-error.ts';
import { type Database, scopedDb } from './db/client.ts';
import { openAppDatabase } from './db/open-app-database.ts';
import { ALL_CENTRES } from './db/scope.ts';
import { serverJobs } from './jobs/index.ts';
import { sealLegacyClientSecrets } from './modules/centres/seal-secrets.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { closeInSteps } from './platform/close-steps.ts';
import { startJobs } from './platform/jobs.ts';
import { createMetrics } from './platform/metrics.ts';
import { createEventBus, type PubSubHandle } from './platform/pubsub.ts';
import { accountingSecretBox } from './platform/secret-box.ts';
import { createStorage, type Storage } from './platform/storage/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The file storage the app uses (the demo stores its patient documents there). */
  storage: Storage;
  bus: PubSubHandle;
  /**
   * Graceful shutdown: /healthz answers "stopping" (for drainSeconds, so load balancers take the instance
   * out), then the server stops accepting connections, closes WebSockets (1001) and idle keep-alive
   * connections, waits for in-flight requests, stops the jobs, and closes Redis and the database.
   * Rejects when that took longer than timeoutSeconds (the caller exits anyway).
   */
  shutdown(options?: { drainSeconds?: number; timeoutSeconds?: number }): Promise<void>;
  /** Closes the steps of shutdown at once (no drain), each bounded (platform/close-steps.ts). */
  close(): Promise<void>;
}

// Refused in production, a warning elsewhere (a developer's single-role database): docs/operations.md.
const TRAILS_UNPROTECTED =
  "DATABASE_URL: its role owns the tables or is a superuser, so it could switch off the audit trail's " +
  'protection: run the app as a role that owns nothing and migrate through MIGRATION_DATABASE_URL';

/** Opens the database, migrates it, and builds the app on top: shared by main.ts and the tests. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; serveWeb?: boolean; jobs?: boolean } = {},
): Promise<RunningServer> {
  const { database, canRewriteTrails } = await openAppDatabase(config);
  if (canRewriteTrails && config.production) {
    await database.close();
    throw new ConfigError(TRAILS_UNPROTECTED);
  }
  // The server's own work over every centre (row-level security, db/scope.ts): named, never implicit.
  const everyCentre = scopedDb(database.db, ALL_CENTRES);
  await sealLegacyClientSecrets(everyCentre, accountingSecretBox(config));
  const metrics = createMetrics();
  const bus = createEventBus(config.redisUrl, { metrics });
  const storage = createStorage(config, options.clock ?? systemClock);
  const app = await buildApp({
    storage,
    config,
    db: database.db,
    pubsub: bus.pubsub,
    eventBus: bus,
    pool: database.pool,
    metrics,
    clock: options.clock,
    serveWeb: options.serveWeb,
  });
  database.onConnectionError = (error) =>
    app.log.warn({ err: error }, 'database connection lost (the pool opens a new one when needed)');
  bus.useLog(app.log);
  if (canRewriteTrails) app.log.warn(TRAILS_UNPROTECTED);
  const jobs =
    options.jobs === false
      ? { stop: () => undefined }
      : startJobs(serverJobs(config), {
          db: everyCentre,
          clock: options.clock ?? systemClock,
          pubsub: bus.pubsub,
          log: app.log,
          storage,
          ...app.accountingServices,
        });
  let closing: Promise<void> | undefined;
  let pendingStep: () => string | null = () => null;
  // Each step gets a share of the shutdown's time, together a little under all of it: the HTTP server most
  // (requests in flight finish), then Redis and the database are closed even when a request never ends.
  const close = (timeoutSeconds = config.shutdownTimeoutSeconds) => {
    closing ??= (() => {
      app.lifecycle.stopping = true;
      const share = (part: number) => Math.max(0.1, timeoutSeconds * part);
      const steps = closeInSteps(
        [
          { name: 'jobs', seconds: share(0.05), run: () => jobs.stop() },
          {
            name: 'http server',
            seconds: share(0.6),
            run: () => app.close(),
            onOverrun: () => app.server.closeAllConnections(),
          },
          { name: 'redis', seconds: share(0.1), run: () => bus.close() },
          { name: 'database', seconds: share(0.2), run: () => database.close() },
        ],
        app.log,
      );
      pendingStep = steps.pending;
      return steps.run();
    })();
    return closing;
  };
  return {
    app,
    database,
    storage,
    bus,
    close,
    shutdown: async ({
      drainSeconds = config.shutdownDrainSeconds,
      timeoutSeconds = config.shutdownTimeoutSeconds,
    } = {}) => {
      app.lifecycle.stopping = true;
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `shutdown took longer than ${timeoutSeconds} s, still closing: ${pendingStep() ?? 'nothing'}`,
              ),
            ),
          timeoutSeconds * 1000,
        );
        timer.unref();
      });
      // Keep-alive connections that fell idle after the close began would hold server.close() open.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
      try {
        await Promise.race([close(timeoutSeconds), timeout]);
      } finally {
        clearTimeout(timer);
        clearInterval(sweep);
      }
    },
  };
}
