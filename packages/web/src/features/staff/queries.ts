import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CreateStaffInput,
  ListStaffQuery,
  ManagedStaffFragment,
  StaffFilter,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { staffKeys } from './keys.ts';

export type { StaffFilter } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedStaff on Staff { accountID name designation contactNo email clinicIDs group updatedOn }
`);

/** A staff member as Manage Staff shows it; updatedOn is the record's version, sent back with an edit. */
export type StaffMember = ManagedStaffFragment;

/** What the Add and Edit forms fill in (the password and the version are added by each). */
export type StaffInput = Omit<CreateStaffInput, 'password'>;

const LIST = graphql(
  `query ListStaff($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) { count result { ...ManagedStaff } }
}`,
);

export const CREATE_STAFF = graphql(
  `mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...ManagedStaff } }`,
);

export const UPDATE_STAFF = graphql(
  `mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...ManagedStaff } }`,
);

export const DELETE_STAFF = graphql(
  `mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
}`,
);

/** Reset Password: the spec's changePassword with forceSignOut 1 (the user's sessions end). */
export const RESET_PASSWORD = graphql(
  `mutation ResetPassword($username: ID!, $password: String!) {
  changePassword(username: $username, password: $password, forceSignOut: 1)
}`,
);

/** Free text matched against name, designation, email or phone (spec 002 Manage Staff). */
export function staffSearch(text: string): StaffFilter['or'] {
  const value = text.trim();
  if (!value) return undefined;
  return (['name', 'designation', 'email', 'contactNo'] as const).map((field) => ({
    [field]: { contains: value },
  }));
}

export function useStaffList(filter: StaffFilter, page: number, pageSize: number) {
  return useQuery<ListStaffQuery['listStaff']>({
    queryKey: staffKeys.list(filter, page, pageSize),
    queryFn: ({ signal }) =>
      request(LIST, { filter, pagination: { limit: pageSize, offset: (page - 1) * pageSize } }, signal).then(
        (data) => data.listStaff,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every staff member the user may see, by name: the staff choices of Add Certification. */
export function useStaffChoices(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.choices(),
    queryFn: ({ signal }) =>
      request(LIST, { filter: {}, pagination: { limit: 500 } }, signal).then((data) => data.listStaff.result),
    enabled,
  });
}
