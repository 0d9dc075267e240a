import type { ImportRow, LabValues } from '@dialysis/domain';

/** One patient card of the review: the rows of one NRIC, and what the server knows of them. */
export interface PatientGroup {
  nric: string;
  /** As the laboratory wrote them (for Add New Patient). */
  name: string;
  sex: string;
  rows: ImportRow[];
  /** The matched patient, or null while the NRIC is not a patient of the user's centres. */
  patientID: number | null;
  /** Rows the server already holds (same patient, day, source and values): skipped on confirm. */
  duplicates: number;
  /** Rows with a cell that fails its check: marked, and blocking the confirm until left out. */
  invalidRows: number;
}

export interface Preview {
  patients: readonly { nric: string; patientID: number }[];
  duplicate: readonly boolean[];
}

/** Groups rows by NRIC (in file order) and applies a preview answer (rows in the same order). */
export function groupByPatient(rows: readonly ImportRow[], preview?: Preview): PatientGroup[] {
  const byNric = new Map(preview?.patients.map((p) => [p.nric.toUpperCase(), p.patientID]));
  const groups = new Map<string, PatientGroup>();
  rows.forEach((row, i) => {
    const key = row.nric.toUpperCase();
    let group = groups.get(key);
    if (!group) {
      group = {
        nric: row.nric,
        name: row.patientName,
        sex: row.sex,
        rows: [],
        patientID: byNric.get(key) ?? null,
        duplicates: 0,
        invalidRows: 0,
      };
      groups.set(key, group);
    }
    group.rows.push(row);
    if (preview?.duplicate[i]) group.duplicates += 1;
    if (Object.keys(row.errors).length > 0) group.invalidRows += 1;
  });
  return [...groups.values()];
}

/** Why Confirm cannot run yet, or null: an unidentified patient, or a row with errors, not left out. */
export function confirmBlocker(groups: readonly PatientGroup[], leftOut: ReadonlySet<string>): string | null {
  const kept = groups.filter((g) => !leftOut.has(g.nric));
  if (kept.some((g) => g.patientID === null)) return 'Unable to process with unidentified Patient';
  if (kept.some((g) => g.invalidRows > 0)) return 'Correct or leave out the rows marked in red.';
  if (kept.length === 0) return 'Nothing to import.';
  return null;
}

/** The lab reports to send: kept patients' rows, without those already stored. */
export function reportsToSend(
  groups: readonly PatientGroup[],
  leftOut: ReadonlySet<string>,
  duplicate: (row: ImportRow) => boolean,
  source: string,
): { patientID: number; timestamp: string; source: string; name: string; values: LabValues }[] {
  return groups
    .filter((g) => !leftOut.has(g.nric) && g.patientID !== null)
    .flatMap((g) =>
      g.rows
        .filter((row) => !duplicate(row) && row.date !== null)
        .map((row) => ({
          patientID: g.patientID as number,
          timestamp: row.date as string,
          source,
          name: row.patientName,
          values: row.values,
        })),
    );
}

/** Splits into the spec's batches of 30 lab records per request. */
export function batches<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
