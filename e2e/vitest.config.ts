import { defineConfig } from 'vitest/config';

// Browser journeys: one environment (server on a fresh embedded database with demo data, one Chromium, the demo
// logins signed in once) for the run, from e2e/run.mjs (E2E_ENVIRONMENT) or started here (support/global-setup.ts);
// journeys one after another within a run (run.mjs runs two such lanes side by side, e2e/lanes.mjs).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker imports Playwright and the support code once for all the lane's files.
    isolate: false,
  },
});
