import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKey } from '../../db/schema.ts';
import type { WriteTx } from '../../db/write.ts';

/** The request header a client names its write with (the IETF draft's name). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key answers at least (the issue: 24 hours), and when the clean-up job removes it. */
export const KEEP_AT_LEAST_MS = 24 * 3_600_000;
export const REMOVE_AFTER_MS = 2 * KEEP_AT_LEAST_MS;

/** A client-made key: a UUID or any 8 to 100 letters, digits, '-' and '_' (nothing to escape, nothing huge). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** JSON with object keys sorted, so the same variables give the same fingerprint in any order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What was asked: the operation's text and its variables. A key reused for another request is refused. */
export function fingerprintOf(query: string, variables: unknown): string {
  return createHash('sha256')
    .update(query)
    .update('\n')
    .update(stableJson(variables ?? {}))
    .digest('hex');
}

export type Claim = { kind: 'new' } | { kind: 'repeat'; response: unknown } | { kind: 'mismatch' };

/**
 * Claims the key in the write's transaction. The primary key makes a second transaction with the same key
 * wait (on any instance: the row lock is PostgreSQL's) until the first commits or rolls back: then it either
 * finds the stored answer, or, the first having failed, claims the key itself. So a write is made once.
 */
export async function claimKey(
  tx: WriteTx,
  accountID: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<Claim> {
  const inserted = await tx.db
    .insert(idempotencyKey)
    .values({ accountID, key, fingerprint, response: {}, createdOn: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [stored] = await tx.db
    .select({ fingerprint: idempotencyKey.fingerprint, response: idempotencyKey.response })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.accountID, accountID), eq(idempotencyKey.key, key)));
  // Removed between the two statements (the clean-up job, after 48 hours): treat as a mismatch, never rewrite.
  if (!stored || stored.fingerprint !== fingerprint) return { kind: 'mismatch' };
  return { kind: 'repeat', response: stored.response };
}

/** Keeps the first answer with the claimed key (same transaction as the write). */
export async function storeAnswer(tx: WriteTx, accountID: string, key: string, response: unknown) {
  await tx.db
    .update(idempotencyKey)
    .set({ response })
    .where(and(eq(idempotencyKey.accountID, accountID), eq(idempotencyKey.key, key)));
}

/** Removes keys older than REMOVE_AFTER_MS (the clean-up job). */
export async function removeOldKeys(tx: WriteTx, now: Date) {
  await tx.db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdOn, new Date(now.getTime() - REMOVE_AFTER_MS)));
}
