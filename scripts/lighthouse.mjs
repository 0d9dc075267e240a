// `npm run lighthouse`: Lighthouse's performance score of the login page and of the signed-in dashboard
// (issue 16: both >= 95). Builds the web app when needed (scripts/ensure-web-build.mjs), starts the real server
// on a fresh embedded database with the demo data, launches the system Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium), and runs Lighthouse's default configuration: a mobile device with simulated throttling
// (slow 4G, 4x CPU slowdown). The dashboard is measured signed in: Playwright signs in through the login
// page in the same browser first and Lighthouse keeps its cookie and storage (disableStorageReset); the HTTP
// cache is emptied before each run, so every run loads the app cold.
// Each page is measured RUNS times (default 3) and the median counts, as Lighthouse advises for noisy
// machines. Exits 1 when a median is below MIN_SCORE (default 95). Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { lighthouseRunner } from './lib/lighthouse-runs.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const minScore = Number(process.env.MIN_SCORE ?? 95);
const reportDir = process.env.LIGHTHOUSE_REPORTS; // optional: where to write each run's JSON report
// PRESET=desktop: Lighthouse's desktop configuration (no CPU slowdown, a fast wired network), for comparison.
const desktop = process.env.PRESET === 'desktop';
const onlyLogin = process.env.PAGES === 'login'; // PAGES=login: the login page only
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

await run('node', ['scripts/ensure-web-build.mjs']);
await run('node', ['scripts/build-server.mjs']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let browser;
let failed = false;
try {
  await waitForHealth(baseUrl, server);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const page = lighthouseRunner({ port: chrome.port, runs, desktop, reportDir });

  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile (default)'} configuration, median of ${runs} runs`);
  const login = await page('login', `${baseUrl}/login`, {});

  if (onlyLogin) {
    if (login.score < minScore) {
      console.error(`Lighthouse: the login page scores ${login.score}, below ${minScore}.`);
      failed = true;
    }
    throw Object.assign(new Error('done'), { done: true });
  }

  // Sign in through the page, in Lighthouse's own browser, and choose the first centre: the dashboard.
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}/login`);
  await tab.getByLabel('Email').fill(DEMO.email);
  await tab.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await tab.getByLabel('Stay logged in').check();
  await tab.getByRole('button', { name: 'Log In' }).click();
  await tab.waitForURL('**/settings/centre');
  await tab.getByRole('combobox', { name: 'Centre' }).click();
  await tab.locator('.ant-select-item-option').first().click();
  await tab.getByRole('button', { name: 'Enter' }).click();
  await tab.waitForURL((url) => url.pathname === '/');
  await tab.close();
  // Lighthouse keeps the cookie and storage (disableStorageReset) but so would it keep the HTTP cache: empty
  // it before each run (from a tab of its own, closed again), so the dashboard loads cold, as after a deployment.
  const clearCache = async () => {
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Network.clearBrowserCache');
    await blank.close();
  };

  const dashboard = await page('dashboard', `${baseUrl}/`, { disableStorageReset: true }, clearCache);
  if (new URL(dashboard.finalUrl).pathname !== '/') {
    throw new Error(`the dashboard run ended at ${dashboard.finalUrl}, not signed in`);
  }
  for (const { label, score } of [login, dashboard]) {
    if (score < minScore) {
      console.error(`Lighthouse: the ${label} page scores ${score}, below ${minScore}.`);
      failed = true;
    }
  }
} catch (error) {
  if (!error?.done) {
    console.error(error);
    failed = true;
  }
} finally {
  await browser?.close().catch(() => {});
  chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
