import { graphql } from '../../api/generated/index.ts';

export const FORGOT_PASSWORD = graphql(
  `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`,
);

export const FORGOT_PASSWORD_SUBMIT =
  graphql(`mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {
  forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)
}`);

/** Spec 002 section 8 success messages, character for character. */
export const codeSentText = (email: string) => `Verification code has been sent to ${email}`;
export const RESET_DONE = 'Password has been successfully reset';
/** Failures without a message of their own (network, mail server down). */
export const SEND_FAILED = 'Unable to send verification code';
export const RESET_FAILED = 'Unable to reset password';
