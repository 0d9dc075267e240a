import { describe, expect, it } from 'vitest';
import {
  asksCentreAccess,
  assignableDesignations,
  groupOfDesignation,
  isValidContactNo,
  managesStaff,
  mayAssignDesignation,
  mayChangeStaff,
  staffFieldErrors,
} from './staff.ts';

describe('staff designations and login groups', () => {
  it('maps each designation to its login group', () => {
    expect(groupOfDesignation('Nurse')).toBe('Nurse');
    expect(groupOfDesignation('Nurse Manager')).toBe('ManagingNurse');
    expect(groupOfDesignation('Doctor')).toBe('Doctor');
    expect(groupOfDesignation('Medical Director')).toBe('MedicalDirector');
  });

  it('lets a Medical Director assign every designation, anyone else Nurse and Nurse Manager only', () => {
    expect(assignableDesignations('MedicalDirector')).toEqual([
      'Nurse',
      'Nurse Manager',
      'Doctor',
      'Medical Director',
    ]);
    for (const group of ['Nurse', 'ManagingNurse', 'Doctor'] as const) {
      expect(assignableDesignations(group)).toEqual(['Nurse', 'Nurse Manager']);
      expect(mayAssignDesignation(group, 'Doctor')).toBe(false);
      expect(mayAssignDesignation(group, 'Medical Director')).toBe(false);
    }
    expect(mayAssignDesignation('MedicalDirector', 'Surgeon')).toBe(false);
  });

  it('only Nurse Managers and Medical Directors manage staff', () => {
    expect(managesStaff('ManagingNurse')).toBe(true);
    expect(managesStaff('MedicalDirector')).toBe(true);
    expect(managesStaff('Nurse')).toBe(false);
    expect(managesStaff('Doctor')).toBe(false);
  });

  it('asks Centre Access for Nurse or Doctor only', () => {
    expect(asksCentreAccess('Nurse')).toBe(true);
    expect(asksCentreAccess('Doctor')).toBe(true);
    expect(asksCentreAccess('Nurse Manager')).toBe(false);
    expect(asksCentreAccess('Medical Director')).toBe(false);
    expect(asksCentreAccess(undefined)).toBe(false);
  });
});

describe('staff form validation (spec 002 section 5)', () => {
  const valid = { name: 'Ann', designation: 'Nurse', email: 'ann@example.com', password: 'long-enough' };

  it('accepts digits, spaces and . + - in phone numbers only', () => {
    expect(isValidContactNo('+65 6123-4567')).toBe(true);
    expect(isValidContactNo('6123.4567')).toBe(true);
    expect(isValidContactNo('6123 abc')).toBe(false);
    expect(isValidContactNo('(65) 6123')).toBe(false);
  });

  it('requires name, designation and email, with the spec messages', () => {
    expect(staffFieldErrors({}, 'edit')).toEqual({
      name: 'Required.',
      designation: 'Required.',
      email: 'Required.',
      contactNo: 'Required.',
    });
    expect(staffFieldErrors({ ...valid, email: 'not-an-email' }, 'add')).toEqual({
      email: 'This is not a valid email.',
    });
  });

  it('makes the phone optional on add and required on edit, and checks its characters', () => {
    expect(staffFieldErrors(valid, 'add')).toEqual({});
    expect(staffFieldErrors({ ...valid, contactNo: '' }, 'edit')).toEqual({ contactNo: 'Required.' });
    expect(staffFieldErrors({ ...valid, contactNo: '12ab' }, 'add')).toEqual({ contactNo: 'Invalid number' });
    expect(staffFieldErrors({ ...valid, contactNo: '+65 9123 4567' }, 'edit')).toEqual({});
  });

  it('requires a password of at least 8 characters on add, and none on edit', () => {
    expect(staffFieldErrors({ ...valid, password: '' }, 'add')).toEqual({ password: 'Required.' });
    expect(staffFieldErrors({ ...valid, password: 'short' }, 'add')).toEqual({
      password: 'This field must be at least 8 characters.',
    });
    expect(staffFieldErrors({ ...valid, password: undefined, contactNo: '1' }, 'edit')).toEqual({});
  });
});

describe('whose staff record a user may change', () => {
  const director = { accountID: 'd', group: 'MedicalDirector' as const, clinicIDs: [] };
  const manager = { accountID: 'm', group: 'ManagingNurse' as const, clinicIDs: [1] };
  const nurse = { accountID: 'x', designation: 'Nurse', clinicIDs: [1] };

  it('a designation the user could assign, of staff wholly within the centres the user sees', () => {
    expect(mayChangeStaff(manager, [1], nurse)).toBe(true);
    expect(mayChangeStaff(manager, [1], { ...nurse, designation: 'Nurse Manager' })).toBe(true);
    expect(mayChangeStaff(manager, [1], { ...nurse, designation: 'Doctor' })).toBe(false);
    expect(mayChangeStaff(manager, [1], { ...nurse, designation: 'Medical Director' })).toBe(false);
    expect(mayChangeStaff(manager, [1], { ...nurse, clinicIDs: [1, 2] })).toBe(false);
    expect(mayChangeStaff(manager, [1], { ...nurse, clinicIDs: [] })).toBe(false);
  });

  it('a user who sees every centre: staff of any centres, and of every centre', () => {
    expect(mayChangeStaff(director, [1], { ...nurse, clinicIDs: [1, 2] })).toBe(true);
    expect(mayChangeStaff(director, [1], { ...nurse, clinicIDs: [], designation: 'Medical Director' })).toBe(
      true,
    );
  });

  it("one's own record always (each caller refuses what nobody does to themselves)", () => {
    expect(mayChangeStaff(manager, [1], { accountID: 'm', designation: 'Doctor', clinicIDs: [] })).toBe(true);
  });
});
