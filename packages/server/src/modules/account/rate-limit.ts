import type { Db } from '../../db/client.ts';
import { reserveAttempt } from '../identity/attempts.ts';

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

/**
 * Counts one event and answers whether it was still within the limit (the event is recorded only then).
 * Atomic (reserveAttempt), so parallel requests cannot all pass: 20 at once with a limit of 3 send 3 codes.
 * Given a write's db (withWrite) of its own: the count stays when the request then fails.
 */
export async function take(db: Db, key: string, limit: number, now: Date): Promise<number[] | null> {
  return reserveAttempt(db, [{ key, limit }], RECOVERY_LIMITS.windowMs, now);
}
