import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { JOBS } from './jobs/index.ts';
import { sealLegacyClientSecrets } from './modules/centres/seal-secrets.ts';
import { type Clock, systemClock } from './platform/clock.ts';
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
  close(): Promise<void>;
}

/** Opens the database, migrates it, and builds the app on top: shared by main.ts and the tests. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; serveWeb?: boolean; jobs?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  await sealLegacyClientSecrets(database.db, accountingSecretBox(config));
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
  const jobs =
    options.jobs === false
      ? { stop: () => undefined }
      : startJobs(JOBS, {
          db: database.db,
          clock: options.clock ?? systemClock,
          pubsub: bus.pubsub,
          log: app.log,
          storage,
        });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      app.lifecycle.stopping = true;
      jobs.stop();
      await app.close();
      await bus.close();
      await database.close();
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
          () => reject(new Error(`shutdown took longer than ${timeoutSeconds} s`)),
          timeoutSeconds * 1000,
        );
        timer.unref();
      });
      // Keep-alive connections that fell idle after the close began would hold server.close() open.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
      try {
        await Promise.race([close(), timeout]);
      } finally {
        clearTimeout(timer);
        clearInterval(sweep);
      }
    },
  };
}
