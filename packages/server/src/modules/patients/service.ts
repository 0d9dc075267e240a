import { and, asc, eq, sql } from 'drizzle-orm';
import { invalidPatient, scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { isZero, preparedPerDb } from '../../db/prepared.ts';
import { allergy, clinic, patient } from '../../db/schema.ts';
import { fileLink } from '../../platform/storage/files.ts';

export type PatientRow = typeof patient.$inferSelect;
type AllergyRow = typeof allergy.$inferSelect;

/** The record's reads, prepared (db/prepared.ts): every record page loads them. */
const prepared = {
  patient: preparedPerDb((db: ReadDb) =>
    db
      .select()
      .from(patient)
      .where(eq(patient.id, sql.placeholder('id')))
      .limit(1)
      .prepare('patient_by_id'),
  ),
  allergies: preparedPerDb((db: ReadDb) =>
    db
      .select()
      .from(allergy)
      .where(and(eq(allergy.patientID, sql.placeholder('patientID')), isZero(allergy.deleted)))
      .orderBy(asc(allergy.knownDate), asc(allergy.id))
      .prepare('patient_allergies'),
  ),
  centreName: preparedPerDb((db: ReadDb) =>
    db
      .select({ name: clinic.name })
      .from(clinic)
      .where(eq(clinic.id, sql.placeholder('id')))
      .prepare('centre_name'),
  ),
};

/** Pictures are shown for an hour from the moment the page is loaded. */
const PICTURE_LINK_SECONDS = 60 * 60;

/**
 * The whole record of a live patient of the user's centres. The scope rule is the one every
 * patient-record call uses (access/patient-scope.ts scopedPatient: unknown, deleted and other centres'
 * patients all answer 'Invalid Patient', the last audited); this only reads the row it allowed.
 */
export async function patientRow(ctx: Context, id: number): Promise<PatientRow> {
  const scoped = await scopedPatient(ctx, id);
  const [row] = await prepared.patient(ctx.db).execute({ id: scoped.id });
  if (!row) throw invalidPatient();
  return row;
}

export function allergyView(row: AllergyRow) {
  return {
    id: row.id,
    patientID: row.patientID,
    name: row.name,
    knownDate: row.knownDate.toISOString(),
    deleted: row.deleted,
  };
}

/** The API shape of a patient: stored units, unmasked NRIC, live allergies and a picture link. */
export async function patientView(ctx: Context, row: PatientRow) {
  const [allergies, [centre]] = await Promise.all([
    prepared.allergies(ctx.db).execute({ patientID: row.id }),
    row.existingClinicID === null
      ? Promise.resolve([])
      : prepared.centreName(ctx.db).execute({ id: row.existingClinicID }),
  ]);
  const {
    photoKey,
    photoBucket,
    photoRegion,
    createdOn,
    updatedOn,
    deleted: _d,
    deletedOn: _o,
    ...fields
  } = row;
  return {
    ...fields,
    key: photoKey,
    bucket: photoBucket,
    region: photoRegion,
    photoUrl: await fileLink(ctx, photoKey, PICTURE_LINK_SECONDS),
    clinicName: centre?.name ?? null,
    allergies: allergies.map(allergyView),
    createdOn: createdOn.toISOString(),
    updatedOn: updatedOn.toISOString(),
  };
}

/** Patient Information and Edit: one patient of the user's centres, its read audited. */
export async function getPatient(ctx: Context, id: number) {
  const row = await patientRow(ctx, id);
  await auditRead(ctx, {
    action: 'getPatient',
    entity: 'patient',
    entityID: row.id,
    clinicID: row.existingClinicID,
  });
  return patientView(ctx, row);
}
