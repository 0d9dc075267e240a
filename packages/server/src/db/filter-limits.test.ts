import { describe, expect, it } from 'vitest';
import { assertFilterFits, FILTER_LIMITS, FILTER_MESSAGES } from './filter-limits.ts';

/** The refusal of a filter past its limits (db/filter-limits.ts): code and message, nothing else. */
function refusal(filter: unknown) {
  try {
    assertFilterFits(filter);
    return null;
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions: { code: string } };
    return { code: extensions.code, message };
  }
}

const terms = (n: number) => Array.from({ length: n }, (_, i) => ({ clinicID: { eq: i } }));
/** `or` nested `depth` deep, one term at each level. */
function nested(depth: number): Record<string, unknown> {
  let filter: Record<string, unknown> = { clinicID: { eq: 1 } };
  for (let i = 0; i < depth; i++) filter = { or: [filter] };
  return filter;
}

describe('filter limits', () => {
  it('takes what the web sends, and nothing or an empty filter', () => {
    expect(refusal(null)).toBeNull();
    expect(refusal({})).toBeNull();
    expect(
      refusal({ clinicID: { in: [1, 2] }, or: [{ name: { contains: 'a' } }, { nric: { contains: 'a' } }] }),
    ).toBeNull();
  });

  it(`takes ${FILTER_LIMITS.terms} or/and terms in all and refuses one more`, () => {
    expect(refusal({ or: terms(FILTER_LIMITS.terms) })).toBeNull();
    expect(refusal({ or: terms(60), and: terms(40) })).toBeNull();
    expect(refusal({ or: terms(FILTER_LIMITS.terms + 1) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: FILTER_MESSAGES.tooLarge,
    });
    // Counted at every depth together, not per list.
    expect(refusal({ or: [{ or: terms(60) }, { and: terms(40) }] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: FILTER_MESSAGES.tooLarge,
    });
  });

  it(`takes ${FILTER_LIMITS.values} list values in all and refuses one more`, () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(refusal({ clinicID: { in: values(FILTER_LIMITS.values) } })).toBeNull();
    expect(refusal({ clinicID: { in: values(FILTER_LIMITS.values + 1) } })?.message).toBe(
      FILTER_MESSAGES.tooLarge,
    );
    expect(refusal({ clinicIDs: values(300), or: [{ clinicID: { in: values(201) } }] })?.message).toBe(
      FILTER_MESSAGES.tooLarge,
    );
  });

  it(`takes or/and nested ${FILTER_LIMITS.depth} deep and refuses one deeper`, () => {
    expect(refusal(nested(FILTER_LIMITS.depth))).toBeNull();
    expect(refusal(nested(FILTER_LIMITS.depth + 1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: FILTER_MESSAGES.tooDeep,
    });
    expect(refusal({ and: [{ or: [nested(FILTER_LIMITS.depth - 1)] }] })?.message).toBe(
      FILTER_MESSAGES.tooDeep,
    );
  });

  it('refuses a filter far past the limits at once, without recursion', () => {
    const deep = nested(100_000);
    const wide = { or: terms(20_000) };
    const started = performance.now();
    expect(refusal(deep)?.message).toBe(FILTER_MESSAGES.tooDeep);
    expect(refusal(wide)?.message).toBe(FILTER_MESSAGES.tooLarge);
    // The walk stops at the first limit passed: a few terms read, not 20,000 (milliseconds on a busy machine).
    expect(performance.now() - started).toBeLessThan(50);
  });
});
