import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import { removeStaleStaged, StagingRefused, stageUpload } from './staging.ts';

/** Uploads streamed to a staging file (staging.ts) and handed to the storage from there. */
const root = mkdtempSync(path.join(tmpdir(), 'dialysis-staging-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = path.join(root, 'staging');
const PDF = '%PDF-1.4\n';

/** A body arriving in pieces, as a multipart part does; `read` counts what was taken from it. */
function body(pieces: string[]) {
  const read = { pieces: 0 };
  const stream = Readable.from(
    (function* () {
      for (const piece of pieces) {
        read.pieces += 1;
        yield Buffer.from(piece);
      }
    })(),
  );
  return { stream, read };
}

const isPdf = (head: Buffer) => head.toString('latin1').startsWith('%PDF-');

describe('stageUpload', () => {
  it('writes the body to a private file, keeping its size and first bytes', async () => {
    const staged = await stageUpload(dir, body([PDF.slice(0, 3), PDF.slice(3), 'x'.repeat(100)]).stream, {
      maxBytes: 200,
      accept: isPdf,
    });
    expect(staged.size).toBe(PDF.length + 100);
    expect(staged.head.toString('latin1')).toBe(`${PDF}${'x'.repeat(16 - PDF.length)}`);
    expect(readFileSync(staged.path, 'latin1')).toBe(`${PDF}${'x'.repeat(100)}`);
    expect(statSync(staged.path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('checks a file shorter than the head it keeps at its end', async () => {
    const staged = await stageUpload(dir, body(['%PDF-']).stream, { maxBytes: 200, accept: isPdf });
    expect(staged.size).toBe(5);
    await expect(stageUpload(dir, body(['GIF8']).stream, { maxBytes: 200, accept: isPdf })).rejects.toEqual(
      new StagingRefused('refused-type'),
    );
  });

  it('refuses a body past maxBytes and removes what it wrote', async () => {
    const before = await readdir(dir);
    await expect(
      stageUpload(dir, body([PDF, 'x'.repeat(60), 'x'.repeat(60)]).stream, { maxBytes: 100, accept: isPdf }),
    ).rejects.toEqual(new StagingRefused('too-large'));
    expect(await readdir(dir)).toEqual(before);
  });

  it('refuses a type from its first bytes, writes nothing, and still reads the body to its end', async () => {
    const before = await readdir(dir);
    const gif = body(['GIF89a', 'x'.repeat(20), 'y', 'z']);
    await expect(stageUpload(dir, gif.stream, { maxBytes: 1000, accept: isPdf })).rejects.toBeInstanceOf(
      StagingRefused,
    );
    expect(gif.read.pieces).toBe(4);
    expect(await readdir(dir)).toEqual(before);
  });

  it('removes the file when the body fails (a client that went away)', async () => {
    const before = await readdir(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from(`${PDF}${'x'.repeat(50)}`));
        this.destroy(new Error('aborted'));
      },
    });
    await expect(stageUpload(dir, failing, { maxBytes: 1000, accept: isPdf })).rejects.toThrow('aborted');
    expect(await readdir(dir)).toEqual(before);
  });
});

describe('the storage takes a staged file', () => {
  it('on the local disk: renamed into place, nothing left staged', async () => {
    const storage = localStorage({
      root: path.join(root, 'files'),
      secret: 'k'.repeat(32),
      clock: fixedClock(new Date()),
    });
    const staged = await stageUpload(storage.stagingDir, body([PDF, 'content']).stream, {
      maxBytes: 100,
      accept: isPdf,
    });
    await storage.putStaged('documents/a.pdf', staged, 'application/pdf');
    const stored = await storage.get('documents/a.pdf');
    expect(stored?.bytes.toString('latin1')).toBe(`${PDF}content`);
    expect(stored?.contentType).toBe('application/pdf');
    expect(existsSync(staged.path)).toBe(false);
  });

  it('in S3: one PutObject streamed from the staged file with its length, nothing left staged', async () => {
    const sent: { Body: unknown; ContentLength?: number; Key?: string }[] = [];
    const client = {
      send: async (command: { input: { Body: unknown; ContentLength?: number; Key?: string } }) => {
        const input = command.input;
        // The body is a stream of the file, read by the SDK as it sends.
        const chunks: Buffer[] = [];
        for await (const chunk of input.Body as Readable) chunks.push(chunk as Buffer);
        sent.push({ ...input, Body: Buffer.concat(chunks).toString('latin1') });
        return {};
      },
    } as unknown as S3Client;
    const storage = s3Storage({
      bucket: 'clinic-files',
      region: 'ap-southeast-1',
      clock: fixedClock(new Date()),
      client,
      stagingDir: path.join(root, 's3-staging'),
    });
    const staged = await stageUpload(storage.stagingDir, body([PDF, 'scan']).stream, {
      maxBytes: 100,
      accept: isPdf,
    });
    const ref = await storage.putStaged('machine/a.pdf', staged, 'application/pdf');
    expect(ref).toEqual({ key: 'machine/a.pdf', bucket: 'clinic-files', region: 'ap-southeast-1' });
    expect(sent).toEqual([
      expect.objectContaining({ Key: 'machine/a.pdf', Body: `${PDF}scan`, ContentLength: PDF.length + 4 }),
    ]);
    expect(existsSync(staged.path)).toBe(false);
  });
});

describe('removeStaleStaged', () => {
  it("removes staged files older than the time given (a crashed process's), and keeps newer ones", async () => {
    const folder = path.join(root, 'stale');
    const old = await stageUpload(folder, body([PDF]).stream, { maxBytes: 100, accept: isPdf });
    const fresh = await stageUpload(folder, body([PDF]).stream, { maxBytes: 100, accept: isPdf });
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    utimesSync(old.path, dayAgo, dayAgo);
    writeFileSync(path.join(folder, 'not-staged.txt'), 'x');
    utimesSync(path.join(folder, 'not-staged.txt'), dayAgo, dayAgo);
    expect(await removeStaleStaged(folder, new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    expect(existsSync(old.path)).toBe(false);
    expect(existsSync(fresh.path)).toBe(true);
    expect(await removeStaleStaged(path.join(root, 'never-made'), new Date())).toBe(0);
  });
});
