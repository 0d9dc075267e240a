import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('loads demo data with the embedded database outside production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).demoData).toBe(false);
  });
  it('never loads demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(false);
  });
  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
  it('ends idle sessions after 30 minutes unless told otherwise', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '0' }).sessionIdleMs).toBe(0);
  });
  it('refuses an invalid port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
  });
});
