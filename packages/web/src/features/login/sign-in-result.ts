import type { SignInResult, Staff } from '../../shared/session/documents.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; user: Staff }
  | { kind: 'new-password' }
  | { kind: 'refused' };

/**
 * What a signIn / completeNewPassword answer means: a user, the new-password challenge, or neither, which
 * the spec treats as signed out and 'Not authorised account' (spec 000 sections 4 and 8).
 */
export function signInOutcome(result: SignInResult): SignInOutcome {
  if (result.challenge === 'NEW_PASSWORD_REQUIRED') return { kind: 'new-password' };
  if (result.me) return { kind: 'signed-in', user: result.me };
  return { kind: 'refused' };
}

export const NOT_AUTHORISED = 'Not authorised account';
/** Shown when sign-in fails without a coded error (network down, server fault). Not in the spec. */
export const SIGN_IN_FAILED = 'Unable to log in, please try again.';
