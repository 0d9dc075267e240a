import { describe, expect, it } from 'vitest';
import { loginType } from './login-type.ts';

describe('loginType', () => {
  it('takes the first allowed group of the account', () => {
    expect(loginType(['Doctor', 'Nurse'])).toBe('Doctor');
    expect(loginType(['Auditors', 'ManagingNurse'])).toBe('ManagingNurse');
  });
  it('answers null for an account in no allowed group', () => {
    expect(loginType([])).toBeNull();
    expect(loginType(['Patients'])).toBeNull();
  });
});
