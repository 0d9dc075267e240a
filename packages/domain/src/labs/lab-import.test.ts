import { describe, expect, it } from 'vitest';
import {
  IMPORT_TEMPLATE_HEADERS,
  importCell,
  importDate,
  importRow,
  isBlankRow,
  labReportFingerprint,
  matchColumns,
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
});

describe('lab import rows', () => {
  const match = matchColumns(['Date', 'NRIC', 'Patient Name', 'Sex', 'K', 'HIV', 'Hb']);

  it('answers the patient, the date and the values, with a message per failing cell', () => {
    const row = importRow(match, ['3/4/2026', 's1234567d', 'Tan Ah Kow', 'M', '5.6', 'Non-Reactive', ''], 2);
    expect(row).toEqual({
      line: 2,
      date: '2026-04-03',
      nric: 'S1234567D',
      patientName: 'Tan Ah Kow',
      sex: 'M',
      values: { K: 5.6, HIV: 'NEG' },
      errors: {},
    });
    const bad = importRow(match, ['2026-04-03', 'S1', 'X', 'F', 'high', 'maybe', '99'], 3);
    expect(bad.errors).toEqual({
      date: 'Date must be DD/MM/YYYY.',
      K: LAB_MESSAGES.digitsOnly,
      HIV: LAB_MESSAGES.posNeg,
      Hb: 'Must be between 0.5 and 25 g/dL.',
    });
  });

  it('a row with a date and nothing else needs at least one input', () => {
    expect(importRow(match, ['3/4/2026', 'S1', '', '', '', '', ''], 4).errors).toEqual({
      timestamp: 'Lab Result require at least 1 input.',
    });
    expect(isBlankRow(['', null, '  '])).toBe(true);
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
