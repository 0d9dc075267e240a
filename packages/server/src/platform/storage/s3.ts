import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock.ts';
import { isSafeKey } from './keys.ts';
import { DEFAULT_LINK_SECONDS, type Storage, type StoredObject, type StoredRef } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, ...); AWS itself when not given. */
  endpoint?: string;
  /** Static keys; without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
}

/** An S3-compatible bucket. Links are presigned GET URLs of the bucket itself (the app serves nothing). */
export function s3Storage(options: S3Options & { clock: Clock; client?: S3Client }): Storage {
  const client = options.client ?? s3Client(options);
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
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      );
      return { key, bucket: Bucket, region: options.region };
    },

    async get(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const bytes = Buffer.from(await out.Body.transformToByteArray());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async signedUrl(key, signOptions = {}): Promise<string> {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: signOptions.expiresInSeconds ?? DEFAULT_LINK_SECONDS,
        signingDate: options.clock.now(),
      });
    },

    async delete(key): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
