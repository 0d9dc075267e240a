// Runs the browser journeys in the system's Chromium (Debian package `chromium`), once per window size: a
// tablet (1024x768) and a desktop (1440x900), as staff use the product (issue 12). E2E_VIEWPORTS (comma-separated
// WIDTHxHEIGHT) changes the sizes; `npx vitest run --config e2e/vitest.config.ts` runs them once at 1366x900.
// Where Chromium is missing, says so plainly and does not run them, unless E2E_REQUIRED=1 (CI),
// where a missing browser fails the run instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
const viewports = (process.env.E2E_VIEWPORTS ?? '1024x768,1440x900').split(',').map((size) => size.trim());
const failed = [];
for (const viewport of viewports) {
  console.log(`\n=== Browser journeys at ${viewport} ===\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_VIEWPORT: viewport },
  });
  if (result.status !== 0) failed.push(viewport);
}
if (failed.length) console.error(`\nBrowser journeys failed at ${failed.join(' and ')}.`);
process.exit(failed.length ? 1 : 0);
