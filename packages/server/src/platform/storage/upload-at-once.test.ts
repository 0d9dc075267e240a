import { readdir } from 'node:fs/promises';
import { describe, expect, onTestFinished } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { waitUntil } from '../../test/ports.ts';
import { PDF_SMALL, upload } from './test-files.ts';
import { listenOnce, MB, streamUpload } from './test-streams.ts';
import { TOO_MANY_UPLOADS_AT_ONCE } from './upload-slots.ts';

/**
 * A user has at most UPLOADS_AT_ONCE_PER_USER uploads in flight (2 here): the next answers 429 with Retry-After
 * and TOO_MANY_UPLOADS_AT_ONCE, another user is not held up, and a finished upload frees its slot. Counted in
 * Redis on the PostgreSQL run, in this process on the embedded one.
 */
const test = apiTest(undefined, { env: { UPLOADS_AT_ONCE_PER_USER: '2' } });

const pdf = { filename: 'scan.pdf', type: 'application/pdf', bytes: PDF_SMALL };

const baseUrl = listenOnce();

describe('uploads in flight per user', () => {
  test('past the limit answers 429 with Retry-After; others upload; a finished upload frees its slot', async ({
    t,
  }) => {
    const manager = await t.asManager();
    const other = await t.asManager();
    const base = await baseUrl(t);
    const held = [1, 2].map(() =>
      streamUpload(base, {
        purpose: 'machineAuditDocument',
        cookie: manager.cookie,
        size: 4 * MB,
        holdAfter: MB,
      }),
    );
    // Whatever fails below, the held uploads end with the test (an open request would hold the app's close).
    onTestFinished(() => {
      for (const upload of held) upload.abort();
    });
    await Promise.all(held.map((u) => u.held));
    // Sent is not yet received: both are in flight once the server stages their files (each took its slot first).
    await waitUntil(async () => (await readdir(t.storage.stagingDir).catch(() => [])).length === 2, 10_000);
    const third = await streamUpload(base, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      size: MB,
    }).answer;
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe(String(TOO_MANY_UPLOADS_AT_ONCE.retryAfterSeconds));
    expect(third.body).toEqual({
      error: { code: TOO_MANY_UPLOADS_AT_ONCE.code, message: TOO_MANY_UPLOADS_AT_ONCE.message },
    });

    const theirs = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: other.cookie,
      parts: [pdf],
    });
    expect(theirs.status).toBe(201);

    const [first, second] = held;
    first?.resume();
    expect((await first?.answer)?.status).toBe(201);
    const again = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [pdf],
    });
    expect(again.status).toBe(201);
    // An upload that fails (its client went away) frees its slot too, once the server has seen it go.
    second?.abort();
    await waitUntil(async () => {
      const answers = await Promise.all(
        [1, 2].map(() =>
          upload(t.app, { purpose: 'machineAuditDocument', cookie: manager.cookie, parts: [pdf] }),
        ),
      );
      return answers.every((a) => a.status === 201);
    }, 5_000);
  });
});
