import { test as base } from 'vitest';
import { type Database, scopedDb } from '../db/client.ts';
import { ALL_CENTRES } from '../db/scope.ts';
import { openPrivateTestDatabase, sharedTestDatabase } from './database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * A file fixture made once per test file however often the test API is extended. Vitest keeps file-scoped
 * values per `extend` call, so `apiTest(...).extend('socket', ...)` would otherwise start a second app
 * (and run `setup` twice: on a shared PostgreSQL its fixed rows collided with the first run's). The first
 * instance to ask makes the value and registers its cleanup; the others get the same promise.
 */
function once<T>(make: (onCleanup: (fn: () => Promise<void> | void) => void) => Promise<T>) {
  let made: Promise<T> | undefined;
  return (onCleanup: (fn: () => Promise<void> | void) => void): Promise<T> => {
    made ??= make(onCleanup);
    return made;
  };
}

type AppOptions = NonNullable<Parameters<typeof startTestApp>[0]> & {
  /** The app on a database of the file's own (openPrivateTestDatabase), closed after the app: for job tests. */
  ownDatabase?: boolean;
};

/**
 * The test API of an API test file, instead of module-level `let` bindings: `t` is the file's app (started
 * once, closed after the file's last test) and `given` what `setup` built on it once for the whole file
 * (centres, staff clients). Both are file-scoped fixtures; a beforeAll asks for them, so they start under
 * the hook timeout, not inside the first test's. `options` are startTestApp's (or a function answering
 * them), and `ownDatabase` puts the app on a database of the file's own.
 *
 *   const test = apiTest(async (t) => ({ centre: await t.aCentre() }));
 *   test('...', async ({ t, given: { centre } }) => { ... });
 *
 * `test.each` hands its callback no context: a table of cases that needs `t` uses `test.for`, whose
 * callback takes the case and then the context. A file's other shared things (sockets, servers, helpers
 * bound to `given`) are more fixtures: `.extend(name, { scope: 'file' }, ...)` on the returned test, at
 * the top level of the file (Vitest refuses a file-scoped fixture defined inside a describe).
 */
export function apiTest<G = Record<string, never>>(
  setup?: (t: TestApp) => Promise<G>,
  options?: AppOptions | (() => Promise<AppOptions>),
) {
  const app = once(async (onCleanup) => {
    const { ownDatabase, ...appOptions } = (typeof options === 'function' ? await options() : options) ?? {};
    const database = ownDatabase ? await openPrivateTestDatabase() : undefined;
    const t = await startTestApp(database ? { ...appOptions, database } : appOptions).catch(async (error) => {
      await database?.close();
      throw error;
    });
    onCleanup(async () => {
      await t.close();
      await database?.close();
    });
    return t;
  });
  let given: Promise<G> | undefined;
  const test = base
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    .extend('t', { scope: 'file' }, async ({}, { onCleanup }) => app(onCleanup))
    .extend('given', { scope: 'file' }, async ({ t }) => {
      given ??= setup ? setup(t) : Promise.resolve({} as G);
      return given;
    });
  test.beforeAll(async ({ given }) => {
    void given;
  });
  return test;
}

/**
 * The test API of a file that needs a database and no app: `database` is the file's (sharedTestDatabase, or
 * `open`, e.g. openPrivateTestDatabase), opened in a beforeAll and closed after the file's last test.
 *
 *   const test = databaseTest();
 *   test('...', async ({ database }) => { ... });
 */
export function databaseTest(open: () => Promise<Database> = sharedTestDatabase) {
  const opened = once(async (onCleanup) => {
    const database = await open();
    onCleanup(() => database.close());
    // A database-only test works as the server's own work does: on every centre's rows (db/scope.ts).
    return { ...database, db: scopedDb(database.db, ALL_CENTRES) };
  });
  const test = base
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    .extend('database', { scope: 'file' }, async ({}, { onCleanup }) => opened(onCleanup));
  test.beforeAll(async ({ database }) => {
    void database;
  });
  return test;
}
