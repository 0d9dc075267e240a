import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files.ts';

/**
 * An upload on its way to the storage: the multipart part is streamed to a private file of the staging folder,
 * never held whole in memory, and the storage then takes that file (a rename on the local disk, a streamed
 * PutObject for S3). Only the first bytes are kept, for the type check; a refused or failed upload leaves nothing
 * behind.
 */
export interface StagedFile {
  path: string;
  size: number;
  /** The first HEAD_BYTES bytes (fewer for a shorter file): enough for every file signature we check. */
  head: Buffer;
}

const HEAD_BYTES = 16;

/** Why a staged upload was refused: more bytes than allowed, or first bytes `accept` refused. */
export class StagingRefused extends Error {
  constructor(readonly reason: 'too-large' | 'refused-type') {
    super(`upload refused: ${reason}`);
  }
}

/**
 * Streams `body` to a new file in `dir`. Refused (StagingRefused, and the file removed) past `maxBytes`, or as
 * soon as `accept` refuses the first bytes of a non-empty file: from then on the rest of the body is read and
 * dropped, so the client's request ends normally and gets its answer, and nothing more is written. Any other
 * failure (the client went away, the disk is full) also removes the file and rejects with its error.
 */
export async function stageUpload(
  dir: string,
  body: Readable,
  options: { maxBytes: number; accept: (head: Buffer) => boolean },
): Promise<StagedFile> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const file = path.join(dir, `${randomUUID()}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  let refused: StagingRefused | null = null;
  let checked = false;
  const check = (transform: Transform) => {
    checked = true;
    if (!options.accept(head)) refused = new StagingRefused('refused-type');
    // Held back until the first bytes were checked: nothing of a refused type is written.
    else transform.push(head);
  };
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (refused) return done();
      size += chunk.length;
      if (size > options.maxBytes) {
        refused = new StagingRefused('too-large');
        return done();
      }
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length >= HEAD_BYTES) {
        check(this);
        head = head.subarray(0, HEAD_BYTES);
      }
      done();
    },
    flush(done) {
      if (!refused && !checked && head.length > 0) check(this);
      done(refused);
    },
  });
  try {
    await pipeline(body, inspect, createWriteStream(file, { mode: PRIVATE_FILE }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, size, head: Buffer.from(head) };
}

/** Removes a staged file (an upload refused or failed after staging); nothing if it is gone already. */
export async function discardStaged(staged: StagedFile | null): Promise<void> {
  if (staged) await rm(staged.path, { force: true });
}

/**
 * Staged files older than `before`: what a process that stopped in the middle of uploads left (a live upload
 * takes its file within the upload's own request). Removed by the unattached-uploads job.
 */
export async function removeStaleStaged(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
