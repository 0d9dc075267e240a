import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createEventBus } from '../platform/pubsub.ts';
import { openTestDatabase } from '../test/database.ts';
import { fileOrigins } from './security-headers.ts';

/**
 * The served web app (a stand-in index.html) and the API carry the security headers: a strict CSP that
 * forbids framing, nosniff, a referrer policy, and HSTS only when cookies are Secure (served over HTTPS).
 */
let database: Database;
let webDist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  webDist = mkdtempSync(path.join(tmpdir(), 'dialysis-web-dist-'));
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
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
}

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('security headers', () => {
  it('the web app: strict CSP, no framing, nosniff, referrer policy; no HSTS over plain HTTP', async () => {
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

  it('HSTS when cookies are Secure, and on the API too', async () => {
    const app = await appWith({ COOKIE_SECURE: 'true' });
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('images and fetches may come from the S3 file store', () => {
    const config = loadConfig({ S3_BUCKET: 'records', S3_REGION: 'ap-southeast-1' });
    expect(fileOrigins(config.storage)).toContain('https://records.s3.ap-southeast-1.amazonaws.com');
    expect(
      fileOrigins(loadConfig({ S3_BUCKET: 'records', S3_ENDPOINT: 'http://minio:9000/' }).storage),
    ).toEqual(['http://minio:9000']);
  });
});
