import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export { DEFAULT_LINK_SECONDS, type Storage, type StoredObject, type StoredRef } from './storage.ts';

const SECRET_FILE = 'file-signing-secret';

/**
 * FILE_SIGNING_SECRET, or one generated on first start and kept in DATA_DIR/file-signing-secret (mode
 * 0600), so links stay valid across restarts without any set-up. Created with 'wx': when two processes
 * race, the loser reads the winner's secret.
 */
export function fileSigningSecret(config: Pick<Config, 'fileSigningSecret' | 'dataDir'>): string {
  if (config.fileSigningSecret) return config.fileSigningSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Config, clock: Clock): Storage {
  const s = config.storage;
  if (s.kind === 's3') return s3Storage({ ...s, clock });
  return localStorage({ root: s.dir, secret: fileSigningSecret(config), clock });
}
