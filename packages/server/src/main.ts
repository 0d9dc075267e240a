import { loadConfig } from './config.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './demo/seed.ts';
import { accountingSecretBox } from './platform/secret-box.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const server = await startServer(config, { serveWeb: true });
const { app } = server;

if (config.demoData) {
  const seeded = await seedDemoData(server.database.db, {
    timezone: config.defaultTimezone,
    // The demo invoices through the local QuickBooks sandbox out of the box.
    quickbooksSandbox: config.quickbooks.environment === 'local' ? accountingSecretBox(config) : undefined,
  });
  if (seeded) app.log.info('Demo data loaded.');
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(inUse ? `Port ${config.port} is already in use: stop the other server or set PORT.` : error);
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

// Graceful shutdown (server.ts): stop taking traffic, finish in-flight requests, close sockets, then exit.
// A second signal, or the timeout, exits at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received: finishing in-flight requests, then exiting`);
    process.once(signal, () => process.exit(1));
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
  });
}
