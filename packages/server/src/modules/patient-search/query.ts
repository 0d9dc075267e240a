import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FieldFilter, Filter, ListSpec } from '../../db/list.ts';
import { clinic, patient } from '../../db/schema.ts';

/**
 * The SQL of listPatient, apart from access and audit (service.ts), so the benchmark
 * (scripts/bench-patient-search.ts) and the plan test EXPLAIN exactly the query the API runs.
 *
 * The search fields are compared on the bare columns (`name ILIKE '%text%'`): that is the form the trigram
 * GIN indexes (patient_*_trgm_idx) serve. Wrapping a column (lower(name), coalesce) would lose the index.
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
 * The same list when the filter has text. `patient_name_live_idx` (name order of the live patients) makes the
 * empty search's first page a short index walk, but with a term the planner would walk it too, hoping for early
 * matches, and read most of the table when the matches sort late (a surname like "Tan": 100 ms and more instead
 * of about 40 ms through the trigram indexes, measured on 100,000 patients). Sorting by `name || ''` gives the
 * same order (same value, same collation) but no index provides it, so text searches keep the trigram plans.
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

/** One page of patients with their centre's name (one join, no N+1). */
export function patientRowsQuery(
  db: Db,
  q: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(patient)
    .leftJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(q.where)
    .orderBy(...q.order)
    .limit(q.limit)
    .offset(q.offset);
}

export function patientCountQuery(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(patient).where(where);
}

export const scopeWith = (centreCondition: SQL) => and(notDeleted, centreCondition) as SQL;
