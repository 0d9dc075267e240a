import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Machines' query keys, under the manage key every manage write reloads. */
export const machineKeys = {
  all: [...manageKeys.all, 'machines'] as const,
  list: (clinicIDs: number[] | undefined, search: string, pagination: Pagination) =>
    [...machineKeys.all, clinicIDs ?? 'ALL', search, pagination] as const,
  available: (clinicID: number | undefined) => [...machineKeys.all, 'available', clinicID] as const,
};
