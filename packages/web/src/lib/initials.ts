/** Up to two initials for an avatar: first letters of the first and last words ("Tan Ah Kow" -> "TK"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (last?.[0] ?? '')).toUpperCase();
}

const AVATAR_COLOURS = [
  '#1677ff',
  '#13a8a8',
  '#722ed1',
  '#eb2f96',
  '#fa8c16',
  '#52c41a',
  '#2f54eb',
  '#a0d911',
];

/** A stable colour per name, so the same patient always gets the same avatar colour. */
export function avatarColour(name: string | null | undefined): string {
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? '#1677ff';
}
