import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { CreateLabReportInput } from '../../api/generated/graphql.ts';
import type { ReportToSend } from './review-model.ts';
import { STOPPED_REASON, sendReports } from './send-import.ts';

const report = (line: number, K = 4): ReportToSend => ({
  line,
  patientID: 1,
  timestamp: '2026-04-03',
  source: 'Quest',
  name: 'Tan Mei',
  sex: 'F',
  confirmedMatch: false,
  values: { K },
});
const quiet = { started: () => undefined, uploaded: () => undefined };

/** A server that refuses K over 10 (each refusal on its place in the batch) and stores the rest. */
function fakeServer() {
  const stored: CreateLabReportInput[] = [];
  const calls: number[] = [];
  const post = async (batch: CreateLabReportInput[]) => {
    calls.push(batch.length);
    const refused = new Map<number, string>();
    batch.forEach((input, i) => {
      if ((input.K ?? 0) > 10) refused.set(i, 'Must be between 0 and 15 mmol/L.');
    });
    if (refused.size === 0) stored.push(...batch);
    return { refused };
  };
  return { stored, calls, post };
}

describe('lab import confirm', () => {
  it('sends batches of 30 with progress; a refused row is set aside and the rest of its batch stored', async () => {
    const server = fakeServer();
    const reports = Array.from({ length: 65 }, (_, i) => report(i + 2, i === 40 ? 99 : 4));
    const progress: string[] = [];
    const result = await sendReports(reports, server.post, {
      started: (n, m) => progress.push(`Inserting ${n} records in ${m} parts`),
      uploaded: (i, m) => progress.push(`Uploaded Part ${i} of ${m}`),
    });
    expect(result.stored).toBe(64);
    expect(result.refused).toEqual([{ line: 42, reason: 'Must be between 0 and 15 mmol/L.' }]);
    expect(result.stopped).toBeNull();
    expect(server.stored).toHaveLength(64);
    expect(server.calls.sort((a, b) => a - b)).toEqual([5, 29, 30, 30]);
    expect(progress[0]).toBe('Inserting 65 records in 3 parts');
    expect(progress.at(-1)).toBe('Uploaded Part 3 of 3');
  });

  it('sends the file name, sex and an explicit confirmation only where confirmed', async () => {
    const server = fakeServer();
    await sendReports([report(2), { ...report(3), confirmedMatch: true }], server.post, quiet);
    expect(server.stored.map((s) => [s.name, s.sex, s.confirmedMatch])).toEqual([
      ['Tan Mei', 'F', undefined],
      ['Tan Mei', 'F', true],
    ]);
  });

  it("a failure that is no row's stops the import and lists what was not stored", async () => {
    let call = 0;
    const post = async (_batch: CreateLabReportInput[]) => {
      call += 1;
      if (call === 2) throw new ApiError('NETWORK', 'Network error.');
      // The first batch answers after the second has failed: no third one is started.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { refused: new Map<number, string>() };
    };
    const reports = Array.from({ length: 90 }, (_, i) => report(i + 2));
    const result = await sendReports(reports, post, quiet);
    expect(result.stopped?.reason).toBe(STOPPED_REASON('the server could not be reached'));
    // Parts 1 and 2 were in flight together: the first stored, the second failed, the third never started.
    expect(result.stored).toBe(30);
    expect(result.stopped?.lines).toEqual(Array.from({ length: 60 }, (_, i) => i + 32));
    expect(call).toBe(2);
  });
});
