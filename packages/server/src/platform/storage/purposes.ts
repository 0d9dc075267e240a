import type { UploadPurposeName } from '@dialysis/domain';
import type { Action } from '../../access/policy.ts';

/**
 * What may be uploaded, per purpose: the accepted file types, the size limit, who may upload (an action
 * of access/policy.ts), the folder of the key and the message for a refused type. A new kind of upload
 * (patient documents, ...) is one more entry here; the route, the checks and the metadata come for free.
 */
export type FileType = 'png' | 'jpeg' | 'pdf';

export interface UploadPurpose {
  folder: string;
  /** First part of the file name (the spec's profile picture "prefix"). */
  prefix?: string;
  /** Put the uploader's account id in the file name (profile pictures: the spec's "username"). */
  ownerInKey: boolean;
  types: readonly FileType[];
  maxBytes: number;
  action: Action;
  invalidTypeMessage: string;
}

const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = {
  /** Spec 002 section 5: one file, png/jpeg/jpg, else 'Invalid image type. Please reattach image.'. */
  profilePicture: {
    folder: 'staff',
    prefix: 'profile',
    ownerInKey: true,
    types: ['png', 'jpeg'],
    maxBytes: 5 * MB,
    action: 'file:upload',
    invalidTypeMessage: 'Invalid image type. Please reattach image.',
  },
  /** Spec 002 section 5: the document of a machine audit (PASS_AUDIT), "under a machine path". */
  machineAuditDocument: {
    folder: 'machine',
    ownerInKey: false,
    types: ['pdf', 'png', 'jpeg'],
    maxBytes: 20 * MB,
    action: 'file:upload',
    invalidTypeMessage: 'Invalid document type. Please attach a PDF or an image.',
  },
  /**
   * Spec 001 section 7: one patient profile picture, png/jpeg/jpg, as p_<...>_<UTC>_<name>. In a folder of its
   * own beside documents, so that neither kind of upload can be attached as the other.
   */
  patientPicture: {
    folder: 'patient/picture',
    prefix: 'p',
    ownerInKey: false,
    types: ['png', 'jpeg'],
    maxBytes: 5 * MB,
    action: 'patient:update',
    invalidTypeMessage: 'Invalid image type. Please reattach image.',
  },
  /**
   * Spec 001 section 7: a patient document, one file, under 'patient/' in a subfolder of its own, so a profile
   * picture key is never attached as a document. Referral letters and results: a PDF or a photo.
   */
  patientDocument: {
    folder: 'patient/document',
    prefix: 'p',
    ownerInKey: false,
    types: ['pdf', 'png', 'jpeg'],
    maxBytes: 20 * MB,
    action: 'patientDocument:create',
    invalidTypeMessage: 'Invalid document type. Please attach a PDF or an image.',
  },
} as const satisfies Record<UploadPurposeName, UploadPurpose>;

export function purposeNamed(name: string | undefined): UploadPurpose | null {
  if (!name || !Object.hasOwn(UPLOAD_PURPOSES, name)) return null;
  return UPLOAD_PURPOSES[name as UploadPurposeName];
}

export function tooLargeMessage(purpose: UploadPurpose): string {
  return `The file is too large (at most ${Math.round(purpose.maxBytes / MB)} MB).`;
}

const DECLARED: Record<FileType, readonly string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  pdf: ['application/pdf'],
};
const EXTENSIONS: Record<FileType, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  pdf: ['pdf'],
};
export const CONTENT_TYPE: Record<FileType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The type the bytes really are (their signature), whatever the browser declared. */
export function sniff(bytes: Uint8Array): FileType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}

/**
 * The accepted type of an upload, or null: the declared content type, the name's extension (when it has
 * one) and the bytes' signature must all agree, and the type must be one the purpose accepts.
 */
export function acceptedType(
  purpose: UploadPurpose,
  file: { declaredType: string; fileName: string; bytes: Uint8Array },
): FileType | null {
  const actual = sniff(file.bytes);
  if (!actual || !purpose.types.includes(actual)) return null;
  const declared = file.declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!DECLARED[actual].includes(declared)) return null;
  const dot = file.fileName.lastIndexOf('.');
  const extension = dot >= 0 ? file.fileName.slice(dot + 1).toLowerCase() : '';
  if (extension && !EXTENSIONS[actual].includes(extension)) return null;
  return actual;
}
