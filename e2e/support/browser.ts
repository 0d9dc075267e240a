import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { API_SIGN_IN } from './documents.ts';

/** What `graphql(...)` of e2e/generated answers: the text, with its result and variable types. */
export type TypedDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Runs one journey in a fresh browser context (its own cookies). On failure the page is kept as a
 * screenshot under e2e/artifacts/ before the error is passed on.
 */
export async function journey(
  browser: Browser,
  name: string,
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 1366, height: 900 },
    // No antd animations (the app honours reduced motion): clicks never land on a dialog still moving in.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await steps(page);
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    await page
      .screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true })
      .catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

/** A GraphQL client of its own (another staff member's session), for acting "through the API". */
export async function apiSession(email: string, password: string) {
  const baseURL = inject('baseURL');
  let cookie = '';
  /** Sends a typed document (support/documents.ts); answers its data, or throws the server's messages. */
  async function call<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
  ): Promise<TData> {
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
  await call(API_SIGN_IN, { email, password });
  return call;
}
