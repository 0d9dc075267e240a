import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { EMBEDDED_SUBSET } from './packages/server/src/test/embedded-subset.ts';

// The two-instance test (*.pg.test.ts) needs a PostgreSQL server and Redis: it is its own suite, run by
// CI with DATABASE_URL and REDIS_URL set, and not collected without them.
const serverSuite = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

// graphql ships CommonJS (main) and ESM (module) builds of one package without an exports map. Node, and
// so yoga and graphql-ws, load the CommonJS one; Vite would pick the ESM one for our source, and two
// copies of graphql break `instanceof GraphQLError` (every coded error would be masked). One copy only.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Test files run side by side: at least two workers even on a 2-core machine, where vitest would otherwise use
// one. One figure for every project: projects that keep their imports between files (isolate: false) and run
// together must agree on it (vitest refuses otherwise).
const workers = Math.max(2, availableParallelism() - 1);

/**
 * The server's API integration suite: a real PostgreSQL (PGlite by default, the server named by DATABASE_URL
 * when set) through the real GraphQL endpoint.
 */
function serverProject(
  name: string,
  test: { include: string[]; exclude?: string[]; env?: Record<string, string> },
): TestProjectInlineConfiguration {
  return {
    resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
    test: {
      name,
      root: './packages/server',
      ...test,
      // Migrates once per run; each test file then clones the migrated PGlite (src/test/database.ts).
      globalSetup: [path.join(import.meta.dirname, 'packages/server/src/test/global-setup.ts')],
      // Before each file: password hashes at the test-only cost (src/test/setup.ts).
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      // Test files are independent (unique rows, no wipes), so they run side by side.
      fileParallelism: true,
      maxWorkers: workers,
      // A worker imports the app once and runs file after file (each file still starts its own app on its
      // own database): re-importing it for every file was about half of the suite's CPU time. A file must
      // leave no process-wide change behind (fake timers, stubbed globals, environment): restore them.
      isolate: false,
    },
  };
}

// Four projects: pure domain rules, web helpers, the server's API integration suite, and its embedded subset.
export default defineConfig({
  test: {
    projects: [
      // Pure functions: one worker imports what they test once for all files (isolated, importing was three
      // quarters of these suites' time). A file restores what it stubs (vi.unstubAllGlobals).
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          isolate: false,
          maxWorkers: workers,
        },
      },
      serverProject('server', {
        include: ['src/**/*.test.ts'],
        exclude: serverSuite ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
      }),
      // CI's second API run (docs/decisions/test-suite.md): on the embedded database, whatever DATABASE_URL and
      // REDIS_URL say, only the files whose code paths differ there.
      serverProject('server-embedded', {
        include: Object.keys(EMBEDDED_SUBSET),
        env: { DATABASE_URL: '', MIGRATION_DATABASE_URL: '', REDIS_URL: '' },
      }),
    ],
  },
});
