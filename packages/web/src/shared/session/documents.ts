import type { SignedInStaffFragment, SignInMutation } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';

graphql(`
  fragment SignedInStaff on Staff { accountID name email designation clinicIDs group profilePictureKey }
`);

/** The signed-in user as the app keeps it. */
export type Staff = SignedInStaffFragment;
/** What signIn and completeNewPassword answer: a challenge or the user. */
export type SignInResult = SignInMutation['signIn'];

export const ME = graphql(`query Me { me { ...SignedInStaff } }`);

export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {
    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) { challenge me { ...SignedInStaff } }
  }
`);

export const COMPLETE_NEW_PASSWORD = graphql(`
  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {
    completeNewPassword(email: $email, password: $password, newPassword: $newPassword, stayLoggedIn: $stayLoggedIn) {
      challenge me { ...SignedInStaff }
    }
  }
`);

export const SIGN_OUT = graphql(`mutation SignOut { signOut }`);
