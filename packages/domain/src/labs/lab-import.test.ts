import { describe, expect, it } from 'vitest';
import {
  cellText,
  IMPORT_TEMPLATE_HEADERS,
  importCell,
  importDate,
  importRow,
  isBlankRow,
  LEFT_OUT_REASON_HEADER,
  labReportFingerprint,
  matchColumns,
  readImportDate,
  rowProblems,
} from './lab-import.ts';
import { LAB_MESSAGES, labReportErrors } from './lab-report.ts';

describe('lab import columns', () => {
  it('matches headers by name in any order and any case, extra spaces ignored', () => {
    const match = matchColumns(['  urea   PRE ', 'nric', 'DATE', 'Haemoglobin', 'Blood Group', '']);
    expect(match.targets).toEqual(['ureaPre', 'nric', 'date', 'Hb', null, null]);
    expect(match.unknown).toEqual(['Blood Group']);
    expect(match.missing).toEqual([]);
  });

  it('knows the usual other names of a column', () => {
    expect(matchColumns(['Hb', 'Potassium', 'ALT', 'Gender']).targets).toEqual([
      'Hb',
      'K',
      'SGPT_ALT',
      'sex',
    ]);
  });

  it("reads back the left-out file's reason column without listing it as unknown", () => {
    const match = matchColumns(['Date', 'NRIC', 'K', LEFT_OUT_REASON_HEADER]);
    expect(match.targets).toEqual(['date', 'nric', 'K', null]);
    expect(match.unknown).toEqual([]);
  });

  it('names what a file lacks to identify a row', () => {
    expect(matchColumns(['Patient Name', 'K']).missing).toEqual(['Date', 'NRIC']);
  });

  it('accepts every header of the issue and its template', () => {
    const issue =
      'Date, Patient Name, Sex, NRIC, Glucose, WBC, Platelets, Haemoglobin, MCV, K, Na, Urea Pre, Urea Post, Creatinine, Chloride, Ca, PO4, PTH, HBsAg, HBsAb, Iron, TIBC, Ferritin, Total Protein, Albumin, Urine Blood, Urine Protein, Urine WBC, 24h Urine Protein, Creatinine Clearance, Uric Acid, HCV, HIV, GGT, Others, Total Cholesterol, HDL, LDL, Triglycerides, Ratio, Bilirubin, ALP, SGPT, SGOT, HbA1c, Urine Albumin, Urine Albumin Creatinine Ratio, Urine Creatinine, ESR, CRP, FT4, TSH';
    const headers = issue.split(', ');
    expect(matchColumns(headers).unknown).toEqual([]);
    expect(matchColumns(IMPORT_TEMPLATE_HEADERS).unknown).toEqual([]);
    expect(headers.every((h) => IMPORT_TEMPLATE_HEADERS.includes(h))).toBe(true);
  });
});

describe('lab import cells (spec 001 section 5)', () => {
  it('reads dates as DD/MM/YYYY: 3/4/2026 is 3 April', () => {
    expect(importDate('3/4/2026')).toBe('2026-04-03');
    expect(importDate('31/12/2025')).toBe('2025-12-31');
    expect(importDate('30/02/2026')).toBeNull();
    expect(importDate('2026-04-03')).toBeNull();
    expect(importDate(new Date(Date.UTC(2026, 3, 3)))).toBe('2026-04-03');
  });

  it('is strict: a day that does not exist is an invalid date, never rolled over to the next month', () => {
    expect(readImportDate('30/02/2026')).toEqual({ error: 'Not a valid date.' });
    expect(readImportDate('29/02/2028')).toEqual({ date: '2028-02-29' });
    expect(readImportDate('29/02/2026')).toEqual({ error: 'Not a valid date.' });
    expect(readImportDate('31/04/2026')).toEqual({ error: 'Not a valid date.' });
    expect(readImportDate('0/4/2026')).toEqual({ error: 'Not a valid date.' });
    expect(readImportDate('3/13/2026')).toEqual({ error: 'Not a valid date.' });
    expect(readImportDate('3/4/26')).toEqual({ error: 'Date must be DD/MM/YYYY.' });
    expect(readImportDate('03-04-2026')).toEqual({ error: 'Date must be DD/MM/YYYY.' });
    expect(readImportDate(new Date(Number.NaN))).toEqual({ error: 'Not a valid date.' });
  });

  it("HBsAb: '>' removed and 1 added, '<' removed and 1 subtracted", () => {
    expect(importCell('HepBsAb', '>1000')).toBe(1001);
    expect(importCell('HepBsAb', '< 10')).toBe(9);
    expect(importCell('HepBsAb', '250')).toBe(250);
  });

  it("HBsAg, HCV and HIV: 'non-reactive' (any case) is NEG and 'reactive' POS", () => {
    expect(importCell('HepBsAg', 'Non-Reactive')).toBe('NEG');
    expect(importCell('HCV', 'NON-REACTIVE')).toBe('NEG');
    expect(importCell('HIV', 'reactive')).toBe('POS');
    expect(importCell('HepBsAg', 'Weak Reactive')).toBe('POS');
    expect(importCell('HIV', 'maybe')).toBe('maybe'); // left for the check, which refuses it
  });

  it('drops empty values and reads numbers', () => {
    expect(importCell('K', '  ')).toBeUndefined();
    expect(importCell('K', null)).toBeUndefined();
    expect(importCell('K', ' 5.6 ')).toBe(5.6);
    expect(importCell('K', 4.1)).toBe(4.1);
    expect(importCell('K', 'high')).toBe('high');
  });

  it('reads plain decimals only: hex, exponents and Infinity are not numbers', () => {
    expect(importCell('K', '-0.5')).toBe(-0.5);
    expect(importCell('K', '.5')).toBe(0.5);
    expect(importCell('K', '0x10')).toBe('0x10');
    expect(importCell('K', '1e1')).toBe('1e1');
    expect(importCell('K', 'Infinity')).toBe('Infinity');
    expect(importCell('K', '4,5')).toBe('4,5');
  });

  it('writes cells back as text, a date cell as DD/MM/YYYY', () => {
    expect(cellText(new Date(Date.UTC(2026, 3, 3)))).toBe('03/04/2026');
    expect(cellText(5.6)).toBe('5.6');
    expect(cellText(null)).toBe('');
  });
});

describe('lab import rows', () => {
  const match = matchColumns(['Date', 'NRIC', 'Patient Name', 'Sex', 'K', 'HIV', 'Hb']);

  const TODAY = '2026-04-10';

  it('answers the patient, the date and the values, with a message per failing cell', () => {
    const row = importRow(
      match,
      ['3/4/2026', 's1234567d', ' Tan  Ah Kow ', 'M', '5.6', 'Non-Reactive', ''],
      2,
      TODAY,
    );
    expect(row).toEqual({
      line: 2,
      date: '2026-04-03',
      nric: 'S1234567D',
      patientName: 'Tan Ah Kow',
      sex: 'M',
      values: { K: 5.6, HIV: 'NEG' },
      errors: {},
      cells: ['3/4/2026', 's1234567d', ' Tan  Ah Kow ', 'M', '5.6', 'Non-Reactive', ''],
    });
    const bad = importRow(match, ['2026-04-03', 'S1', 'X', 'F', 'high', 'maybe', '99'], 3, TODAY);
    expect(bad.errors).toEqual({
      date: 'Date must be DD/MM/YYYY.',
      K: LAB_MESSAGES.digitsOnly,
      HIV: LAB_MESSAGES.posNeg,
      Hb: 'Must be between 0.5 and 25 g/dL.',
    });
  });

  it("a date after the centre's today, or one that does not exist, is the row's error", () => {
    expect(importRow(match, ['10/4/2026', 'S1', 'X', 'F', '4'], 2, TODAY).errors).toEqual({});
    expect(importRow(match, ['11/4/2026', 'S1', 'X', 'F', '4'], 2, TODAY).errors).toEqual({
      date: 'The date cannot be in the future.',
    });
    expect(importRow(match, ['30/02/2026', 'S1', 'X', 'F', '4'], 2, TODAY)).toMatchObject({
      date: null,
      errors: { date: 'Not a valid date.' },
    });
  });

  it('a row without an NRIC or a date cannot be filed: each is its error', () => {
    expect(importRow(match, ['', '', 'X', 'F', '4'], 5, TODAY).errors).toEqual({
      date: 'Required.',
      nric: 'Required.',
    });
  });

  it('a row with a date and nothing else needs at least one input', () => {
    expect(importRow(match, ['3/4/2026', 'S1', '', '', '', '', ''], 4, TODAY).errors).toEqual({
      timestamp: 'Lab Result require at least 1 input.',
    });
    expect(isBlankRow(['', null, '  '])).toBe(true);
  });

  it("states each reason as a person reads it, with the field's label", () => {
    expect(
      rowProblems({
        date: 'The date cannot be in the future.',
        nric: 'Required.',
        Hb: 'Must be between 0 and 25 g/dL.',
        timestamp: 'Lab Result require at least 1 input.',
      }),
    ).toEqual([
      'Date: The date cannot be in the future.',
      'NRIC: Required.',
      'Hb: Must be between 0 and 25 g/dL.',
      'Lab Result require at least 1 input.',
    ]);
  });
});

describe('lab report checks', () => {
  it('refuses a date alone with the spec message', () => {
    expect(labReportErrors({})).toEqual({ timestamp: 'Lab Result require at least 1 input.' });
    expect(labReportErrors({ K: 4 })).toEqual({});
  });

  it('refuses numbers out of range, choices other than POS/NEG and over-long text', () => {
    expect(labReportErrors({ K: -1, HCV: 'YES', others: 'x'.repeat(201) })).toEqual({
      K: 'Must be between 0.5 and 15 mmol/L.',
      HCV: 'Choose POS or NEG.',
      others: 'At most 200 characters.',
    });
    expect(labReportErrors({ Na: Number.NaN }).Na).toBe('Digits only');
  });
});

describe('duplicate lab reports', () => {
  it('are the same patient, date, source and values, whatever the column order or number spelling', () => {
    const a = labReportFingerprint('p1', '2026-04-03', 'Quest', { K: 5, Hb: 9.5 });
    expect(labReportFingerprint('p1', '2026-04-03T00:00:00Z', ' quest ', { Hb: 9.5, K: 5.0 })).toBe(a);
    expect(labReportFingerprint('p1', '2026-04-03', 'Quest', { K: 5.1, Hb: 9.5 })).not.toBe(a);
    expect(labReportFingerprint('p2', '2026-04-03', 'Quest', { K: 5, Hb: 9.5 })).not.toBe(a);
  });
});
