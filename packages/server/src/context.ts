import type { FastifyBaseLogger } from 'fastify';
import { Access } from './access/access.ts';
import { visibleCentreIds } from './access/centre-visibility.ts';
import type { Viewer } from './access/viewer.ts';
import type { Config } from './config.ts';
import { type ReadDb, scopedDb } from './db/client.ts';
import { centresScope } from './db/scope.ts';
import type { AccountingProvider } from './platform/accounting/provider.ts';
import type { Clock } from './platform/clock.ts';
import type { Mailer } from './platform/mail/index.ts';
import type { PubSub } from './platform/pubsub.ts';
import type { SecretBox } from './platform/secret-box.ts';
import type { Storage } from './platform/storage/index.ts';

/** Long-lived services shared by every request. */
export interface AppServices {
  config: Config;
  /**
   * For reading: every write goes through withWrite (db/write.ts), which opens the transaction. The services'
   * handle reaches no centre (NO_CENTRE, db/scope.ts); a request's context holds its viewer's (viewerDb).
   */
  db: ReadDb;
  clock: Clock;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** Files (platform/storage): local disk or S3. */
  storage: Storage;
  /** E-mail (platform/mail): SMTP or the outbox. */
  mailer: Mailer;
  /** Seals and opens the accounting secrets kept in the database (platform/secret-box). */
  secrets: SecretBox;
  /** QuickBooks Online, Intuit's sandbox or the local one (platform/accounting). */
  accounting: AccountingProvider;
}

/** Sets or clears the session cookie of the current HTTP response (a no-op on WebSocket connections). */
export interface SessionCookie {
  set(token: string, options: { stayLoggedIn: boolean; expiresOn: Date }): void;
  clear(): void;
}

/** Who is calling from where. (Not named `request`: yoga puts its Fetch Request under that name.) */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The raw session token from the cookie, if any. */
  sessionToken: string | null;
  /** The Host the browser asked for: the app's own origin (accounting redirect addresses must be on it). */
  host?: string | null;
  /**
   * The session's user as the database has them now (a socket lives for hours: they may have signed out, changed
   * role or been disabled since it opened). Given by the entry points, which know the identity module; a
   * context without it (a test's) is treated as signed out by live subscriptions (access/live-access.ts).
   */
  viewerNow?: () => Promise<Viewer | null>;
}

/** What every resolver receives: the services, the request, and the access decisions bound to its user. */
export interface Context extends AppServices {
  access: Access;
  client: ClientInfo;
  sessionCookie: SessionCookie;
  /** Results a batch prepared for its aliases in one go (db/batch-transaction.ts). */
  prepared?: Map<string, unknown>;
  /**
   * The Idempotency-Key of a one-field mutation (modules/idempotency): a write that creates a row keeps it on the
   * row (a reading, a check-in, a check-out), so a repeat is recognised after the key's stored answer is gone.
   */
  writeKey?: string;
}

export function buildContext(
  services: AppServices,
  viewer: Viewer | null,
  client: ClientInfo,
  sessionCookie: SessionCookie,
): Context {
  return {
    ...services,
    db: viewerDb(services.db, viewer),
    access: new Access(viewer),
    client,
    sessionCookie,
  };
}

/**
 * The handle a signed-in user's request reads and writes through: its statements reach the rows of the centres
 * the user may see (the same list as Access.visibleClinicIds), and no other, whether or not a service remembers
 * its scoping helper (row-level security, docs/decisions/centre-scoping.md). Without a user: no centre.
 */
export function viewerDb(db: ReadDb, viewer: Viewer | null): ReadDb {
  if (!viewer) return db;
  return scopedDb(db, centresScope(visibleCentreIds(viewer, viewer.liveCentres)));
}
