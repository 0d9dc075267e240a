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
  it('refuses keeping the temporary password', () => {
    expect(newPasswordProblem('Temp-Pass-1', { temporary: 'Temp-Pass-1' })).toBe(
      PASSWORD_MESSAGES.sameAsTemporary,
    );
    expect(newPasswordProblem('Own-Pass-22', { temporary: 'Temp-Pass-1' })).toBeNull();
  });
});
