import { and, count, eq, gt, gte, lte, sql, sum } from 'drizzle-orm';
import type { UploadLimits } from '../../config.ts';
import { storedFile, uploadReservation } from '../../db/schema.ts';
import { type WritableContext, type WriteTx, withWrite } from '../../db/write.ts';

/**
 * Uploads per user in a rolling day: by default 100 files and 300 MB (UPLOAD_FILES_PER_DAY, UPLOAD_MB_PER_DAY),
 * enough for a busy shift (pictures, audit documents, referral letters), too few to fill the disk. Counted in
 * the database (stored_file and upload_reservation), so every instance agrees without shared memory.
 *
 * An upload takes its place before its body is read (`reserveUpload`): under a lock of the uploader, the day's
 * files and the reservations still in flight are counted, and a reservation for the most the upload may hold
 * is added in the same transaction, so parallel uploads can never pass the quota together. The write that
 * records the file replaces the reservation by the stored_file row of the real size (`settleUpload`); a failed
 * upload deletes it (`releaseUpload`); one a crash left stops counting when it expires.
 */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 3_600_000;

/** Long enough for the largest upload (20 MB) over a slow line; a crash's reservation holds no longer. */
export const RESERVATION_MS = 15 * 60_000;

export const UPLOAD_QUOTA_MESSAGE = 'Upload limit reached for today. Please try again tomorrow.';

type Limits = Pick<UploadLimits, 'filesPerDay' | 'bytesPerDay'>;

/**
 * Serialises the quota decisions of one uploader across connections and instances, until the transaction ends
 * (other uploaders are not held up).
 */
async function lockUploader(w: WriteTx, accountID: string): Promise<void> {
  await w.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${accountID}`}, 0))`);
}

/** True when one more file of `bytes` fits: the day's stored files and the live reservations count. */
async function fits(w: WriteTx, accountID: string, bytes: number, now: Date, limits: Limits) {
  const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS);
  const [stored] = await w.db
    .select({ files: count(), bytes: sum(storedFile.size) })
    .from(storedFile)
    .where(and(eq(storedFile.uploadedBy, accountID), gte(storedFile.createdOn, since)));
  const [held] = await w.db
    .select({ files: count(), bytes: sum(uploadReservation.bytes) })
    .from(uploadReservation)
    .where(and(eq(uploadReservation.accountID, accountID), gt(uploadReservation.expiresAt, now)));
  const files = Number(stored?.files ?? 0) + Number(held?.files ?? 0);
  const taken = Number(stored?.bytes ?? 0) + Number(held?.bytes ?? 0);
  return files + 1 <= limits.filesPerDay && taken + bytes <= limits.bytesPerDay;
}

/**
 * Reserves one file of at most `bytes` in the uploader's quota: the reservation's id, or null when it does not
 * fit. The uploader's expired reservations are deleted on the way.
 */
export async function reserveUpload(
  ctx: WritableContext,
  accountID: string,
  bytes: number,
  limits: Limits,
): Promise<string | null> {
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    await lockUploader(w, accountID);
    await w.db
      .delete(uploadReservation)
      .where(and(eq(uploadReservation.accountID, accountID), lte(uploadReservation.expiresAt, now)));
    if (!(await fits(w, accountID, bytes, now, limits))) return null;
    const [row] = await w.db
      .insert(uploadReservation)
      .values({
        accountID,
        bytes,
        createdOn: now,
        expiresAt: new Date(now.getTime() + RESERVATION_MS),
      })
      .returning({ id: uploadReservation.id });
    return row?.id ?? null;
  });
}

/**
 * In the write that records the file (its stored_file row, `bytes` long): ends the reservation. True when the
 * file keeps its place; a reservation that expired during a very slow upload is gone, and the file then has to
 * fit in what is left now, as a new upload would.
 */
export async function settleUpload(
  w: WriteTx,
  reservationID: string,
  accountID: string,
  bytes: number,
  now: Date,
  limits: Limits,
): Promise<boolean> {
  await lockUploader(w, accountID);
  const [ended] = await w.db
    .delete(uploadReservation)
    .where(eq(uploadReservation.id, reservationID))
    .returning({ expiresAt: uploadReservation.expiresAt });
  if (ended && ended.expiresAt > now) return true;
  return fits(w, accountID, bytes, now, limits);
}

/** A failed or refused upload gives its place back. */
export async function releaseUpload(ctx: WritableContext, reservationID: string): Promise<void> {
  await withWrite(ctx, (w) => w.db.delete(uploadReservation).where(eq(uploadReservation.id, reservationID)));
}

/** Reservations that expired (a crash in the middle of uploads): removed by the unattached-uploads job. */
export async function deleteExpiredReservations(w: WriteTx, now: Date): Promise<void> {
  await w.db.delete(uploadReservation).where(lte(uploadReservation.expiresAt, now));
}
