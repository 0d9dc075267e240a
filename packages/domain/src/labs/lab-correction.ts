import { TEXT_LIMITS, textError } from '../ranges.ts';
import { LAB_FIELD_NAMES, type LabFieldName } from './lab-fields.ts';
import { isMeasured, LAB_MESSAGES } from './lab-report.ts';

/**
 * Correcting a stored lab report (issue 25 item 4): an edit made on the version the user read, and a soft
 * delete with a reason (docs/decisions/labs.md, "Corrections").
 */
export const LAB_CORRECTION_MESSAGES = {
  /** Spec 001 section 8's successes and failures of an update; a delete's failure as the manage screens say it. */
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  updateFailed: 'Unable to update record',
  deleteFailed: 'Unable to delete record',
  /** An unknown report, a deleted one and one of another centre's patient answer alike. */
  unknown: 'Unable to update record',
  reasonRequired: LAB_MESSAGES.required,
  /** The edit would make the report equal (day, source, values) to another live report of the patient. */
  duplicate: 'Another lab report of this patient has the same date, source and values.',
  /** The correction dialog, when someone saved the report after it was opened (Load latest follows). */
  conflict: 'Someone else saved this lab report after you opened it.',
  /** ... and when someone deleted it meanwhile. */
  gone: 'This lab report has been deleted.',
} as const;

/** The reason a lab report is deleted: required, one line. Answers the message it earns, or null. */
export function labDeleteReasonError(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return LAB_CORRECTION_MESSAGES.reasonRequired;
  return textError(text, TEXT_LIMITS.line);
}

/** The reasons a unit gives most; the form offers them and takes any other text. */
export const LAB_DELETE_REASONS = [
  'Entered for the wrong patient',
  'Duplicate of another report',
  'Result withdrawn by the laboratory',
] as const;

/** What an audit row of an edit keeps per field: the value before and after. */
export type LabChange = [before: string | number | null, after: string | number | null];

/** The fields a correction may change: the sample day and time, the source and every lab value. */
export type LabCorrectionField = 'day' | 'sampleTime' | 'source' | LabFieldName;

export type LabCorrectionSnapshot = {
  day: string;
  sampleTime?: string | null;
  source: string | null;
} & Partial<Record<LabFieldName, string | number | null>>;

const measured = (value: unknown): string | number | null =>
  isMeasured(value) ? (value as string | number) : null;

/**
 * The fields an edit changes, each with its old and new value (the audit row's `changes`). An empty value and
 * an absent one are the same (nothing measured); numbers compare as numbers, so 5 and 5.0 are no change.
 */
export function labReportChanges(
  before: LabCorrectionSnapshot,
  after: LabCorrectionSnapshot,
): Partial<Record<LabCorrectionField, LabChange>> {
  const changes: Partial<Record<LabCorrectionField, LabChange>> = {};
  if (before.day !== after.day) changes.day = [before.day, after.day];
  const time = [before.sampleTime || null, after.sampleTime || null] as const;
  if (time[0] !== time[1]) changes.sampleTime = [time[0], time[1]];
  const source = [measured(before.source), measured(after.source)] as const;
  if (source[0] !== source[1]) changes.source = [source[0], source[1]];
  for (const name of LAB_FIELD_NAMES) {
    const old = measured(before[name]);
    const next = measured(after[name]);
    if (old !== next) changes[name] = [old, next];
  }
  return changes;
}
