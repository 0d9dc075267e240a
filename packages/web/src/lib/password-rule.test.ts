import { PASSWORD_MESSAGES } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { newPasswordRule } from './password-rule.ts';

type Validator = (rule: unknown, value: string | undefined) => Promise<void>;
const check = (value: string | undefined, temporary?: string, current?: string) =>
  (newPasswordRule(temporary, current) as { validator: Validator }).validator({}, value);

describe('newPasswordRule', () => {
  it('shows the domain message for the temporary password kept as the new one', async () => {
    await expect(check('Temp-Pass-1', 'Temp-Pass-1')).rejects.toThrow(PASSWORD_MESSAGES.sameAsTemporary);
  });
  it('shows the domain message for the current password chosen again', async () => {
    await expect(check('Own-Pass-22', undefined, 'Own-Pass-22')).rejects.toThrow(
      PASSWORD_MESSAGES.sameAsCurrent,
    );
    await expect(check('Own-Pass-23', undefined, 'Own-Pass-22')).resolves.toBeUndefined();
  });
  it('shows the spec message for a short password and the domain one for a common one', async () => {
    await expect(check('short')).rejects.toThrow('This field must be at least 8 characters.');
    await expect(check('password1')).rejects.toThrow(PASSWORD_MESSAGES.tooCommon);
  });
  it('passes a good password, and leaves an empty field to the required rule', async () => {
    await expect(check('Own-Pass-22', 'Temp-Pass-1')).resolves.toBeUndefined();
    await expect(check(undefined)).resolves.toBeUndefined();
  });
});
