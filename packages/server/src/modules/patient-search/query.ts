import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import { containsPattern, type FieldFilter, type Filter, type ListSpec } from '../../db/list.ts';
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
 * What listPatient hands the list helper: the search box's text as the search-key condition (with the order
 * by plain name), or the filter as it is (with the order that keeps the per-field trigram plans).
 */
export function searchListInput(filter: Filter | null | undefined, centres: SQL) {
  const text = searchBoxText(filter);
  if (text === null) {
    return { spec: hasText(filter) ? patientTextSearchSpec : patientSearchSpec, filter, scope: centres };
  }
  return {
    spec: patientSearchSpec,
    filter: { ...filter, or: null },
    scope: and(centres, searchKeyMatches(text)) as SQL,
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
