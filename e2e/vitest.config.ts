import { defineConfig } from 'vitest/config';

// Browser journeys: one server (built web app, fresh embedded database with demo data) for the run,
// journeys one after another (one browser, 2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
