import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request that rides on the session cookie may come from where the browser says it comes from.
 * SameSite=Lax keeps the cookie off other sites' requests, but not off other origins of the same site (a
 * page on another subdomain): so the Origin must be the app's own (the request's Host) or a configured one
 * (config.allowedOrigins). Without an Origin, a browser's Sec-Fetch-Site still tells a cross-origin request
 * apart; a request with neither is not from a browser page (tests, scripts) and carries no ambient cookie
 * risk.
 */
export function allowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (!origin) {
    const site = headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, file:) and anything unparsable
  }
  return url.host === headers.host || allowedOrigins.includes(url.origin);
}

/** An Origin named in the configuration (not the app's own): only these get CORS headers. */
export function listedOrigin(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return origin !== null && allowedOrigins.includes(origin);
}
