import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, prepareBuild, prepareData, startServer } from './environment.ts';

/**
 * Run by e2e/run.mjs: one build, one Chromium, and one server (fresh embedded database with demo data) per
 * name given, each described in `<out>/<name>.json` for the lanes' global setup (E2E_ENVIRONMENT). Prints
 * "ready <name> ..." as each is up ("failed" when one could not start); stops them all on SIGTERM or SIGINT.
 *
 *   node --import tsx e2e/support/environment-host.ts <out> desktop tablet
 */
const [out, ...names] = process.argv.slice(2);
if (!out || names.length === 0) {
  console.error('usage: environment-host.ts <out dir> <name>...');
  process.exit(2);
}

const buildDir = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-build-'));
const stops: (() => Promise<void>)[] = [
  () => Promise.resolve(rmSync(buildDir, { recursive: true, force: true })),
];
let stopping: Promise<void> | undefined;
const stopAll = () => {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  })();
  return stopping;
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(0));
  });
}

const since = Date.now();
const seconds = () => `${Math.round((Date.now() - since) / 1000)} s`;
try {
  const build = prepareBuild(buildDir);
  console.log(`build ready after ${seconds()}`);
  // One migrated database with the admin:create accounts, copied for every server after the first.
  const { dataDirs, accounts } = prepareData(build, names.length - 1);
  console.log(`database and accounts ready after ${seconds()}`);
  const chromium = await launchChromium();
  stops.push(() => chromium.close());
  // Each server is announced as soon as it is up ("ready <name>"), so its journeys start while the next boots.
  const started = await Promise.allSettled(
    dataDirs.map(async (dataDir, i) => {
      const server = await startServer(build, chromium.wsEndpoint(), { dataDir, accounts });
      stops.push(server.stop);
      writeFileSync(path.join(out, `${names[i]}.json`), JSON.stringify(server.environment));
      console.log(`ready ${names[i]} after ${seconds()}`);
    }),
  );
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
} catch (error) {
  console.error(error);
  console.log('failed');
  await stopAll();
  process.exit(1);
}
