import { PATIENT_MESSAGES as M } from '@dialysis/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { allergy, patient } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { CreatePatientInput, UpdatePatientInput } from '../../graphql/generated/resolvers-types.ts';
import { ownUpload } from '../../platform/storage/files.ts';
import { invalid } from '../common/manage-input.ts';
import { allergyNames, patientValues } from './fields.ts';
import { rememberReferringSource } from './referring-sources.ts';
import { patientRow, patientView } from './service.ts';

const nricInUse = () => appError('CONFLICT', M.nricInUse);

// The unique index patient_nric_key (upper(nric) where deleted = 0) closes the race the check leaves.
function isNricViolation(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !e.constraint || e.constraint === 'patient_nric_key';
    e = e.cause as typeof e;
  }
  return false;
}

async function assertNricFree(db: ReadDb, nric: string, exceptID?: number): Promise<void> {
  const [taken] = await db
    .select({ id: patient.id })
    .from(patient)
    .where(
      and(
        sql`upper(${patient.nric}) = upper(${nric})`,
        eq(patient.deleted, 0),
        exceptID === undefined ? undefined : ne(patient.id, exceptID),
      ),
    )
    .limit(1);
  if (taken) throw nricInUse();
}

/** The picture columns for an uploaded key: only a file this user uploaded for patient pictures. */
async function picture(ctx: Context, key: string) {
  const file = await ownUpload(ctx, key, 'patientPicture');
  // Pictures have a folder of their own; checking the type too keeps a stray file of that folder out.
  if (!file?.contentType.startsWith('image/')) throw invalid('key', M.invalidImage);
  return { photoKey: file.key, photoBucket: file.bucket, photoRegion: file.region };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNricViolation(error)) throw nricInUse();
    throw error;
  }
}

/** Create Patient: the patient, their allergies (at least one) and the audit row in one transaction. */
export async function createPatient(ctx: Context, create: CreatePatientInput) {
  const now = ctx.clock.now();
  const values = patientValues(create.patient, { create: true, now, timezone: ctx.config.defaultTimezone });
  const names = allergyNames(create.allergies);
  const clinicID = await ctx.access.assertIn('patient:create', values.existingClinicID);
  await assertNricFree(ctx.db, values.nric as string);
  const photo = create.key ? await picture(ctx, create.key) : {};

  const id = await saving(() =>
    withWrite(ctx, async (w) => {
      const db = w.db;
      const [row] = await db
        .insert(patient)
        .values({ ...values, name: values.name as string, ...photo, createdOn: now, updatedOn: now })
        .returning({ id: patient.id });
      if (!row) throw new Error('patient not created');
      await db
        .insert(allergy)
        .values(
          names.map((name) => ({ patientID: row.id, name, knownDate: now, createdOn: now, updatedOn: now })),
        );
      await rememberReferringSource(w, values.referringSource as string | null | undefined);
      await audit(w, {
        action: 'createPatient',
        entity: 'patient',
        entityID: row.id,
        clinicID,
        detail: { allergies: names.length, picture: Boolean(create.key) },
      });
      return row.id;
    }),
  );
  return patientView(ctx, await patientRow(ctx, id));
}

/**
 * Edit Patient Information: the named fields of a patient of the user's centres (moving them to another
 * centre needs that centre too). Carries the version it was made on. The audit row names the changed
 * fields, not their values (the audit log is not a second copy of the record).
 */
export async function updatePatient(ctx: Context, update: UpdatePatientInput) {
  const current = await patientRow(ctx, update.id);
  const now = ctx.clock.now();
  const values = patientValues(update.patient, { create: false, now, timezone: ctx.config.defaultTimezone });
  if (values.existingClinicID !== undefined && values.existingClinicID !== current.existingClinicID) {
    await ctx.access.assertIn('patient:update', values.existingClinicID);
  }
  if (values.nric && values.nric.toUpperCase() !== (current.nric ?? '').toUpperCase()) {
    await assertNricFree(ctx.db, values.nric, current.id);
  }
  let photo = {};
  if (update.key === null) photo = { photoKey: null, photoBucket: null, photoRegion: null };
  else if (update.key !== undefined && update.key !== current.photoKey)
    photo = await picture(ctx, update.key);

  await saving(() =>
    withWrite(ctx, async (w) => {
      const target = { key: patient.id, id: current.id, version: update.updatedOn };
      await versionedUpdate(w, patient, target, { ...values, ...photo }, now);
      await rememberReferringSource(w, values.referringSource as string | null | undefined);
      await audit(w, {
        action: 'updatePatient',
        entity: 'patient',
        entityID: current.id,
        clinicID: values.existingClinicID ?? current.existingClinicID,
        detail: { fields: [...Object.keys(values), ...Object.keys(photo)] },
      });
    }),
  );
  return patientView(ctx, await patientRow(ctx, current.id));
}
