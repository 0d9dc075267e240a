import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Clock } from '../clock.ts';
import { isSafeKey } from './keys.ts';
import { discardStaged } from './staging.ts';
import {
  DEFAULT_LINK_SECONDS,
  type Storage,
  type StoredObject,
  type StoredRef,
  type StoredStream,
} from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, ...); AWS itself when not given. */
  endpoint?: string;
  /** Static keys; without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * The AWS SDK is loaded on the first call, not at start: it costs about 15 MB of memory and a quarter of a
 * second, and a centre on local storage never needs it.
 */
let sdk:
  | Promise<[typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/s3-request-presigner')]>
  | undefined;
function loadSdk() {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return sdk;
}

export async function s3Client(options: S3Options): Promise<S3Client> {
  const [{ S3Client }] = await loadSdk();
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
}

/** An S3-compatible bucket. Links are presigned GET URLs of the bucket itself (the app serves nothing). */
export function s3Storage(
  options: S3Options & { clock: Clock; client?: S3Client; stagingDir: string },
): Storage {
  let client: Promise<S3Client> | undefined;
  const connected = () => {
    client ??= options.client ? Promise.resolve(options.client) : s3Client(options);
    return client;
  };
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error('unsafe storage key');
    return key;
  };

  return {
    kind: 's3',
    bucket: Bucket,
    region: options.region,

    async put(key, bytes, contentType): Promise<StoredRef> {
      const [{ PutObjectCommand }] = await loadSdk();
      await (await connected()).send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      );
      return { key, bucket: Bucket, region: options.region };
    },

    stagingDir: options.stagingDir,

    async putStaged(key, staged, contentType): Promise<StoredRef> {
      const [{ PutObjectCommand }] = await loadSdk();
      try {
        // Streamed from the staged file with its length known, so the SDK sends it in one PutObject without
        // reading it into memory.
        await (await connected()).send(
          new PutObjectCommand({
            Bucket,
            Key: checked(key),
            Body: createReadStream(staged.path),
            ContentLength: staged.size,
            ContentType: contentType,
          }),
        );
        return { key, bucket: Bucket, region: options.region };
      } finally {
        await discardStaged(staged);
      }
    },

    async get(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      const [{ GetObjectCommand, NoSuchKey }] = await loadSdk();
      try {
        const out = await (await connected()).send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const bytes = Buffer.from(await out.Body.transformToByteArray());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    // The app never serves S3's objects (links go to the bucket): this is for a caller that streams one on.
    async read(key): Promise<StoredStream | null> {
      if (!isSafeKey(key)) return null;
      const [{ GetObjectCommand, NoSuchKey }] = await loadSdk();
      try {
        const out = await (await connected()).send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          stream: out.Body as Readable,
          size: out.ContentLength ?? null,
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async signedUrl(key, signOptions = {}): Promise<string> {
      const [{ GetObjectCommand }, { getSignedUrl }] = await loadSdk();
      return getSignedUrl(await connected(), new GetObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: signOptions.expiresInSeconds ?? DEFAULT_LINK_SECONDS,
        signingDate: options.clock.now(),
      });
    },

    async delete(key): Promise<void> {
      const [{ DeleteObjectCommand }] = await loadSdk();
      await (await connected()).send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
