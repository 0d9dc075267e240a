import { type RouteError, type UploadedFile, type UploadPurposeName, uploadPath } from '@dialysis/domain';
import { ApiError } from './errors.ts';
import { reportUnauthenticated } from './session-events.ts';

/**
 * POST one file to /files?purpose=.. with the session cookie; answers the server's UploadedFile (the domain's
 * type, which the route sends). Refusals (wrong type, too large, no session) throw ApiError with the
 * RouteError's code and message, like a GraphQL call; UNAUTHENTICATED is reported to the auth provider.
 */
export async function uploadFile(purpose: UploadPurposeName, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(uploadPath(purpose), {
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
  // Checked as it is read: a proxy in between may answer something else than the server's RouteError.
  const error = (answer as Partial<RouteError> | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'INTERNAL';
  if (code === 'UNAUTHENTICATED') reportUnauthenticated();
  throw new ApiError(code, typeof error?.message === 'string' ? error.message : 'Unexpected error.');
}
