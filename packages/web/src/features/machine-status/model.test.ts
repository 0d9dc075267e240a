import { describe, expect, it } from 'vitest';
import {
  beforeToday,
  canSign,
  canWriteAudits,
  machineStatusFilter,
  nextAuditTooLate,
  rowAction,
} from './model.ts';

describe('machine status page rules', () => {
  it('mirrors the server: three roles add and update, two sign, nurses neither', () => {
    expect(
      ['Nurse', 'Doctor', 'ManagingNurse', 'MedicalDirector'].map((g) => canWriteAudits(g as never)),
    ).toEqual([false, true, true, true]);
    expect(canSign('Doctor')).toBe(false);
    expect(canSign('ManagingNurse')).toBe(true);
    expect(canSign(undefined)).toBe(false);
  });

  it('offers Update Status or Sign by status and role', () => {
    expect(rowAction('TO_SCHEDULE', 'Doctor')).toEqual({ action: 'SCHEDULE', label: 'Update Status' });
    expect(rowAction('EXPIRED', 'Doctor')?.action).toBe('SCHEDULE');
    expect(rowAction('SCHEDULED', 'Doctor')).toEqual({ action: 'PASS_AUDIT', label: 'Update Status' });
    expect(rowAction('PENDING_SIGNATURE', 'Doctor')).toBeNull();
    expect(rowAction('PENDING_SIGNATURE', 'MedicalDirector')).toEqual({ action: 'APPROVE', label: 'Sign' });
    expect(rowAction('PASS', 'MedicalDirector')).toBeNull();
  });

  it('filters by the chosen centres (none for All) and the test case search', () => {
    expect(machineStatusFilter(undefined, '')).toEqual({});
    expect(machineStatusFilter([1, 2], 'water')).toEqual({
      machineClinicID: { in: [1, 2] },
      name: { contains: 'water' },
    });
  });

  it('keeps the date pickers to the rules: no past expiry, next audit before (or on) the expiry date', () => {
    expect(beforeToday('2030-03-10', '2030-03-11')).toBe(true);
    expect(beforeToday('2030-03-11', '2030-03-11')).toBe(false);
    expect(nextAuditTooLate('2030-05-01', '2030-05-01', 'create')).toBe(true);
    expect(nextAuditTooLate('2030-05-01', '2030-05-01', 'update')).toBe(false);
    expect(nextAuditTooLate('2030-05-02', '2030-05-01', 'update')).toBe(true);
    expect(nextAuditTooLate('2030-05-02', '2030-05-01', 'expired')).toBe(false);
    expect(nextAuditTooLate('2030-05-02', undefined, 'create')).toBe(false);
  });
});
