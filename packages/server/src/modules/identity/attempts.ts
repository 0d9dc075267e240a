import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailure, signInLock } from '../../db/schema.ts';

/** One counter an attempt must fit under: at most `limit` events under `key` within the window. */
export interface Slot {
  key: string;
  limit: number;
}

// The first half of the two-part advisory lock key: keeps these locks apart from any other use.
const LOCK_SPACE = 7301;

/**
 * Counts one attempt under every key before the attempt is checked (password, e-mail code), or refuses it.
 * The count and the insert happen under a per-key advisory lock in one transaction, so N parallel attempts
 * cannot all read "under the limit" before any of them is recorded: at most `limit` of them get a slot.
 * A key with an unexpired sign-in lock refuses too. Answers the recorded events' ids (to give a slot back
 * on success), or null when any key is full or locked (then nothing is recorded).
 */
export async function reserveAttempt(
  db: Db,
  slots: readonly Slot[],
  windowMs: number,
  now: Date,
): Promise<number[] | null> {
  const ordered = [...slots].sort((a, b) => a.key.localeCompare(b.key));
  const since = new Date(now.getTime() - windowMs);
  return db.transaction(async (tx) => {
    await lockCounters(
      tx,
      ordered.map((slot) => slot.key),
    );
    for (const slot of ordered) {
      const [lock] = await tx.select().from(signInLock).where(eq(signInLock.key, slot.key)).limit(1);
      if (lock && lock.lockedUntil > now) return null;
      const [row] = await tx
        .select({ n: count() })
        .from(signInFailure)
        .where(and(eq(signInFailure.key, slot.key), gt(signInFailure.at, since)));
      if ((row?.n ?? 0) >= slot.limit) return null;
    }
    const rows = await tx
      .insert(signInFailure)
      .values(ordered.map((slot) => ({ key: slot.key, at: now })))
      .returning({ id: signInFailure.id });
    return rows.map((r) => r.id);
  });
}

/**
 * Holds the counters of `keys` until the transaction ends: a reservation and a failure that locks a full key
 * (throttle.ts) take the same locks, so no reservation can read "not locked" before a failure's lock is stored
 * and then count the failures that lock has just cleared. Always in the same order, so that two attempts
 * sharing two keys cannot deadlock.
 */
export async function lockCounters(db: Pick<Db, 'execute'>, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort((a, b) => a.localeCompare(b))) {
    await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
  }
}

/** Gives back slots taken by reserveAttempt (an attempt that succeeded must not count as a failure). */
export async function releaseAttempt(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInFailure).where(inArray(signInFailure.id, [...ids]));
}
