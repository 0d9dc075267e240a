import { PATIENT_RECORD_MESSAGES as M, PATIENT_RECORD_PAGE_SIZES } from '@dialysis/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { invalidPatient, listedPatientID, scopedPatient, todayFor } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { medication } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import type {
  CreateMedicationInput,
  QueryListMedicationArgs,
  UpdateMedicationInput,
} from '../../graphql/generated/resolvers-types.ts';
import { assertNotFuture, optionalText } from '../common/manage-input.ts';
import { required, requiredDate } from './input.ts';

const spec: ListSpec = {
  fields: {
    id: medication.id,
    patientID: medication.patientID,
    medication: medication.medication,
    status: medication.status,
    start: medication.start,
    end: medication.end,
    createdOn: medication.createdOn,
  },
  // Spec 001 section 7: current medication by status (ACTIVE first) then newest; history asks for end.
  defaultOrder: [asc(medication.status), desc(medication.createdOn)],
  tiebreaker: medication.id,
  defaultLimit: PATIENT_RECORD_PAGE_SIZES.currentMedication,
};

/** Current (filter end: {exists: false}) or historical (end: {exists: true}) medication of one patient. */
export async function listMedication(ctx: Context, input: QueryListMedicationArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const list = await runList(
    spec,
    { ...input, scope: and(eq(medication.patientID, p.id), eq(medication.deleted, 0)) },
    tableQueries(ctx.db, medication, () => ctx.db.select().from(medication).$dynamic()),
  );
  await auditRead(ctx, { action: 'listMedication', entity: 'patient', entityID: p.id, clinicID: p.clinicID });
  return { count: list.count, result: list.result.map(serialize) };
}

/** Adds a current medication (no end date); start, medication, dose, route and frequency are required. */
export async function createMedication(ctx: Context, create: CreateMedicationInput) {
  const p = await scopedPatient(ctx, create.patientID);
  const start = requiredDate('start', create.start);
  assertNotFuture('start', start, ctx.clock.now(), todayFor(ctx, p));
  const values = {
    patientID: p.id,
    start,
    medication: required('medication', create.medication, M.required),
    dose: required('dose', create.dose, M.required),
    route: required('route', create.route, M.required),
    freq: required('freq', create.freq, M.required),
    note: optionalText(create.note, 'note'),
    status: 'ACTIVE',
  };
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .insert(medication)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('medication not created');
    await audit(w, {
      action: 'createMedication',
      entity: 'medication',
      entityID: row.id,
      clinicID: p.clinicID,
      detail: values,
    });
    return serialize(row);
  });
}

/**
 * Stop (spec 001 section 4: the delete icon, confirmed): end becomes today in the patient's centre time zone,
 * which moves the medication to history. Stopping a stopped one answers it unchanged, so a retry is safe. A
 * medication of a patient outside the user's centres answers like an unknown one.
 */
export async function updateMedication(ctx: Context, update: UpdateMedicationInput) {
  const [current] = await ctx.db
    .select()
    .from(medication)
    .where(and(eq(medication.id, update.id), eq(medication.deleted, 0)))
    .limit(1);
  if (!current) throw invalidPatient();
  const p = await scopedPatient(ctx, current.patientID);
  if (current.end !== null) return serialize(current);
  const end = todayFor(ctx, p);
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .update(medication)
      .set({ end, updatedOn: now })
      .where(eq(medication.id, current.id))
      .returning();
    if (!row) throw invalidPatient();
    await audit(w, {
      action: 'stopMedication',
      entity: 'medication',
      entityID: row.id,
      clinicID: p.clinicID,
      detail: { end },
    });
    return serialize(row);
  });
}
