import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type ListSpec, lazyList, lazyListFields } from './list.ts';

const spec: ListSpec = {
  fields: { name: sql`name` },
  defaultOrder: [sql`name`],
  tiebreaker: sql`id` as never,
  defaultLimit: 20,
  maxLimit: 100,
};

function queries() {
  return { rows: vi.fn(async () => [{ id: 1 }]), count: vi.fn(async () => 7) };
}

describe('lazyList', () => {
  it('reads only what is selected: a count alone runs no page, a page alone no count', async () => {
    const q = queries();
    const fields = lazyListFields<{ id: number }>();
    const countOnly = lazyList(spec, {}, q);
    expect(await fields.count(countOnly)).toBe(7);
    expect(q.rows).not.toHaveBeenCalled();
    const pageOnly = lazyList(spec, { pagination: { limit: 5, offset: 10 } }, q);
    expect(await fields.result(pageOnly)).toEqual([{ id: 1 }]);
    expect(q.count).toHaveBeenCalledTimes(1);
    expect(q.rows).toHaveBeenCalledWith(expect.objectContaining({ limit: 5, offset: 10 }));
  });

  it('runs each query once however often a field is asked for', async () => {
    const q = queries();
    const list = lazyList(spec, {}, q);
    await Promise.all([list.result(), list.result(), list.count(), list.count()]);
    expect(q.rows).toHaveBeenCalledTimes(1);
    expect(q.count).toHaveBeenCalledTimes(1);
  });

  it('refuses a bad filter or page at once, before any query', () => {
    const q = queries();
    expect(() => lazyList(spec, { pagination: { limit: 101 } }, q)).toThrow(
      'limit must be between 1 and 100',
    );
    expect(() => lazyList(spec, { filter: { nope: { eq: 1 } } }, q)).toThrow('Unknown filter field: nope');
    expect(q.rows).not.toHaveBeenCalled();
    expect(q.count).not.toHaveBeenCalled();
  });
});
