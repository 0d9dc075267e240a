import { randomInt } from 'node:crypto';

/** Verification codes: 8 random digits, valid 15 minutes, 5 tries, used once (only the newest one counts). */
export const RESET_CODE = {
  digits: 8,
  lifetimeMs: 15 * 60_000,
  maxAttempts: 5,
} as const;

/** A uniformly random code of RESET_CODE.digits digits (leading zeros kept). */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE.digits; i += 1) code += String(randomInt(10));
  return code;
}

/** What a user may have typed around the digits (spaces, a hyphen) is not part of the code. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function resetCodeMail(code: string): { subject: string; text: string } {
  return {
    subject: 'Your verification code',
    text: [
      `Your verification code is ${code}`,
      '',
      'Enter it on the Forgot password page with your new password. The code expires in 15 minutes and can be',
      'used once. If you did not ask to reset your password, ignore this e-mail: your password is unchanged.',
    ].join('\n'),
  };
}
