import { describe, expect, test } from 'vitest';
import {
  HISTORY_SECTION_NAMES,
  historyChanges,
  historyEntities,
  historyFieldLabel,
  historySection,
  historyValue,
} from './record-history.ts';

describe('record history as read', () => {
  test('columns read as labels, abbreviations as clinicians write them', () => {
    expect(historyFieldLabel('dry_weight')).toBe('Dry weight');
    expect(historyFieldLabel('pre_sbp')).toBe('Pre SBP');
    expect(historyFieldLabel('ktv_online')).toBe('Kt/V online');
    expect(historyFieldLabel('cuf')).toBe('cUF');
    expect(historyFieldLabel('nok_phone_no')).toBe('NOK phone no');
  });

  test('stored numbers in the unit the forms show: grams as kg, millilitres as litres, centimetres as metres', () => {
    expect(historyValue('dialysis_order', 'dry_weight', 65000)).toBe('65.0 kg');
    expect(historyValue('dialysis_order', 'dry_weight', 63500)).toBe('63.5 kg');
    expect(historyValue('dialysis', 'pre_weight', 64215)).toBe('64.215 kg');
    expect(historyValue('dialysis_interval', 'cuf', 1250)).toBe('1.25 l');
    expect(historyValue('dialysis_interval', 'sbp', 138)).toBe('138 mmHg');
    expect(historyValue('patient', 'height', 165)).toBe('1.65 m');
    // A column with no range is shown as stored; so is a number of a table without ranges.
    expect(historyValue('dialysis_interval', 'staff_account_id', 'a-b')).toBe('a-b');
    expect(historyValue('lab_report', 'hb', 11.2)).toBe('11.2');
  });

  test('lists, flags and nothing', () => {
    expect(historyValue('dialysis_interval', 'symptoms', [3, 5])).toBe('3, 5');
    expect(historyValue('staff', 'enabled', false)).toBe('No');
    expect(historyValue('patient', 'email', null)).toBeNull();
  });

  test('a change lists each field with old and new; a create has no old values', () => {
    expect(historyChanges('dialysis_order', { dry_weight: 65000 }, { dry_weight: 63500 })).toEqual([
      { field: 'dry_weight', label: 'Dry weight', old: '65.0 kg', new: '63.5 kg' },
    ]);
    expect(historyChanges('allergy', null, { name: 'Penicillin', note: null })).toEqual([
      { field: 'name', label: 'Name', old: null, new: 'Penicillin' },
    ]);
    // A field emptied is a change; a field created empty is not shown.
    expect(historyChanges('patient', { email: 'a@b.sg' }, { email: null })).toEqual([
      { field: 'email', label: 'Email', old: 'a@b.sg', new: null },
    ]);
  });

  test('sections: each table of the record in one, the incident and its responses together', () => {
    expect(historySection('dialysis_interval')).toBe('Reading');
    expect(historyEntities('Incident Report')).toEqual(['incident_report', 'incident_response']);
    expect(new Set(HISTORY_SECTION_NAMES).size).toBe(HISTORY_SECTION_NAMES.length);
    expect(HISTORY_SECTION_NAMES).toContain('Dialysis Order');
  });
});
