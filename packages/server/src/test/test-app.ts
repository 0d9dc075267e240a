import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Group } from '@dialysis/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, scopedDb } from '../db/client.ts';
import { ALL_CENTRES } from '../db/scope.ts';
import { createStaffAccount } from '../modules/identity/accounts.ts';
import type { AccountingProvider } from '../platform/accounting/provider.ts';
import { fixedClock } from '../platform/clock.ts';
import type { Mailer } from '../platform/mail/index.ts';
import { outboxMailer } from '../platform/mail/outbox.ts';
import { createMetrics } from '../platform/metrics.ts';
import { createEventBus, type PubSubHandle } from '../platform/pubsub.ts';
import { waitUntil } from './ports.ts';

// Redis outages are expected in some tests: nothing printed.
const silentLog = { info: () => undefined, warn: () => undefined };

import { createStorage, type Storage } from '../platform/storage/index.ts';
import { type Builders, makeBuilders } from './builders.ts';
import { sharedTestDatabase } from './database.ts';
import { SIGN_IN } from './documents.ts';
import { GqlClient } from './graphql.ts';
import { unique, uniqueEmail } from './unique.ts';

/** The instant every test app starts at: 09:30 in Singapore, the morning session of TODAY. */
export const T0 = new Date('2030-03-11T01:30:00.000Z');
export const TODAY = '2030-03-11';
export const PASSWORD = 'Correct-Horse-7';

type CentreRef = number | { id: number };
const ids = (centres: readonly CentreRef[]) => centres.map((c) => (typeof c === 'number' ? c : c.id));

export interface StaffAccount {
  accountID: string;
  email: string;
  password: string;
  name: string;
  group: Group;
  clinicIDs: number[];
}

/** A signed-in staff member: a client carrying their session cookie. */
export type StaffClient = GqlClient & { staff: StaffAccount };

export interface TestApp extends Builders {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  bus: PubSubHandle;
  /** Local files under a temporary DATA_DIR of this app; e-mail into mail_outbox (nothing printed). */
  storage: Storage;
  mailer: Mailer;
  /** The app's accounting provider (the local QuickBooks sandbox unless the test wrapped it). */
  accounting: AccountingProvider;
  anonymous(options?: { remoteAddress?: string }): GqlClient;
  /** Creates a login account with its staff record (password PASSWORD unless told). */
  aStaffAccount(
    group: Group,
    clinicIDs?: readonly CentreRef[],
    options?: { password?: string; temporary?: boolean },
  ): Promise<StaffAccount>;
  /** Signs an account in through the real signIn mutation and answers a client carrying the cookie. */
  signedIn(account: StaffAccount, options?: { stayLoggedIn?: boolean }): Promise<StaffClient>;
  asNurse(clinicIDs: readonly CentreRef[]): Promise<StaffClient>;
  asDoctor(clinicIDs: readonly CentreRef[]): Promise<StaffClient>;
  asManager(clinicIDs?: readonly CentreRef[]): Promise<StaffClient>;
  asDirector(clinicIDs?: readonly CentreRef[]): Promise<StaffClient>;
  /**
   * The file's one signed-in client of a login type at these centres: made on first ask, the same client after
   * (an account and a sign-in less per test; docs/decisions/test-suite.md). For tests that act as that user and
   * look at what they did. A test about the user or the session itself (signing out, the password, the
   * account's own rows, the clock past the session's end) signs its own in with asNurse... or signedIn.
   */
  signedInAs(group: Group, clinicIDs?: readonly CentreRef[]): Promise<StaffClient>;
  /** Listens on a free loopback port and answers the base URL (for WebSocket tests). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app (buildApp) on a test database, with an in-memory event bus (Redis when REDIS_URL is
 * set) and a fixed clock the test moves. Pass `database` to share another app's database (a second
 * app with its own clock); the app then leaves that database open on close.
 */
export async function startTestApp(
  options: {
    database?: Database;
    start?: Date;
    redisUrl?: string;
    metricsAllow?: string;
    env?: Record<string, string>;
    wrapAccounting?: (configured: AccountingProvider) => AccountingProvider;
  } = {},
): Promise<TestApp> {
  // Files (and the generated link-signing secret) go to a temporary DATA_DIR, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    MIGRATION_DATABASE_URL: process.env.MIGRATION_DATABASE_URL,
    REDIS_URL: options.redisUrl ?? process.env.REDIS_URL,
    METRICS_ALLOW: options.metricsAllow,
    // Tests move the clock by hours to reach a later session of the day: that is not a user going idle.
    // The idle-timeout tests set it.
    SESSION_IDLE_MINUTES: '0',
    // What src/test/setup.ts set for the whole file: hashes at the test-only cost.
    PASSWORD_HASH_COST: 'test-only',
    // A test file sends many requests per account and address faster than any person; the request budget's
    // own tests (http/graphql-budget.test.ts) set it.
    REQUEST_BUDGET_PER_MINUTE: '100000',
    REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: '100000',
    // Every query runs compiled (graphql/jit-plugin.ts) from its first use: the suite proves the compiled path
    // production takes for its repeated documents, not only the interpreter it starts with.
    GRAPHQL_JIT_AFTER: '0',
    ...options.env,
  });
  const database = options.database ?? (await sharedTestDatabase());
  const clock = fixedClock(options.start ?? T0);
  const metrics = createMetrics();
  const bus = createEventBus(config.redisUrl, { metrics });
  bus.useLog(silentLog);
  const storage = createStorage(config, clock);
  const mailer = outboxMailer({ db: database.db, clock, showText: true });
  let accounting: AccountingProvider | undefined;
  const app = await buildApp({
    config,
    db: database.db,
    pubsub: bus.pubsub,
    eventBus: bus,
    pool: database.pool,
    metrics,
    clock,
    storage,
    mailer,
    wrapAccounting: (configured) => {
      accounting = options.wrapAccounting?.(configured) ?? configured;
      return accounting;
    },
  });
  await app.ready();
  // With Redis, the test gets an app whose event bus is connected (its connections open asynchronously): a
  // busy machine otherwise answered the first /healthz 'degraded'.
  if (config.redisUrl) await waitUntil(() => bus.status() === 'ok');

  const aStaffAccount: TestApp['aStaffAccount'] = async (group, clinicIDs = [], opts = {}) => {
    const account = {
      email: uniqueEmail(group.toLowerCase()),
      password: opts.password ?? PASSWORD,
      name: unique(`${group} Tester`),
      group,
      clinicIDs: ids(clinicIDs),
    };
    const accountID = await createStaffAccount(database.db, {
      ...account,
      temporary: opts.temporary ?? false,
    });
    return { accountID, ...account };
  };

  const signedIn: TestApp['signedIn'] = async (account, opts = {}) => {
    const client = new GqlClient(app) as StaffClient;
    const res = await client.request(SIGN_IN, {
      email: account.email,
      password: account.password,
      stayLoggedIn: opts.stayLoggedIn ?? false,
    });
    expect(res.errors).toBeUndefined();
    expect(client.cookie).toBeTruthy();
    client.staff = account;
    return client;
  };

  const as = async (group: Group, clinicIDs: readonly CentreRef[]) =>
    signedIn(await aStaffAccount(group, clinicIDs));

  const clients = new Map<string, Promise<StaffClient>>();
  const signedInAs: TestApp['signedInAs'] = (group, clinicIDs = []) => {
    const key = `${group} ${ids(clinicIDs)
      .sort((a, b) => a - b)
      .join(',')}`;
    let client = clients.get(key);
    if (!client) {
      client = as(group, clinicIDs);
      clients.set(key, client);
    }
    return client;
  };

  const ownsDatabase = !options.database;
  // A test builds and looks at the rows of every centre, as the server's own work does (db/scope.ts); the app
  // itself reads through the services' handle (no centre) and each request through its viewer's.
  const everyCentre = scopedDb(database.db, ALL_CENTRES);
  return {
    ...makeBuilders(everyCentre),
    app,
    database,
    db: everyCentre,
    config,
    clock,
    bus,
    storage,
    mailer,
    accounting: accounting as AccountingProvider,
    anonymous: (opts) => new GqlClient(app, opts),
    aStaffAccount,
    signedIn,
    asNurse: (clinicIDs) => as('Nurse', clinicIDs),
    asDoctor: (clinicIDs) => as('Doctor', clinicIDs),
    asManager: (clinicIDs = []) => as('ManagingNurse', clinicIDs),
    asDirector: (clinicIDs = []) => as('MedicalDirector', clinicIDs),
    signedInAs,
    listen: async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    close: async () => {
      // A test that failed half way may leave a request open (a held upload): closing must not wait for it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await bus.close();
      if (ownsDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
