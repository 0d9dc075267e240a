import { describe, expect, it } from 'vitest';
import { centreAccessText, parseStaffParams, rowActions, staffSearchParams } from './staff-model.ts';

describe('Manage Staff address filters', () => {
  it('presets the centre from ?centre=<id> (View Staff), dropping centres the user does not see', () => {
    expect(parseStaffParams(new URLSearchParams('centre=3'), [1, 3])).toEqual({ centres: [3], search: '' });
    expect(parseStaffParams(new URLSearchParams('centre=3&centre=1&q=ann'), [1, 3])).toEqual({
      centres: [3, 1],
      search: 'ann',
    });
    expect(parseStaffParams(new URLSearchParams('centre=9'), [1, 3]).centres).toBe('ALL');
    expect(parseStaffParams(new URLSearchParams('centre=abc'), undefined).centres).toBe('ALL');
    expect(parseStaffParams(new URLSearchParams(''), [1]).centres).toBe('ALL');
  });

  it('writes them back', () => {
    expect(staffSearchParams({ centres: [2, 5], search: ' bob ' }).toString()).toBe(
      'centre=2&centre=5&q=bob',
    );
    expect(staffSearchParams({ centres: 'ALL', search: '' }).toString()).toBe('');
  });
});

describe('staff row actions', () => {
  const director = { accountID: 'd', group: 'MedicalDirector' as const, clinicIDs: [] };
  const manager = { accountID: 'm', group: 'ManagingNurse' as const, clinicIDs: [1] };
  const nurse = { accountID: 'x', designation: 'Nurse', clinicIDs: [1] };

  it('are only for Nurse Managers and Medical Directors', () => {
    expect(rowActions({ ...director, group: 'Nurse' }, nurse)).toEqual({
      edit: false,
      reset: false,
      remove: false,
    });
    expect(rowActions({ ...director, group: 'Doctor' }, nurse)).toEqual({
      edit: false,
      reset: false,
      remove: false,
    });
    expect(rowActions(director, nurse)).toEqual({ edit: true, reset: true, remove: true });
    expect(rowActions(manager, nurse)).toEqual({ edit: true, reset: true, remove: true });
  });

  it('hide what the server would refuse: seniors, other centres, resetting or deleting oneself', () => {
    expect(rowActions(manager, { ...nurse, designation: 'Doctor' }).edit).toBe(false);
    expect(rowActions(manager, { ...nurse, clinicIDs: [1, 2] }).edit).toBe(false);
    expect(rowActions(manager, { ...nurse, clinicIDs: [] }).edit).toBe(false);
    expect(rowActions(director, { ...nurse, accountID: 'd' })).toEqual({
      edit: true,
      reset: false,
      remove: false,
    });
  });
});

describe('centre access text', () => {
  it('names the centres, or says all', () => {
    const names = new Map([
      [1, 'Jurong'],
      [2, 'Tampines'],
    ]);
    expect(centreAccessText([], names)).toBe('All centres');
    expect(centreAccessText([2, 1], names)).toBe('Tampines, Jurong');
    expect(centreAccessText([1, 7], names)).toBe('Jurong, 1 other centre');
    expect(centreAccessText([7, 8], names)).toBe('2 other centres');
  });
});
