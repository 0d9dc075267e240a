import { ApiError, toApiError } from '../../api/errors.ts';
import type { CreateLabReportInput, LabImportRowInput } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { type Document, type GraphQLErrorEntry, request, requestResult } from '../../api/graphql.ts';
import { reportUnauthenticated } from '../../api/session-events.ts';
import type { MatchedPatient, Preview } from './review-model.ts';

export const PREVIEW_LAB_IMPORT = graphql(`
  query PreviewLabImportRows($rows: [LabImportRowInput!]!) {
    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }
  }
`);

/** One report, as a batch sends it under each alias (declared so its input type is generated). */
export const CREATE_IMPORTED_LAB_REPORT = graphql(`
  mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

/** Rows per preview request: a 10,000-row file is asked in five requests, two at a time. */
const PREVIEW_CHUNK = 2000;
const PREVIEW_PARALLEL = 2;

/** The review's question to the server, in chunks; the answers are joined in row order. */
export async function previewRows(rows: readonly LabImportRowInput[]): Promise<Preview> {
  const patients = new Map<string, MatchedPatient>();
  const chunks: (readonly boolean[])[] = [];
  let next = 0;
  const worker = async () => {
    while (next * PREVIEW_CHUNK < rows.length) {
      const index = next++;
      const slice = rows.slice(index * PREVIEW_CHUNK, (index + 1) * PREVIEW_CHUNK);
      const answer = (await request(PREVIEW_LAB_IMPORT, { rows: slice })).previewLabImport;
      for (const p of answer.patients) patients.set(p.nric, p);
      chunks[index] = answer.duplicate;
    }
  };
  performance.mark('lab-import:match-start');
  await Promise.all(Array.from({ length: PREVIEW_PARALLEL }, worker));
  performance.mark('lab-import:match-end');
  return { patients: [...patients.values()], duplicate: chunks.flat() };
}

/** A batch's answer: nothing refused, or the refused reports by their place in the batch, with the reason. */
export type BatchAnswer = { refused: Map<number, string> };

/** The refusals a row earns on its own (its input, its patient): the rest of the batch can be sent again. */
const ROW_REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

/**
 * Reads a refused batch: each refusal must be on an alias (`r3`) with a row's code; anything else (no
 * session, a server failure) is not about one row and stops the import (thrown as the first error).
 */
export function batchRefusals(errors: readonly GraphQLErrorEntry[]): Map<number, string> | null {
  const refused = new Map<number, string>();
  for (const error of errors) {
    const alias = typeof error.path?.[0] === 'string' ? /^r(\d+)$/.exec(error.path[0]) : null;
    const code = error.extensions?.code;
    if (!alias || typeof code !== 'string' || !ROW_REFUSALS.has(code) || typeof error.message !== 'string') {
      return null;
    }
    refused.set(Number(alias[1]), error.message);
  }
  return refused;
}

/**
 * One batch: `r0: createLabReport(create: $c0) { id } ...` (spec 001 section 7: one alias per record, up to 30
 * per request), stored all or nothing by the server. A refusal answers which reports were refused and why.
 */
export async function createLabReportBatch(reports: readonly CreateLabReportInput[]): Promise<BatchAnswer> {
  const vars = reports.map((_, i) => `$c${i}: CreateLabReportInput!`).join(', ');
  const fields = reports.map((_, i) => `r${i}: createLabReport(create: $c${i}) { id }`).join(' ');
  const document = {
    toString: () => `mutation CreateLabReportBatch(${vars}) { ${fields} }`,
  } as Document<Record<string, { id: number }>, Record<string, CreateLabReportInput>>;
  const { data, errors } = await requestResult(
    document,
    Object.fromEntries(reports.map((r, i) => [`c${i}`, r])),
  );
  if (errors.length === 0 && data) return { refused: new Map() };
  const refused = batchRefusals(errors);
  if (refused && refused.size > 0) return { refused };
  // Not about a row: the same failure the rest of the app shows (and a lost session signs out).
  const error = errors.length ? toApiError(errors) : new ApiError('INTERNAL', 'Empty response.');
  if (error.code === 'UNAUTHENTICATED') reportUnauthenticated();
  throw error;
}
