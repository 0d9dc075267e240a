import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createEventBus } from '../platform/pubsub.ts';
import { databaseTest } from '../test/api-test.ts';
import { fileOrigins } from './security-headers.ts';

/**
 * The served web app (a stand-in index.html) and the API carry the security headers: a strict CSP that
 * forbids framing, nosniff, a referrer policy, and HSTS only when cookies are Secure (served over HTTPS).
 */
const test = databaseTest()
  // A stand-in build of the web app, removed after the file's last test.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('webDist', { scope: 'file' }, async ({}, { onCleanup }) => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dialysis-web-dist-'));
    onCleanup(() => rmSync(webDist, { recursive: true, force: true }));
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    return webDist;
  })
  // An app serving the web app with the given configuration; every one is closed after the file's last test.
  .extend('appWith', { scope: 'file' }, async ({ database, webDist }, { onCleanup }) => {
    const apps: FastifyInstance[] = [];
    onCleanup(async () => {
      for (const app of apps) await app.close();
    });
    return async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-test-data-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        ...env,
      });
      const bus = createEventBus();
      const app = await buildApp({ config, db: database.db, pubsub: bus.pubsub, serveWeb: true });
      apps.push(app);
      return app;
    };
  });

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('security headers', () => {
  test('the web app: strict CSP, no framing, nosniff, referrer policy; no HSTS over plain HTTP', async ({
    appWith,
  }) => {
    const app = await appWith({ COOKIE_SECURE: 'false' });
    const page = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
    });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS when cookies are Secure, and on the API too', async ({ appWith }) => {
    const app = await appWith({ COOKIE_SECURE: 'true' });
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Outside production /graphql leaves GraphiQL its inline and CDN scripts: every header but the CSP.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  test('images and fetches may come from the S3 file store', () => {
    const config = loadConfig({ S3_BUCKET: 'records', S3_REGION: 'ap-southeast-1' });
    expect(fileOrigins(config.storage)).toContain('https://records.s3.ap-southeast-1.amazonaws.com');
    expect(
      fileOrigins(loadConfig({ S3_BUCKET: 'records', S3_ENDPOINT: 'http://minio:9000/' }).storage),
    ).toEqual(['http://minio:9000']);
  });
});
