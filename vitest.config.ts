import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The two-instance test (*.pg.test.ts) needs a PostgreSQL server and Redis: it is its own suite, run by
// CI with DATABASE_URL and REDIS_URL set, and not collected without them.
const serverSuite = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

// graphql ships CommonJS (main) and ESM (module) builds of one package without an exports map. Node, and
// so yoga and graphql-ws, load the CommonJS one; Vite would pick the ESM one for our source, and two
// copies of graphql break `instanceof GraphQLError` (every coded error would be masked). One copy only.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Three projects: pure domain rules, web helpers, and the server's API integration suite
// (a real PostgreSQL: PGlite by default, the server named by DATABASE_URL when set).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './packages/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          exclude: serverSuite ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
          // Migrates once per run; each test file then clones the migrated PGlite (src/test/database.ts).
          globalSetup: [path.join(import.meta.dirname, 'packages/server/src/test/global-setup.ts')],
          // Before each file: password hashes at the test-only cost (src/test/setup.ts).
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Test files are independent (unique rows, no wipes), so they run side by side: at least two
          // workers even on a 2-core machine, where vitest would otherwise use one.
          fileParallelism: true,
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
