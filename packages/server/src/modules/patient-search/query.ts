import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ListSpec } from '../../db/list.ts';
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
