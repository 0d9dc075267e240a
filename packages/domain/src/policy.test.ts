import { describe, expect, it } from 'vitest';
import { allowedRoleNames, allows, notAllowedReason, POLICY, seesEveryCentre } from './policy.ts';

describe('the shared access policy', () => {
  it('answers who may take an action', () => {
    expect(allows('Doctor', 'dialysis:write')).toBe(false);
    expect(allows('Nurse', 'dialysis:write')).toBe(true);
    expect(allows('MedicalDirector', 'dialysisInterval:update')).toBe(true);
  });

  it('names the allowed login types as people read them', () => {
    expect(allowedRoleNames('dialysisOrder:create')).toBe('Nurse Manager, Doctor or Medical Director');
    expect(allowedRoleNames('dialysisInterval:update')).toBe('Medical Director');
    expect(notAllowedReason('Doctor')).toBe('Not available to the Doctor login type.');
  });

  it('every action names at least one login type', () => {
    for (const [action, groups] of Object.entries(POLICY)) expect(groups.length, action).toBeGreaterThan(0);
  });

  // Moved from the web's manage-home mirror (deleted): the manage screens ask this policy through useCan.
  it('manage writes: nurses keep machines; managers and directors keep everything; doctors read only', () => {
    expect(allows('Nurse', 'machine:write')).toBe(true);
    expect(allows('Nurse', 'seat:write')).toBe(false);
    expect(allows('Nurse', 'clinic:write')).toBe(false);
    for (const action of [
      'clinic:write',
      'machine:write',
      'seat:write',
      'drug:write',
      'symptom:write',
    ] as const) {
      expect(allows('Doctor', action)).toBe(false);
      expect(allows('ManagingNurse', action)).toBe(true);
      expect(allows('MedicalDirector', action)).toBe(true);
    }
  });
});

describe('centre visibility (spec 000 section 4)', () => {
  it('a Nurse Manager or Medical Director without clinicIDs sees every centre', () => {
    expect(seesEveryCentre({ group: 'ManagingNurse', clinicIDs: [] })).toBe(true);
    expect(seesEveryCentre({ group: 'MedicalDirector', clinicIDs: [] })).toBe(true);
  });

  it('a Nurse or a Doctor never does, nor anyone with clinicIDs', () => {
    expect(seesEveryCentre({ group: 'Nurse', clinicIDs: [] })).toBe(false);
    expect(seesEveryCentre({ group: 'Doctor', clinicIDs: [] })).toBe(false);
    expect(seesEveryCentre({ group: 'ManagingNurse', clinicIDs: [1] })).toBe(false);
    expect(seesEveryCentre({ group: 'MedicalDirector', clinicIDs: [2, 3] })).toBe(false);
  });
});
