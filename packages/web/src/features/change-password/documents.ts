import { graphql } from '../../api/generated/index.ts';

export const CHANGE_MY_PASSWORD = graphql(`
  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** Spec 002 section 8. 'Incorrect current password' comes from the server with its code. */
export const PASSWORD_UPDATED = 'Password has been updated successfully';
export const CHANGE_FAILED = 'Unable to update password';
