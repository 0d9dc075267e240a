import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailure, signInLock } from '../../db/schema.ts';
import { appError, MESSAGES } from '../../errors.ts';
import { lockCounters, releaseAttempt, reserveAttempt } from './attempts.ts';

/**
 * Sign-in throttling, kept in the database so that it holds across instances. After 5 failures for one
 * account within 15 minutes that account is refused for 15 minutes; after 20 failures from one address
 * within 15 minutes (spraying many accounts) that address is refused for 15 minutes. Each attempt is counted
 * before its password is checked (beginSignInAttempt), so parallel guesses cannot get past the limits.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** One counted sign-in (or current-password) attempt: its slots, given back if the password was right. */
export interface SignInAttempt {
  email: string;
  ip: string;
  slotIDs: number[];
}

/**
 * Counts the attempt against the account and the address before the password is verified, or refuses it
 * (locked, or as many attempts in the window as the limit: those still being checked count too). So N
 * parallel guesses get at most 5 checks per account and 20 per address.
 */
export async function beginSignInAttempt(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<SignInAttempt> {
  const slotIDs = await reserveAttempt(
    db,
    [
      { key: accountKey(email), limit: THROTTLE.perAccount },
      { key: addressKey(ip), limit: THROTTLE.perAddress },
    ],
    THROTTLE.windowMs,
    now,
  );
  if (!slotIDs) throw appError('TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
  return { email, ip, slotIDs };
}

async function lockIfFull(db: Db, key: string, limit: number, now: Date): Promise<void> {
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

/** A wrong password: the attempt stays counted, and a full window locks the account or address. */
export async function signInAttemptFailed(db: Db, attempt: SignInAttempt, now: Date): Promise<void> {
  // Given a write's db: the counters stay held until it commits, with the lock and the cleared failures.
  await lockCounters(db, [accountKey(attempt.email), addressKey(attempt.ip)]);
  await lockIfFull(db, accountKey(attempt.email), THROTTLE.perAccount, now);
  await lockIfFull(db, addressKey(attempt.ip), THROTTLE.perAddress, now);
}

/** A right password forgets the account's earlier failures, and this attempt's count at the address. */
export async function signInAttemptSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await releaseAttempt(db, attempt.slotIDs);
  await db.delete(signInFailure).where(eq(signInFailure.key, accountKey(attempt.email)));
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
