import { randomBytes } from 'node:crypto';

// Keys are built by the server only, from a short allow-list of characters, so that a key can never
// climb out of the storage folder on disk (no '..', no leading '/', no backslash) or carry markup.
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,199}';
const SAFE_KEY = new RegExp(`^${SEGMENT}(/${SEGMENT}){0,7}$`);
/** The local adapter keeps each object's content type beside it under this suffix. */
export const META_SUFFIX = '.meta.json';

export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.endsWith(META_SUFFIX);
}

/** An uploaded file's name reduced to safe characters, without any folder part, at most 100 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+/, '');
  const trimmed = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100) : cleaned;
  return trimmed.replace(/^[._-]+/, '') || 'file';
}

/** The spec's UTC timestamp for profile picture names: YYYY-MM-DD_HHmmss. */
export function utcStamp(at: Date): string {
  const iso = at.toISOString(); // 2030-03-11T01:30:05.000Z
  return `${iso.slice(0, 10)}_${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/**
 * `<folder>/<prefix>_<owner>_<YYYY-MM-DD_HHmmss>_<random>_<name>`: the spec's profile picture name
 * (prefix, user, UTC timestamp, original name) plus a few random characters, so two uploads of one
 * name in the same second never overwrite each other. Empty parts are left out.
 */
export function buildKey(parts: {
  folder: string;
  prefix?: string;
  owner?: string;
  at: Date;
  originalName: string;
  random?: string;
}): string {
  const name = [
    parts.prefix,
    parts.owner,
    utcStamp(parts.at),
    parts.random ?? randomBytes(4).toString('hex'),
    safeFileName(parts.originalName),
  ]
    .filter((p) => p !== undefined && p !== '')
    .join('_');
  const key = `${parts.folder}/${name}`;
  if (!isSafeKey(key)) throw new Error(`unsafe storage key built: ${key}`);
  return key;
}
