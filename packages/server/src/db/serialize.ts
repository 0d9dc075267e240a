/** Timestamps leave the API as ISO-8601 strings; everything else as it is. */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function serialize<T extends Record<string, unknown>>(row: T): Serialized<T> {
  // A plain loop: this runs for every row of every list (the dashboard: twice per card), and
  // Object.entries' pair arrays showed in the CPU profile (docs/performance.md, Server levers).
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Serialized<T>;
}

/**
 * A timestamptz as PostgreSQL writes it in text ('2026-11-26 18:52:11.028301+00', its ISO DateStyle) turned into
 * the API's ISO string ('2026-11-26T18:52:11.028Z'), the same string `new Date(text).toISOString()` gives.
 * In UTC (the `+00` of a server whose TimeZone is UTC) it is rearranged as text, about seven times faster
 * than parsing a Date: the dashboard converts hundreds per load. Any other form goes through Date.
 */
export function timestamptzToIso(text: string): string {
  const n = text.length;
  if (n < 22 || text.charCodeAt(10) !== 32 || !text.endsWith('+00') || text.charCodeAt(4) !== 45) {
    return new Date(text).toISOString();
  }
  // Milliseconds as Date keeps them: the first three digits of the fraction, zeros when shorter or absent.
  const fraction = text.slice(19, n - 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}${fraction === '' ? '.000' : `${fraction}00`.slice(0, 4)}Z`;
}
