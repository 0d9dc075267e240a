import { errorText } from '../../api/errors.ts';
import type { CreateLabReportInput } from '../../api/generated/graphql.ts';
import type { BatchAnswer } from './api.ts';
import { batches, type ReportToSend } from './review-model.ts';

/** Two batches in flight at once: each is one transaction on the server; order between them does not matter. */
const PARALLEL_BATCHES = 2;

export interface RefusedRow {
  line: number;
  reason: string;
}

export interface SendResult {
  stored: number;
  /** Rows the server refused (its reason): the rest of their batch was sent again and stored. */
  refused: RefusedRow[];
  /** The import stopped on a failure that is not one row's (network, session): the lines not stored. */
  stopped: { reason: string; lines: number[] } | null;
}

export interface SendProgress {
  started: (records: number, parts: number) => void;
  uploaded: (part: number, parts: number) => void;
}

/** The report as createLabReport takes it: the row's values, the file's name and sex, the confirmation. */
export function createInput(report: ReportToSend): CreateLabReportInput {
  return {
    patientID: report.patientID,
    timestamp: report.timestamp,
    source: report.source,
    name: report.name,
    sex: report.sex,
    ...(report.confirmedMatch && { confirmedMatch: true }),
    ...report.values,
  };
}

export const STOPPED_REASON = (why: string) =>
  `Not imported: the import stopped (${why}). Import the file again: rows already stored are skipped.`;

/**
 * Confirm (spec 001: batches of 30, a progress message per part). Each batch is one transaction on the
 * server, all or nothing; when it is refused because of some of its rows, those rows are set aside with the
 * server's reason and the rest of the batch is sent again, so one bad row never loses the other 29. A
 * failure that is not a row's stops the import; what was not stored is told, and importing the file again
 * is safe (a report already stored is not stored twice).
 */
export async function sendReports(
  reports: readonly ReportToSend[],
  post: (batch: CreateLabReportInput[]) => Promise<BatchAnswer>,
  progress: SendProgress,
): Promise<SendResult> {
  const parts = batches(reports);
  progress.started(reports.length, parts.length);
  const result: SendResult = { stored: 0, refused: [], stopped: null };
  const done = new Set<number>();
  let next = 0;
  let uploaded = 0;
  const sendPart = async (part: readonly ReportToSend[]) => {
    let pending = part;
    while (pending.length > 0) {
      const answer = await post(pending.map(createInput));
      if (answer.refused.size === 0) {
        result.stored += pending.length;
        return;
      }
      for (const [index, reason] of answer.refused) {
        const report = pending[index];
        if (report) result.refused.push({ line: report.line, reason });
      }
      pending = pending.filter((_, index) => !answer.refused.has(index));
    }
  };
  const stop: { failure: { error: unknown } | null } = { failure: null };
  const worker = async () => {
    while (next < parts.length && !stop.failure) {
      const index = next++;
      try {
        await sendPart(parts[index] ?? []);
      } catch (error) {
        // The other batch in flight finishes; no new one starts.
        stop.failure ??= { error };
        return;
      }
      done.add(index);
      uploaded += 1;
      progress.uploaded(uploaded, parts.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, parts.length) }, worker));
  const failure = stop.failure;
  if (failure) {
    const refusedLines = new Set(result.refused.map((r) => r.line));
    result.stopped = {
      reason: STOPPED_REASON(errorText(failure.error, 'the server could not be reached')),
      lines: parts
        .filter((_, index) => !done.has(index))
        .flat()
        .map((r) => r.line)
        .filter((line) => !refusedLines.has(line)),
    };
  }
  result.refused.sort((a, b) => a.line - b.line);
  return result;
}
