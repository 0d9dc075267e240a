import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { dataDirSecret } from '../data-dir-secret.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export { DEFAULT_LINK_SECONDS, type Storage, type StoredObject, type StoredRef } from './storage.ts';

/**
 * FILE_SIGNING_SECRET, or one generated on first start and kept in DATA_DIR/file-signing-secret, so links stay
 * valid across restarts without any set-up.
 */
export function fileSigningSecret(config: Pick<Config, 'fileSigningSecret' | 'dataDir'>): string {
  return config.fileSigningSecret ?? dataDirSecret(config.dataDir, 'file-signing-secret');
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Config, clock: Clock): Storage {
  const s = config.storage;
  // Uploads to S3 are staged on this server's disk, under DATA_DIR (staging.ts).
  if (s.kind === 's3')
    return s3Storage({ ...s, clock, stagingDir: path.join(config.dataDir, 'upload-staging') });
  return localStorage({ root: s.dir, secret: fileSigningSecret(config), clock });
}
