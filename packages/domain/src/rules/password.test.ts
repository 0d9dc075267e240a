import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './password.ts';

describe('newPasswordProblem', () => {
  it('accepts a long enough, uncommon password', () => {
    expect(newPasswordProblem('Correct-Horse-7')).toBeNull();
    expect(newPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });
  it('refuses fewer than 8 characters with the spec message', () => {
    expect(newPasswordProblem('Short-1')).toBe('This field must be at least 8 characters.');
  });
  it('refuses more than 128 characters', () => {
    expect(newPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_MESSAGES.maxLength);
  });
  it('refuses the most common passwords, whatever their case', () => {
    for (const common of ['password', 'Password1', '12345678', 'QWERTY123', 'iloveyou']) {
      expect(newPasswordProblem(common)).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });
  it('refuses a common password decorated with case, digits and symbols at the ends, or leetspeak', () => {
    for (const decorated of [
      'Password123!',
      'Passw0rd!',
      'Qwerty123!',
      'P@ssw0rd2024',
      '!!Welcome1!!',
      'Dr4g0n2024#',
      'IL0vey0u!!',
      'Sup3rman99',
    ]) {
      expect(newPasswordProblem(decorated), decorated).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });
  it('still accepts strong passwords that only contain digits, symbols or a short common word', () => {
    for (const strong of ['7hX!9kQ#', '1a2b3c4d5e6f!', 'Correct-Horse-7', 'Pass-Tiger-Lamp-42', '12a!b$c9']) {
      expect(newPasswordProblem(strong), strong).toBeNull();
    }
  });
  it('refuses the current password as the new one', () => {
    expect(newPasswordProblem('Own-Pass-22', { current: 'Own-Pass-22' })).toBe(
      PASSWORD_MESSAGES.sameAsCurrent,
    );
    expect(newPasswordProblem('Own-Pass-23', { current: 'Own-Pass-22' })).toBeNull();
  });
  it('refuses keeping the temporary password', () => {
    expect(newPasswordProblem('Temp-Pass-1', { temporary: 'Temp-Pass-1' })).toBe(
      PASSWORD_MESSAGES.sameAsTemporary,
    );
    expect(newPasswordProblem('Own-Pass-22', { temporary: 'Temp-Pass-1' })).toBeNull();
  });
});
