import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import { storedFile } from '../../db/schema.ts';

/**
 * Uploads per user in a rolling day: enough for a busy shift (pictures, audit documents, referral letters),
 * too few to fill the disk. Counted from stored_file, so every instance agrees without shared memory.
 */
export const UPLOAD_QUOTA = { files: 100, bytes: 300 * 1024 * 1024, windowMs: 24 * 3_600_000 } as const;

export const UPLOAD_QUOTA_MESSAGE = 'Upload limit reached for today. Please try again tomorrow.';

/** True when one more upload of `size` bytes stays inside the user's quota. */
export async function withinUploadQuota(
  db: ReadDb,
  accountID: string,
  size: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - UPLOAD_QUOTA.windowMs);
  const [row] = await db
    .select({ files: count(), bytes: sum(storedFile.size) })
    .from(storedFile)
    .where(and(eq(storedFile.uploadedBy, accountID), gte(storedFile.createdOn, since)));
  const files = Number(row?.files ?? 0);
  const bytes = Number(row?.bytes ?? 0);
  return files + 1 <= UPLOAD_QUOTA.files && bytes + size <= UPLOAD_QUOTA.bytes;
}
