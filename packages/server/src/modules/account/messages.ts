/**
 * Messages of the account area. The first group is spec 002 section 8, character for character. The spec
 * says other forgot-password failures "show the identity service's own message": those of the group below
 * are the hosted user pool's own wording, which the spec's app would have shown.
 */
export const ACCOUNT_MESSAGES = {
  accountNotRetrieved: 'Unable to retrieve account details',
  notUpdated: 'Unable to update record',
  incorrectCurrentPassword: 'Incorrect current password',
  emailNotFound: 'Email not found.',
  invalidImage: 'Invalid image type. Please reattach image.',
  // The identity service's own messages (CodeMismatch, ExpiredCode, LimitExceeded).
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
} as const;
