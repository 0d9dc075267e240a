import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { loggedUrl, loggerOptions } from './request-log.ts';

/** A Fastify with the app's logger options, writing its lines into `lines`. */
function loggingApp(lines: string[]) {
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
  app.get('/files/*', async () => 'bytes');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('the request log', () => {
  test("logs a signed file link's path without its signature or expiry", async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    const res = await app.inject({ url: '/files/staff/a.png?expires=1900000000&sig=c2VjcmV0LXNpZ25hdHVyZQ' });
    expect(res.statusCode).toBe(200);
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req.url).toBe('/files/staff/a.png?[signed query removed]');
    const all = lines.join('');
    expect(all).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ');
    expect(all).not.toContain('1900000000');
  });

  test('keeps the query of other URLs, and hides a sig anywhere', () => {
    expect(loggedUrl('/reports/funder/1/2030-02/all.zip')).toBe('/reports/funder/1/2030-02/all.zip');
    expect(loggedUrl('/healthz?full=1')).toBe('/healthz?full=1');
    expect(loggedUrl('/files?purpose=profilePicture')).toBe('/files?purpose=profilePicture');
    expect(loggedUrl('/other?a=1&SIG=x')).toBe('/other?[signed query removed]');
  });

  test("an error's log line shows the URL the same way", async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    await app.inject({ url: '/broken?sig=abc' });
    await app.close();
    const failed = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failed.req.url).toBe('/broken?[signed query removed]');
    expect(lines.join('')).not.toContain('sig=abc');
  });
});
