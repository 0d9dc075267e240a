import { centreDate, PATIENT_RECORD_MESSAGES } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../context.ts';
import type { ReadDb } from '../db/client.ts';
import type { FieldFilter, Filter } from '../db/list.ts';
import { inIntArray, isZero, preparedPerDb } from '../db/prepared.ts';
import { clinic, patient } from '../db/schema.ts';
import { appError } from '../errors.ts';

export interface ScopedPatient {
  id: number;
  clinicID: number;
  timezone: string;
  /** The name and sex on record: an imported lab result is checked against them (labs/lab-reports.ts). */
  name: string;
  gender: string | null;
}

/**
 * The look-up of nearly every patient-record request, prepared (db/prepared.ts): ids and centres are array
 * placeholders, so one statement serves any batch and any scope.
 */
const visiblePatients = preparedPerDb((db: ReadDb) =>
  db
    .select({
      id: patient.id,
      clinicID: patient.existingClinicID,
      timezone: clinic.timezone,
      name: patient.name,
      gender: patient.gender,
    })
    .from(patient)
    .innerJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(
      and(
        inIntArray(patient.id, 'ids'),
        isZero(patient.deleted),
        inIntArray(patient.existingClinicID, 'clinics'),
      ),
    )
    .prepare('visible_patients'),
);

/**
 * The patient behind every patient-record call (panels, notes, documents, orders), cut to the user's
 * centres in SQL. A patient of another centre, a deleted or an unknown one all answer exactly alike
 * ('Invalid Patient', NOT_FOUND), so ids cannot be probed.
 */
export async function scopedPatient(ctx: Context, patientID: unknown): Promise<ScopedPatient> {
  if (typeof patientID !== 'number' || !Number.isInteger(patientID)) throw invalidPatient();
  const found = (await scopedPatients(ctx, [patientID])).get(patientID);
  if (!found) throw invalidPatient();
  return found;
}

/**
 * Many patients at once (a batch of lab reports names up to 30), in one query: the ones the user may see.
 * Each id left out is refused like scopedPatient refuses it, and a refusal of another centre's patient is
 * audited.
 */
export async function scopedPatients(
  ctx: Context,
  patientIDs: readonly number[],
): Promise<Map<number, ScopedPatient>> {
  const ids = [...new Set(patientIDs.filter((id) => Number.isInteger(id)))];
  const visible = await ctx.access.visibleClinicIds();
  const rows = ids.length ? await visiblePatients(ctx.db).execute({ ids, clinics: visible }) : [];
  const found = new Map<number, ScopedPatient>();
  for (const row of rows) {
    if (row.clinicID !== null) found.set(row.id, { ...row, clinicID: row.clinicID });
  }
  for (const id of ids) if (!found.has(id)) await auditPatientRefusal(ctx, id);
  return found;
}

/** A live patient of a centre the user may not see: the refusal is audited (the answer stays 'Invalid Patient'). */
async function auditPatientRefusal(ctx: Context, patientID: number) {
  await ctx.access.unseen(ctx.db, invalidPatient, { entity: 'patient', id: patientID }, 'patient');
}

export function invalidPatient() {
  return appError('NOT_FOUND', PATIENT_RECORD_MESSAGES.invalidPatient);
}

/** Today in the patient's centre time zone (the server decides the day, never the browser). */
export function todayFor(ctx: Context, p: Pick<ScopedPatient, 'timezone'>): string {
  return centreDate(ctx.clock.now(), p.timezone);
}

/** The patient id a list must name: its filter's `patientID.eq` (every record panel lists one patient). */
export function listedPatientID(filter: Filter | null | undefined): number {
  const field = filter?.patientID;
  const id = field && !Array.isArray(field) ? (field as FieldFilter).eq : undefined;
  if (typeof id !== 'number') throw invalidPatient();
  return id;
}
