import { describe, expect, it } from 'vitest';
import { timestamptzToIso } from './serialize.ts';

describe('timestamptzToIso', () => {
  it("gives exactly what new Date(text).toISOString() gives, for PostgreSQL's text of a timestamptz", () => {
    const texts = [
      '2026-11-26 18:52:11.028301+00',
      '2026-11-26 18:52:11.028901+00',
      '2026-11-26 18:52:11+00',
      '2026-11-26 18:52:11.1+00',
      '2026-11-26 18:52:11.99+00',
      '2026-01-01 00:00:00.999999+00',
      '1999-12-31 23:59:59.5+00',
      // Another session TimeZone: not rearranged, parsed.
      '2026-11-26 18:52:11.5+08',
      '2026-11-26 18:52:11.123+05:30',
      '2026-11-26 02:00:00-03',
    ];
    for (const text of texts) expect(timestamptzToIso(text)).toBe(new Date(text).toISOString());
  });

  it('rearranges a UTC text into the ISO form with milliseconds', () => {
    expect(timestamptzToIso('2026-11-26 18:52:11.028301+00')).toBe('2026-11-26T18:52:11.028Z');
    expect(timestamptzToIso('2026-11-26 18:52:11+00')).toBe('2026-11-26T18:52:11.000Z');
  });
});
