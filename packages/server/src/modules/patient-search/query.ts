import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import {
  containsPattern,
  type FieldFilter,
  type Filter,
  type ListSpec,
  type Pagination,
  runList,
} from '../../db/list.ts';
import { clinic, patient } from '../../db/schema.ts';

/**
 * The SQL of listPatient, apart from access and audit (service.ts), so the benchmark
 * (scripts/bench-patient-search.ts) and the plan test EXPLAIN exactly the query the API runs.
 *
 * The dashboard's search box (the same text over name, NRIC, referring source and referrer) is one LIKE on the
 * generated `search_key` (searchBoxText, searchKeyMatches). Any other filter compares the bare columns
 * (`name ILIKE '%text%'`), the form the per-field trigram GIN indexes (patient_*_trgm_idx) serve.
 */
export const patientSearchSpec: ListSpec = {
  fields: {
    id: patient.id,
    existingClinicID: patient.existingClinicID,
    name: patient.name,
    namecode: patient.namecode,
    nric: patient.nric,
    referringSource: patient.referringSource,
    referrer: patient.referrer,
    createdOn: patient.createdOn,
  },
  defaultOrder: [asc(patient.name)],
  tiebreaker: patient.id,
  defaultLimit: 20,
  maxLimit: 100,
};

/**
 * The same list when the filter compares the bare columns (not the search box). `patient_name_search_idx` (name
 * order of the live patients) makes the empty search's first page a short index walk, but with an ILIKE term the
 * planner would walk it too, hoping for early matches, and read most of the table when the matches sort late (a
 * surname like "Tan": 100 ms and more instead of about 40 ms through the trigram indexes, measured on 100,000
 * patients). Sorting by `name || ''` gives the same order (same value, same collation) but no index provides it,
 * so these searches keep the trigram plans. The search key needs no such steer: its index-only walk costs
 * little even when it reads far (docs/performance.md).
 */
export const patientTextSearchSpec: ListSpec = {
  ...patientSearchSpec,
  orderFields: { name: sql`${patient.name} || ''` },
  defaultOrder: [asc(sql`${patient.name} || ''`)],
};

/** Any `contains` at any depth of the filter. */
export function hasText(filter: Filter | null | undefined): boolean {
  if (!filter) return false;
  return Object.entries(filter).some(([name, value]) => {
    if (!value) return false;
    if (name === 'or') return (value as readonly Filter[]).some(hasText);
    const contains = (value as FieldFilter).contains;
    return contains !== undefined && contains !== null;
  });
}

/** The fields `search_key` joins (db/schema.ts), in any order. */
const SEARCH_KEY_FIELDS = ['name', 'nric', 'referringSource', 'referrer'];
/** What separates the fields in `search_key`: a text holding it could match across two fields. */
const FIELD_SEPARATOR = String.fromCharCode(31);

/**
 * The dashboard's search box: `or` over exactly the four search-key fields, each `{ contains: text }` with the
 * same text and nothing else. Answers the text, or null for any other shape (which keeps the general path).
 */
export function searchBoxText(filter: Filter | null | undefined): string | null {
  const branches = filter?.or;
  if (!branches || branches.length !== SEARCH_KEY_FIELDS.length) return null;
  const texts = new Map<string, unknown>();
  for (const branch of branches) {
    const entries = Object.entries(branch).filter(([, v]) => v !== null && v !== undefined);
    const [only] = entries;
    if (entries.length !== 1 || !only) return null;
    const [field, condition] = only;
    const keys = Object.entries(condition as FieldFilter).filter(([, v]) => v !== null && v !== undefined);
    if (keys.length !== 1 || keys[0]?.[0] !== 'contains') return null;
    texts.set(field, keys[0][1]);
  }
  if (texts.size !== SEARCH_KEY_FIELDS.length || !SEARCH_KEY_FIELDS.every((f) => texts.has(f))) return null;
  const [text, ...others] = texts.values();
  if (typeof text !== 'string' || others.some((other) => other !== text)) return null;
  return text.includes(FIELD_SEPARATOR) ? null : text;
}

/**
 * `search_key LIKE lower('%text%')`: the same rows as the four `ILIKE`s (PostgreSQL's ILIKE lower-cases both
 * sides), served by one trigram index. The pattern escapes `%` and `_` as `contains` does everywhere.
 */
export function searchKeyMatches(text: string): SQL {
  return sql`${patient.searchKey} like lower(${containsPattern(text)})`;
}

/**
 * The columns `app_patient_text_matches` (migration 0026) may search, by the list's field names: those with a
 * trigram index. `search_key` is the search box's (searchBoxText).
 */
const TRIGRAM_COLUMNS: Record<string, string> = {
  name: 'name',
  nric: 'nric',
  referringSource: 'referring_source',
  referrer: 'referrer',
};

/** One text searched over trigram-indexed columns: what the ids look-up can answer. */
export interface TextSearch {
  columns: string[];
  text: string;
  /** Nothing else in the filter but the centres it names: the look-up's count is the list's. */
  alone: boolean;
}

/** The field and text of a filter that holds exactly one condition, `{ field: { contains: text } }`. */
function onlyContains(filter: Filter): [string, unknown] | null {
  const entries = Object.entries(filter).filter(([, v]) => v !== null && v !== undefined);
  const [only] = entries;
  if (entries.length !== 1 || !only) return null;
  const keys = Object.entries(only[1] as FieldFilter).filter(([, v]) => v !== null && v !== undefined);
  if (keys.length !== 1 || keys[0]?.[0] !== 'contains') return null;
  return [only[0], keys[0][1]];
}

/** The same text over trigram-indexed fields, one branch each (an `or`, or a single field): their columns. */
function sameTextColumns(branches: Filter[]): { columns: string[]; text: string } | null {
  const found = branches.map(onlyContains);
  const texts = new Set(found.map((b) => b?.[1]));
  const [text] = texts;
  const columns = found.map((b) => (b ? TRIGRAM_COLUMNS[b[0]] : undefined));
  if (columns.some((c) => !c) || texts.size !== 1 || typeof text !== 'string') return null;
  return { columns: [...new Set(columns as string[])], text };
}

/** A centre condition the look-up applies itself (eq or in), or none. */
function centresOnly(value: unknown): boolean {
  const named = Object.entries((value ?? {}) as FieldFilter).filter(([, v]) => v !== null && v !== undefined);
  return named.every(([op]) => op === 'eq' || op === 'in');
}

/**
 * The one text a filter searches, when the look-up through the trigram indexes can answer it: the search box
 * (search_key), an `or` of the same text over trigram-indexed fields (name or NRIC: the lab input's list), or one
 * such field. Null otherwise: the general path, correct but read through the centres' rows. The ids answered
 * hold every row the whole filter matches (the text is one of its conditions), so the filter still applies.
 */
export function textSearchOf(filter: Filter | null | undefined): TextSearch | null {
  if (!filter) return null;
  const present = Object.entries(filter).filter(([, v]) => v !== null && v !== undefined);
  const box = searchBoxText(filter);
  const found =
    box !== null
      ? { columns: ['search_key'], text: box, key: 'or' }
      : filter.or && filter.or.length > 0
        ? { ...sameTextColumns(filter.or as Filter[]), key: 'or' }
        : present
            .filter(([name]) => TRIGRAM_COLUMNS[name])
            .map(([name, value]) => ({ ...sameTextColumns([{ [name]: value } as Filter]), key: name }))
            .find((f) => f.text !== undefined);
  if (!found?.columns || found.text === undefined) return null;
  const alone = present.every(
    ([name, value]) => name === found.key || (name === 'existingClinicID' && centresOnly(value)),
  );
  return { columns: found.columns, text: found.text, alone };
}

/**
 * The ids of the live patients in the viewer's centres (narrowed to `centres` when given) whose columns contain
 * the text, at most `cap`: under row-level security only this definer function can use the trigram indexes
 * (docs/decisions/centre-scoping.md). The answer narrows the list; the list's own conditions still apply.
 */
export async function textMatchIds(
  db: ReadDb,
  search: TextSearch,
  centres: readonly number[] | null,
  cap: number,
): Promise<number[]> {
  const { rows } = (await db.execute(
    sql`select app_patient_text_matches(${sql.param(search.columns)}::text[], ${containsPattern(search.text)},
      ${centres === null ? null : sql.param(centres)}::integer[], ${cap}) as ids`,
  )) as unknown as { rows: { ids: number[] | null }[] };
  return rows[0]?.ids ?? [];
}

/**
 * What the ids look-up found: the matching ids when there are at most COUNT_CAP of them, 'broad' when there are
 * more (the count is capped and matches are dense enough for the name order's walk), or null when the filter
 * searches no text the look-up answers.
 */
export type TextMatches = number[] | 'broad' | null;

/** `id = any(ids)`: one array parameter, however many ids. */
const idIn = (ids: readonly number[]) => sql`${patient.id} = any(${sql.param(ids)}::integer[])`;

/**
 * What listPatient hands the list helper. The search box's text becomes the search-key condition (with the
 * order by plain name); another filter stays as it is. With the look-up's ids the page is read by primary key
 * (and the order that no index provides); a broad text is read in name order, which finds a page early.
 */
export function searchListInput(
  filter: Filter | null | undefined,
  centres: SQL,
  matches: TextMatches = null,
) {
  const byIds = Array.isArray(matches) ? (and(centres, idIn(matches)) as SQL) : centres;
  const text = searchBoxText(filter);
  if (text === null) {
    const spec = hasText(filter) && matches !== 'broad' ? patientTextSearchSpec : patientSearchSpec;
    return { spec, filter, scope: byIds };
  }
  return {
    spec: patientSearchSpec,
    filter: { ...filter, or: null },
    scope: and(byIds, searchKeyMatches(text)) as SQL,
  };
}

/** Always applied: live patients only; the caller adds the centre scope. */
export const notDeleted = eq(patient.deleted, 0);

const columns = {
  id: patient.id,
  namecode: patient.namecode,
  name: patient.name,
  nric: patient.nric,
  gender: patient.gender,
  status: patient.status,
  existingClinicID: patient.existingClinicID,
  clinicName: clinic.name,
  referringSource: patient.referringSource,
  referrer: patient.referrer,
  phoneNo: patient.phoneNo,
  email: patient.email,
  key: patient.photoKey,
  bucket: patient.photoBucket,
  region: patient.photoRegion,
};

export interface PatientSearchRow {
  id: number;
  namecode: string | null;
  name: string;
  nric: string | null;
  gender: string | null;
  status: string;
  existingClinicID: number | null;
  clinicName: string | null;
  referringSource: string | null;
  referrer: string | null;
  phoneNo: string | null;
  email: string | null;
  key: string | null;
  bucket: string | null;
  region: string | null;
}

/**
 * One page of patients with their centre's name (one join, no N+1), in two steps: the page's ids first, which
 * the name-ordered index answers alone (patient_name_search_idx carries the centre and the search key, so a
 * broad search's walk never reads the table), then the page's 20 rows by primary key, in the same order.
 */
export function patientRowsQuery(
  db: ReadDb,
  q: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  const page = db
    .select({ pageID: patient.id })
    .from(patient)
    .where(q.where)
    .orderBy(...q.order)
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
  return db
    .select(columns)
    .from(page)
    .innerJoin(patient, eq(patient.id, page.pageID))
    .leftJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .orderBy(...q.order);
}

/**
 * The count stops at COUNT_CAP + 1 matches: "Tan" over a network matches tens of thousands of patients, and an
 * exact count would read every one of them on every keystroke's search (docs/decisions/dashboard-patient-search.md).
 */
export const COUNT_CAP = 1000;

export function patientCountQuery(db: ReadDb, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(patient)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

export const scopeWith = (centreCondition: SQL) => and(notDeleted, centreCondition) as SQL;

export type IdFilter = { eq?: unknown; in?: readonly unknown[] | null } | null | undefined;

/** The centres a filter names at its top level (eq or in), which narrow the ids look-up; null for none. */
function topLevelCentres(filter: Filter | null | undefined): number[] | null {
  const own = filter?.existingClinicID as IdFilter;
  if (own?.eq !== undefined && own?.eq !== null) return [own.eq as number];
  return own?.in ? (own.in as number[]) : null;
}

/**
 * The search's text looked up through the trigram indexes first (row-level security keeps them from serving the
 * list's own LIKE: textMatchIds): its ids when few, 'broad' when more than the count shows; `countKnown` when
 * nothing else in the filter could bring the count below the cap.
 */
async function lookUpText(
  db: ReadDb,
  filter: Filter | null | undefined,
): Promise<{ ids: TextMatches; countKnown: boolean }> {
  const search = textSearchOf(filter);
  if (!search) return { ids: null, countKnown: false };
  const ids = await textMatchIds(db, search, topLevelCentres(filter), COUNT_CAP + 1);
  if (ids.length <= COUNT_CAP) return { ids, countKnown: false };
  return { ids: 'broad', countKnown: search.alone };
}

/**
 * Every statement of listPatient, apart from access and audit (service.ts): the look-up, the page and the
 * count, within `centres` (a condition on patient.existingClinicID). The benchmark times this same function
 * against the API (npm run bench: the search's SQL).
 */
export async function searchPatients(
  db: ReadDb,
  input: { filter?: Filter | null; pagination?: Pagination | null },
  centres: SQL,
) {
  const matches = await lookUpText(db, input.filter);
  const { spec, filter, scope } = searchListInput(input.filter, scopeWith(centres), matches.ids);
  return runList(
    spec,
    { filter, pagination: input.pagination, scope },
    {
      rows: (q) => patientRowsQuery(db, q),
      count: async (where) =>
        matches.countKnown ? COUNT_CAP + 1 : ((await patientCountQuery(db, where))[0]?.n ?? 0),
    },
  );
}
