import { defineConfig } from 'vitest/config';

// Three projects: pure domain rules, web helpers, and the server's API integration suite
// (a real PostgreSQL: PGlite by default, the server named by DATABASE_URL when set).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './packages/web', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
