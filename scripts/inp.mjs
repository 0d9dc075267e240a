// `npm run bench:inp`: Interaction to Next Paint of the chairside interactions under a tablet's CPU (issue 32,
// item 5: each interaction's INP <= 200 ms at a 4x CPU slowdown). Builds the app when needed, starts the real
// server on a fresh embedded database with the demo data, signs in as the demo nurse in the system Chromium
// (Playwright), slows the page's CPU with CDP `Emulation.setCPUThrottlingRate`, and measures every interaction
// with the browser's Event Timing API (web-vitals' onINP and a PerformanceObserver of 'event' entries,
// durationThreshold 16, grouped by interactionId; scripts/inp/probe.js) for:
//   1. entering a reading's 13 fields and saving it on the session's page (every tap and key);
//   2. opening a patient's card from the dashboard;
//   3. switching the dashboard's session tab.
// Beside them, the same kinds of interaction on a trivial antd page (the floor: nothing of the app) and on plain
// HTML (the bare machine), under the same slowdown, so readers can scale the figures of this shared machine.
// Each is repeated RUNS times (default 5) on a page of its own; the script prints each step's median and worst,
// the load average before and after, and writes everything to bench-results/inp-<time>.json. A measurement,
// not a test: it never fails on a figure. CPU_RATE (default 4), PORT and FLOOR_PORT (default: free ports),
// ONLY=reading,card,tab,floor (default all), HEADED=1 for a visible browser, TRACE=<dir> for a Chromium trace of
// each run's interactions.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { median, PROBE } from './inp/measure.mjs';
import { baseline, enterReading, openCard, switchSessionTab } from './inp/scenarios.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const rate = Number(process.env.CPU_RATE ?? 4);
const only = (process.env.ONLY ?? 'reading,card,tab,floor').split(',');
// DAY=full: a centre's full day instead of the demo's (90 appointments, 30 seats in three sessions, the noon
// one in progress: the scale data set of docs/performance.md, one centre and one month, seeded in about 15 s).
const fullDay = process.env.DAY === 'full';
const NURSE = fullDay
  ? { email: 'nurse1.c1@scale.example.com', password: 'Scale-Bench-Password-7', centre: 'Scale Centre 1' }
  : { email: 'nurse@example.com', password: 'dialysis-demo', centre: 'Bukit Merah Centre' };
// The chairside tablet, landscape (the browser journeys' tablet size).
const VIEWPORT = { width: 1024, height: 768 };
const TARGET_MS = 200;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

// The shell's environment as it was: Vite's build (the floor's) sets NODE_ENV=production in this process, and a
// server started with it would run without the demo data.
const shellEnv = { ...process.env };

/** The environment of a process on the embedded database in `dataDir`, whatever database the shell names. */
function embedded(dataDir) {
  const env = { ...shellEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'REDIS_URL']) delete env[name];
  return env;
}

/** A port nobody listens on now (PORT and FLOOR_PORT choose them instead). */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return String(port);
}

/**
 * The bundled server on a fresh embedded database with the demo data, serving `dist` (the web build, by default
 * packages/web/dist); `url` resolves once it says it listens.
 */
async function startApp(dataDir, { port: chosenPort, dist }) {
  const port = chosenPort ?? (await freePort());
  const env = { ...embedded(dataDir), PORT: port, HOST: '127.0.0.1' };
  if (dist) env.WEB_DIST = path.resolve(dist);
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const listening = /listening on (\S+)/.exec(line)?.[1];
      if (listening) resolve(`http://127.0.0.1:${port}`);
    });
  });
  return { child, url };
}

/** The floor fixture (scripts/inp/floor.tsx, built with Vite) and the bare page, served from one folder. */
async function serveBaselines(dir) {
  await build({
    configFile: false,
    root: path.join(root, 'scripts/inp'),
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, rolldownOptions: { input: path.join(root, 'scripts/inp/floor.tsx') } },
  });
  const assets = path.join(dir, 'assets');
  const tags = readdirSync(assets)
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="/assets/${file}">`
        : `<script type="module" src="/assets/${file}"></script>`,
    )
    .join('');
  writeFileSync(
    path.join(dir, 'floor.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>${tags}</head><body><div id="root"></div></body></html>`,
  );
  copyFileSync(path.join(root, 'scripts/inp/bare.html'), path.join(dir, 'bare.html'));
  const server = Fastify();
  await server.register(fastifyStatic, { root: dir });
  const url = await server.listen({ port: Number(process.env.FLOOR_PORT ?? 0), host: '127.0.0.1' });
  return { server, url };
}

/** Signs the nurse in through the login page and chooses the centre; answers a session's page address. */
async function signIn(context) {
  const page = await context.newPage();
  // Signing in is not measured, and it is the slowest part on a busy machine (password hashing, first loads).
  page.setDefaultTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(NURSE.email);
  await page.getByLabel('Password', { exact: true }).fill(NURSE.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/settings/centre');
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: NURSE.centre }).click();
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const centreId = await page.evaluate(() => sessionStorage.getItem('dialysis.centreId'));
  // Every later page of the context opens at the centre (the app keeps it per tab, in sessionStorage).
  await context.addInitScript({
    content: `if (!sessionStorage.getItem('dialysis.centreId')) sessionStorage.setItem('dialysis.centreId', ${JSON.stringify(centreId)});`,
  });
  const link = page
    .locator('[data-testid="patient-card"][data-state="checked-in"]')
    .first()
    .locator('a[data-action="dialysis"]');
  const intraPath = await link.getAttribute('href');
  // The service worker precaches the app's files on the first visit: let it finish, as on a tablet in use.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.waitForTimeout(3000);
  await page.close();
  if (!intraPath) throw new Error('no session in progress on the demo dashboard');
  return intraPath;
}

/** One row of the summary: the median and worst latency of the interactions of `step` over every run. */
function row(name, results, pick) {
  const values = results.flatMap((r) => r.list.filter(pick).map((i) => i.duration));
  const perRun = results.map((r) => Math.max(0, ...r.list.filter(pick).map((i) => i.duration)));
  return {
    name,
    count: values.length,
    median: median(values),
    worst: Math.max(0, ...values),
    medianOfRunWorst: median(perRun),
  };
}

const scenarioRows = {
  reading: (results) => [
    row('reading: every tap and key (INP of the whole entry)', results, () => true),
    row('reading: keys', results, (i) => i.kind === 'key' && i.step.startsWith('type')),
    row('reading: select all (Ctrl+A)', results, (i) => i.step.startsWith('select')),
    row('reading: tap a field', results, (i) => i.kind === 'tap' && i.step.startsWith('tap')),
    row('reading: Submit Reading', results, (i) => i.step === 'Submit Reading'),
    row('reading: Yes (saves)', results, (i) => i.step === 'Yes'),
  ],
  card: (results) => [
    row('open card, page code not loaded', results, (i) => i.step.includes('not loaded')),
    row('open card, page code loaded', results, (i) => i.step === 'open card (page code loaded)'),
  ],
  tab: (results) => [row('session tab', results, (i) => i.step.startsWith('tab'))],
  floor: (results) => [
    row('floor (antd): key', results, (i) => i.kind === 'key'),
    row('floor (antd): tap a field', results, (i) => i.step === 'tap field'),
    row('floor (antd): radio', results, (i) => i.step === 'radio'),
    row('floor (antd): button', results, (i) => i.step === 'button'),
    row("floor (antd): Save, opens 'Are you sure?'", results, (i) => i.step === 'confirm'),
    row('floor (antd): Yes', results, (i) => i.step === 'Yes'),
  ],
  bare: (results) => [
    row('bare HTML: key', results, (i) => i.kind === 'key'),
    row('bare HTML: tap a field', results, (i) => i.step === 'tap field'),
    row('bare HTML: radio', results, (i) => i.step === 'radio'),
    row('bare HTML: button', results, (i) => i.step === 'button'),
    row('bare HTML: Save, opens a dialog', results, (i) => i.step === 'confirm'),
    row('bare HTML: Yes', results, (i) => i.step === 'Yes'),
  ],
};

// BEFORE_DIST=<dir>: another build of the web app to compare with (say the commit before a change, built in
// its checkout with `npx vite build --outDir <dir>` in packages/web). A second server serves it on a database of
// its own, and every run measures each interaction on both builds, one after the other: the machine's slow
// minutes fall on both alike.
const variants = [
  { name: 'after', dist: process.env.WEB_DIST, port: process.env.PORT },
  ...(process.env.BEFORE_DIST
    ? [{ name: 'before', dist: process.env.BEFORE_DIST, port: process.env.BEFORE_PORT }]
    : []),
];
const compared = variants.length > 1;
const fixtureDir = mkdtempSync(path.join(tmpdir(), 'dialysis-inp-floor-'));
const apps = [];
let baselines;
let browser;
const report = {
  startedAt: new Date().toISOString(),
  day: fullDay ? 'full' : 'demo',
  rate,
  runs,
  viewport: VIEWPORT,
  builds: Object.fromEntries(variants.map((v) => [v.name, v.dist ?? 'packages/web/dist'])),
  loadBefore: load(),
};

/** A build on a server of its own (a fresh embedded database), and a browser context signed in to it. */
async function prepare(variant) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-inp-'));
  const app = { dataDir };
  apps.push(app);
  if (fullDay) {
    await run(
      'npx',
      ['tsx', 'packages/server/scripts/scale/seed-scale.ts', '--centres', '1', '--months', '1'],
      embedded(dataDir),
    );
  }
  Object.assign(app, await startApp(dataDir, variant));
  const context = await browser.newContext({ baseURL: await app.url, viewport: VIEWPORT });
  const intraPath = await signIn(context);
  await context.addInitScript({ content: PROBE });
  return { ...variant, context, intraPath };
}

try {
  await run('node', ['scripts/ensure-web-build.mjs']);
  await run('node', ['scripts/build-server.mjs']);
  baselines = await serveBaselines(fixtureDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: !process.env.HEADED,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const prepared = [];
  for (const variant of variants) prepared.push(await prepare(variant));

  const traceDir = process.env.TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const options = (name, i) => ({
    rate,
    trace: traceDir && path.join(traceDir, `${name.replace(/\W+/g, '-')}-${i + 1}.json`),
  });
  const floorContext = prepared[0].context;
  const scenarios = {
    floor: (i) => baseline(floorContext, { ...options('floor', i), url: `${baselines.url}/floor.html` }),
    bare: (i) => baseline(floorContext, { ...options('bare', i), url: `${baselines.url}/bare.html` }),
  };
  for (const { name: build, context, intraPath } of [...prepared].reverse()) {
    const key = (name) => (compared ? `${name} (${build})` : name);
    scenarios[key('reading')] = (i) => enterReading(context, { ...options(key('reading'), i), intraPath });
    scenarios[key('card')] = (i) => openCard(context, options(key('card'), i));
    scenarios[key('tab')] = (i) => switchSessionTab(context, options(key('tab'), i));
  }
  const kindOf = (key) => key.split(' ')[0];
  const chosen = Object.keys(scenarios).filter((key) =>
    only.includes(kindOf(key) === 'bare' ? 'floor' : kindOf(key)),
  );
  const results = Object.fromEntries(chosen.map((key) => [key, []]));
  // Round-robin: each run measures every scenario once, so the machine's slow minutes fall on all alike.
  for (let i = 0; i < runs; i++) {
    for (const key of chosen) {
      const result = await scenarios[key](i);
      results[key].push({ ...result, load: load() });
      const worst = Math.max(0, ...result.list.map((x) => x.duration));
      console.log(`run ${i + 1}/${runs} ${key}: worst ${worst} ms (load ${load()})`);
    }
  }
  report.loadAfter = load();
  report.results = results;
  report.summary = chosen.flatMap((key) =>
    scenarioRows[kindOf(key)](results[key]).map((r) => ({
      ...r,
      name: key.includes('(') ? `${r.name} ${key.slice(key.indexOf('('))}` : r.name,
    })),
  );

  console.log(
    `\nINP at a ${rate}x CPU slowdown, ${runs} runs, the ${report.day} day, ${VIEWPORT.width}x${VIEWPORT.height}; load average ${report.loadBefore} before, ${report.loadAfter} after`,
  );
  console.log(
    'interaction                                                          n   median   worst  median of run worst',
  );
  for (const r of report.summary) {
    const flag = r.worst > TARGET_MS ? '  > 200 ms' : '';
    console.log(
      `${r.name.padEnd(64)} ${String(r.count).padStart(4)} ${String(r.median ?? '-').padStart(7)} ${String(r.worst).padStart(7)} ${String(r.medianOfRunWorst ?? '-').padStart(8)}${flag}`,
    );
  }
  // What INP does not see: how long the app took to show what the tap asked for (the question, the save sent,
  // the page or the cards fetched and rendered after the tap's frame).
  const WAITS = {
    asked: "Submit Reading until 'Are you sure?' showed",
    saved: "Yes until 'Reading recorded.' and the form empty",
    shown: { card: 'a card until the session page showed', tab: "a tab until the session's cards showed" },
  };
  report.waits = [];
  for (const key of chosen) {
    const waits = results[key].map((r) => r.waits ?? {});
    for (const wait of Object.keys(waits[0] ?? {})) {
      const label = typeof WAITS[wait] === 'string' ? WAITS[wait] : WAITS[wait][kindOf(key)];
      const values = waits.flatMap((w) => w[wait]);
      const name = `${label}${key.includes('(') ? ` ${key.slice(key.indexOf('('))}` : ''}`;
      report.waits.push({ name, count: values.length, median: median(values), worst: Math.max(...values) });
      console.log(`${name}: median ${median(values)} ms, worst ${Math.max(...values)} ms (not INP)`);
    }
  }
  const out = path.join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `inp-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\n${path.relative(root, file)}`);
} finally {
  await browser?.close().catch(() => {});
  await baselines?.server.close();
  for (const app of apps) {
    if (app.child && app.child.exitCode === null) {
      app.child.kill('SIGTERM');
      await new Promise((resolve) => app.child.once('exit', resolve));
    }
    rmSync(app.dataDir, { recursive: true, force: true });
  }
  rmSync(fixtureDir, { recursive: true, force: true });
}
