import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files.ts';
import { isSafeKey, META_SUFFIX } from './keys.ts';
import { signedPath } from './signing.ts';
import { discardStaged } from './staging.ts';
import {
  DEFAULT_LINK_SECONDS,
  type Storage,
  type StoredObject,
  type StoredRef,
  type StoredStream,
} from './storage.ts';

/**
 * Files on the local disk (DATA_DIR/files by default). Each object's content type is kept beside it in
 * `<key>.meta.json`. Links are paths on this server, signed with FILE_SIGNING_SECRET and served by the
 * GET /files route (routes.ts). Several instances need one shared folder (and one secret): use S3 then.
 */
export function localStorage(options: { root: string; secret: string; clock: Clock }): Storage {
  const root = path.resolve(options.root);
  const stagingDir = path.join(root, '.staging');

  function fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('unsafe storage key');
    const file = path.resolve(root, key);
    // isSafeKey already rules out '..'; this is the belt to its braces.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error('storage key outside the storage folder');
    return file;
  }

  return {
    kind: 'local',
    bucket: 'local',
    region: null,

    async put(key, bytes, contentType): Promise<StoredRef> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      // Written aside then renamed, so a reader never sees half a file; for the service's user only.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes, { mode: PRIVATE_FILE });
      await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }), { mode: PRIVATE_FILE });
      await rename(temporary, file);
      return { key, bucket: 'local', region: null };
    },

    // Inside the storage folder (so the staged file is renamed into place, never copied), in a folder no key
    // can name: a key's first character is a letter or digit (keys.ts).
    stagingDir,

    async putStaged(key, staged, contentType): Promise<StoredRef> {
      try {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
        await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }), { mode: PRIVATE_FILE });
        await rename(staged.path, file);
        return { key, bucket: 'local', region: null };
      } finally {
        await discardStaged(staged);
      }
    },

    async get(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const [bytes, meta] = await Promise.all([
          readFile(file),
          readFile(`${file}${META_SUFFIX}`, 'utf8').catch(() => '{}'),
        ]);
        const contentType = (JSON.parse(meta) as { contentType?: string }).contentType;
        return { bytes, contentType: contentType ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async read(key): Promise<StoredStream | null> {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const [{ size }, meta] = await Promise.all([
          stat(file),
          readFile(`${file}${META_SUFFIX}`, 'utf8').catch(() => '{}'),
        ]);
        const contentType = (JSON.parse(meta) as { contentType?: string }).contentType;
        // Opened after the stat: a file renamed into place meanwhile is read whole (rename swaps the inode).
        return {
          stream: createReadStream(file),
          size,
          contentType: contentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async signedUrl(key, signOptions = {}): Promise<string> {
      fileOf(key);
      const seconds = signOptions.expiresInSeconds ?? DEFAULT_LINK_SECONDS;
      const expires = Math.floor(options.clock.now().getTime() / 1000) + seconds;
      return signedPath(options.secret, key, expires);
    },

    async delete(key): Promise<void> {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
  };
}
