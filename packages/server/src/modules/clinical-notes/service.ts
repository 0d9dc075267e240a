import {
  CLINICAL_NOTES_PAGE_SIZE,
  centreDate,
  dischargeIsBeforeAdmission,
  HOSPITAL_ENTRY_MESSAGES,
  HOSPITAL_ENTRY_TYPE,
  hospitalStayDays,
} from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { listedPatientID, scopedPatient } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { hospitalSummary, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import type {
  CreateHospitalSummaryInput,
  HospitalSummaryType,
  QueryListHospitalSummaryArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { instantInput } from '../common/date-input.ts';
import { assertNotFuture, invalid, optionalText } from '../common/manage-input.ts';
import { listedReason } from '../reference-lists/service.ts';

const listSpec: ListSpec = {
  fields: {
    patientID: hospitalSummary.patientID,
    type: hospitalSummary.type,
    admitTimestamp: hospitalSummary.admitTimestamp,
    createdOn: hospitalSummary.createdOn,
  },
  // Newest first (spec 001 section 7: admitTimestamp DESC); the later-written of two equal times first.
  defaultOrder: [desc(hospitalSummary.admitTimestamp), desc(hospitalSummary.id)],
  tiebreaker: hospitalSummary.id,
  defaultLimit: CLINICAL_NOTES_PAGE_SIZE,
};

function selectRows(db: ReadDb) {
  return db
    .select({ row: hospitalSummary, staffName: staff.name })
    .from(hospitalSummary)
    .leftJoin(staff, eq(staff.accountID, hospitalSummary.staffAccountID));
}

type Selected = { row: typeof hospitalSummary.$inferSelect; staffName: string | null };

function toApi({ row, staffName }: Selected) {
  const { deleted: _d, deletedOn: _do, updatedOn: _u, accessIDHosp: _a, ...rest } = row;
  return { ...serialize(rest), staffName };
}

/**
 * Clinical Notes and Hospital Entries panels: one patient's records of the asked types, paged in SQL.
 * Reading a patient's notes is a patient-record read, so it is audited.
 */
export async function listHospitalSummary(ctx: Context, input: QueryListHospitalSummaryArgs) {
  const patient = await scopedPatient(ctx, listedPatientID(input.filter));
  const scope = and(eq(hospitalSummary.patientID, patient.id), eq(hospitalSummary.deleted, 0));
  const list = await runList(
    listSpec,
    { ...input, scope },
    tableQueries(ctx.db, hospitalSummary, () => selectRows(ctx.db).$dynamic()),
  );
  await auditRead(ctx, {
    action: 'hospitalSummary.list',
    entity: 'patient',
    entityID: patient.id,
    clinicID: patient.clinicID,
    detail: { type: (input.filter as { type?: unknown }).type ?? null, count: list.result.length },
  });
  return { result: list.result.map(toApi), count: list.count };
}

/** A required date and time: 'Required.' when missing, 'Not a valid date.' when not a real one. */
function instant(field: string, text: string | null | undefined): Date {
  if (!text?.trim()) throw invalid(field, HOSPITAL_ENTRY_MESSAGES.required);
  return instantInput(field, text);
}

function required(field: string, text: string | null | undefined): string {
  const value = optionalText(text, field, 200);
  if (!value) throw invalid(field, HOSPITAL_ENTRY_MESSAGES.required);
  return value;
}

/**
 * The columns of a hospital entry: discharge and location required, noOfDays computed here, never sent; the
 * Reason one of the hospital reason list.
 */
async function hospitalColumns(
  ctx: Context,
  input: CreateHospitalSummaryInput,
  admit: Date,
  timezone: string,
  now: Date,
) {
  const leave = instant('leaveTimestamp', input.leaveTimestamp);
  assertNotFuture('leaveTimestamp', leave, now, centreDate(now, timezone));
  const location = required('location', input.location);
  if (dischargeIsBeforeAdmission(admit, leave)) {
    throw invalid('leaveTimestamp', HOSPITAL_ENTRY_MESSAGES.dischargeBeforeAdmission);
  }
  return {
    leaveTimestamp: leave,
    location,
    noOfDays: hospitalStayDays(admit, leave, timezone),
    reason: optionalText(input.reason, 'reason'),
    hospitalMain: optionalText(input.hospitalMain, 'hospitalMain', 200),
    // One of the hospital reason list (spec 000 section 7), as the list spells it.
    hospitalReason: await listedReason(ctx.db, optionalText(input.hospitalReason, 'hospitalReason')),
    diagnosis: optionalText(input.diagnosis, 'diagnosis'),
    outcome: optionalText(input.outcome, 'outcome'),
  };
}

/**
 * Add Clinical Note (date and type required) or Add Hospital Entry (also discharge, location, and discharge
 * not before admission). The author is the signed-in user; the centre is the selected one (checked), else
 * the patient's. The row and its audit row commit together.
 */
export async function createHospitalSummary(ctx: Context, input: CreateHospitalSummaryInput) {
  const viewer = ctx.access.user();
  const patient = await scopedPatient(ctx, input.patientID);
  const clinicID =
    input.clinicID === null || input.clinicID === undefined
      ? patient.clinicID
      : await ctx.access.assertIn('hospitalSummary:create', input.clinicID);
  if (!input.type) throw invalid('type', HOSPITAL_ENTRY_MESSAGES.required);
  const admit = instant('admitTimestamp', input.admitTimestamp);
  const now = ctx.clock.now();
  // A note or a stay cannot be dated ahead of now (the domain's one rule; a little clock skew allowed).
  assertNotFuture('admitTimestamp', admit, now, centreDate(now, patient.timezone));
  const hospital =
    input.type === HOSPITAL_ENTRY_TYPE ? await hospitalColumns(ctx, input, admit, patient.timezone, now) : {};

  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(hospitalSummary)
      .values({
        patientID: patient.id,
        clinicID,
        staffAccountID: viewer.accountID,
        admitTimestamp: admit,
        type: input.type as HospitalSummaryType,
        observation: optionalText(input.observation, 'observation'),
        assessment: optionalText(input.assessment, 'assessment'),
        plan: optionalText(input.plan, 'plan'),
        notes: optionalText(input.notes, 'notes'),
        ...hospital,
        createdOn: now,
        updatedOn: now,
      })
      .returning();
    if (!row) throw new Error('hospital_summary not inserted');
    await audit(w, {
      action: 'hospitalSummary.create',
      entity: 'hospitalSummary',
      entityID: row.id,
      clinicID,
      detail: { patientID: patient.id, type: row.type, noOfDays: row.noOfDays },
    });
    return toApi({ row, staffName: viewer.name });
  });
}
