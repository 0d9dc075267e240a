// Runs the browser journeys in the system's Chromium (Debian package `chromium`).
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
const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
