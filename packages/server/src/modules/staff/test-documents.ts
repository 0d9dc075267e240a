import { graphql } from '../../test/generated/index.ts';

/** GraphQL documents shared by the staff API tests. */
graphql(`
  fragment StaffFields on Staff { accountID name designation contactNo email clinicIDs group }
`);
export const LIST_STAFF = graphql(`
  query ListStaff($filter: StaffFilter, $pagination: Pagination) {
    listStaff(filter: $filter, pagination: $pagination) { count result { ...StaffFields } }
  }
`);
export const CREATE_STAFF = graphql(`
  mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...StaffFields } }
`);
export const UPDATE_STAFF = graphql(`
  mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...StaffFields } }
`);
export const DELETE_STAFF = graphql(`
  mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
    deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
  }
`);
export const RESET_PASSWORD = graphql(`
  mutation ResetStaffPassword($username: ID!, $password: String!) {
    changePassword(username: $username, password: $password, forceSignOut: 1)
  }
`);
export const ME = graphql(`
  query StaffMe { me { accountID group } }
`);
