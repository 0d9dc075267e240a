import { describe, expect, it } from 'vitest';
import {
  certificationStatusAfterExpiryCheck,
  certificationStatusOnAccountUpdate,
  certificationStatusOnCreate,
  certificationStatusOnManageUpdate,
  certificationStatusRank,
  mayChangeCertification,
} from './certification.ts';

const TODAY = '2030-03-11';

describe('certification status rules (spec 002 section 4)', () => {
  it('is created ACTIVE, or EXPIRED when the expiry date has come', () => {
    expect(certificationStatusOnCreate('2030-03-12', TODAY)).toBe('ACTIVE');
    expect(certificationStatusOnCreate('2031-01-01', TODAY)).toBe('ACTIVE');
    expect(certificationStatusOnCreate(TODAY, TODAY)).toBe('EXPIRED');
    expect(certificationStatusOnCreate('2030-03-10', TODAY)).toBe('EXPIRED');
  });

  it('on Manage Certifications an updated expiry sets PASS, or EXPIRED when in the past', () => {
    expect(certificationStatusOnManageUpdate('2030-12-31', TODAY)).toBe('PASS');
    expect(certificationStatusOnManageUpdate('2030-03-01', TODAY)).toBe('EXPIRED');
    expect(certificationStatusOnManageUpdate(TODAY, TODAY)).toBe('EXPIRED');
  });

  it('on Manage Account an updated expiry sets ACTIVE, or EXPIRED when in the past', () => {
    expect(certificationStatusOnAccountUpdate('2030-12-31', TODAY)).toBe('ACTIVE');
    expect(certificationStatusOnAccountUpdate('2030-03-01', TODAY)).toBe('EXPIRED');
  });

  it('the expiry check turns any status EXPIRED on its day and leaves later ones alone', () => {
    expect(certificationStatusAfterExpiryCheck('PASS', TODAY, TODAY)).toBe('EXPIRED');
    expect(certificationStatusAfterExpiryCheck('ACTIVE', '2030-03-01', TODAY)).toBe('EXPIRED');
    expect(certificationStatusAfterExpiryCheck('EXPIRED', '2030-03-01', TODAY)).toBe('EXPIRED');
    expect(certificationStatusAfterExpiryCheck('PASS', '2030-03-12', TODAY)).toBe('PASS');
    expect(certificationStatusAfterExpiryCheck('ACTIVE', '2030-03-12', TODAY)).toBe('ACTIVE');
  });

  it('orders EXPIRED before ACTIVE and PASS, which rank together', () => {
    expect(certificationStatusRank('EXPIRED')).toBeLessThan(certificationStatusRank('PASS'));
    expect(certificationStatusRank('EXPIRED')).toBeLessThan(certificationStatusRank('ACTIVE'));
    expect(certificationStatusRank('ACTIVE')).toBe(certificationStatusRank('PASS'));
  });
});

describe('which certifications Manage Certifications lets a user change', () => {
  const holder = { accountID: 'x', designation: 'Nurse', clinicIDs: [1] };
  const user = (group: 'Nurse' | 'ManagingNurse' | 'Doctor' | 'MedicalDirector') => ({
    accountID: 'u',
    group,
    clinicIDs: [1],
  });

  it('Nurse Managers and Medical Directors, on holders whose staff record they may change', () => {
    expect(mayChangeCertification(user('ManagingNurse'), [1], holder)).toBe(true);
    expect(mayChangeCertification(user('ManagingNurse'), [1], { ...holder, designation: 'Doctor' })).toBe(
      false,
    );
    expect(mayChangeCertification(user('ManagingNurse'), [1], { ...holder, clinicIDs: [2] })).toBe(false);
    expect(mayChangeCertification(user('MedicalDirector'), [1], { ...holder, designation: 'Doctor' })).toBe(
      true,
    );
  });

  it('never a Doctor (who reads the screen) nor a Nurse', () => {
    expect(mayChangeCertification(user('Doctor'), [1], holder)).toBe(false);
    expect(mayChangeCertification(user('Nurse'), [1], holder)).toBe(false);
  });
});
