import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { exitOnConfigError, orExitOnConfigError } from './config-error.ts';
import { scopedDb } from './db/client.ts';
import { asDatabaseOwner } from './db/open-app-database.ts';
import { ALL_CENTRES } from './db/scope.ts';
import { restoreSandbox } from './demo/invoices.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './demo/seed.ts';
import { configurePasswordHashing } from './modules/identity/passwords.ts';
import { rebuildQualitySummary } from './modules/quality/summary.ts';
import { systemClock } from './platform/clock.ts';
import { boundHeapGrowth } from './platform/heap.ts';
import { accountingSecretBox } from './platform/secret-box.ts';
import { startServer } from './server.ts';

// A bad setting is one line on stderr and exit 1 (config-error.ts).
const config = orExitOnConfigError(() => loadConfig());
// Refuses a weak cost in production (loadConfig already does; this guards the setting itself).
configurePasswordHashing({ production: config.production, cost: config.passwordHashCost });
boundHeapGrowth(config.heapGrowingPercent);
if (config.clusterWorkers > 1 && cluster.isPrimary) {
  // The primary forks the servers and does nothing else (cluster.ts).
  runPrimary(config.clusterWorkers);
} else {
  await serve();
}

async function serve() {
  // Settings only the database can judge (its roles) are refused here, as one line too.
  const server = await startServer(config, { serveWeb: true }).catch(exitOnConfigError);
  const { app } = server;

  if (config.demoData) {
    // The demo's network is the server's own work over every centre (db/scope.ts), seeded as the owner: its
    // generated year is nobody's edit and leaves no value history, which only the owner may ask (migration 0027).
    const everyCentre = scopedDb(server.database.db, ALL_CENTRES);
    const seeded = await asDatabaseOwner(server.database, config.migrationDatabaseUrl, (owner) =>
      seedDemoData(scopedDb(owner.db, ALL_CENTRES), {
        timezone: config.defaultTimezone,
        // The demo invoices through the local QuickBooks sandbox out of the box.
        quickbooksSandbox:
          config.quickbooks.environment === 'local' ? accountingSecretBox(config) : undefined,
        storage: server.storage,
      }),
    );
    if (seeded) {
      // The quality summary job may have counted the empty database meanwhile: the demo's year is counted now.
      await rebuildQualitySummary({
        db: everyCentre,
        clock: systemClock,
        defaultTimezone: config.defaultTimezone,
        thresholds: config.qualityThresholds,
      });
      app.log.info('Demo data loaded.');
    }
    // The local QuickBooks sandbox forgets its company at a restart: it gets the invoices made so far back, and
    // the connections' tokens.
    if (app.quickbooksSandbox) {
      await restoreSandbox(everyCentre, app.quickbooksSandbox, app.accountingServices.secrets);
    }
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    console.error(
      inUse ? `Port ${config.port} is already in use: stop the other server or set PORT.` : error,
    );
    await server.close();
    process.exit(1);
  }
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Dialysis centre app listening on ${url}`];
  if (config.demoData) {
    lines.push(
      `Demo logins (password: ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((l) => `  ${l.email.padEnd(24)} ${l.label}`),
    );
  }
  // Plain console output so that the URL and logins are readable whatever the log format.
  console.log(`\n${lines.join('\n')}\n`);
  // Under CLUSTER_WORKERS the primary starts the other workers once this one listens (cluster.ts).
  process.send?.({ listening: true });

  // Graceful shutdown (server.ts): stop taking traffic, finish in-flight requests, close sockets, then exit.
  // A second signal, or the timeout, exits at once. A cluster worker hears Ctrl-C from the terminal and the
  // signal its primary passes on: it shuts down once, and the timeout still bounds it.
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received: finishing in-flight requests, then exiting`);
    server.shutdown().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown did not finish cleanly');
        process.exit(1);
      },
    );
  };
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (cluster.isWorker) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        shutdown(signal);
      });
      continue;
    }
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      shutdown(signal);
    });
  }
}
