import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Clock } from './platform/clock.ts';
import { createEventBus } from './platform/pubsub.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates it, and builds the app on top: shared by main.ts and the tests. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; serveWeb?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const bus = createEventBus(config.redisUrl);
  const app = await buildApp({
    config,
    db: database.db,
    pubsub: bus.pubsub,
    clock: options.clock,
    serveWeb: options.serveWeb,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
