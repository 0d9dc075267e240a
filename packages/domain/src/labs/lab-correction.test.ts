import { describe, expect, it } from 'vitest';
import { LAB_CORRECTION_MESSAGES, labDeleteReasonError, labReportChanges } from './lab-correction.ts';

describe('the reason a lab report is deleted', () => {
  it('is required: nothing, or only spaces, is refused', () => {
    expect(labDeleteReasonError(undefined)).toBe(LAB_CORRECTION_MESSAGES.reasonRequired);
    expect(labDeleteReasonError(null)).toBe('Required.');
    expect(labDeleteReasonError('   ')).toBe('Required.');
  });

  it('is one line of at most 200 characters, without control characters', () => {
    expect(labDeleteReasonError('Entered for the wrong patient')).toBeNull();
    expect(labDeleteReasonError('x'.repeat(200))).toBeNull();
    expect(labDeleteReasonError('x'.repeat(201))).toBe('At most 200 characters.');
    expect(labDeleteReasonError('bad\u0000byte')).not.toBeNull();
  });
});

describe('what an edit of a lab report changes', () => {
  const before = { day: '2030-03-01', source: 'Quest', K: 45, Hb: 9.8, HIV: 'NEG' };

  it('names each changed field with its old and new value', () => {
    expect(labReportChanges(before, { ...before, K: 4.5 })).toEqual({ K: [45, 4.5] });
    expect(labReportChanges(before, { ...before, day: '2030-02-28', source: 'Parkway' })).toEqual({
      day: ['2030-03-01', '2030-02-28'],
      source: ['Quest', 'Parkway'],
    });
  });

  it('a value cleared is a change to null, a value added a change from null', () => {
    expect(labReportChanges(before, { ...before, Hb: null, Na: 140 })).toEqual({
      Hb: [9.8, null],
      Na: [null, 140],
    });
  });

  it('an empty text and an absent value are the same; a resent value is no change', () => {
    expect(labReportChanges(before, { ...before, Uprt: '  ', Na: undefined })).toEqual({});
    expect(labReportChanges({ ...before, source: null }, { ...before, source: '' })).toEqual({});
    expect(labReportChanges(before, { ...before, K: 45.0 })).toEqual({});
  });
});
