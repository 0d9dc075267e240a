import { useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';

/** The signed-in user's staff record (packages/server/src/modules/account/schema.graphql). */
export interface StaffAccount {
  accountID: string;
  name: string;
  designation: string | null;
  contactNo: string | null;
  email: string;
  profilePictureKey: string | null;
  /** A time-limited link to the picture, or null. */
  profilePictureUrl: string | null;
  updatedOn: string;
}

const FIELDS = 'accountID name designation contactNo email profilePictureKey profilePictureUrl updatedOn';

const GET_MINE = gql<{ getMyStaffAccount: StaffAccount }>(
  `query GetMyStaffAccount { getMyStaffAccount { ${FIELDS} } }`,
);

export const UPDATE_MINE = gql<
  { updateMyStaffAccount: StaffAccount },
  { update: { name: string; profilePictureKey?: string | null; updatedOn?: string } }
>(`mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {
  updateMyStaffAccount(update: $update) { ${FIELDS} }
}`);

export const MY_ACCOUNT_KEY = ['myStaffAccount'] as const;

export function useMyStaffAccount() {
  return useQuery({
    queryKey: MY_ACCOUNT_KEY,
    queryFn: ({ signal }) => request(GET_MINE, undefined, signal).then((data) => data.getMyStaffAccount),
  });
}

/** Spec 002 section 8 and the success message of an edit. */
export const LOAD_FAILED = 'Unable to retrieve account details';
export const UPDATE_FAILED = 'Unable to update record';
export const UPDATED = 'Updated successfully';
export const INVALID_IMAGE = 'Invalid image type. Please reattach image.';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'];

/** Spec 002 section 5: a profile picture is a png, jpeg or jpg file (the server checks the bytes too). */
export function isAllowedPicture(file: { name: string; type: string }): boolean {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return IMAGE_TYPES.includes(file.type.toLowerCase()) && IMAGE_EXTENSIONS.includes(extension);
}
