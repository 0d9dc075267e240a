import type { UploadedFile } from '@dialysis/domain';
import type { FastifyRequest } from 'fastify';
import type { Access } from '../../access/access.ts';
import { audit } from '../../audit.ts';
import type { AppServices } from '../../context.ts';
import { withWrite } from '../../db/write.ts';
import { recordStoredFile } from './files.ts';
import { buildKey, safeFileName } from './keys.ts';
import { CONTENT_TYPE, type UploadPurpose } from './purposes.ts';
import { releaseUpload, reserveUpload, settleUpload, UPLOAD_QUOTA_MESSAGE } from './quota.ts';
import { isRefusal, type Refusal, receiveFile } from './receive.ts';

/** What the upload route answers: the stored file (201) or a refusal. */
export type Answer = { status: 201; file: UploadedFile } | Refusal;

const OVER_QUOTA: Refusal = { status: 429, code: 'TOO_MANY_UPLOADS', message: UPLOAD_QUOTA_MESSAGE };

/**
 * The most this request's file can hold: its Content-Length (the whole multipart body, so more than the file)
 * when the client sent one, never more than the purpose's limit. Node refuses a body longer than its declared
 * length, so the file cannot outgrow what is reserved for it.
 */
function mostBytes(request: FastifyRequest, purpose: UploadPurpose): number {
  const declared = Number(request.headers['content-length']);
  return Number.isSafeInteger(declared) && declared > 0
    ? Math.min(declared, purpose.maxBytes)
    : purpose.maxBytes;
}

/**
 * An upload of a signed-in user (the route checked the session, the purpose's action and the uploads in flight):
 * reserves its place in the quota before the body is read, streams the file to the storage's staging folder and
 * checks it (receive.ts), hands it to the storage, and records it (its stored_file row, which replaces the
 * reservation, and its audit row) in one write. A refusal or a failure at any step leaves no file, no staged
 * file and no reservation behind.
 */
export async function storeUpload(
  request: FastifyRequest,
  upload: {
    services: AppServices;
    access: Access;
    accountID: string;
    purpose: UploadPurpose;
    purposeName: string | undefined;
  },
): Promise<Answer> {
  const { services, access, accountID, purpose } = upload;
  const { storage, clock } = services;
  const limits = services.config.uploads;
  const writer = { db: services.db, access, clock };
  const maxBytes = mostBytes(request, purpose);
  const reservation = await reserveUpload(writer, accountID, maxBytes, limits);
  if (!reservation) return OVER_QUOTA;
  let recorded = false;
  try {
    const received = await receiveFile(request, purpose, { maxBytes, stagingDir: storage.stagingDir });
    if (isRefusal(received)) return received;
    const { staged, fileName, type } = received;
    const at = clock.now();
    const key = buildKey({
      folder: purpose.folder,
      prefix: purpose.prefix,
      owner: purpose.ownerInKey ? accountID : undefined,
      at,
      originalName: fileName,
    });
    const contentType = CONTENT_TYPE[type];
    const ref = await storage.putStaged(key, staged, contentType);
    const file: UploadedFile = {
      ...ref,
      contentType,
      size: staged.size,
      originalName: safeFileName(fileName),
    };
    // The file's row, which takes the reservation's place in the quota, and its audit row are stored together.
    // The bytes are in the storage already: they are removed again when the write fails or the quota refuses.
    try {
      recorded = await withWrite(writer, async (w) => {
        if (!(await settleUpload(w, reservation, accountID, file.size, clock.now(), limits))) return false;
        await recordStoredFile(w, ref, { ...file, uploadedBy: accountID, at });
        await audit(w, {
          action: 'file.upload',
          entity: 'storedFile',
          entityID: key,
          detail: { purpose: upload.purposeName, contentType, size: file.size },
        });
        return true;
      });
    } finally {
      if (!recorded) await storage.delete(key).catch(() => undefined);
    }
    return recorded ? { status: 201, file } : OVER_QUOTA;
  } finally {
    // A refused or failed upload gives its place back (a crash's reservation expires: quota.ts).
    if (!recorded) {
      await releaseUpload(writer, reservation).catch((error: unknown) => {
        request.log.warn({ err: error }, 'upload reservation not released: it expires by itself');
      });
    }
  }
}
