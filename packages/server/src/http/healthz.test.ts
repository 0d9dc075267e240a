import { describe, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { apiTest } from '../test/api-test.ts';
import { openTestDatabase } from '../test/database.ts';

const test = apiTest();

describe('GET /healthz', () => {
  test('answers 200 {"status":"ok"} when the database answers', async ({ t }) => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('answers 503 when the database does not', async ({ t }) => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: t.config, db: database.db, pubsub: t.bus.pubsub });
    try {
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
