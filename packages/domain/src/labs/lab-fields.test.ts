import { describe, expect, it } from 'vitest';
import { LAB_FIELD_NAMES, LAB_NUMBER_FIELDS, LAB_POSNEG_FIELDS, LAST_NON_NULL_GROUPS } from './lab-fields.ts';
import { labReportErrors } from './lab-report.ts';

describe('lab fields', () => {
  it('the three virology tests are POS/NEG choices and the urea values are numbers', () => {
    expect(LAB_POSNEG_FIELDS).toEqual(['HepBsAg', 'HCV', 'HIV']);
    expect(LAB_NUMBER_FIELDS).toEqual(expect.arrayContaining(['ureaPre', 'ureaPost', 'Hb', 'K']));
  });

  it('the four Last Non Null Lab cards carry the spec titles, and each item sits on one card', () => {
    expect(LAST_NON_NULL_GROUPS.map((g) => g.title)).toEqual([
      'Electrolytes',
      'LFT Data',
      'Hb Ca Data',
      'Virology & LIPDS',
    ]);
    const items = LAST_NON_NULL_GROUPS.flatMap((g) => [...g.fields]);
    expect(new Set(items).size).toBe(items.length);
    expect(items.every((item) => LAB_FIELD_NAMES.includes(item))).toBe(true);
  });

  it('refuses values no living patient has (a 0 typed for "not done", a dropped digit)', () => {
    expect(labReportErrors({ Hb: 0 })).toEqual({ Hb: 'Must be between 0.5 and 25 g/dL.' });
    expect(labReportErrors({ K: 0.2, ureaPre: 0, ureaPost: 0, creatinine: 0, Ca: 0, Alb: 0 })).toEqual({
      K: 'Must be between 0.5 and 15 mmol/L.',
      ureaPre: 'Must be between 0.1 and 150 mmol/L.',
      ureaPost: 'Must be between 0.1 and 150 mmol/L.',
      creatinine: 'Must be between 5 and 5000 µmol/L.',
      Ca: 'Must be between 0.3 and 6 mmol/L.',
      Alb: 'Must be between 5 and 80 g/L.',
    });
    // The lowest real results are still taken; a count that can be nil (platelets) may be 0.
    expect(labReportErrors({ Hb: 1.9, K: 1.2, ureaPost: 0.8, creatinine: 12, Plt: 0 })).toEqual({});
  });

  it('urea post above pre is stored as the laboratory sent it (marked, not refused)', () => {
    expect(labReportErrors({ ureaPre: 6, ureaPost: 20 })).toEqual({});
  });
});
