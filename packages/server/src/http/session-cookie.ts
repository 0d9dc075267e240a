import type { FastifyReply } from 'fastify';
import type { SessionCookie } from '../context.ts';

export const SESSION_COOKIE = 'sid';

/**
 * httpOnly, SameSite=Lax. Without Stay logged in the cookie has no expiry, so it ends with the browser
 * (the server session itself ends after 12 hours); with it, the cookie lasts as long as the session.
 */
export function replySessionCookie(reply: FastifyReply, secure: boolean): SessionCookie {
  return {
    set(token, { stayLoggedIn, expiresOn }) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        ...(stayLoggedIn ? { expires: expiresOn } : {}),
      });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    },
  };
}

export const noSessionCookie: SessionCookie = { set: () => undefined, clear: () => undefined };

/** The session token from a raw Cookie header (WebSocket upgrades have no Fastify cookie parsing). */
export function tokenFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
