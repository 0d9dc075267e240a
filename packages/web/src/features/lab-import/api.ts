import type { CreateLabReportInput, LabImportRowInput } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { type Document, request } from '../../api/graphql.ts';

export const PREVIEW_LAB_IMPORT = graphql(`
  query PreviewLabImportRows($rows: [LabImportRowInput!]!) {
    previewLabImport(rows: $rows) { patients { nric patientID name } duplicate }
  }
`);

/** One report, as a batch sends it under each alias (declared so its input type is generated). */
export const CREATE_IMPORTED_LAB_REPORT = graphql(`
  mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

/** Rows per preview request: a 10,000-row file is asked in five requests. */
const PREVIEW_CHUNK = 2000;

/** The review's question to the server, in chunks; the answers are joined in row order. */
export async function previewRows(rows: readonly LabImportRowInput[]) {
  const patients = new Map<string, { nric: string; patientID: number; name: string }>();
  const duplicate: boolean[] = [];
  for (let i = 0; i < rows.length; i += PREVIEW_CHUNK) {
    const answer = (await request(PREVIEW_LAB_IMPORT, { rows: rows.slice(i, i + PREVIEW_CHUNK) }))
      .previewLabImport;
    for (const p of answer.patients) patients.set(p.nric, p);
    duplicate.push(...answer.duplicate);
  }
  return { patients: [...patients.values()], duplicate };
}

/**
 * One batch: `r0: createLabReport(create: $c0) { id } ...` (spec 001 section 7: one alias per record, up to 30
 * per request). The server stores a batch all or nothing.
 */
export function createLabReportBatch(reports: readonly CreateLabReportInput[]) {
  const vars = reports.map((_, i) => `$c${i}: CreateLabReportInput!`).join(', ');
  const fields = reports.map((_, i) => `r${i}: createLabReport(create: $c${i}) { id }`).join(' ');
  const document = {
    toString: () => `mutation CreateLabReportBatch(${vars}) { ${fields} }`,
  } as Document<Record<string, { id: number }>, Record<string, CreateLabReportInput>>;
  return request(document, Object.fromEntries(reports.map((r, i) => [`c${i}`, r])));
}
