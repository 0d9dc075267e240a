import { PATIENT_MESSAGES as M } from '@dialysis/domain';
import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { allergy, clinic, patient } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { fileLink } from '../../platform/storage/files.ts';

export type PatientRow = typeof patient.$inferSelect;
type AllergyRow = typeof allergy.$inferSelect;

/** Pictures are shown for an hour from the moment the page is loaded. */
const PICTURE_LINK_SECONDS = 60 * 60;

/** Unknown, deleted and out-of-scope patients get this one answer, so an id tells nothing. */
export const invalidPatient = () => appError('NOT_FOUND', M.invalidPatient);

/**
 * The live patient `id` if their centre (existingClinicID) is one the user may see, else 'Invalid
 * Patient' exactly as for an id that does not exist.
 */
export async function scopedPatient(ctx: Context, id: number, db: Db = ctx.db): Promise<PatientRow> {
  const [row] = await db
    .select()
    .from(patient)
    .where(and(eq(patient.id, id), eq(patient.deleted, 0)))
    .limit(1);
  if (!row || row.existingClinicID === null) throw invalidPatient();
  const visible = await ctx.access.visibleClinicIds();
  if (!visible.includes(row.existingClinicID)) {
    ctx.access.recordRefusal({
      clinicID: row.existingClinicID,
      entity: 'patient',
      entityID: id,
      reason: 'patient',
    });
    throw invalidPatient();
  }
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
    ctx.db
      .select()
      .from(allergy)
      .where(and(eq(allergy.patientID, row.id), eq(allergy.deleted, 0)))
      .orderBy(asc(allergy.knownDate), asc(allergy.id)),
    row.existingClinicID === null
      ? Promise.resolve([])
      : ctx.db.select({ name: clinic.name }).from(clinic).where(eq(clinic.id, row.existingClinicID)),
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
  const row = await scopedPatient(ctx, id);
  await audit(ctx, {
    action: 'getPatient',
    entity: 'patient',
    entityID: row.id,
    clinicID: row.existingClinicID,
  });
  return patientView(ctx, row);
}
