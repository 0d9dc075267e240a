import { centreDate, PATIENT_RECORD_MESSAGES as M, PATIENT_RECORD_PAGE_SIZES } from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { listedPatientID, scopedPatient, todayFor } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { medicalMilestone as milestone } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import type {
  CreateMedicalMilestoneInput,
  QueryListMedicalMilestoneArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { instantInput } from '../common/date-input.ts';
import { assertNotFuture, optionalText } from '../common/manage-input.ts';
import { required } from '../medication/input.ts';

const spec: ListSpec = {
  fields: {
    id: milestone.id,
    patientID: milestone.patientID,
    timestamp: milestone.timestamp,
    milestone: milestone.milestone,
    createdOn: milestone.createdOn,
  },
  // Spec 001 section 7: newest milestone first.
  defaultOrder: [desc(milestone.timestamp)],
  tiebreaker: milestone.id,
  defaultLimit: PATIENT_RECORD_PAGE_SIZES.medicalMilestone,
};

export async function listMedicalMilestone(ctx: Context, input: QueryListMedicalMilestoneArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const list = await runList(
    spec,
    { ...input, scope: and(eq(milestone.patientID, p.id), eq(milestone.deleted, 0)) },
    tableQueries(ctx.db, milestone, () => ctx.db.select().from(milestone).$dynamic()),
  );
  await auditRead(ctx, {
    action: 'listMedicalMilestone',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
  });
  return { count: list.count, result: list.result.map(serialize) };
}

/** Date and milestone required, note optional; the date may not lie after today in the centre's zone. */
export async function createMedicalMilestone(ctx: Context, create: CreateMedicalMilestoneInput) {
  const p = await scopedPatient(ctx, create.patientID);
  const text = required('timestamp', create.timestamp, M.required);
  // Strict: '2030-02-30T...' is refused, not stored as 2 March (the domain's one parser).
  const timestamp = instantInput('timestamp', text);
  // The domain's one rule for clinical dates, on the calendar date in the centre's zone.
  assertNotFuture('timestamp', centreDate(timestamp, p.timezone), ctx.clock.now(), todayFor(ctx, p));
  const values = {
    patientID: p.id,
    timestamp,
    milestone: required('milestone', create.milestone, M.required),
    note: optionalText(create.note, 'note'),
  };
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .insert(milestone)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('milestone not created');
    await audit(w, {
      action: 'createMedicalMilestone',
      entity: 'medicalMilestone',
      entityID: row.id,
      clinicID: p.clinicID,
      detail: { ...values, timestamp: text },
    });
    return serialize(row);
  });
}
