import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, validated once at start. README lists them all.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  DEFAULT_TIMEZONE: z.string().default('Asia/Singapore'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** Demo data is loaded on first start only with the embedded database and never in production. */
  demoData: boolean;
  defaultTimezone: string;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = schema.parse(source);
  const production = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL;
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL,
    cookieSecure: env.COOKIE_SECURE === 'auto' ? production : env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    demoData: !production && (env.DEMO_DATA === 'auto' ? embedded : env.DEMO_DATA === 'true'),
    defaultTimezone: env.DEFAULT_TIMEZONE,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
  };
}
