import type { FastifyRequest } from 'fastify';
import { acceptedType, type FileType, tooLargeMessage, type UploadPurpose } from './purposes.ts';
import { discardStaged, type StagedFile, StagingRefused, stageUpload } from './staging.ts';

/** A refusal of the upload route, as it answers it (route-answers.ts `refuse`). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface ReceivedFile {
  staged: StagedFile;
  fileName: string;
  type: FileType;
}

const ONLY_ONE: Refusal = { status: 400, code: 'BAD_USER_INPUT', message: 'Only one file can be uploaded.' };
const NO_FILE: Refusal = { status: 400, code: 'BAD_USER_INPUT', message: 'A file is required.' };

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * The one file of a multipart upload, streamed to the storage's staging folder (staging.ts) as it arrives:
 * refused when it is missing or empty, when there are two, when its first bytes, declared type and name do
 * not make a type of the purpose, and past `maxBytes` (the purpose's limit, or less: what the quota reserved).
 * A refused upload leaves no staged file.
 */
export async function receiveFile(
  request: FastifyRequest,
  purpose: UploadPurpose,
  options: { maxBytes: number; stagingDir: string },
): Promise<ReceivedFile | Refusal> {
  const tooLarge: Refusal = { status: 413, code: 'BAD_USER_INPUT', message: tooLargeMessage(purpose) };
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: purpose.maxBytes } })) {
      if (part.type !== 'file') continue;
      if (file) {
        await discardStaged(file.staged);
        return ONLY_ONE;
      }
      const found: { type: FileType | null } = { type: null };
      const staged = await stageUpload(options.stagingDir, part.file, {
        maxBytes: options.maxBytes,
        accept: (head) => {
          found.type = acceptedType(purpose, {
            declaredType: part.mimetype,
            fileName: part.filename,
            bytes: head,
          });
          return found.type !== null;
        },
      });
      // The parser stops a file at the purpose's limit and marks it truncated.
      if (part.file.truncated) {
        await discardStaged(staged);
        return tooLarge;
      }
      if (staged.size === 0) {
        await discardStaged(staged);
        return NO_FILE;
      }
      if (!found.type) throw new Error('a staged upload without its type');
      file = { staged, fileName: part.filename, type: found.type };
    }
  } catch (error) {
    await discardStaged(file?.staged ?? null);
    if (error instanceof StagingRefused) {
      if (error.reason === 'too-large') return tooLarge;
      return { status: 400, code: 'BAD_USER_INPUT', message: purpose.invalidTypeMessage };
    }
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
    if (code === 'FST_FILES_LIMIT') return ONLY_ONE;
    // A malformed body, or a client that went away in the middle (the answer then reaches nobody).
    if (code?.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      return { status: 400, code: 'BAD_USER_INPUT', message: 'Invalid upload.' };
    }
    throw error;
  }
  return file ?? NO_FILE;
}

export function isRefusal(value: ReceivedFile | Refusal): value is Refusal {
  return 'status' in value;
}
