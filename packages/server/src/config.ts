import { isIP } from 'node:net';
import path from 'node:path';
import { type QualityThresholds, qualityThresholds } from '@dialysis/domain';
import { z } from 'zod';
import { ConfigError, configErrorOf } from './config-error.ts';

// Every environment variable the server reads, validated once at start. README lists them all.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // The schema owner's URL: migrations run through it, the app through DATABASE_URL (docs/operations.md).
  MIGRATION_DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  // 'false', a hop count, or the proxies' addresses/CIDRs; 'true' (every hop) is refused: see trustProxyOf.
  TRUST_PROXY: z.string().default('false'),
  // Origins (scheme://host[:port]) besides the app's own that may call the API with the session cookie.
  ALLOWED_ORIGINS: z.string().optional(),
  // Minutes without a request after which a session (without Stay logged in) ends; 0 turns it off.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  QUICKBOOKS_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  // Which QuickBooks the product talks to (platform/accounting/endpoints.ts): the local sandbox, Intuit's
  // developer sandbox or production; each base URL may be overridden.
  QUICKBOOKS_ENVIRONMENT: z.enum(['local', 'sandbox', 'production']).optional(),
  QUICKBOOKS_AUTHORIZE_URL: z.url().optional(),
  QUICKBOOKS_TOKEN_URL: z.url().optional(),
  QUICKBOOKS_REVOKE_URL: z.url().optional(),
  QUICKBOOKS_API_URL: z.url().optional(),
  QUICKBOOKS_APP_URL: z.url().optional(),
  QUICKBOOKS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  DEFAULT_TIMEZONE: z.string().default('Asia/Singapore'),
  /** Overrides of the quality indicators' thresholds, a JSON object (domain quality/indicators.ts). */
  QUALITY_THRESHOLDS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Server processes on this machine (node:cluster, main.ts): one per core; 1 is a single process.
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // How far V8 lets the heap grow past what survived the last full collection (platform/heap.ts); 0: V8's own.
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
  // A query document is compiled (graphql-jit, graphql/jit-plugin.ts) once seen this many times; 'off' never.
  GRAPHQL_JIT_AFTER: z.union([z.literal('off'), z.coerce.number().int().min(0).max(1_000_000)]).default(1),
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
  ACCOUNTING_SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // /graphql requests per minute of one signed-in account, and of one address without a session (http/request-budget.ts).
  REQUEST_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Uploads per user (docs/decisions/upload-limits.md): a rolling day's files and megabytes, and how many at once.
  UPLOAD_FILES_PER_DAY: z.coerce.number().int().min(1).default(100),
  UPLOAD_MB_PER_DAY: z.coerce.number().min(1).max(100_000).default(300),
  UPLOADS_AT_ONCE_PER_USER: z.coerce.number().int().min(1).max(100).default(4),
  // The argon2id cost of new password hashes: 'test-only' is for the test suites (fast), refused in production.
  PASSWORD_HASH_COST: z.enum(['standard', 'test-only']).default('standard'),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The owner's URL for migrations (and backups); unset: DATABASE_URL's role migrates (one role). */
  migrationDatabaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  cookieSecure: boolean;
  /** What Fastify trusts for X-Forwarded-For: nothing, the last N hops, or these proxy addresses. */
  trustProxy: false | number | string[];
  /**
   * Origins allowed to call the API and open sockets with the cookie, besides the request's own host
   * (PUBLIC_URL's origin and ALLOWED_ORIGINS). Every other Origin is refused (http/origin.ts).
   */
  allowedOrigins: string[];
  /** A session without Stay logged in ends after this long without a request; 0: never. */
  sessionIdleMs: number;
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
  /** Encrypts accounting secrets at rest; generated and kept under DATA_DIR when not set (platform/secret-box). */
  accountingSecretKey?: string;
  /** The local QuickBooks sandbox (platform/accounting/sandbox.ts): on by default outside production, never in it. */
  quickbooksSandbox: boolean;
  quickbooks: QuickbooksConfig;
  /** Server processes main.ts runs on this machine (node:cluster); 1: this process serves. */
  clusterWorkers: number;
  /** V8's heap growth after a full collection, in percent (platform/heap.ts); 0 leaves V8's own factor. */
  heapGrowingPercent: number;
  /** The argon2id cost of new password hashes (modules/identity/passwords.ts); 'test-only' never in production. */
  passwordHashCost: 'standard' | 'test-only';
  /** /graphql requests per minute (docs/decisions/request-limits.md): past them, 429 with Retry-After. */
  requestBudget: { perAccount: number; perAddress: number };
  /** Uses of a query document before it is compiled; null: never (GRAPHQL_JIT_AFTER=off). */
  graphqlJitAfter: number | null;
  /** Per user: files and bytes in a rolling day, and uploads in flight at once (platform/storage/quota.ts). */
  uploads: UploadLimits;
  /** The quality indicators' thresholds: the domain's defaults with QUALITY_THRESHOLDS' overrides. */
  qualityThresholds: QualityThresholds;
}

export interface UploadLimits {
  filesPerDay: number;
  bytesPerDay: number;
  atOncePerUser: number;
}

export interface QuickbooksConfig {
  /** `local`: the app's own sandbox (the default where it is on); Intuit's `sandbox` or `production` otherwise. */
  environment: 'local' | 'sandbox' | 'production';
  /** Overrides of the environment's base URLs (docs/decisions/accounting.md). */
  authorizeUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
  apiUrl?: string;
  appUrl?: string;
  /** How long one call to QuickBooks may take before the invoice answer says why not. */
  timeoutMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw configErrorOf(parsed.error);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL;
  if (production && env.QUICKBOOKS_SANDBOX === 'true') {
    throw new ConfigError('QUICKBOOKS_SANDBOX: the local QuickBooks sandbox is never enabled in production');
  }
  if (production && env.PASSWORD_HASH_COST !== 'standard') {
    throw new ConfigError(
      'PASSWORD_HASH_COST: the test-only argon2id cost is refused in production (passwords keep the standard cost)',
    );
  }
  const sandbox = !production && env.QUICKBOOKS_SANDBOX !== 'false';
  if (env.QUICKBOOKS_ENVIRONMENT === 'local' && !sandbox) {
    throw new ConfigError(
      'QUICKBOOKS_ENVIRONMENT=local needs the local QuickBooks sandbox, which is off here',
    );
  }
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: migrationDatabaseUrlOf(env),
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL,
    cookieSecure: env.COOKIE_SECURE === 'auto' ? production : env.COOKIE_SECURE === 'true',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    allowedOrigins: allowedOriginsOf(env),
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
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
    accountingSecretKey: env.ACCOUNTING_SECRET_KEY,
    quickbooksSandbox: sandbox,
    quickbooks: {
      environment: env.QUICKBOOKS_ENVIRONMENT ?? (sandbox ? 'local' : 'production'),
      authorizeUrl: env.QUICKBOOKS_AUTHORIZE_URL,
      tokenUrl: env.QUICKBOOKS_TOKEN_URL,
      revokeUrl: env.QUICKBOOKS_REVOKE_URL,
      apiUrl: env.QUICKBOOKS_API_URL,
      appUrl: env.QUICKBOOKS_APP_URL,
      timeoutMs: env.QUICKBOOKS_TIMEOUT_MS,
    },
    clusterWorkers: clusterWorkersOf(env),
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    passwordHashCost: env.PASSWORD_HASH_COST,
    graphqlJitAfter: env.GRAPHQL_JIT_AFTER === 'off' ? null : env.GRAPHQL_JIT_AFTER,
    requestBudget: {
      perAccount: env.REQUEST_BUDGET_PER_MINUTE,
      perAddress: env.REQUEST_BUDGET_ANONYMOUS_PER_MINUTE,
    },
    uploads: {
      filesPerDay: env.UPLOAD_FILES_PER_DAY,
      bytesPerDay: Math.round(env.UPLOAD_MB_PER_DAY * 1024 * 1024),
      atOncePerUser: env.UPLOADS_AT_ONCE_PER_USER,
    },
    qualityThresholds: qualityThresholdsOf(env.QUALITY_THRESHOLDS),
  };
}

/** The embedded database has one role of its own: an owner's URL means nothing without DATABASE_URL. */
function migrationDatabaseUrlOf(env: Env): string | undefined {
  if (!env.MIGRATION_DATABASE_URL) return undefined;
  if (!env.DATABASE_URL) {
    throw new ConfigError(
      'MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database migrates and runs as its own roles)',
    );
  }
  return env.MIGRATION_DATABASE_URL;
}

function qualityThresholdsOf(text: string | undefined): QualityThresholds {
  let parsed: unknown;
  try {
    parsed = text?.trim() ? JSON.parse(text) : undefined;
  } catch {
    throw new ConfigError('QUALITY_THRESHOLDS: not valid JSON');
  }
  const thresholds = qualityThresholds(parsed);
  if ('error' in thresholds) throw new ConfigError(`QUALITY_THRESHOLDS: ${thresholds.error}`);
  return thresholds;
}

/**
 * Several processes need what several instances need: a PostgreSQL server (the embedded database is open in one
 * process only) and Redis (an event raised in one process must reach the subscribers of the others).
 */
function clusterWorkersOf(env: Env): number {
  if (env.CLUSTER_WORKERS > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError(
      'CLUSTER_WORKERS above 1 needs DATABASE_URL and REDIS_URL (as several instances do)',
    );
  }
  return env.CLUSTER_WORKERS;
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
    if (!ok) throw new ConfigError(`METRICS_ALLOW: "${entry}" is not an IP address or CIDR range`);
  }
  return entries;
}

/**
 * TRUST_PROXY: 'false'; a number of proxy hops (1: one load balancer in front, whose X-Forwarded-For entry
 * is the client's); or a comma-separated list of the proxies' addresses or CIDRs. 'true' would trust every
 * hop, so a client could name its own address (and dodge the sign-in throttle): refused at start.
 */
export function trustProxyOf(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop: set the number of proxies or their addresses',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    ) {
      throw new ConfigError(`TRUST_PROXY: '${entry}' is not an address, a CIDR or a hop count`);
    }
  }
  return list;
}

function allowedOriginsOf(env: Env): string[] {
  const listed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (env.PUBLIC_URL) listed.push(env.PUBLIC_URL);
  return [
    ...new Set(
      listed.map((text) => {
        try {
          return new URL(text).origin;
        } catch {
          throw new ConfigError(`ALLOWED_ORIGINS/PUBLIC_URL: '${text}' is not a URL`);
        }
      }),
    ),
  ];
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
  if (env.SMTP_URL && !env.MAIL_FROM) throw new ConfigError('MAIL_FROM is required when SMTP_URL is set');
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Dialysis Centre <no-reply@localhost>' };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const s3Vars = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (!env.S3_BUCKET) {
    if (s3Vars.some(Boolean))
      throw new ConfigError('S3_BUCKET is required when any other S3_ variable is set');
    return { kind: 'local', dir: path.join(dataDir, 'files') };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
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
