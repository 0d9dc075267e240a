import { DEFAULT_QUALITY_THRESHOLDS } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-error.ts';
import { startWith } from './test/start-main.ts';

describe('loadConfig', () => {
  it('loads demo data with the embedded database outside production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).demoData).toBe(false);
  });
  it('never loads demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(false);
  });
  it('serves the local QuickBooks sandbox outside production unless told not to, and never in production', () => {
    expect(loadConfig({}).quickbooksSandbox).toBe(true);
    expect(loadConfig({ QUICKBOOKS_SANDBOX: 'false' }).quickbooksSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).quickbooksSandbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', QUICKBOOKS_SANDBOX: 'true' })).toThrow(
      /never enabled in production/,
    );
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
  it("takes the quality indicators' thresholds from QUALITY_THRESHOLDS over the guidelines' defaults", () => {
    expect(loadConfig({}).qualityThresholds).toEqual(DEFAULT_QUALITY_THRESHOLDS);
    expect(loadConfig({ QUALITY_THRESHOLDS: '{"hbMin":9.5}' }).qualityThresholds).toEqual({
      ...DEFAULT_QUALITY_THRESHOLDS,
      hbMin: 9.5,
    });
    expect(() => loadConfig({ QUALITY_THRESHOLDS: '{hb' })).toThrow(
      new ConfigError('QUALITY_THRESHOLDS: not valid JSON'),
    );
    expect(() => loadConfig({ QUALITY_THRESHOLDS: '{"hbMin":13}' })).toThrow(
      new ConfigError("QUALITY_THRESHOLDS: 'hbMin' is above 'hbMax'"),
    );
  });
  it('refuses an invalid port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
  });
  it('reads METRICS_ALLOW as addresses and CIDR ranges (the machine itself by default), refusing anything else', () => {
    expect(loadConfig({}).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.0/8, fd00::/8 ' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(loadConfig({ METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local' })).toThrow('METRICS_ALLOW');
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8/1' })).toThrow('METRICS_ALLOW');
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow('METRICS_ALLOW');
  });
  it('reads the shutdown drain and timeout in seconds', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainSeconds: 0, shutdownTimeoutSeconds: 25 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '10' }).shutdownDrainSeconds).toBe(10);
  });
  it('bounds the heap growth at 100 % unless HEAP_GROWING_PERCENT says otherwise (0: V8 decides)', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(100);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow('HEAP_GROWING_PERCENT');
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '1000' })).toThrow('HEAP_GROWING_PERCENT');
  });
  it('runs one process unless CLUSTER_WORKERS says more, which needs a PostgreSQL server and Redis', () => {
    expect(loadConfig({}).clusterWorkers).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379' };
    expect(loadConfig({ ...shared, CLUSTER_WORKERS: '2' }).clusterWorkers).toBe(2);
    expect(() => loadConfig({ CLUSTER_WORKERS: '2' })).toThrow('CLUSTER_WORKERS');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', CLUSTER_WORKERS: '2' })).toThrow('REDIS_URL');
    expect(() => loadConfig({ ...shared, CLUSTER_WORKERS: '0' })).toThrow();
  });
  it('refuses a bad setting at start with one line naming it, no stack trace, and exit code 1', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    for (const [env, says] of [
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true trusts every X-Forwarded-For hop'],
      [
        { MIGRATION_DATABASE_URL: 'postgres://owner@127.0.0.1/db' },
        'MIGRATION_DATABASE_URL needs DATABASE_URL',
      ],
      [{ PORT: 'eighty' }, 'PORT: '],
    ] as const) {
      const { status, stderr } = startWith(env);
      expect(status).toBe(1);
      expect(stderr.trimEnd().split('\n')).toEqual([expect.stringContaining(`Configuration error: ${says}`)]);
      expect(stderr).not.toContain('    at ');
    }
  }, 300_000);
});
