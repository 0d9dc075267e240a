import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILES_PATH } from '@dialysis/domain';

/**
 * Links to files on the local disk: `/files/<key>?expires=<unix seconds>&sig=<HMAC-SHA256>`. The
 * signature covers the key and the expiry, so neither can be changed, and a link stops working at its
 * expiry whoever holds it.
 */

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function signedPath(secret: string, key: string, expires: number): string {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `${FILES_PATH}/${encodedKey}?expires=${expires}&sig=${signature(secret, key, expires)}`;
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export function checkSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
): LinkCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
}
