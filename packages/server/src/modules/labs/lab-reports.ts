import {
  IDENTITY_MESSAGES,
  identityMismatch,
  LAB_FIELD_NAMES,
  type LabFieldName,
  type LabValues,
  labReportErrors,
  labReportFingerprint,
  PATIENT_RECORD_MESSAGES as M,
  sampleInstant,
  sampleTimeError,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  invalidPatient,
  listedPatientID,
  type ScopedPatient,
  scopedPatient,
  scopedPatients,
  todayFor,
} from '../../access/patient-scope.ts';
import { auditMany, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { labReport } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateLabReportInput,
  QueryListLabReportArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { centreDayInput } from '../common/date-input.ts';
import { assertNotFuture, invalid, optionalText } from '../common/manage-input.ts';
import { recomputeForLabReports } from './calculated.ts';
import { publishCalculated, publishLabReport } from './events.ts';
import { insertLabReports } from './lab-report-insert.ts';

/** Spec 001 section 9: the lab results panel shows 5 per page (its full-history modal asks for 20). */
const LAB_PANEL_PAGE = 5;

const spec: ListSpec = {
  fields: {
    id: labReport.id,
    patientID: labReport.patientID,
    timestamp: labReport.timestamp,
    deleted: labReport.deleted,
  },
  // Spec 001 section 7: orderby 'timestamp DESC'.
  defaultOrder: [desc(labReport.timestamp)],
  tiebreaker: labReport.id,
  defaultLimit: LAB_PANEL_PAGE,
};

export async function listLabReport(ctx: Context, input: QueryListLabReportArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  // Soft-deleted reports are never listed (spec 001 section 4), whatever the filter says of `deleted`.
  const list = await runList(
    spec,
    { ...input, scope: and(eq(labReport.patientID, p.id), eq(labReport.deleted, 0)) },
    tableQueries(ctx.db, labReport, () => ctx.db.select().from(labReport).$dynamic()),
  );
  await auditRead(ctx, { action: 'listLabReport', entity: 'patient', entityID: p.id, clinicID: p.clinicID });
  return { count: list.count, result: list.result.map(apiLabReport) };
}

/** The row as the API answers it (the fingerprint, the authors and a deletion's reason stay inside). */
export function apiLabReport(row: typeof labReport.$inferSelect) {
  const { fingerprint: _f, createdBy: _c, updatedBy: _u, deletedBy: _d, deleteReason: _r, ...rest } = row;
  return serialize(rest);
}

/**
 * The sample's day as 'YYYY-MM-DD': a plain date is taken as written (a day of the centre's calendar); an
 * instant is read on the centre's calendar. 'Required.' when absent, 'Not a valid date.' when not a real one.
 */
export function sampleDay(text: string | null | undefined, timeZone: string): string {
  const value = text?.trim() ?? '';
  if (!value) throw invalid('timestamp', M.required);
  return centreDayInput('timestamp', value, timeZone);
}

/** The lab values of the input, checked by the domain's one rule (form and server give the same message). */
export function checkedValues(input: Readonly<Partial<Record<LabFieldName, unknown>>>): LabValues {
  const values: Partial<Record<LabFieldName, unknown>> = {};
  for (const name of LAB_FIELD_NAMES) {
    const value = input[name];
    values[name] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  const errors = labReportErrors(values);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw invalid(field, message);
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null),
  ) as LabValues;
}

/**
 * Adds a lab report of a patient of the user's centres (spec 001 section 7): one report is a batch of one.
 */
export async function createLabReport(ctx: Context, create: CreateLabReportInput) {
  const [answer] = await createLabReports(ctx, [create]);
  if (!answer || 'error' in answer) throw answer?.error ?? new Error('no answer');
  return answer.report;
}

type BatchAnswer = { report: ReturnType<typeof apiLabReport> } | { error: GraphQLError };

/**
 * Adds lab reports in one go (an import batch: up to 30 per request, all or nothing). Every report is
 * checked first (patients in one query, values by the domain's rule); one refusal refuses the batch and
 * nothing is written. Then one insert, one read of the reports already stored (the same report, patient,
 * day, source and values, is answered, not stored twice: importing a file again adds nothing), one audit
 * insert, and the adequacy of the day's session for reports with urea pre and post.
 */
export async function createLabReports(
  ctx: Context,
  creates: readonly CreateLabReportInput[],
): Promise<BatchAnswer[]> {
  const patients = await scopedPatients(
    ctx,
    creates.map((c) => c.patientID),
  );
  const checked = creates.map((create) => checkReport(ctx, create, patients.get(create.patientID)));
  if (checked.some((c) => 'error' in c)) {
    return checked.map((c) => ('error' in c ? c : { error: appError('BATCH_REFUSED', BATCH_REFUSED) }));
  }
  const reports = checked as CheckedReport[];
  const accountID = ctx.access.viewer?.accountID ?? null;
  const result = await withWrite(ctx, async (w) => {
    const db = w.db;
    const inserted = await insertLabReports(
      db,
      reports.map((r) => ({
        source: r.columns.source,
        accessIDlab: r.columns.accessIDlab,
        name: r.columns.name,
        patientID: r.patient.id,
        clinicID: r.patient.clinicID,
        // Midnight of the sample's day in the centre's zone: the day reads the same on every screen.
        day: r.day,
        timezone: r.patient.timezone,
        sampleTime: r.sampleTime,
        fingerprint: r.fingerprint,
        createdBy: accountID,
        values: r.values,
      })),
    );
    const key = (patientID: number, fingerprint: string) => `${patientID} ${fingerprint}`;
    const rows = new Map(inserted.map((row) => [key(row.patientID, row.fingerprint), row]));
    const created = new Set(inserted.map((row) => row.id));
    // A report equal to a stored one was not inserted: the stored one is answered (not stored twice).
    const missing = reports.filter((r) => !rows.has(key(r.patient.id, r.fingerprint)));
    if (missing.length > 0) {
      const stored = await db
        .select()
        .from(labReport)
        .where(
          and(
            eq(labReport.deleted, 0),
            inArray(labReport.patientID, [...new Set(missing.map((r) => r.patient.id))]),
            inArray(labReport.fingerprint, [...new Set(missing.map((r) => r.fingerprint))]),
          ),
        );
      for (const row of stored) rows.set(key(row.patientID, row.fingerprint), row);
    }
    const answers = reports.map((r) => {
      const row = rows.get(key(r.patient.id, r.fingerprint));
      if (!row) throw new Error('lab report neither stored nor found');
      return { r, row };
    });
    await auditMany(
      w,
      answers.map(({ r, row }) => ({
        action: created.has(row.id) ? 'createLabReport' : 'createLabReport:duplicate',
        entity: 'labReport',
        entityID: row.id,
        clinicID: r.patient.clinicID,
        detail: {
          patientID: r.patient.id,
          day: r.day,
          source: r.columns.source,
          values: r.values,
          // The user's explicit confirmation that a file's differing name or sex is this patient (issue 25).
          ...(r.confirmedMatch && { confirmedMatch: r.confirmedMatch }),
        },
      })),
    );
    const withUrea = answers.filter(
      ({ r, row }) =>
        created.has(row.id) && r.values.ureaPre !== undefined && r.values.ureaPost !== undefined,
    );
    const calculated = await recomputeForLabReports(
      w,
      withUrea.map(({ row }) => row.id),
    );
    return { answers, calculated, created };
  });
  for (const event of result.calculated) publishCalculated(ctx, event);
  // One event per patient of the batch (an import of 30 reports of one patient reloads its open pages once).
  const newest = new Map(
    result.answers.filter(({ row }) => result.created.has(row.id)).map(({ row }) => [row.patientID, row]),
  );
  for (const row of newest.values()) {
    publishLabReport(ctx, {
      patientID: row.patientID,
      clinicID: row.clinicID,
      labReportID: row.id,
      change: 'CREATE',
    });
  }
  return result.answers.map(({ row }) => ({ report: apiLabReport(row) }));
}

/** Refused in a batch because another report of the batch was refused (all or nothing). */
const BATCH_REFUSED = 'Not saved: another lab report of this batch was refused.';

interface CheckedReport {
  patient: ScopedPatient;
  day: string;
  /** When the sample was drawn, if given (HH:mm on the day, the centre's clock). */
  sampleTime: Date | null;
  values: LabValues;
  fingerprint: string;
  columns: { source: string | null; accessIDlab: string | null; name: string | null } & LabValues;
  /** The file's name and sex the user confirmed as this patient's although they differ from the record. */
  confirmedMatch: { fileName: string; fileSex: string } | null;
}

/** A report that says whose it is (an imported row: the file's name, or sex): checked against the record. */
const claimsIdentity = (create: CreateLabReportInput) => Boolean(create.name?.trim() || create.sex?.trim());

/**
 * Issue 25: a report is never filed under the wrong patient. An imported row carries the file's name (and
 * sex); when they do not match the record its patientID names, the row is refused unless the user
 * confirmed the match on the review (then the confirmation is audited with the report). A report without a
 * name or sex (manual input on the patient's own page) claims nothing and is not compared.
 */
function checkedIdentity(
  create: CreateLabReportInput,
  record: ScopedPatient,
): CheckedReport['confirmedMatch'] {
  if (!claimsIdentity(create)) return null;
  const file = { name: create.name?.trim() ?? '', sex: create.sex?.trim() ?? '' };
  const mismatch = identityMismatch(file, record);
  if (!mismatch) return null;
  if (create.confirmedMatch !== true) {
    throw invalid(mismatch.name ? 'name' : 'sex', IDENTITY_MESSAGES.refused);
  }
  return { fileName: file.name, fileSex: file.sex };
}

/** One report's checks, in the order the form shows them; a refusal is answered, not thrown. */
function checkReport(
  ctx: Context,
  create: CreateLabReportInput,
  patient: ScopedPatient | undefined,
): CheckedReport | { error: GraphQLError } {
  try {
    if (!patient) throw invalidPatient();
    const confirmedMatch = checkedIdentity(create, patient);
    const day = sampleDay(create.timestamp, patient.timezone);
    assertNotFuture('timestamp', day, ctx.clock.now(), todayFor(ctx, patient));
    const time = create.sampleTime?.trim() ?? '';
    const timeError = sampleTimeError(day, time, patient.timezone, ctx.clock.now());
    if (timeError) throw invalid('sampleTime', timeError);
    const values = checkedValues(create);
    const source = optionalText(create.source, 'source', TEXT_LIMITS.line);
    optionalText(create.sex, 'sex', TEXT_LIMITS.line);
    return {
      patient,
      day,
      sampleTime: time ? sampleInstant(day, time, patient.timezone) : null,
      values,
      // Two samples of one day with the same values are two reports when their times differ.
      fingerprint: `${labReportFingerprint(String(patient.id), day, source ?? '', values)}${time ? ` at ${time}` : ''}`,
      columns: {
        ...values,
        source,
        accessIDlab: optionalText(create.accessIDlab, 'accessIDlab', TEXT_LIMITS.line),
        name: optionalText(create.name, 'name', TEXT_LIMITS.line),
      },
      confirmedMatch,
    };
  } catch (error) {
    if (error instanceof GraphQLError) return { error };
    throw error;
  }
}
