import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config, StorageConfig } from '../config.ts';

/** Where presigned file links point when files are in S3 (profile pictures are shown from there). */
export function fileOrigins(storage: StorageConfig): string[] {
  if (storage.kind !== 's3') return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [
    `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
    `https://s3.${storage.region}.amazonaws.com`,
  ];
}

/**
 * Security headers on every response (helmet's):
 * - Content-Security-Policy: scripts only from the app's own files (Vite emits no inline script); styles
 *   also 'unsafe-inline', because antd writes its CSS-in-JS into <style> elements at run time; images and
 *   fetches from the app and the file store; no plugins; nobody may frame the app (frame-ancestors 'none',
 *   and X-Frame-Options DENY for older browsers): a signed-in screen in another site's frame invites
 *   click-jacking.
 * - X-Content-Type-Options: nosniff; Referrer-Policy: same-origin (addresses carry patient ids).
 * - Strict-Transport-Security only when cookies are Secure, i.e. the app is served over HTTPS.
 * Outside production the /graphql route drops the CSP so that GraphiQL (inline and CDN scripts) works (its route's
 * config: `securityHeaders: 'no-csp'`).
 *
 * The headers are helmet's, worked out once: they are the same on every response. (@fastify/helmet built helmet's
 * middleware again for every request, parsing the CSP each time: 1.3 % of the app's busy time under the
 * benchmark's mix, issue 32.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const files = fileOrigins(config.storage);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...files],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Files may come from S3, another origin: embedder policy would need CORP headers S3 does not send.
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const withoutCsp = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'content-security-policy'),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders === 'no-csp' ? withoutCsp : headers);
    done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'no-csp': every security header but the Content-Security-Policy (GraphiQL, outside production). */
    securityHeaders?: 'no-csp';
  }
}

/** The headers helmet's middleware sets for these options (it sets the same ones on every response). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
