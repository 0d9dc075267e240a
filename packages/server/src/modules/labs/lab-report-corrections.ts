import {
  LAB_CORRECTION_MESSAGES as C,
  LAB_FIELD_NAMES,
  type LabCorrectionSnapshot,
  type LabFieldName,
  labDeleteReasonError,
  labReportChanges,
  labReportFingerprint,
  localDateAndHour,
  sampleClockTime,
  sampleInstant,
  sampleTimeError,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { todayFor } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, labReport, patient } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { DeleteLabReportInput, UpdateLabReportInput } from '../../graphql/generated/resolvers-types.ts';
import { assertNotFuture, invalid, optionalText } from '../common/manage-input.ts';
import { type ChangedResult, recomputeForLabReports } from './calculated.ts';
import { publishCalculated, publishLabReport } from './events.ts';
import { apiLabReport, checkedValues, sampleDay } from './lab-reports.ts';

type LabRow = typeof labReport.$inferSelect;

/** An unknown report, a deleted one and one of another centre's patient answer alike, so ids cannot be probed. */
const notFound = () => appError('NOT_FOUND', C.unknown);

/**
 * The live report named by id, of a live patient of the user's centres (reads scope lab reports by their
 * patient, so corrections do too); the refusal of another centre's report is audited.
 */
async function reportForWrite(ctx: Context, id: number) {
  const [found] = await ctx.db
    .select({ row: labReport, clinicID: patient.existingClinicID, timezone: clinic.timezone })
    .from(labReport)
    .innerJoin(patient, and(eq(patient.id, labReport.patientID), eq(patient.deleted, 0)))
    .innerJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(and(eq(labReport.id, id), eq(labReport.deleted, 0)))
    .limit(1);
  if (!found || found.clinicID === null)
    throw await ctx.access.unseen(ctx.db, notFound, { entity: 'labReport', id });
  await ctx.access.assertRecordIn(found.clinicID, notFound, { entity: 'labReport', id });
  return {
    row: found.row,
    patient: { id: found.row.patientID, clinicID: found.clinicID, timezone: found.timezone },
  };
}

/** The report's day (its centre's calendar), source and values, as the audit compares them. */
function snapshotOf(row: LabRow, timeZone: string): LabCorrectionSnapshot {
  const snapshot: LabCorrectionSnapshot = {
    day: localDateAndHour(row.timestamp, timeZone).date,
    sampleTime: row.sampleTime ? sampleClockTime(row.sampleTime, timeZone) : null,
    source: row.source,
  };
  for (const name of LAB_FIELD_NAMES) snapshot[name] = row[name] as string | number | null;
  return snapshot;
}

// The partial unique index lab_report_fingerprint_key (patient, fingerprint, live reports) refused the edit.
function isDuplicate(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !e.constraint || e.constraint === 'lab_report_fingerprint_key';
    e = e.cause as typeof e;
  }
  return false;
}

/** The calculated results follow at once: one event per session touched, after the commit. */
function publishSessions(ctx: Context, sessions: readonly ChangedResult[]) {
  const unique = new Map(sessions.map((s) => [`${s.patientID} ${s.dialysisID}`, s]));
  for (const session of unique.values()) publishCalculated(ctx, session);
}

/**
 * Corrects a lab report (issue 25 item 4) on the version the user read: a field left out keeps its value, a
 * field sent as null is cleared; the result is checked as a new report is (at least one value, ranges, not in
 * the future). The audit row keeps each changed field's old and new value; the fingerprint follows the values,
 * so a re-import of the same file finds the corrected report. An edit that would equal another live report of
 * the patient is refused. The calculated results that used it, and those it now meets, are recomputed.
 */
export async function updateLabReport(ctx: Context, update: UpdateLabReportInput) {
  const viewer = ctx.access.user();
  const { row, patient: p } = await reportForWrite(ctx, update.id);
  const before = snapshotOf(row, p.timezone);
  let day = before.day;
  if (update.timestamp !== undefined) {
    day = sampleDay(update.timestamp, p.timezone);
    assertNotFuture('timestamp', day, ctx.clock.now(), todayFor(ctx, p));
  }
  const merged: Partial<Record<LabFieldName, unknown>> = {};
  for (const name of LAB_FIELD_NAMES) merged[name] = name in update ? update[name] : row[name];
  const values = checkedValues(merged);
  const source =
    update.source === undefined ? row.source : optionalText(update.source, 'source', TEXT_LIMITS.line);
  // The sample time is a time of the report's day: kept as HH:mm and placed again on a new day.
  const time =
    update.sampleTime === undefined ? (before.sampleTime ?? '') : (update.sampleTime?.trim() ?? '');
  const timeError = sampleTimeError(day, time, p.timezone, ctx.clock.now());
  if (timeError) throw invalid('sampleTime', timeError);
  const changes = labReportChanges(before, { day, sampleTime: time || null, source, ...values });
  // Nothing changes: nothing is written (and no version is spent).
  if (Object.keys(changes).length === 0) return apiLabReport(row);

  const set: Partial<Record<keyof typeof labReport.$inferInsert, unknown>> = {
    source,
    updatedBy: viewer.accountID,
  };
  for (const name of LAB_FIELD_NAMES) set[name] = values[name] ?? null;
  if (changes.day) set.timestamp = sql`(${day}::date::timestamp at time zone ${p.timezone})`;
  set.sampleTime = time ? sampleInstant(day, time, p.timezone) : null;
  // As createLabReport: two samples of one day with the same values are two reports when their times differ.
  set.fingerprint = `${labReportFingerprint(String(p.id), day, source ?? '', values)}${time ? ` at ${time}` : ''}`;
  const now = ctx.clock.now();
  const adequacyInputs = changes.day || changes.sampleTime || changes.ureaPre || changes.ureaPost;

  let result: { saved: LabRow; sessions: ChangedResult[] };
  try {
    result = await withWrite(ctx, async (w) => {
      const target = { key: labReport.id, id: row.id, version: update.updatedOn };
      const saved = await versionedUpdate(w, labReport, target, set, now);
      await audit(w, {
        action: 'updateLabReport',
        entity: 'labReport',
        entityID: row.id,
        clinicID: row.clinicID,
        detail: { patientID: row.patientID, changes },
      });
      const sessions = adequacyInputs ? await recomputeForLabReports(w, [row.id]) : [];
      return { saved, sessions };
    });
  } catch (error) {
    if (isDuplicate(error)) throw appError('CONFLICT', C.duplicate);
    throw error;
  }
  publishSessions(ctx, result.sessions);
  publishLabReport(ctx, {
    patientID: row.patientID,
    clinicID: row.clinicID,
    labReportID: row.id,
    change: 'UPDATE',
  });
  return apiLabReport(result.saved);
}

/**
 * Deletes a lab report (issue 25 item 4): soft, on the version the user read, with a required reason. The row
 * is kept with who deleted it, when and why; every read leaves it out (lists, Last Non Null Lab, adequacy, the
 * import's duplicate check), and the calculated results it gave are recomputed from the day's other reports or
 * withdrawn.
 */
export async function deleteLabReport(ctx: Context, input: DeleteLabReportInput) {
  const viewer = ctx.access.user();
  const { row, patient: p } = await reportForWrite(ctx, input.id);
  const reasonError = labDeleteReasonError(input.reason);
  if (reasonError) throw invalid('reason', reasonError);
  const reason = input.reason.trim();
  const now = ctx.clock.now();
  const result = await withWrite(ctx, async (w) => {
    const target = { key: labReport.id, id: row.id, version: input.updatedOn };
    const saved = await versionedUpdate(
      w,
      labReport,
      target,
      { deleted: 1, deletedOn: now, deletedBy: viewer.accountID, deleteReason: reason },
      now,
    );
    const { day, source, ...values } = snapshotOf(row, p.timezone);
    const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
    await audit(w, {
      action: 'deleteLabReport',
      entity: 'labReport',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: { patientID: row.patientID, reason, day, source, values: kept },
    });
    const sessions = await recomputeForLabReports(w, [row.id]);
    return { saved, sessions };
  });
  publishSessions(ctx, result.sessions);
  publishLabReport(ctx, {
    patientID: row.patientID,
    clinicID: row.clinicID,
    labReportID: row.id,
    change: 'DELETE',
  });
  return apiLabReport(result.saved);
}
