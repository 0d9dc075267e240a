import { gql } from '../../api/graphql.ts';
import type { SignInResult, Staff } from '../../api/types.ts';

const STAFF_FIELDS = 'accountID name email designation clinicIDs group profilePictureKey';

export const ME = gql<{ me: Staff }>(`query Me { me { ${STAFF_FIELDS} } }`);

export const SIGN_IN = gql<
  { signIn: SignInResult },
  { email: string; password: string; stayLoggedIn: boolean }
>(`mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {
  signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) { challenge me { ${STAFF_FIELDS} } }
}`);

export const COMPLETE_NEW_PASSWORD = gql<
  { completeNewPassword: SignInResult },
  { email: string; password: string; newPassword: string; stayLoggedIn: boolean }
>(`mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {
  completeNewPassword(email: $email, password: $password, newPassword: $newPassword, stayLoggedIn: $stayLoggedIn) {
    challenge me { ${STAFF_FIELDS} }
  }
}`);

export const SIGN_OUT = gql<{ signOut: boolean }>('mutation SignOut { signOut }');
