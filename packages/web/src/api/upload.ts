import { ApiError } from './errors.ts';
import { reportUnauthenticated } from './session-events.ts';

/** Upload purposes of the server's storage interface (packages/server/src/platform/storage/purposes.ts). */
export type UploadPurpose = 'profilePicture' | 'machineAuditDocument' | 'patientPicture' | 'patientDocument';

/** What the server answers for a stored file: record these on the entity that uses it. */
export interface UploadedFile {
  key: string;
  bucket: string;
  region: string | null;
  contentType: string;
  size: number;
  originalName: string;
}

/**
 * POST one file to /files?purpose=.. with the session cookie. Refusals (wrong type, too large, no session)
 * throw ApiError with the server's code and message, like a GraphQL call; UNAUTHENTICATED is reported to
 * the auth provider.
 */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/files?purpose=${encodeURIComponent(purpose)}`, {
      method: 'POST',
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError('NETWORK', 'Network error.');
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError('INTERNAL', `Unexpected response (${response.status}).`);
  }
  if (response.status === 201) return answer as UploadedFile;
  const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'INTERNAL';
  if (code === 'UNAUTHENTICATED') reportUnauthenticated();
  throw new ApiError(code, typeof error?.message === 'string' ? error.message : 'Unexpected error.');
}
