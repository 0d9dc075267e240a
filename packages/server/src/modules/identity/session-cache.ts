import type { CentreRow } from '../../access/centre-visibility.ts';
import type { Viewer } from '../../access/viewer.ts';
import type { IdentityChanges } from '../../db/identity-changes.ts';

/** What the session look-up answered (sessions.ts), and the viewer made of it once. */
export interface KeptSession {
  accountID: string;
  expiresOn: Date;
  lastSeenOn: Date;
  idleMinutes: number | null;
  viewer: Viewer;
}

/** How long a kept look-up may answer, at most: a bound on a change the triggers could not see. */
export const KEEP_MS = 60_000;
const MAX_SESSIONS = 10_000;

/**
 * The session look-ups of recent requests, kept so that a nurse's next request does not read her session again
 * (issue 32: one round trip of the seven a request made). Correct because every change that could alter an
 * answer is heard (db/identity-changes.ts, migration 0029: a sign-out, an account disabled, deleted, re-roled or
 * given a new password, a staff member's centres, a centre added, closed or deleted) and forgets what it
 * touches, in this process before its writer goes on and on other instances as soon as the notification
 * arrives; and nothing is kept while the listener is not connected. A kept look-up only lets a request through:
 * whatever would refuse, end or touch the session (expiry, idle time, the minute's last-seen write) reads the
 * database as before (sessions.ts viewerForToken).
 */
export class SessionCache {
  readonly #sessions = new Map<string, { kept: KeptSession; at: number }>();
  /** The live centres of the last look-up: one array for every kept viewer while the centres do not change. */
  #centres: readonly CentreRow[] = [];

  constructor(readonly changes: IdentityChanges) {
    changes.subscribe((change) => this.#forget(change));
  }

  /** The generation to hand back to `keep` with the look-up about to run. */
  get generation(): number {
    return this.changes.generation;
  }

  /** The kept look-up of a session, while the changes are heard and it is recent. */
  read(tokenHash: string, now: Date): KeptSession | undefined {
    if (!this.changes.listening) return undefined;
    const entry = this.#sessions.get(tokenHash);
    if (!entry) return undefined;
    const age = now.getTime() - entry.at;
    if (age < 0 || age >= KEEP_MS) {
      this.#sessions.delete(tokenHash);
      return undefined;
    }
    return entry.kept;
  }

  /**
   * Keeps a look-up made at `generation` (read before it ran): not when a change was heard meanwhile, which may
   * have come after the database answered.
   */
  keep(tokenHash: string, kept: KeptSession, now: Date, generation: number): void {
    if (!this.changes.listening || generation !== this.changes.generation) return;
    if (this.#sessions.size >= MAX_SESSIONS && !this.#sessions.has(tokenHash)) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined) this.#sessions.delete(oldest);
    }
    this.#sessions.delete(tokenHash); // re-inserted last: the oldest go first
    this.#sessions.set(tokenHash, { kept, at: now.getTime() });
  }

  /** The same centres as the last kept look-up's are shared, not kept once per session. */
  sharedCentres(centres: readonly CentreRow[]): readonly CentreRow[] {
    const last = this.#centres;
    const same =
      last.length === centres.length &&
      centres.every((c, i) => c.id === last[i]?.id && c.status === last[i]?.status);
    if (same) return last;
    this.#centres = Object.freeze(centres.map((c) => Object.freeze({ ...c })));
    return this.#centres;
  }

  /** Forgets what a change touched: 's:<token hash>', 'a:<account id>', or anything else: everything. */
  #forget(change: string): void {
    if (change.startsWith('s:')) {
      this.#sessions.delete(change.slice(2));
    } else if (change.startsWith('a:')) {
      const accountID = change.slice(2);
      for (const [hash, entry] of this.#sessions) {
        if (entry.kept.accountID === accountID) this.#sessions.delete(hash);
      }
    } else {
      this.#sessions.clear();
      this.#centres = [];
    }
  }
}

const caches = new WeakMap<IdentityChanges, SessionCache>();

/** The one cache of a database's change feed. */
export function sessionCacheOf(changes: IdentityChanges | undefined): SessionCache | undefined {
  if (!changes) return undefined;
  let cache = caches.get(changes);
  if (!cache) {
    cache = new SessionCache(changes);
    caches.set(changes, cache);
  }
  return cache;
}
