import type { UploadPurposeName } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { storedFile } from '../../db/schema.ts';
import type { WriteTx } from '../../db/write.ts';
import { UPLOAD_PURPOSES } from './purposes.ts';
import type { StoredRef } from './storage.ts';

export type StoredFileRow = typeof storedFile.$inferSelect;

/** Records an upload's metadata (the bytes are in the storage). */
export async function recordStoredFile(
  w: WriteTx,
  ref: StoredRef,
  meta: { contentType: string; size: number; originalName: string; uploadedBy: string; at: Date },
): Promise<StoredFileRow> {
  const [row] = await w.db
    .insert(storedFile)
    .values({
      key: ref.key,
      bucket: ref.bucket,
      region: ref.region,
      contentType: meta.contentType,
      size: meta.size,
      originalName: meta.originalName.slice(0, 255),
      uploadedBy: meta.uploadedBy,
      createdOn: meta.at,
    })
    .returning();
  if (!row) throw new Error('stored_file not recorded');
  return row;
}

export async function findStoredFile(db: ReadDb, key: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.key, key)).limit(1);
  return row ?? null;
}

/**
 * For a mutation that attaches an uploaded file to a record (a profile picture, an audit document): the
 * file under `key`, if it was uploaded for `purpose` by the signed-in user, else null. Attach only what
 * this answers, so nobody can point a record at somebody else's file.
 */
export async function ownUpload(
  ctx: Pick<Context, 'db' | 'access'>,
  key: string,
  purpose: UploadPurposeName,
): Promise<StoredFileRow | null> {
  const viewer = ctx.access.user();
  if (!key.startsWith(`${UPLOAD_PURPOSES[purpose].folder}/`)) return null;
  const [row] = await ctx.db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.key, key), eq(storedFile.uploadedBy, viewer.accountID)))
    .limit(1);
  return row ?? null;
}

/**
 * A time-limited link to a stored file, for a resolver to hand out AFTER its own access check on the
 * record that references the file. Null for no key.
 */
export async function fileLink(
  ctx: Pick<Context, 'storage'>,
  key: string | null | undefined,
  expiresInSeconds?: number,
): Promise<string | null> {
  if (!key) return null;
  return ctx.storage.signedUrl(key, { expiresInSeconds });
}
