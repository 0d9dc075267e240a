import { createHash, randomBytes } from 'node:crypto';
import { loginType } from '@dialysis/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CentreRow } from '../../access/centre-visibility.ts';
import type { Viewer } from '../../access/viewer.ts';
import { type Db, databaseOfHandle, type ReadDb } from '../../db/client.ts';
import { isZero, preparedPerDb } from '../../db/prepared.ts';
import { clinic, loginAccount, loginSession, staff } from '../../db/schema.ts';
import { systemWriter, withWrite } from '../../db/write.ts';
import { type KeptSession, sessionCacheOf } from './session-cache.ts';

export const SESSION_HOURS = 12;
export const STAY_LOGGED_IN_DAYS = 14;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(now: Date, stayLoggedIn: boolean): Date {
  const ms = stayLoggedIn ? STAY_LOGGED_IN_DAYS * 24 * 3_600_000 : SESSION_HOURS * 3_600_000;
  return new Date(now.getTime() + ms);
}

/** Opens a session for an account: answers the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  input: {
    accountID: string;
    stayLoggedIn: boolean;
    now: Date;
    ip: string;
    userAgent: string | null;
    /** config.sessionIdleMs; it applies only without Stay logged in (0: no idle timeout). */
    idleMs: number;
  },
): Promise<{ token: string; expiresOn: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresOn = sessionExpiry(input.now, input.stayLoggedIn);
  await db.insert(loginSession).values({
    tokenHash: hashToken(token),
    accountID: input.accountID,
    stayLoggedIn: input.stayLoggedIn,
    createdOn: input.now,
    expiresOn,
    lastSeenOn: input.now,
    // Kept per session: a change of SESSION_IDLE_MINUTES applies to sessions opened after it.
    idleMinutes:
      input.stayLoggedIn || input.idleMs <= 0 ? null : Math.max(1, Math.round(input.idleMs / 60_000)),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresOn };
}

/**
 * Every request's session look-up, prepared once (db/prepared.ts): a named statement on a server. Kept between
 * requests only while every change to what it answers is heard (session-cache.ts), so a sign-out, a disabled
 * account or a changed role still takes effect on the next request of any instance.
 */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({
      accountID: loginAccount.id,
      email: loginAccount.email,
      groups: loginAccount.groups,
      name: staff.name,
      clinicIDs: staff.clinicIDs,
      expiresOn: loginSession.expiresOn,
      lastSeenOn: loginSession.lastSeenOn,
      idleMinutes: loginSession.idleMinutes,
      // The live centres for the access module, in the same round trip (access/viewer.ts liveCentres).
      liveCentres: sql<CentreRow[]>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'status', c.status) order by c.id), '[]'::json)
        from ${clinic} c where c.deleted = 0
      )`,
    })
    .from(loginSession)
    .innerJoin(loginAccount, eq(loginAccount.id, loginSession.accountID))
    .innerJoin(staff, eq(staff.accountID, loginAccount.id))
    .where(
      and(
        eq(loginSession.tokenHash, sql.placeholder('tokenHash')),
        gt(loginSession.expiresOn, sql.placeholder('now')),
        sql`${loginAccount.enabled}`,
        isZero(loginAccount.deleted),
        isZero(staff.deleted),
      ),
    )
    .limit(1)
    .prepare('session_viewer'),
);

// The last-seen time is written at most this often per session: not one write per request.
const TOUCH_EVERY_MS = 60_000;

/**
 * The staff member behind a session token, or null when the session is unknown, expired or idle for longer
 * than its idle timeout, or its account has since been disabled, deleted or taken out of every allowed
 * group. A request counts as activity (`touch`, the default); a live socket's checks and events do not, so
 * a screen left open with live updates still times out on a shared ward computer.
 *
 * A look-up kept from an earlier request (session-cache.ts) answers when it still lets the request through as it
 * is; anything else (expired, idle, the minute's last-seen write due) reads the database, as every request did.
 */
export async function viewerForToken(
  db: ReadDb,
  token: string,
  now: Date,
  options: { touch?: boolean } = {},
): Promise<Viewer | null> {
  const tokenHash = hashToken(token);
  const touch = options.touch ?? true;
  const cache = sessionCacheOf(databaseOfHandle(db)?.identityChanges);
  const kept = cache?.read(tokenHash, now);
  if (kept && stillLetsThrough(kept, now, touch)) return kept.viewer;
  const generation = cache?.generation ?? 0;
  const [row] = await sessionLookup(db).execute({ tokenHash, now });
  if (!row) return null;
  if (isIdle(row, now)) {
    await withWrite(
      systemWriter(db, () => now),
      (w) => endSession(w.db, tokenHash),
    );
    return null;
  }
  const group = loginType(row.groups);
  if (!group) return null;
  let lastSeenOn = row.lastSeenOn;
  if (touch && now.getTime() - row.lastSeenOn.getTime() >= TOUCH_EVERY_MS) {
    await withWrite(
      systemWriter(db, () => now),
      (w) => w.db.update(loginSession).set({ lastSeenOn: now }).where(eq(loginSession.tokenHash, tokenHash)),
    );
    lastSeenOn = now;
  }
  const viewer: Viewer = {
    accountID: row.accountID,
    email: row.email,
    name: row.name,
    group,
    clinicIDs: cache ? (Object.freeze(row.clinicIDs) as number[]) : row.clinicIDs,
    sessionHash: tokenHash,
    liveCentres: cache ? cache.sharedCentres(row.liveCentres) : row.liveCentres,
  };
  cache?.keep(
    tokenHash,
    {
      accountID: row.accountID,
      expiresOn: row.expiresOn,
      lastSeenOn,
      idleMinutes: row.idleMinutes,
      viewer: Object.freeze(viewer),
    },
    now,
    generation,
  );
  return viewer;
}

function isIdle(session: { idleMinutes: number | null; lastSeenOn: Date }, now: Date): boolean {
  return (
    session.idleMinutes !== null &&
    now.getTime() - session.lastSeenOn.getTime() >= session.idleMinutes * 60_000
  );
}

/** A kept look-up answers only what the database would answer now without a write: not expired, not idle, no touch due. */
function stillLetsThrough(kept: KeptSession, now: Date, touch: boolean): boolean {
  if (now.getTime() >= kept.expiresOn.getTime() || isIdle(kept, now)) return false;
  return !(touch && now.getTime() - kept.lastSeenOn.getTime() >= TOUCH_EVERY_MS);
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(loginSession).where(eq(loginSession.tokenHash, tokenHash));
}

/** Ends every session of an account (password reset, account disabled or deleted). */
export async function endAllSessions(db: Db, accountID: string): Promise<void> {
  await db.delete(loginSession).where(eq(loginSession.accountID, accountID));
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(loginSession).where(lt(loginSession.expiresOn, now));
}
