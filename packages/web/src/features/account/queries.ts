import { useQuery } from '@tanstack/react-query';
import type { MyStaffAccountFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

graphql(`
  fragment MyStaffAccount on StaffAccount {
    accountID name designation contactNo email profilePictureKey profilePictureUrl updatedOn
  }
`);

/** The signed-in user's staff record; profilePictureUrl is a time-limited link, or null. */
export type StaffAccount = MyStaffAccountFragment;

const GET_MINE = graphql(`query GetMyStaffAccount { getMyStaffAccount { ...MyStaffAccount } }`);

export const UPDATE_MINE = graphql(`mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {
  updateMyStaffAccount(update: $update) { ...MyStaffAccount }
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
