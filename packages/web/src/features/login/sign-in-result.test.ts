import { describe, expect, it } from 'vitest';
import type { Staff } from '../../shared/session/documents.ts';
import { signInOutcome } from './sign-in-result.ts';

const staff: Staff = {
  accountID: 'a1',
  name: 'Nurse Joy',
  email: 'nurse@example.com',
  designation: null,
  clinicIDs: [],
  group: 'Nurse',
  profilePictureKey: null,
};

describe('signInOutcome', () => {
  it('asks for a new password on the challenge, even if a user came back', () => {
    expect(signInOutcome({ challenge: 'NEW_PASSWORD_REQUIRED', me: staff })).toEqual({
      kind: 'new-password',
    });
  });
  it('signs in with a user', () => {
    expect(signInOutcome({ challenge: null, me: staff })).toEqual({ kind: 'signed-in', user: staff });
  });
  it('refuses an answer with neither', () => {
    expect(signInOutcome({ challenge: null, me: null })).toEqual({ kind: 'refused' });
  });
});
