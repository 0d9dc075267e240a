import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';

/** Small real files for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const PDF_SMALL = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

export interface UploadPart {
  filename: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  body: any;
}

/** POST /files?purpose=.. with the given session cookie (or none) and request headers (Host, Origin...). */
export async function upload(
  app: FastifyInstance,
  options: { purpose: string; cookie?: string | null; parts: UploadPart[]; headers?: Record<string, string> },
): Promise<UploadAnswer> {
  const { payload, contentType } = multipart(options.parts);
  const res = await app.inject({
    method: 'POST',
    url: `/files?purpose=${encodeURIComponent(options.purpose)}`,
    payload,
    headers: {
      'content-type': contentType,
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
  });
  return { status: res.statusCode, body: res.json() };
}
