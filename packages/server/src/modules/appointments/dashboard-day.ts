import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import type { FieldFilter, Filter, ListResult, OrderBy } from '../../db/list.ts';
import { isZero, preparedPerDb, rawRows } from '../../db/prepared.ts';
import { appointment, dialysis, patient, seat } from '../../db/schema.ts';
import { type CardApi, cardSelection, cardToApi } from './card-rows.ts';
import { columns, type Row } from './columns.ts';

/**
 * The dashboard's day (packages/web/src/features/dashboard/dashboard-query.ts) as prepared statements: the one
 * hot list of the app, asked on every dashboard load and on every live event of the centre.
 *
 * Why (docs/performance.md, Server levers): through the list helper each request rebuilt the same SQL in
 * Drizzle and PostgreSQL planned it again (about 2-3 ms of planning for a 3 ms execution on a full centre).
 * Only the exact shape the web sends takes this path: `clinicID`, `date`, `deleted` and optionally `shift`,
 * each `eq`, ordered by name. Its WHERE and ORDER BY are what the list helper compiles for that filter, term
 * for term (the access scope, then the filter, then the id as tiebreaker), so the rows, their order and the
 * count are the same. Any other filter (a search, another order) goes through the list helper as before.
 */
export interface DayShape {
  date: string;
  deleted: number;
  shift: string | null;
}

const ONLY_EQ = ['ne', 'contains', 'ge', 'le', 'in', 'exists'] as const;

function eqOnly(value: unknown): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const f = value as FieldFilter;
  if (ONLY_EQ.some((op) => f[op] !== undefined && f[op] !== null)) return undefined;
  return f.eq ?? undefined;
}

/** The day shape of a filter and order, or null when the request is anything else. */
export function dayShape(
  clinicID: number,
  filter: Filter | null | undefined,
  orderby: readonly OrderBy[] | null | undefined,
): DayShape | null {
  if (!filter) return null;
  for (const [name, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (!['clinicID', 'date', 'deleted', 'shift'].includes(name)) return null;
    if (eqOnly(value) === undefined) return null;
  }
  const date = eqOnly(filter.date);
  const deleted = eqOnly(filter.deleted);
  const shift = eqOnly(filter.shift);
  if (eqOnly(filter.clinicID) !== clinicID || typeof date !== 'string' || typeof deleted !== 'number')
    return null;
  if (shift !== undefined && typeof shift !== 'string') return null;
  const order = orderby ?? [];
  if (order.length !== 1 || order[0]?.field !== 'name' || order[0].direction === 'DESC') return null;
  return { date, deleted, shift: shift ?? null };
}

const p = {
  clinicID: sql.placeholder('clinicID'),
  date: sql.placeholder('date'),
  deleted: sql.placeholder('deleted'),
  shift: sql.placeholder('shift'),
};

/** runList's WHERE for this shape: the scope (centre, live appointment and patient), then the filter. */
function dayWhere(withShift: boolean) {
  return and(
    and(eq(appointment.clinicID, p.clinicID), isZero(appointment.deleted), isZero(patient.deleted)),
    and(
      eq(appointment.clinicID, p.clinicID),
      eq(appointment.date, p.date),
      eq(appointment.deleted, p.deleted),
      withShift ? eq(appointment.shift, p.shift) : undefined,
    ),
  );
}

/**
 * The day's page with either SELECT list: every column for Drizzle to map (`columns`), or the cards' flat
 * aliases read raw (card-rows.ts). Same joins, WHERE and order, so both answer the same rows.
 */
function prepareDay(selection: typeof columns | typeof cardSelection, withShift: boolean, name: string) {
  return preparedPerDb((db) =>
    db
      .select(selection)
      .from(appointment)
      .innerJoin(patient, eq(patient.id, appointment.patientID))
      .leftJoin(seat, eq(seat.id, appointment.seatID))
      .leftJoin(dialysis, and(eq(dialysis.appointmentID, appointment.id), isZero(dialysis.deleted)))
      .where(dayWhere(withShift))
      .orderBy(asc(patient.name), asc(appointment.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

function prepareCount(withShift: boolean) {
  return preparedPerDb((db) =>
    db
      .select({ n: count() })
      .from(appointment)
      .innerJoin(patient, eq(patient.id, appointment.patientID))
      .where(dayWhere(withShift))
      .prepare(withShift ? 'dashboard_day_shift_count' : 'dashboard_day_count'),
  );
}

const rows = {
  all: prepareDay(columns, false, 'dashboard_day'),
  shift: prepareDay(columns, true, 'dashboard_day_shift'),
};
const cards = {
  all: prepareDay(cardSelection, false, 'dashboard_day_card'),
  shift: prepareDay(cardSelection, true, 'dashboard_day_shift_card'),
};
const counts = { all: prepareCount(false), shift: prepareCount(true) };

type Page = { limit: number; offset: number };

/** Which prepared pair the shape takes, and the values of its placeholders. */
function dayValues(clinicID: number, shape: DayShape, page: Page) {
  const which: 'all' | 'shift' = shape.shift === null ? 'all' : 'shift';
  return {
    which,
    values: { clinicID, date: shape.date, deleted: shape.deleted, shift: shape.shift, ...page },
  };
}

/** The day's rows and count, in the list helper's answer shape. */
export async function dayQueries(
  db: ReadDb,
  clinicID: number,
  shape: DayShape,
  page: Page,
): Promise<ListResult<Row>> {
  const { which, values } = dayValues(clinicID, shape, page);
  const result = (await rows[which](db).execute(values)) as Row[];
  return { result, count: await dayCount(db, which, values, page, result.length) };
}

/**
 * The day as answered cards, when the request selects no session field beyond the card's
 * (columns.ts CARD_DIALYSIS_FIELDS): the rest of a session stays unread, and no generic row mapping runs.
 */
export async function dayCards(
  db: ReadDb,
  clinicID: number,
  shape: DayShape,
  page: Page,
): Promise<ListResult<CardApi>> {
  const { which, values } = dayValues(clinicID, shape, page);
  const result = (await rawRows(cards[which](db), values)).map(cardToApi);
  return { result, count: await dayCount(db, which, values, page, result.length) };
}

async function dayCount(
  db: ReadDb,
  which: 'all' | 'shift',
  values: Record<string, unknown>,
  page: Page,
  length: number,
): Promise<number> {
  // A first page that is not full holds every matching row: its length is the count (same WHERE), and the
  // count's round trip is saved. A full centre's day (about 90) is far below the page the web asks (500).
  if (page.offset === 0 && length < page.limit) return length;
  const n = await counts[which](db).execute(values);
  return n[0]?.n ?? 0;
}
