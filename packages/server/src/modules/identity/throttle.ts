import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailure, signInLock } from '../../db/schema.ts';
import { appError, MESSAGES } from '../../errors.ts';

/**
 * Sign-in throttling, kept in the database so that it holds across instances. After 5 failures for one
 * account within 15 minutes that account is refused for 15 minutes; after 20 failures from one address
 * within 15 minutes (spraying many accounts) that address is refused for 15 minutes.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

export async function assertNotThrottled(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const keys = [accountKey(email), addressKey(ip)];
  for (const key of keys) {
    const [lock] = await db.select().from(signInLock).where(eq(signInLock.key, key)).limit(1);
    if (lock && lock.lockedUntil > now) throw appError('TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
  }
}

async function recordFailureFor(db: Db, key: string, limit: number, now: Date): Promise<void> {
  await db.insert(signInFailure).values({ key, at: now });
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.key, key), gt(signInFailure.at, since)));
  if ((row?.n ?? 0) >= limit) {
    const lockedUntil = new Date(now.getTime() + THROTTLE.lockMs);
    await db
      .insert(signInLock)
      .values({ key, lockedUntil })
      .onConflictDoUpdate({ target: signInLock.key, set: { lockedUntil } });
    // The lock now carries the refusal; old failures must not re-lock the account once it ends.
    await db.delete(signInFailure).where(eq(signInFailure.key, key));
  }
}

export async function recordFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await recordFailureFor(db, accountKey(email), THROTTLE.perAccount, now);
  await recordFailureFor(db, addressKey(ip), THROTTLE.perAddress, now);
}

/** A successful sign-in forgets the account's earlier failures (not the address's). */
export async function recordSuccess(db: Db, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.key, accountKey(email)));
}

/**
 * Forgets events and locks too old to count any more. Run by the identity clean-up job, not on sign-in:
 * a sweep of every key does not belong on the hot path of one user's request.
 */
export async function purgeThrottleHistory(db: Db, now: Date): Promise<void> {
  const horizon = new Date(now.getTime() - 2 * Math.max(THROTTLE.windowMs, THROTTLE.lockMs));
  await db.delete(signInFailure).where(lt(signInFailure.at, horizon));
  await db.delete(signInLock).where(lt(signInLock.lockedUntil, now));
}

/**
 * Lifts an account's sign-in lock and forgets its failures: after a manager's reset or a verified
 * forgot-password code the owner has proved themselves, and must not stay locked out by a guesser's tries.
 * The address locks stay.
 */
export async function clearAccountLock(db: Db, email: string): Promise<void> {
  const key = accountKey(email);
  await db.delete(signInLock).where(eq(signInLock.key, key));
  await db.delete(signInFailure).where(eq(signInFailure.key, key));
}
