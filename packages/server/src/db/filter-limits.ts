import { appError } from '../errors.ts';

/**
 * The size a list filter may have (issue 29 item 3). A 20,000-term `or` held the event loop for seconds while
 * its SQL was built, and an `or` nested 900 deep overflowed the stack (500). The web sends at most one term per
 * centre of the user (the incident summary's centre search), one `in` value per centre, and nests `or` one level
 * (docs/decisions/request-limits.md): these limits are far above that and far below what stalls a process.
 */
export const FILTER_LIMITS = {
  /** `or` and `and` sub-filters in the whole filter, at every depth together. */
  terms: 100,
  /** List values (`in`, a list of centre ids) in the whole filter, together. */
  values: 500,
  /** `or` / `and` inside `or` / `and`: a filter with none has depth 0. */
  depth: 5,
} as const;

export const FILTER_MESSAGES = {
  tooLarge: 'This filter is too large.',
  tooDeep: 'This filter is nested too deeply.',
} as const;

const COMBINERS = new Set(['or', 'and']);

/**
 * Refuses (BAD_USER_INPUT) a filter past FILTER_LIMITS, before anything reads it: the walk is iterative (no
 * recursion a deep filter could overflow) and stops at the first limit passed. It reads a coerced argument or
 * a request's raw variables alike (graphql-js's own coercion of the variables recurses: 900 levels overflow it).
 */
export function assertFilterFits(filter: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: filter, depth: 0 }];
  let terms = 0;
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [key, field] of Object.entries(value)) {
      if (field === null || typeof field !== 'object') continue;
      if (COMBINERS.has(key)) {
        // GraphQL takes one sub-filter where a list is expected (as a list of one): `or: { or: ... }` nests too.
        const subs: unknown[] = Array.isArray(field) ? field : [field];
        if (subs.length === 0) continue;
        if (depth + 1 > FILTER_LIMITS.depth) throw appError('BAD_USER_INPUT', FILTER_MESSAGES.tooDeep);
        terms += subs.length;
        if (terms > FILTER_LIMITS.terms) throw appError('BAD_USER_INPUT', FILTER_MESSAGES.tooLarge);
        for (const sub of subs) pending.push({ value: sub, depth: depth + 1 });
      } else if (Array.isArray(field)) {
        values += field.length;
        if (values > FILTER_LIMITS.values) throw appError('BAD_USER_INPUT', FILTER_MESSAGES.tooLarge);
      } else {
        pending.push({ value: field, depth });
      }
    }
  }
}
