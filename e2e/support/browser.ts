import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD, signedOutStored } from './actions.ts';
import { API_SIGN_IN } from './documents.ts';

/** What `graphql(...)` of e2e/generated answers: the text, with its result and variable types. */
export type TypedDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/**
 * The run's one Chromium (support/global-setup.ts launched it as a server): a journey file connects and opens
 * a fresh context per journey. Closing this connection closes the file's contexts, not the browser.
 */
export function connectToChromium(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/**
 * The window size journeys run at: E2E_VIEWPORT=WIDTHxHEIGHT (run.mjs runs every journey at 1440x900 and the
 * layout and chairside ones at 1024x768 too, e2e/lanes.mjs), else 1366x900.
 */
export function journeyViewport(): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(process.env.E2E_VIEWPORT ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1366, height: 900 };
}

/**
 * Runs one journey in a fresh browser context (its own cookies); `options` change the context (a time zone,
 * a window size). On failure the page is kept as a
 * screenshot under e2e/artifacts/ before the error is passed on.
 */
export async function journey(
  browser: Browser,
  name: string,
  steps: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: journeyViewport(),
    // No antd animations (the app honours reduced motion): clicks never land on a dialog still moving in.
    reducedMotion: 'reduce',
    // The app's service worker (issue 31) only matters offline: the offline journeys allow it; elsewhere it is
    // blocked, so routed requests and fresh loads behave as they did (Playwright's advice with page.route).
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const signedOut = new Error(
    "The journey signed out the run's stored session (signInToCentre): sign in through the page (signIn) to sign out",
  );
  try {
    await steps(page);
    if (signedOutStored.has(context)) throw signedOut;
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    await page
      .screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true })
      .catch(() => undefined);
    if (signedOutStored.has(context) && error !== signedOut)
      throw new Error(signedOut.message, { cause: error });
    throw error;
  } finally {
    await context.close();
  }
}

/** Keeps the page as it looks now under e2e/artifacts/screens/ (a screen someone has to look at). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(artifacts, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Keeps a print as it came out under e2e/artifacts/prints/ (a document someone has to look at). */
export function keepPrint(name: string, pdf: Uint8Array): void {
  const dir = path.join(artifacts, 'prints');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.pdf`), pdf);
}

/**
 * A GraphQL client of its own (another staff member's session), for acting "through the API". A demo login
 * with the demo password uses the session the run signed in once (global setup), without a sign-in of its own.
 */
export async function apiSession(email: string, password: string) {
  const baseURL = inject('baseURL');
  const stored = password === DEMO_PASSWORD ? inject('sessions')[email] : undefined;
  let cookie = stored ? `${stored.name}=${stored.value}` : '';
  /** Sends a typed document (support/documents.ts); answers its data, or throws the server's messages. */
  async function call<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
  ): Promise<TData> {
    if (stored && /\bsignOut\b/.test(document.toString())) {
      throw new Error(`signOut on the run's stored session of ${email}: it would end it for every journey`);
    }
    const res = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const body = (await res.json()) as { data?: TData; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as TData;
  }
  if (!stored) await call(API_SIGN_IN, { email, password });
  return call;
}
