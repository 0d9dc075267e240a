import type { Browser } from 'playwright-core';
import { test as base } from 'vitest';
import { connectToChromium } from './browser.ts';

/**
 * The test API of a journey file, instead of module-level `let` bindings: `browser` is the file's connection
 * to the run's one Chromium (each journey opens a fresh context on it) and `given` what `setup` prepared once for the file through the API (a checked-in patient), with its
 * clean-up registered by `onCleanup`. Both are file-scoped fixtures, made in a beforeAll so that they count
 * against the hook timeout, not the first journey's.
 *
 *   const test = journeyTest();
 *   test('...', async ({ browser }) => journey(browser, 'name', async (page) => { ... }));
 */
export function journeyTest<G = Record<string, never>>(
  setup?: (onCleanup: (cleanup: () => Promise<void>) => void) => Promise<G>,
) {
  const test = base
    .extend(
      'browser',
      { scope: 'file' },
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
      async ({}, { onCleanup }): Promise<Browser> => {
        const browser = await connectToChromium();
        onCleanup(() => browser.close());
        return browser;
      },
    )
    .extend(
      'given',
      { scope: 'file' },
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
      async ({}, { onCleanup }): Promise<G> => (setup ? setup(onCleanup) : ({} as G)),
    );
  test.beforeAll(async ({ browser, given }) => {
    void browser;
    void given;
  });
  return test;
}
