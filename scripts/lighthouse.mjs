// `npm run lighthouse`: Lighthouse's performance score of the app's main routes, and of antd's floor beside them
// (issue 32 item 4: the dashboard and a session page on the mobile profile within FLOOR_GAP (5) points of their
// floor fixtures, and every main route >= MIN_SCORE (95) on the desktop profile).
// Builds the web app when needed (scripts/ensure-web-build.mjs), starts the real server on a fresh embedded
// database with the demo data, builds the floor fixtures of the dashboard and of the session page from that build
// (scripts/lib/antd-floor.mjs: nothing of the app, the antd components the route ships, antd's stylesheet trimmed
// and every file precompressed as the app serves them) behind a static server, and launches the system Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). Lighthouse's default configuration is a mobile device with
// simulated throttling (slow 4G, 4x CPU slowdown); `desktop` is its desktop configuration.
//   - login (mobile and desktop), before signing in;
//   - then signed in as the demo Medical Director through the login page in the same browser (Playwright over
//     the DevTools port), first centre: the dashboard, a session page (today's running session of that centre),
//     the patient record of its patient, and the lab import review's address (without a file read in the tab
//     the review sends the user to the upload page: the run loads the review's chunks, then the upload page's).
//     Lighthouse keeps the cookie and storage (disableStorageReset); the HTTP cache is emptied before every run,
//     the floor's too, so every run loads cold.
// Each page is measured RUNS times (default 3), the app's and the floor's runs interleaved (app, floor, app,
// floor...) so both see the same machine, and the median counts. Exits 1 when a target is missed.
// ONLY=mobile or ONLY=desktop runs one profile; LIGHTHOUSE_REPORTS=dir keeps every run's JSON report.
// Not part of `npm test` or CI: about 10 minutes, and its scores move with the machine's load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { buildFloor } from './lib/antd-floor.mjs';
import { lighthouseRun, summary } from './lib/lighthouse-runs.mjs';
import { antdComponentsOf, MAIN_ROUTES, readSets, root } from './lib/web-sets.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const minScore = Number(process.env.MIN_SCORE ?? 95);
const floorGap = Number(process.env.FLOOR_GAP ?? 5);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const only = process.env.ONLY; // 'mobile' | 'desktop' | undefined (both)
const DEMO = { email: 'director@example.com', password: 'dialysis-demo' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url, child) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not become healthy in 2 minutes');
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

// The environment the server starts with, taken before Vite builds the floors: a Vite build sets NODE_ENV to
// production in this process, and the server in production mode seeds no demo data (no one to sign in as).
const serverEnv = { ...process.env };
await run('node', ['scripts/ensure-web-build.mjs']);
await run('node', ['scripts/build-server.mjs']);

// The floors of this build's dashboard and session page, served as the app serves its files.
const scratch = mkdtempSync(path.join(tmpdir(), 'dialysis-lighthouse-'));
const components = antdComponentsOf(readSets());
const FLOORS = { dashboard: MAIN_ROUTES.dashboard, session: MAIN_ROUTES.session };
for (const [name, page] of Object.entries(FLOORS)) {
  await buildFloor(components.get(page) ?? [], path.join(scratch, 'floors', name), { serve: true });
}
const floorServer = Fastify();
await floorServer.register(fastifyStatic, { root: path.join(scratch, 'floors'), preCompressed: true });
const floorUrl = await floorServer.listen({ port: 0, host: '127.0.0.1' });

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let browser;
const missed = [];
try {
  await waitForHealth(baseUrl, server);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  /** label -> the runs so far */
  const results = new Map();
  const measure = async (label, url, { desktop = false, signedIn = true } = {}) => {
    const done = results.get(label) ?? [];
    const result = await lighthouseRun({
      port: chrome.port,
      url,
      desktop,
      options: signedIn ? { disableStorageReset: true } : {},
      beforeEach: signedIn ? clearCache : undefined,
      reportDir,
      name: `${label.replace(/\W+/g, '-')}-${done.length + 1}`,
    });
    results.set(label, [...done, result]);
    console.log(`  ${label}: ${result.score}`);
  };
  let clearCache;
  const profiles = only ? [only] : ['mobile', 'desktop'];

  // The login page, signed out (Lighthouse clears the origin's storage before each of these runs).
  for (let i = 0; i < runs; i++) {
    for (const profile of profiles) {
      await measure(`${profile} login`, `${baseUrl}/login`, {
        desktop: profile === 'desktop',
        signedIn: false,
      });
    }
  }

  // Sign in through the page, in Lighthouse's own browser, and choose the first centre: the dashboard.
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const tab = await context.newPage();
  const seen = []; // what the page said and answered, for the error when signing in fails
  tab.on('console', (message) => seen.push(`console: ${message.text()}`));
  tab.on('response', (response) => {
    if (response.url().includes('/graphql')) seen.push(`graphql ${response.status()}`);
  });
  await tab.goto(`${baseUrl}/login`);
  await tab.getByLabel('Email').fill(DEMO.email);
  await tab.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await tab.getByLabel('Stay logged in').check();
  await tab.getByRole('button', { name: 'Log In' }).click();
  await tab.waitForURL('**/settings/centre').catch(async (error) => {
    const shown = (
      await tab
        .locator('body')
        .innerText()
        .catch(() => '')
    ).slice(0, 300);
    throw new Error(`signing in stayed at ${tab.url()}: ${JSON.stringify(shown)}; ${seen.join('; ')}`, {
      cause: error,
    });
  });
  await tab.getByRole('combobox', { name: 'Centre' }).click();
  await tab.locator('.ant-select-item-option').first().click();
  await tab.getByRole('button', { name: 'Enter' }).click();
  await tab.waitForURL((url) => url.pathname === '/');
  // Today's appointments of the centre (the demo runs a session whatever the hour): the running one, else the
  // latest started. Asked as the dashboard asks (listClinic's today, then listAppointmentDetail).
  const sessions = await tab.evaluate(async () => {
    const ask = async (query, variables) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const clinicID = Number(localStorage.getItem('dialysis.centreId'));
    const { listClinic } = await ask(
      'query LighthouseToday($id: Int!) { listClinic(filter: { id: { eq: $id } }) { result { today } } }',
      { id: clinicID },
    );
    const { listAppointmentDetail } = await ask(
      'query LighthouseDay($filter: AppointmentDetailFilter!) { listAppointmentDetail(filter: $filter, pagination: { limit: 100 }) { result { patientID dialysisID dialysisStartTime dialysisEndTime } } }',
      {
        filter: { clinicID: { eq: clinicID }, date: { eq: listClinic.result[0].today }, deleted: { eq: 0 } },
      },
    );
    return listAppointmentDetail.result
      .filter((a) => a.dialysisID !== null)
      .map((a) => ({ id: a.dialysisID, patientID: a.patientID, endTime: a.dialysisEndTime }));
  });
  const session = sessions.find((s) => s.endTime === null) ?? sessions.at(-1);
  if (!session) throw new Error('the demo centre has no session today: no session page to measure');
  await tab.close();
  // Lighthouse keeps the cookie and storage (disableStorageReset) but so would it keep the HTTP cache and the
  // app's service worker with its precache (issue 31: it answers every file from Cache Storage, a warm load):
  // empty those before each run (from a tab of its own, closed again), so every page loads cold, as on a first
  // visit after a deployment, and as the floor (which has no service worker) loads.
  clearCache = async () => {
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseUrl,
      storageTypes: 'service_workers,cache_storage',
    });
    await blank.close();
  };
  const PAGES = {
    dashboard: `${baseUrl}/`,
    session: `${baseUrl}/patient/${session.patientID}/dialysis/${session.id}`,
    record: `${baseUrl}/patient/${session.patientID}/patientrecord`,
    'lab import review': `${baseUrl}/labresult/import/upload/review`,
  };

  if (profiles.includes('mobile')) {
    for (let i = 0; i < runs; i++) {
      for (const name of Object.keys(FLOORS)) {
        await measure(`mobile ${name}`, PAGES[name]);
        await measure(`mobile ${name} floor`, `${floorUrl}/${name}/`);
      }
    }
  }
  if (profiles.includes('desktop')) {
    for (let i = 0; i < runs; i++) {
      for (const [name, url] of Object.entries(PAGES))
        await measure(`desktop ${name}`, url, { desktop: true });
    }
  }

  console.log(`\nLighthouse performance, median of ${runs} runs (mobile: the default configuration)`);
  const medians = new Map([...results].map(([label, runsOf]) => [label, summary(label, runsOf)]));
  for (const { line } of medians.values()) console.log(`  ${line}`);
  for (const name of profiles.includes('mobile') ? Object.keys(FLOORS) : []) {
    const app = medians.get(`mobile ${name}`);
    const floor = medians.get(`mobile ${name} floor`);
    if (new URL(app.finalUrl).pathname !== new URL(PAGES[name]).pathname) {
      throw new Error(`the ${name} run ended at ${app.finalUrl}, not signed in`);
    }
    const verdict = floor.score - app.score <= floorGap ? 'met' : 'NOT met';
    console.log(
      `  mobile ${name}: ${app.score} against its floor's ${floor.score} (target: within ${floorGap}): ${verdict}`,
    );
    if (verdict !== 'met') missed.push(`mobile ${name}`);
  }
  for (const { label, score } of medians.values()) {
    if (label.startsWith('desktop') && score < minScore) missed.push(`${label} ${score} < ${minScore}`);
  }
  if (profiles.includes('desktop')) {
    console.log(
      `  desktop, every main route >= ${minScore}: ${missed.some((m) => m.startsWith('desktop')) ? 'NOT met' : 'met'}`,
    );
  }
} catch (error) {
  console.error(error);
  missed.push('the run failed');
} finally {
  await browser?.close().catch(() => {});
  chrome?.kill();
  await floorServer.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(scratch, { recursive: true, force: true });
}
if (missed.length > 0) console.error(`Lighthouse: not met: ${missed.join('; ')}`);
process.exit(missed.length > 0 ? 1 : 0);
