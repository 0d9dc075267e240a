import { graphql } from './generated/index.ts';

/** Documents many API test files send: signing in and out, and who the session is. */

export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {
    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
      challenge
      me { accountID name designation email clinicIDs group }
    }
  }
`);

export const COMPLETE_NEW_PASSWORD = graphql(`
  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!) {
    completeNewPassword(email: $email, password: $password, newPassword: $newPassword) {
      challenge
      me { accountID email group }
    }
  }
`);

export const SIGN_OUT = graphql(`
  mutation SignOut { signOut }
`);

/** Whether the session is signed in (`me` is null when it is not). */
export const ME = graphql(`
  query Me { me { accountID } }
`);

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }
`);

export const FORGOT_PASSWORD_SUBMIT = graphql(`
  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {
    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)
  }
`);
