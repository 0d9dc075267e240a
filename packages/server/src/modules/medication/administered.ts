import { ADMINISTERED_MESSAGES as A, DIALYSIS_MESSAGES, PATIENT_RECORD_PAGE_SIZES } from '@dialysis/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listedPatientID, type ScopedPatient, scopedPatient } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { medicationAdministered as given, loginAccount, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateMedicationAdministeredInput,
  QueryListMedicationAdministeredArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';
import { assertSessionWrite } from '../dialysis/phase.ts';
import { sessionForWrite } from '../dialysis/session-reads.ts';
import { required } from './input.ts';

const giver = alias(staff, 'giver');
const witness = alias(staff, 'witness');

const spec: ListSpec = {
  fields: {
    id: given.id,
    patientID: given.patientID,
    dialysisID: given.dialysisID,
    medication: given.medication,
    createdOn: given.createdOn,
  },
  // Spec 001 section 7: newest first.
  defaultOrder: [desc(given.createdOn)],
  tiebreaker: given.id,
  defaultLimit: PATIENT_RECORD_PAGE_SIZES.medicationAdministered,
};

/** One patient's administered medication, with the giver's and witness's names joined for display. */
export async function listMedicationAdministered(ctx: Context, input: QueryListMedicationAdministeredArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const list = await runList(
    spec,
    { ...input, scope: and(eq(given.patientID, p.id), eq(given.deleted, 0)) },
    tableQueries(ctx.db, given, () =>
      ctx.db
        .select({ row: given, givenByStaffName: giver.name, witnessedByStaffName: witness.name })
        .from(given)
        .leftJoin(giver, eq(giver.accountID, given.givenBy))
        .leftJoin(witness, eq(witness.accountID, given.witnessedBy))
        .$dynamic(),
    ),
  );
  await auditRead(ctx, {
    action: 'listMedicationAdministered',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
  });
  return {
    count: list.count,
    result: list.result.map(({ row, ...names }) => ({ ...serialize(row), ...names })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rules of a medication given to a patient of a centre: every field is required with the spec's own
 * message; the giver and the witness must be two different people, each a staff member who works in the
 * centre (the form offers only those; anyone else answers like a missing choice). Shared with the dialysis
 * session, which records medication with a reading. Answers the values to store and the two names.
 */
export async function validateAdministered(
  ctx: Context,
  input: Omit<CreateMedicationAdministeredInput, 'patientID'>,
  p: Pick<ScopedPatient, 'id' | 'clinicID'>,
) {
  const values = {
    patientID: p.id,
    medication: required('medication', input.medication, A.medication),
    dose: required('dose', input.dose, A.dose),
    route: required('route', input.route, A.route),
    freq: required('freq', input.freq, A.freq),
    givenBy: required('givenBy', input.givenBy, A.givenBy),
    witnessedBy: required('witnessedBy', input.witnessedBy, A.witnessedBy),
  };
  if (values.givenBy.toLowerCase() === values.witnessedBy.toLowerCase()) {
    throw invalid('witnessedBy', A.sameWitness);
  }
  const givenByStaffName = await staffOfCentre(ctx, values.givenBy, p);
  if (givenByStaffName === null) throw invalid('givenBy', A.givenBy);
  const witnessedByStaffName = await staffOfCentre(ctx, values.witnessedBy, p);
  if (witnessedByStaffName === null) throw invalid('witnessedBy', A.witnessedBy);
  return { values, givenByStaffName, witnessedByStaffName };
}

/**
 * Records a medication given to a patient of the user's centres (rules: validateAdministered). From a dialysis
 * session page it carries that session (spec 001 section 7: "the dialysis session context adds dialysisID"),
 * so the session's print lists it; a session that is unknown, deleted, another patient's or another centre's
 * answers 'Unable to retrieve Dialysis' alike.
 */
export async function createMedicationAdministered(ctx: Context, create: CreateMedicationAdministeredInput) {
  const p = await scopedPatient(ctx, create.patientID);
  const { values, givenByStaffName, witnessedByStaffName } = await validateAdministered(ctx, create, p);
  const dialysisID = create.dialysisID ?? null;
  const now = ctx.clock.now();
  if (dialysisID !== null) {
    const session = await sessionForWrite(ctx, dialysisID);
    if (session.patientID !== p.id) throw appError('NOT_FOUND', DIALYSIS_MESSAGES.retrieve);
    // Given in the session: not in a closed one (a week-old session page is no place for today's drug).
    assertSessionWrite(session, 'medication', now);
  }

  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .insert(given)
      .values({ ...values, dialysisID, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('administered medication not created');
    await audit(w, {
      action: 'createMedicationAdministered',
      entity: 'medicationAdministered',
      entityID: row.id,
      clinicID: p.clinicID,
      detail: { ...values, dialysisID },
    });
    return { ...serialize(row), givenByStaffName, witnessedByStaffName };
  });
}

/** The name of an active staff member working in the patient's centre (no centre list means all), or null. */
async function staffOfCentre(
  ctx: Context,
  accountID: string,
  p: Pick<ScopedPatient, 'clinicID'>,
): Promise<string | null> {
  if (!UUID.test(accountID)) return null;
  const [row] = await ctx.db
    .select({ name: staff.name })
    .from(staff)
    .innerJoin(loginAccount, eq(loginAccount.id, staff.accountID))
    .where(
      and(
        eq(staff.accountID, accountID),
        eq(staff.deleted, 0),
        eq(loginAccount.deleted, 0),
        eq(loginAccount.enabled, true),
        sql`(cardinality(${staff.clinicIDs}) = 0 or ${p.clinicID} = any(${staff.clinicIDs}))`,
      ),
    )
    .limit(1);
  return row?.name ?? null;
}
