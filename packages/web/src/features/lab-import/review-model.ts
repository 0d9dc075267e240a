import {
  type IdentityMismatch,
  type ImportRow,
  identityMismatch,
  LAB_MESSAGES,
  type LabValues,
  rowProblems,
} from '@dialysis/domain';

/** A patient of the user's centres the server matched by NRIC, with what the file's rows are checked against. */
export interface MatchedPatient {
  nric: string;
  patientID: number;
  name: string;
  gender?: string | null;
}

export interface Preview {
  patients: readonly MatchedPatient[];
  /** For each row of the file, in order: the same report is already stored. */
  duplicate: readonly boolean[];
}

/** One patient card of the review: the rows of one NRIC, and what the server knows of them. */
export interface PatientGroup {
  /** The NRIC as the rows give it (upper case): the card's key. */
  nric: string;
  /** As the laboratory wrote them on the card's first row (for Add New Patient). */
  name: string;
  sex: string;
  rows: ImportRow[];
  /** The matched patient, or null while the NRIC is not a patient of the user's centres. */
  patient: MatchedPatient | null;
  /** Rows whose name or sex disagrees with the matched patient's record, by line. */
  mismatches: Map<number, IdentityMismatch>;
  /** Rows the server already holds (same patient, day, source and values): skipped on confirm. */
  duplicates: number;
  /** Rows that fail a check (a value, the date, the NRIC): left out, with their reasons. */
  invalidRows: number;
}

/** What the user decided on the review: whole cards left out, and for a mismatch, confirm it or leave it out. */
export interface Decisions {
  leftOut: ReadonlySet<string>;
  /** Cards whose name/sex mismatch the user confirmed as this patient (sent with confirmedMatch, audited). */
  confirmed: ReadonlySet<string>;
  /** Cards whose mismatched rows the user left out (the card's other rows are imported). */
  mismatchLeftOut: ReadonlySet<string>;
}

export const NO_DECISIONS: Decisions = {
  leftOut: new Set(),
  confirmed: new Set(),
  mismatchLeftOut: new Set(),
};

export const REVIEW_MESSAGES = {
  unidentified: LAB_MESSAGES.unidentifiedPatient,
  unresolvedMismatch: 'Confirm the match or leave out the rows whose name does not match the record.',
  nothing: 'Nothing to import.',
  checking: 'Checking the patients...',
  leftOutByUser: 'Left out on the review.',
  notFound: 'No patient with this NRIC in your centres.',
  mismatch: "The name or sex in the file does not match the patient's record for this NRIC.",
} as const;

/** Groups rows by NRIC (in file order) and applies a preview answer (rows in the same order). */
export function groupByPatient(rows: readonly ImportRow[], preview?: Preview): PatientGroup[] {
  const byNric = new Map(preview?.patients.map((p) => [p.nric.toUpperCase(), p]));
  const groups = new Map<string, PatientGroup>();
  rows.forEach((row, i) => {
    const key = row.nric.toUpperCase();
    let group = groups.get(key);
    if (!group) {
      group = {
        nric: key,
        name: row.patientName,
        sex: row.sex,
        rows: [],
        patient: byNric.get(key) ?? null,
        mismatches: new Map(),
        duplicates: 0,
        invalidRows: 0,
      };
      groups.set(key, group);
    }
    group.rows.push(row);
    if (preview?.duplicate[i]) group.duplicates += 1;
    if (hasErrors(row)) group.invalidRows += 1;
    if (group.patient) {
      const mismatch = identityMismatch(
        { name: row.patientName, sex: row.sex },
        { name: group.patient.name, gender: group.patient.gender ?? null },
      );
      if (mismatch) group.mismatches.set(row.line, mismatch);
    }
  });
  return [...groups.values()];
}

const hasErrors = (row: ImportRow) => Object.keys(row.errors).length > 0;

/** What becomes of one row on Confirm. */
export type RowOutcome =
  | { kind: 'send'; confirmedMatch: boolean }
  | { kind: 'duplicate' }
  | { kind: 'leftOut'; reasons: string[] }
  /** A mismatch not yet decided: blocks Confirm. */
  | { kind: 'undecided' };

/**
 * One row's fate: its own errors leave it out whatever else (it would be refused); then the card left out,
 * an unknown NRIC, a report already stored (skipped: nothing is filed, so a mismatch there needs no
 * decision), and a mismatch (left out, confirmed or undecided).
 */
export function rowOutcome(
  group: PatientGroup,
  row: ImportRow,
  decisions: Decisions,
  isDuplicate: (row: ImportRow) => boolean,
): RowOutcome {
  if (hasErrors(row)) return { kind: 'leftOut', reasons: rowProblems(row.errors) };
  if (decisions.leftOut.has(group.nric)) {
    return {
      kind: 'leftOut',
      reasons: [group.patient ? REVIEW_MESSAGES.leftOutByUser : REVIEW_MESSAGES.notFound],
    };
  }
  if (!group.patient) return { kind: 'undecided' };
  if (isDuplicate(row)) return { kind: 'duplicate' };
  const mismatched = group.mismatches.has(row.line);
  if (mismatched && decisions.mismatchLeftOut.has(group.nric)) {
    return { kind: 'leftOut', reasons: [REVIEW_MESSAGES.mismatch] };
  }
  if (mismatched && !decisions.confirmed.has(group.nric)) return { kind: 'undecided' };
  return { kind: 'send', confirmedMatch: mismatched };
}

/**
 * The card's mismatched rows a decision is about (neither failing a check nor already stored): how many,
 * and the names the file gives them, as written.
 */
export function openMismatches(
  group: PatientGroup,
  isDuplicate: (row: ImportRow) => boolean,
): { rows: number; names: string[] } {
  if (!group.patient || group.mismatches.size === 0) return { rows: 0, names: [] };
  const open = group.rows.filter(
    (row) => group.mismatches.has(row.line) && !hasErrors(row) && !isDuplicate(row),
  );
  return { rows: open.length, names: [...new Set(open.map((row) => row.patientName))] };
}

export interface ReportToSend {
  /** The row's line in the file: a refusal by the server is told on that row. */
  line: number;
  patientID: number;
  timestamp: string;
  source: string;
  /** The file's name and sex: the server checks them against the record too. */
  name: string | null;
  sex: string | null;
  confirmedMatch: boolean;
  values: LabValues;
}

export interface LeftOutRow {
  row: ImportRow;
  reasons: string[];
}

export interface ReviewPlan {
  /** Why Confirm cannot run yet, or null (the spec's message first: an unidentified patient). */
  blocker: string | null;
  send: ReportToSend[];
  leftOut: LeftOutRow[];
  duplicates: number;
  /** Kept cards whose NRIC is not a patient of the user's centres (the spec's red note). */
  unmatched: number;
}

/** The whole review at once, in file order: what Confirm would send, leave out and skip, and what blocks it. */
export function reviewPlan(
  groups: readonly PatientGroup[],
  decisions: Decisions,
  isDuplicate: (row: ImportRow) => boolean,
  source: string,
): ReviewPlan {
  const send: ReportToSend[] = [];
  const leftOut: LeftOutRow[] = [];
  let duplicates = 0;
  let unmatched = 0;
  let unresolved = false;
  for (const group of groups) {
    let waiting = false;
    for (const row of group.rows) {
      const outcome = rowOutcome(group, row, decisions, isDuplicate);
      if (outcome.kind === 'undecided') waiting = true;
      else if (outcome.kind === 'leftOut') leftOut.push({ row, reasons: outcome.reasons });
      else if (outcome.kind === 'duplicate') duplicates += 1;
      else if (outcome.kind === 'send' && group.patient && row.date) {
        send.push({
          line: row.line,
          patientID: group.patient.patientID,
          timestamp: row.date,
          source,
          name: row.patientName || null,
          sex: row.sex || null,
          confirmedMatch: outcome.confirmedMatch,
          values: row.values,
        });
      }
    }
    // A card waits for an unknown NRIC (the spec's message) or for a mismatch to be decided.
    if (waiting && group.patient) unresolved = true;
    else if (waiting) unmatched += 1;
  }
  leftOut.sort((a, b) => a.row.line - b.row.line);
  send.sort((a, b) => a.line - b.line);
  const blocker =
    unmatched > 0
      ? REVIEW_MESSAGES.unidentified
      : unresolved
        ? REVIEW_MESSAGES.unresolvedMismatch
        : send.length === 0
          ? REVIEW_MESSAGES.nothing
          : null;
  return { blocker, send, leftOut, duplicates, unmatched };
}

/** Splits into the spec's batches of 30 lab records per request. */
export function batches<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
