// Runs the browser journeys in the system's Chromium (Debian package `chromium`): every journey once at the
// desktop size (1440x900), in two lanes side by side, and the layout and chairside journeys again at a tablet's
// size (1024x768) on a server of their own, once either lane is done; which journey runs where is e2e/lanes.mjs
// (docs/decisions/test-suite.md). One build, one Chromium, the demo logins signed in once per server
// (e2e/support/environment-host.ts). `npx vitest run --config e2e/vitest.config.ts [journeys/x.test.ts]`
// runs journeys once at E2E_VIEWPORT (default 1366x900) with an environment of its own.
//
// Where Chromium is missing, says so plainly and does not run them, unless E2E_REQUIRED=1 (CI), where a
// missing browser fails the run instead. CI names its own build (E2E_WEB_DIST, E2E_SERVER_BUNDLE): nothing is
// built again here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DESKTOP, SIDE_LANE, TABLET, TABLET_TOO } from './lanes.mjs';

// Journeys run their servers on a fresh embedded database with demo data, whatever database the API suite of
// the same `npm test` was pointed at (CI sets DATABASE_URL and REDIS_URL for it).
delete process.env.DATABASE_URL;
delete process.env.MIGRATION_DATABASE_URL;
delete process.env.REDIS_URL;

const e2e = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(e2e, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const text = `Browser journeys NOT run: Chromium was not found at ${chromium}.
Install it with: apt-get update && apt-get install -y chromium   (or set CHROMIUM_PATH)`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(text);
    process.exit(1);
  }
  console.warn(`\n*** ${text}\n`);
  process.exit(0);
}

const journeys = readdirSync(path.join(e2e, 'journeys'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `journeys/${name}`)
  .sort();
// `node e2e/run.mjs dialysis patient-record`: only the journeys whose file names contain one of the words.
const only = process.argv.slice(2);
const chosen = (file) => only.length === 0 || only.some((word) => file.includes(word));
for (const listed of [...Object.keys(SIDE_LANE), ...Object.keys(TABLET_TOO)]) {
  if (!journeys.includes(listed)) {
    console.error(`e2e/lanes.mjs names ${listed}, which is not a journey file`);
    process.exit(1);
  }
}
const mainLane = journeys.filter((file) => chosen(file) && !(file in SIDE_LANE));
const sideLane = journeys.filter((file) => chosen(file) && file in SIDE_LANE);
const tablet = journeys.filter((file) => chosen(file) && file in TABLET_TOO);

/** Lines of a child process, each prefixed with its lane's name. */
function prefixed(stream, label, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
}

const environments = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-env-'));
const env = { ...process.env, CHROMIUM_PATH: chromium };
const started = Date.now();

// The environment: one build (or CI's), one Chromium, a server per size.
const host = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(e2e, 'support/environment-host.ts'), environments, 'desktop', 'tablet'],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
);
prefixed(host.stderr, 'servers', process.stderr);
// Each server's promise: true once it is up ("ready <name>"), false when the environment failed or ended.
const deferred = () => {
  let resolve;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
const servers = { desktop: deferred(), tablet: deferred() };
const setUp = {};
createInterface({ input: host.stdout }).on('line', (line) => {
  process.stdout.write(`[servers] ${line}\n`);
  const up = /^ready (\w+)/.exec(line)?.[1];
  if (up && up in servers) {
    setUp[up] = Math.round((Date.now() - started) / 1000);
    servers[up].resolve(true);
  }
});
host.once('exit', () => {
  for (const server of Object.values(servers)) server.resolve(false);
});

const timings = [];
/** One vitest run of `files`, one file after another, on the named environment at `viewport`. */
function lane(label, files, environment, viewport) {
  if (files.length === 0) return Promise.resolve(true);
  const from = Date.now();
  const child = spawn(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files.map((f) => `e2e/${f}`)],
    {
      cwd: root,
      env: {
        ...env,
        E2E_ENVIRONMENT: path.join(environments, `${environment}.json`),
        E2E_VIEWPORT: viewport,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prefixed(child.stdout, label, process.stdout);
  prefixed(child.stderr, label, process.stderr);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      timings.push(`${label}: ${files.length} files, ${Math.round((Date.now() - from) / 1000)} s`);
      resolve(code === 0 ? true : label);
    });
  });
}

/** A lane once its server is up; a server that never came up fails the lane. */
async function laneOn(environment, label, files, viewport) {
  if (files.length === 0) return true;
  if (!(await servers[environment].promise)) return `${label} (its server did not start)`;
  return lane(label, files, environment, viewport);
}

// The two desktop lanes side by side; the tablet run (a server of its own) follows whichever ends first.
const main = laneOn('desktop', `main ${DESKTOP}`, mainLane, DESKTOP);
const side = laneOn('desktop', `side ${DESKTOP}`, sideLane, DESKTOP);
const desktopRuns = [
  [mainLane, main],
  [sideLane, side],
].flatMap(([files, run]) => (files.length ? [run] : []));
const tabletRun = (desktopRuns.length ? Promise.race(desktopRuns) : Promise.resolve()).then(() =>
  laneOn('tablet', `tablet ${TABLET}`, tablet, TABLET),
);
const results = await Promise.all([main, side, tabletRun]);

if (host.exitCode === null) {
  host.kill('SIGTERM');
  await new Promise((resolve) => host.once('exit', resolve));
}
rmSync(environments, { recursive: true, force: true });

const failed = results.filter((r) => r !== true);
const upAfter = Object.entries(setUp).map(([name, s]) => `${name} server up after ${s} s`);
console.log(
  `\nBrowser journeys: ${[...upAfter, ...timings].join('; ')}; ${Math.round((Date.now() - started) / 1000)} s in all.`,
);
if (failed.length) console.error(`Browser journeys failed: ${failed.join(', ')}.`);
process.exit(failed.length ? 1 : 0);
