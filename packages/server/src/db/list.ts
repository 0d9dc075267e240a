import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { appError } from '../errors.ts';
import type { ReadDb } from './client.ts';
import { assertFilterFits } from './filter-limits.ts';

/**
 * The one list helper: GraphQL `filter` and `pagination {limit, offset, orderby}` compile to SQL here,
 * against a whitelist of fields per list. Values are always bound parameters; field names never come
 * from the client as SQL. Every list answers `{ result, count }`.
 */

export interface FieldFilter {
  eq?: unknown;
  ne?: unknown;
  contains?: string | null;
  ge?: unknown;
  le?: unknown;
  in?: readonly unknown[] | null;
  exists?: boolean | null;
}

export type Filter = { or?: readonly Filter[] | null } & {
  [field: string]: FieldFilter | readonly Filter[] | null | undefined;
};

export interface OrderBy {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

export interface Pagination {
  limit?: number | null;
  offset?: number | null;
  orderby?: readonly OrderBy[] | null;
}

export interface ListSpec {
  /** Filterable and sortable fields, by their GraphQL name. */
  fields: Record<string, AnyColumn | SQL>;
  /**
   * Sort expressions that differ from the filter's (by GraphQL name); the field's own otherwise. A list uses
   * it to steer the planner (modules/patient-search) without changing which rows come in which order.
   */
  orderFields?: Record<string, AnyColumn | SQL>;
  /** Order when the client names none; a unique column last keeps pages stable. */
  defaultOrder: SQL[];
  /** Appended to every order so that equal sort keys still page deterministically. */
  tiebreaker: AnyColumn;
  defaultLimit?: number;
  maxLimit?: number;
}

export interface ListResult<T> {
  result: T[];
  count: number;
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function fieldCondition(field: AnyColumn | SQL, f: FieldFilter): SQL[] {
  // One type for columns and expressions alike (drizzle's operators are overloaded on each separately).
  const column = sql`${field}`;
  const parts: SQL[] = [];
  if (f.eq !== undefined && f.eq !== null) parts.push(eq(column, f.eq));
  if (f.ne !== undefined && f.ne !== null) parts.push(ne(column, f.ne));
  if (f.contains !== undefined && f.contains !== null) parts.push(ilike(column, containsPattern(f.contains)));
  if (f.ge !== undefined && f.ge !== null) parts.push(gte(column, f.ge));
  if (f.le !== undefined && f.le !== null) parts.push(lte(column, f.le));
  if (f.in) parts.push(f.in.length === 0 ? sql`false` : inArray(column, [...f.in]));
  if (f.exists === true) parts.push(isNotNull(column));
  if (f.exists === false) parts.push(isNull(column));
  return parts;
}

/**
 * Compiles a filter (fields AND-ed, `or` a list of sub-filters OR-ed) to one SQL condition. A filter past
 * FILTER_LIMITS is refused first (the GraphQL layer refuses it earlier still: graphql/filter-guard.ts), so the
 * recursion below is at most FILTER_LIMITS.depth deep.
 */
export function compileFilter(spec: ListSpec, filter: Filter | null | undefined): SQL | undefined {
  assertFilterFits(filter);
  return compileFitting(spec, filter);
}

function compileFitting(spec: ListSpec, filter: Filter | null | undefined): SQL | undefined {
  if (!filter) return undefined;
  const parts: SQL[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (name === 'or') {
      const branches = (value as readonly Filter[]).map((sub) => compileFitting(spec, sub) ?? sql`true`);
      if (branches.length > 0) parts.push(or(...branches) as SQL);
      continue;
    }
    const column = spec.fields[name];
    if (!column) throw appError('BAD_USER_INPUT', `Unknown filter field: ${name}`);
    parts.push(...fieldCondition(column, value as FieldFilter));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export function compileOrder(spec: ListSpec, orderby: readonly OrderBy[] | null | undefined): SQL[] {
  const order = orderby?.length
    ? orderby.map(({ field, direction }) => {
        const column = spec.orderFields?.[field] ?? spec.fields[field];
        if (!column) throw appError('BAD_USER_INPUT', `Unknown order field: ${field}`);
        return direction === 'DESC' ? desc(column) : asc(column);
      })
    : [...spec.defaultOrder];
  return [...order, asc(spec.tiebreaker)];
}

export function compilePage(
  spec: ListSpec,
  pagination: Pagination | null | undefined,
): { limit: number; offset: number } {
  const maxLimit = spec.maxLimit ?? 100;
  const limit = pagination?.limit ?? spec.defaultLimit ?? 20;
  const offset = pagination?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw appError('BAD_USER_INPUT', `limit must be between 1 and ${maxLimit}`);
  }
  if (!Number.isInteger(offset) || offset < 0) throw appError('BAD_USER_INPUT', 'offset must be 0 or more');
  return { limit, offset };
}

/** The compiled where (access scope AND filter), order and page of one list request. */
function compileList(
  spec: ListSpec,
  input: { filter?: Filter | null; pagination?: Pagination | null; scope?: SQL },
) {
  return {
    where: and(input.scope, compileFilter(spec, input.filter)),
    order: compileOrder(spec, input.pagination?.orderby),
    page: compilePage(spec, input.pagination),
  };
}

interface ListQueries<T> {
  rows(q: { where: SQL | undefined; order: SQL[]; limit: number; offset: number }): Promise<T[]>;
  count(where: SQL | undefined): Promise<number>;
}

/**
 * The ListQueries of most lists: `select` builds the statement without its WHERE (columns, joins, then
 * `.$dynamic()`), and gets the page's where, order, limit and offset; the count reads `table` alone under the
 * same where. So the where may name only `table`'s columns: a filter on a joined column would count wrong.
 */
export function tableQueries<Q extends PgSelect>(
  db: ReadDb,
  table: PgTable,
  select: () => Q,
): ListQueries<Awaited<Q>[number]> {
  return {
    rows: ({ where, order, limit, offset }) =>
      select()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
  };
}

/**
 * Runs one paged list: `rows` receives the compiled where, order and page; `count` the same where.
 * `scope` is the access condition (the user's centres, not deleted) and is always AND-ed in.
 */
export async function runList<T>(
  spec: ListSpec,
  input: { filter?: Filter | null; pagination?: Pagination | null; scope?: SQL },
  query: ListQueries<T>,
): Promise<ListResult<T>> {
  const { where, order, page } = compileList(spec, input);
  const [result, count] = await Promise.all([query.rows({ where, order, ...page }), query.count(where)]);
  return { result, count };
}

/** A list answer whose page and count are each read when first asked for. */
export interface LazyList<T> {
  result(): Promise<T[]>;
  count(): Promise<number>;
}

/**
 * runList for a list answered to GraphQL as it is: the page and the count each run only when the client
 * selects them (through `lazyListFields`), so `{ count }` alone reads no page and `{ result }` counts nothing
 * (the dashboard asks listSeat for its count and listClinic for its row: two statements fewer per load). The
 * input is compiled at once, so a bad filter or page is refused before anything runs.
 */
export function lazyList<T>(
  spec: ListSpec,
  input: { filter?: Filter | null; pagination?: Pagination | null; scope?: SQL },
  query: ListQueries<T>,
): LazyList<T> {
  const { where, order, page } = compileList(spec, input);
  let rows: Promise<T[]> | undefined;
  let count: Promise<number> | undefined;
  return {
    result: () => {
      rows ??= query.rows({ where, order, ...page });
      return rows;
    },
    count: () => {
      count ??= query.count(where);
      return count;
    },
  };
}

/** The field resolvers of a GraphQL list type answered by `lazyList`. */
export function lazyListFields<T>() {
  return {
    result: (list: LazyList<T>) => list.result(),
    count: (list: LazyList<T>) => list.count(),
  };
}
