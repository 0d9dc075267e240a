// `npm run floor:web`: what antd alone costs a page of this app, before the app adds a line of its own (issue
// 16, item 4: every route <= 350 kB of gzipped JavaScript, Lighthouse >= 95 on the dashboard). Builds each
// fixture of scripts/web-floor/ alone with Vite (React, the router, TanStack Query, antd's ConfigProvider and
// App, and the antd components the fixture renders; one chunk, nothing lazy) and prints its gzipped
// JavaScript, measured as scripts/web-budget.mjs measures a route (size-limit, gzip level 9).
// LIGHTHOUSE=1 also serves the `day` fixture (a header menu and 15 patient cards, antd's stylesheet trimmed as
// the app ships it, every file precompressed) and runs Lighthouse's default mobile configuration on it,
// median of RUNS (default 3), with the system Chromium. A measurement, not a test: it never fails on a figure.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import filePlugin from '@size-limit/file';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import sizeLimit from 'size-limit';
import { build } from 'vite';
import { trimAntdStylesheet } from '../packages/web/vite-antd-css.ts';
import { precompress } from '../packages/web/vite-plugins.ts';
import { lighthouseRunner } from './lib/lighthouse-runs.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web-floor');
const FIXTURES = {
  base: 'the providers alone (any antd page)',
  table: '+ Table with its page-size changer (a list page)',
  'session-form': '+ Form, Input, InputNumber, DatePicker, Select, Table (a dialysis session page)',
  day: '+ Layout, Menu, Collapse, 15 Cards (the dashboard at its lightest)',
};
const ROUTE_BUDGET = 350_000;
const out = mkdtempSync(path.join(tmpdir(), 'web-floor-'));

/** Builds one fixture into its own folder, precompressed as the app's build is; answers it and its JavaScript. */
async function buildFixture(name) {
  const outDir = path.join(out, name);
  await build({
    configFile: false,
    root: fixtures,
    logLevel: 'error',
    plugins: [react(), trimAntdStylesheet(), precompress()],
    build: {
      outDir,
      chunkSizeWarningLimit: 5000,
      rolldownOptions: { input: path.join(fixtures, `${name}.tsx`) },
    },
  });
  const files = readdirSync(path.join(outDir, 'assets')).map((file) => path.join(outDir, 'assets', file));
  return { outDir, js: files.filter((f) => f.endsWith('.js')) };
}

/** The day fixture behind a static server serving the precompressed files, as the app does; its URL. */
async function serveDay({ outDir, js }) {
  const script = `/assets/${path.basename(js[0])}`;
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dashboard</title></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`,
  );
  const server = Fastify();
  await server.register(fastifyStatic, { root: outDir, preCompressed: true });
  return { server, url: await server.listen({ port: 0, host: '127.0.0.1' }) };
}

let chrome;
let served;
try {
  const built = {};
  for (const name of Object.keys(FIXTURES)) built[name] = await buildFixture(name);
  const sizes = await sizeLimit([filePlugin], {
    checks: Object.values(built).map(({ js }) => ({ files: js, gzip: true })),
  });
  console.log(
    'antd floor: gzipped JavaScript of a page with nothing of the app (web-budget.mjs counts alike)',
  );
  for (const [i, [name, what]] of Object.entries(FIXTURES).entries()) {
    const kB = sizes[i].size / 1000;
    const verdict = sizes[i].size > ROUTE_BUDGET ? ': over the 350 kB route budget' : '';
    console.log(`  ${name.padEnd(13)} ${`${kB.toFixed(1)} kB`.padStart(9)}  ${what}${verdict}`);
  }
  if (process.env.LIGHTHOUSE) {
    served = await serveDay(built.day);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const runs = Number(process.env.RUNS ?? 3);
    console.log(`Lighthouse mobile (default) configuration, median of ${runs} runs`);
    const reportDir = process.env.LIGHTHOUSE_REPORTS; // optional: where to write each run's JSON report
    await lighthouseRunner({ port: chrome.port, runs, reportDir })('day-floor', `${served.url}/`);
  }
} finally {
  chrome?.kill();
  await served?.server.close();
  rmSync(out, { recursive: true, force: true });
}
