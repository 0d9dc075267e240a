/** GraphQL documents shared by the staff API tests. */
export const LIST_STAFF = /* GraphQL */ `
  query ListStaff($filter: StaffFilter, $pagination: Pagination) {
    listStaff(filter: $filter, pagination: $pagination) {
      count
      result { accountID name designation contactNo email clinicIDs group }
    }
  }
`;
export const CREATE_STAFF = /* GraphQL */ `
  mutation CreateStaff($create: CreateStaffInput!) {
    createStaff(create: $create) { accountID name designation contactNo email clinicIDs group }
  }
`;
export const UPDATE_STAFF = /* GraphQL */ `
  mutation UpdateStaff($update: UpdateStaffInput!) {
    updateStaff(update: $update) { accountID name designation contactNo email clinicIDs group }
  }
`;
export const DELETE_STAFF = /* GraphQL */ `
  mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
    deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
  }
`;
export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($username: ID!, $password: String!) {
    changePassword(username: $username, password: $password, forceSignOut: 1)
  }
`;
export const ME = /* GraphQL */ 'query { me { accountID group } }';
