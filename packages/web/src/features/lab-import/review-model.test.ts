import { importRow, matchColumns } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import {
  type Decisions,
  groupByPatient,
  NO_DECISIONS,
  openMismatches,
  type PatientGroup,
  REVIEW_MESSAGES,
  reviewPlan,
} from './review-model.ts';

const TODAY = '2026-04-10';
const match = matchColumns(['Date', 'NRIC', 'Patient Name', 'Sex', 'K', 'Hb']);
const row = (line: number, cells: unknown[]) => importRow(match, cells, line, TODAY);

// Abdullah Arun's NRIC on four rows: his own name (twice, once written differently), another person's name,
// and a future date; Tan's row has a bad value; an NRIC no centre of the user's has.
const rows = [
  row(2, ['3/4/2026', 'S1111111A', 'Abdullah Arun', 'M', '4.1', '10']),
  row(3, ['4/4/2026', 'S1111111A', 'ARUN, Abdullah', 'Male', '4.2', '10']),
  row(4, ['5/4/2026', 'S1111111A', 'Kumar Zainab', 'F', '4.3', '10']),
  row(5, ['30/4/2026', 'S1111111A', 'Abdullah Arun', 'M', '4.4', '10']),
  row(6, ['3/4/2026', 'S2222222B', 'Tan Mei', 'F', 'high', '9']),
  row(7, ['3/4/2026', 'S2222222B', 'Tan Mei', 'F', '4.0', '9']),
  row(8, ['3/4/2026', 'T9999999Z', 'Walk In', 'M', '4.0', '9']),
];
const preview = {
  patients: [
    { nric: 'S1111111A', patientID: 1, name: 'Abdullah Arun', gender: 'M' },
    { nric: 'S2222222B', patientID: 2, name: 'Tan Mei', gender: 'F' },
  ],
  duplicate: [false, true, false, false, false, false, false],
};
const groups = groupByPatient(rows, preview);
const duplicateLines = new Set([3]);
const isDuplicate = (r: { line: number }) => duplicateLines.has(r.line);
const decide = (over: Partial<Decisions>): Decisions => ({ ...NO_DECISIONS, ...over });

describe('lab import review', () => {
  it("matches each row's name and sex to the record its NRIC finds", () => {
    const arun = groups[0];
    expect(arun?.patient?.name).toBe('Abdullah Arun');
    expect([...(arun?.mismatches.keys() ?? [])]).toEqual([4]);
    expect(openMismatches(arun as PatientGroup, isDuplicate)).toEqual({ rows: 1, names: ['Kumar Zainab'] });
    expect(groups[1]?.mismatches.size).toBe(0);
    expect(groups[2]?.patient).toBeNull();
  });

  it('blocks Confirm on an unknown patient first (the spec), then on an undecided mismatch', () => {
    expect(reviewPlan(groups, NO_DECISIONS, isDuplicate, 'Quest').blocker).toBe(REVIEW_MESSAGES.unidentified);
    const walkInOut = decide({ leftOut: new Set(['T9999999Z']) });
    expect(reviewPlan(groups, walkInOut, isDuplicate, 'Quest').blocker).toBe(
      REVIEW_MESSAGES.unresolvedMismatch,
    );
  });

  it('leaves out bad rows with their reasons without blocking; duplicates are skipped', () => {
    const plan = reviewPlan(
      groups,
      decide({ leftOut: new Set(['T9999999Z']), mismatchLeftOut: new Set(['S1111111A']) }),
      isDuplicate,
      'Quest',
    );
    expect(plan.blocker).toBeNull();
    expect(plan.send.map((r) => r.line)).toEqual([2, 7]);
    expect(plan.duplicates).toBe(1);
    expect(plan.leftOut.map((r) => [r.row.line, r.reasons])).toEqual([
      [4, [REVIEW_MESSAGES.mismatch]],
      [5, ['Date: The date cannot be in the future.']],
      [6, ['K: Digits only']],
      [8, [REVIEW_MESSAGES.notFound]],
    ]);
    expect(plan.send[0]).toEqual({
      line: 2,
      patientID: 1,
      timestamp: '2026-04-03',
      source: 'Quest',
      name: 'Abdullah Arun',
      sex: 'M',
      confirmedMatch: false,
      values: { K: 4.1, Hb: 10 },
    });
  });

  it('a confirmed mismatch is sent with the confirmation, under the matched patient', () => {
    const plan = reviewPlan(
      groups,
      decide({ leftOut: new Set(['T9999999Z']), confirmed: new Set(['S1111111A']) }),
      isDuplicate,
      'Quest',
    );
    expect(plan.blocker).toBeNull();
    expect(plan.send.find((r) => r.line === 4)).toMatchObject({
      patientID: 1,
      name: 'Kumar Zainab',
      sex: 'F',
      confirmedMatch: true,
    });
  });

  it('a mismatched row already stored is skipped and needs no decision', () => {
    const stored = (r: { line: number }) => r.line === 3 || r.line === 4;
    const plan = reviewPlan(groups, decide({ leftOut: new Set(['T9999999Z']) }), stored, 'Quest');
    expect(plan.blocker).toBeNull();
    expect(openMismatches(groups[0] as PatientGroup, stored)).toEqual({ rows: 0, names: [] });
    expect(plan.duplicates).toBe(2);
  });

  it('a card whose rows all have errors blocks nothing, even when its NRIC is unknown', () => {
    const bad = [row(2, ['3/4/2026', 'T1', 'Nobody', 'M', 'x', ''])];
    const plan = reviewPlan(
      groupByPatient(bad, { patients: [], duplicate: [false] }),
      NO_DECISIONS,
      () => false,
      'Q',
    );
    expect(plan.unmatched).toBe(0);
    expect(plan.blocker).toBe(REVIEW_MESSAGES.nothing);
    expect(plan.leftOut).toHaveLength(1);
  });
});
