import { isIP } from 'node:net';
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
  // Operations (docs/operations.md): who may read /metrics, and how a shutdown drains.
  METRICS_ALLOW: z.string().default('127.0.0.1,::1'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  // E-mail (platform/mail): SMTP when SMTP_URL is set, else the outbox table.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // File storage (platform/storage): local disk unless S3_BUCKET is set.
  FILE_SIGNING_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  /** Addresses and CIDR ranges allowed to read /metrics (METRICS_ALLOW; empty: nobody). */
  metricsAllow: string[];
  /** Seconds /healthz says "stopping" before the server stops accepting connections (load balancers). */
  shutdownDrainSeconds: number;
  /** Seconds in-flight requests get to finish at shutdown before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  mail: MailConfig;
  storage: StorageConfig;
  /** Signs local file links; generated and kept under DATA_DIR when not set (platform/storage). */
  fileSigningSecret?: string;
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
    metricsAllow: addresses(env.METRICS_ALLOW),
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    mail: mailConfig(env),
    storage: storageConfig(env, path.resolve(env.DATA_DIR)),
    fileSigningSecret: env.FILE_SIGNING_SECRET,
  };
}

function addresses(list: string): string[] {
  const entries = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const ok =
      family !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits));
    if (!ok) throw new Error(`METRICS_ALLOW: "${entry}" is not an IP address or CIDR range`);
  }
  return entries;
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

function mailConfig(env: Env): MailConfig {
  if (env.SMTP_URL && !env.MAIL_FROM) throw new Error('MAIL_FROM is required when SMTP_URL is set');
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Dialysis Centre <no-reply@localhost>' };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const s3Vars = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (!env.S3_BUCKET) {
    if (s3Vars.some(Boolean)) throw new Error('S3_BUCKET is required when any other S3_ variable is set');
    return { kind: 'local', dir: path.join(dataDir, 'files') };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}
