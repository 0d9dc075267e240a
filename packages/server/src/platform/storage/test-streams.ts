import { type IncomingHttpHeaders, request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * Large uploads for tests, sent over a real connection as a browser does: the body is written piece by piece
 * from one shared 64 KB filler (a 14 MB PDF costs the test nothing), with its Content-Length, and may stop half
 * way (`holdAfter`) until the test resumes or aborts it.
 */
const FILLER = Buffer.alloc(64 * 1024, 0x20);
const PDF_HEAD = Buffer.from('%PDF-1.4\n');
export const MB = 1024 * 1024;

/** The base URL of a test file's app, listening once on a free port however many tests ask. */
export function listenOnce(): (t: Pick<TestApp, 'listen'>) => Promise<string> {
  let listening: Promise<string> | undefined;
  return (t) => {
    listening ??= t.listen();
    return listening;
  };
}

export interface StreamedAnswer {
  /** 0 when the request ended without an answer (aborted). */
  status: number;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  body: any;
}

export interface StreamedUpload {
  /** Settles once the first `holdAfter` bytes of the file are written (at once when there is no hold). */
  held: Promise<void>;
  /** Writes the rest of a held upload. */
  resume(): void;
  /** Ends the connection in the middle of the body, as a client that goes away. */
  abort(): void;
  answer: Promise<StreamedAnswer>;
}

/** A promise and its resolve (Promise.withResolvers, which Node 20 lacks). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve() };
}

export function streamUpload(
  baseUrl: string,
  options: { purpose: string; cookie: string | null; size: number; holdAfter?: number; fileName?: string },
): StreamedUpload {
  const boundary = `----stream${Math.random().toString(16).slice(2)}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'scan.pdf'}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(`${baseUrl}/files?purpose=${options.purpose}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(preamble.length + options.size + epilogue.length),
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
    },
  });
  let answered = false;
  const resumed = signal();
  const held = signal();
  const answer = new Promise<StreamedAnswer>((resolve) => {
    req.on('error', () => resolve({ status: 0, headers: {}, body: null }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        answered = true;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null });
        // An early refusal: the rest of the body is not worth sending.
        if (!req.writableEnded) req.destroy();
      });
    });
  });

  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (req.write(chunk)) resolve();
      else req.once('drain', () => resolve());
    });
  void (async () => {
    await write(preamble);
    let sent = 0;
    while (sent < options.size && !answered && !req.destroyed) {
      if (options.holdAfter !== undefined && sent >= options.holdAfter) {
        held.resolve();
        await resumed.promise;
        if (req.destroyed) return;
      }
      const head = sent === 0 ? PDF_HEAD : null;
      const piece = head ?? FILLER.subarray(0, Math.min(FILLER.length, options.size - sent));
      await write(piece);
      sent += piece.length;
    }
    held.resolve();
    if (!answered && !req.destroyed) req.end(epilogue);
  })().catch(() => undefined);

  return {
    held: held.promise,
    resume: () => resumed.resolve(),
    abort: () => {
      req.destroy();
      resumed.resolve();
    },
    answer,
  };
}

/** A full collection (V8's gc, exposed for the calling file only and hidden again). */
export function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

/** The memory the process keeps after full collections: its JS heap and its buffers. */
export function kept(gc: () => void): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
