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
