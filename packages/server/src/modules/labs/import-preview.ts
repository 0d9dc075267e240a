import { type LabValues, labReportFingerprint } from '@dialysis/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { labReport, patient } from '../../db/schema.ts';
import type { LabImportRowInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';

/** Rows per preview request: the review asks in chunks of 2,000, so a 50,000-row file is 25 requests. */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * What the import review needs from the server (issue 13 item 4): the patients of the user's centres whose
 * NRIC the file names, with the name and sex the review checks the file's against (issue 25; an NRIC of
 * another centre is simply not found, as an unknown one), and for each row
 * whether the same report is already stored. The review asks again after a patient is added in another tab,
 * so the file need not be uploaded twice.
 */
export async function previewLabImport(ctx: Context, rows: readonly LabImportRowInput[]) {
  if (rows.length > MAX_IMPORT_ROWS) throw invalid('rows', `At most ${MAX_IMPORT_ROWS} rows per file.`);
  const visible = await ctx.access.visibleClinicIds();
  const nrics = [...new Set(rows.map((r) => r.nric.trim().toUpperCase()).filter(Boolean))];
  const patients = nrics.length
    ? await ctx.db
        .select({
          patientID: patient.id,
          nric: sql<string>`upper(${patient.nric})`,
          name: patient.name,
          gender: patient.gender,
        })
        .from(patient)
        .where(
          and(
            eq(patient.deleted, 0),
            inArray(patient.existingClinicID, visible.length ? visible : [-1]),
            inArray(sql`upper(${patient.nric})`, nrics),
          ),
        )
    : [];
  const byNric = new Map(patients.map((p) => [p.nric, p.patientID]));
  const fingerprints = rows.map((row) => {
    const patientID = byNric.get(row.nric.trim().toUpperCase());
    return patientID === undefined
      ? null
      : labReportFingerprint(String(patientID), row.date, row.source, parseValues(row.values));
  });
  const wanted = fingerprints.filter((f): f is string => f !== null);
  const stored = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const found = await ctx.db
      .select({ fingerprint: labReport.fingerprint })
      .from(labReport)
      .where(
        and(
          eq(labReport.deleted, 0),
          inArray(labReport.patientID, [...byNric.values()]),
          inArray(labReport.fingerprint, wanted.slice(i, i + 1000)),
        ),
      );
    for (const f of found) stored.add(f.fingerprint);
  }
  await auditRead(ctx, {
    action: 'previewLabImport',
    entity: 'patient',
    // Which patients the file was matched to (their ids, never the file's NRICs or names).
    detail: {
      rows: rows.length,
      matchedPatients: patients.length,
      patientIDs: patients.map((p) => p.patientID),
    },
  });
  return {
    patients: patients.map((p) => ({
      nric: p.nric,
      patientID: p.patientID,
      name: p.name ?? '',
      gender: p.gender,
    })),
    duplicate: fingerprints.map((f) => f !== null && stored.has(f)),
  };
}

function parseValues(json: string): LabValues {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as LabValues) : {};
  } catch {
    throw invalid('values', 'Invalid input');
  }
}
