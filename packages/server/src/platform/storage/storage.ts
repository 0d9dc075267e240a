import type { Readable } from 'node:stream';
import type { StagedFile } from './staging.ts';

/**
 * Where uploaded files live: the local disk under DATA_DIR by default, or an S3-compatible bucket when
 * S3_BUCKET is set. Callers deal in keys; a stored record keeps { key, bucket, region } (the spec's
 * profilePictureKey/Bucket/Region and the audit document's key, bucket, region).
 *
 * Nothing here checks who may read or write: the upload route (routes.ts) checks the session and the
 * purpose, and a resolver hands out a signed link only after its own access check.
 */
export interface StoredRef {
  key: string;
  bucket: string;
  region: string | null;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** An object to send on: its bytes as a stream (never the whole file in memory), its size when known. */
export interface StoredStream {
  stream: Readable;
  size: number | null;
  contentType: string;
}

export interface SignedUrlOptions {
  /** Lifetime of the link; DEFAULT_LINK_SECONDS when not given. */
  expiresInSeconds?: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** The bucket name recorded beside each key ('local' on disk). */
  readonly bucket: string;
  readonly region: string | null;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredRef>;
  /** Where uploads are streamed before they are accepted (staging.ts): a private folder of this server. */
  readonly stagingDir: string;
  /**
   * Takes a staged upload (staging.ts) under `key`, streamed from its file: the staged file is gone afterwards,
   * whether the storage took it or failed.
   */
  putStaged(key: string, staged: StagedFile, contentType: string): Promise<StoredRef>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** The object as a stream, for a download (routes.ts), or null when there is none under that key. */
  read(key: string): Promise<StoredStream | null>;
  /**
   * A link that reads the object without a session until it expires: a path on this server
   * (`/files/<key>?expires=..&sig=..`) for the local disk, a presigned URL for S3.
   */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  delete(key: string): Promise<void>;
}

/** Links handed to the browser last 15 minutes unless a caller asks otherwise. */
export const DEFAULT_LINK_SECONDS = 15 * 60;
