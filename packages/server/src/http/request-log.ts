import { FILES_PATH } from '@dialysis/domain';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { safeErrorLog } from '../db/db-errors.ts';

/**
 * The URL as the request log shows it. A signed file link's query (`expires`, `sig`) is the permission
 * itself: whoever reads the info-level log could fetch the file until it expires. So a /files link, or any
 * URL carrying a `sig`, is logged as its path only.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const signed = path.startsWith(`${FILES_PATH}/`) || /(?:^|&)sig=/i.test(url.slice(mark + 1));
  return signed ? `${path}?[signed query removed]` : url;
}

/** Fastify's own request fields (fastify/lib/logger-pino.js), with the URL as loggedUrl shows it. */
function requestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options (app.ts); the tests hand it a stream to read the lines. */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    // Never log credentials: request bodies are not logged at all, and these headers are hidden.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // A failed query's error carries its parameters (patient names, NRICs): errors log codes only.
    serializers: { err: safeErrorLog, req: requestLog },
    ...(stream ? { stream } : {}),
  };
}
