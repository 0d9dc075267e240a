import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { JOBS } from './jobs/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { startJobs } from './platform/jobs.ts';
import { createEventBus } from './platform/pubsub.ts';
import { createStorage } from './platform/storage/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates it, and builds the app on top: shared by main.ts and the tests. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; serveWeb?: boolean; jobs?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const bus = createEventBus(config.redisUrl);
  const storage = createStorage(config, options.clock ?? systemClock);
  const app = await buildApp({
    storage,
    config,
    db: database.db,
    pubsub: bus.pubsub,
    clock: options.clock,
    serveWeb: options.serveWeb,
  });
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
  return {
    app,
    database,
    close: async () => {
      jobs.stop();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
