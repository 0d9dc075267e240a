import type { Group } from '@dialysis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { Pagination, StringFilter } from '../../api/types.ts';

/** A staff member as Manage Staff shows it (the server's Staff type). */
export interface StaffMember {
  accountID: string;
  name: string;
  designation: string | null;
  contactNo: string | null;
  email: string;
  clinicIDs: number[];
  group: Group;
  /** The record's version, sent back with an edit. */
  updatedOn: string;
}

export interface StaffFilter {
  clinicIDs?: number[];
  name?: StringFilter;
  or?: Omit<StaffFilter, 'or' | 'clinicIDs'>[];
  designation?: StringFilter;
  email?: StringFilter;
  contactNo?: StringFilter;
}

export interface StaffInput {
  name: string;
  designation: string;
  email: string;
  contactNo: string | null;
  clinicIDs: number[];
}

const FIELDS = 'accountID name designation contactNo email clinicIDs group updatedOn';

const LIST = gql<
  { listStaff: { result: StaffMember[]; count: number } },
  { filter: StaffFilter; pagination: Pagination }
>(
  `query ListStaff($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`,
);

export const CREATE_STAFF = gql<{ createStaff: StaffMember }, { create: StaffInput & { password: string } }>(
  `mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ${FIELDS} } }`,
);

export const UPDATE_STAFF = gql<
  { updateStaff: StaffMember },
  { update: StaffInput & { accountID: string; updatedOn: string } }
>(`mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ${FIELDS} } }`);

export const DELETE_STAFF = gql<{ deleteStaff: boolean }, { accountID: string; deleteCognito: boolean }>(
  `mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
}`,
);

/** Reset Password: the spec's changePassword with forceSignOut 1 (the user's sessions end). */
export const RESET_PASSWORD = gql<{ changePassword: boolean }, { username: string; password: string }>(
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
  return useQuery<{ result: StaffMember[]; count: number }>({
    queryKey: ['staff', filter, page, pageSize],
    queryFn: ({ signal }) =>
      request(LIST, { filter, pagination: { limit: pageSize, offset: (page - 1) * pageSize } }, signal).then(
        (data) => data.listStaff,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every staff member the user may see, by name: the staff choices of Add Certification. */
export function useStaffChoices(enabled: boolean) {
  return useQuery<StaffMember[]>({
    queryKey: ['staff', 'choices'],
    queryFn: ({ signal }) =>
      request(LIST, { filter: {}, pagination: { limit: 500 } }, signal).then((data) => data.listStaff.result),
    enabled,
  });
}

/** A staff write; staff lists (and certifications, which show staff names) reload after it. */
export function useStaffMutation<TData, TVariables>(document: ReturnType<typeof gql<TData, TVariables>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => request(document, variables),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      await queryClient.invalidateQueries({ queryKey: ['certifications'] });
    },
  });
}
