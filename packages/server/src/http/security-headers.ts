import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Security headers on every response (@fastify/helmet):
 * - Content-Security-Policy: scripts only from the app's own files (Vite emits no inline script); styles
 *   also 'unsafe-inline', because antd writes its CSS-in-JS into <style> elements at run time; images and
 *   fetches from the app and the file store; no plugins; nobody may frame the app (frame-ancestors 'none',
 *   and X-Frame-Options DENY for older browsers): a signed-in screen in another site's frame invites
 *   click-jacking.
 * - X-Content-Type-Options: nosniff; Referrer-Policy: same-origin (addresses carry patient ids).
 * - Strict-Transport-Security only when cookies are Secure, i.e. the app is served over HTTPS.
 * Outside production the /graphql route drops the CSP so that GraphiQL (inline and CDN scripts) works.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const files = fileOrigins(config.storage);
  await app.register(fastifyHelmet, {
    global: true,
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
}
