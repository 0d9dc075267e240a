import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailure } from '../../db/schema.ts';

/**
 * Password-recovery rate limits, kept in the sign-in throttle's event table (sign_in_failure) under their
 * own key prefixes, so that they hold across instances like the sign-in throttle. The window is the sign-in
 * throttle's 15 minutes (the identity clean-up job removes events too old to count).
 */
export const RECOVERY_LIMITS = {
  windowMs: 15 * 60_000,
  /** Codes e-mailed to one account per window. */
  requestsPerAccount: 3,
  /** forgotPassword calls from one address per window, whatever the e-mail (unknown ones included). */
  requestsPerAddress: 20,
  /** Wrong codes submitted from one address per window, over all accounts. */
  failedSubmitsPerAddress: 20,
} as const;

export const recoveryKeys = {
  requestByAccount: (accountID: string) => `reset-request:account:${accountID}`,
  requestByAddress: (ip: string) => `reset-request:ip:${ip}`,
  failedSubmitByAddress: (ip: string) => `reset-submit:ip:${ip}`,
};

async function recent(db: Db, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECOVERY_LIMITS.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.key, key), gt(signInFailure.at, since)));
  return row?.n ?? 0;
}

/** True when `key` has fewer than `limit` events in the window. */
export async function underLimit(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  return (await recent(db, key, now)) < limit;
}

export async function recordEvent(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(signInFailure).values({ key, at: now });
}

/** Counts one event and answers whether it was still within the limit (the event is recorded only then). */
export async function take(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  if (!(await underLimit(db, key, limit, now))) return false;
  await recordEvent(db, key, now);
  return true;
}
