import { PATIENT_MESSAGES as M, MANAGE_MESSAGES } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { allergy } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { CreateAllergyInput, UpdateAllergyInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid, softDeleted } from '../common/manage-input.ts';
import { allergyNames } from './fields.ts';
import { allergyView } from './service.ts';

/** The allergy modal's add: known from now (spec 001 section 4), for a patient of the user's centres. */
export async function createAllergy(ctx: Context, create: CreateAllergyInput) {
  // Spec 001 section 5: the modal's one name answers 'Required.' (the create form's list says 'Missing allergy').
  if (!create.name.trim()) throw invalid('name', MANAGE_MESSAGES.required);
  const [name] = allergyNames([create.name]);
  const owner = await scopedPatient(ctx, create.patientID);
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .insert(allergy)
      .values({ patientID: owner.id, name: name as string, knownDate: now, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('allergy not created');
    await audit(w, {
      action: 'createAllergy',
      entity: 'allergy',
      entityID: row.id,
      clinicID: owner.clinicID,
      detail: { patientID: owner.id },
    });
    return allergyView(row);
  });
}

/**
 * The allergy modal's delete: `deleted: 1` is the only update an allergy takes (spec 001 section 7). An
 * allergy of a patient outside the user's centres answers 'Invalid Patient', like an unknown one.
 */
export async function updateAllergy(ctx: Context, update: UpdateAllergyInput) {
  if (update.deleted !== 1) throw appError('BAD_USER_INPUT', M.notUpdated);
  const [current] = await ctx.db
    .select()
    .from(allergy)
    .where(and(eq(allergy.id, update.id), eq(allergy.deleted, 0)))
    .limit(1);
  if (!current) throw appError('NOT_FOUND', M.invalidPatient);
  const owner = await scopedPatient(ctx, current.patientID);
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .update(allergy)
      .set(softDeleted(now))
      .where(eq(allergy.id, current.id))
      .returning();
    if (!row) throw new Error('allergy not deleted');
    await audit(w, {
      action: 'deleteAllergy',
      entity: 'allergy',
      entityID: row.id,
      clinicID: owner.clinicID,
      detail: { patientID: owner.id },
    });
    return allergyView(row);
  });
}
