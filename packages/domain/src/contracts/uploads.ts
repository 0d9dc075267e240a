/**
 * The upload route, POST /files?purpose=<name> with one multipart file (the server's
 * platform/storage/routes.ts; its checks per purpose in platform/storage/purposes.ts). A refusal answers a
 * RouteError (route-answers.ts).
 */

/** Where files are posted, and where the signed links of the local disk point. */
export const FILES_PATH = '/files';

/** The kinds of upload the server accepts; each has its types, size limit and action on the server. */
export type UploadPurposeName =
  | 'profilePicture'
  | 'machineAuditDocument'
  | 'patientPicture'
  | 'patientDocument';

/** The address a file of that purpose is posted to. */
export function uploadPath(purpose: UploadPurposeName): string {
  return `${FILES_PATH}?purpose=${encodeURIComponent(purpose)}`;
}

/** The 201 answer for a stored file: the record that uses it keeps key, bucket and region. */
export interface UploadedFile {
  key: string;
  bucket: string;
  region: string | null;
  contentType: string;
  size: number;
  originalName: string;
}
