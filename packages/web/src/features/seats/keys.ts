import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Seats' query keys, under the manage key every manage write reloads. */
export const seatKeys = {
  all: [...manageKeys.all, 'seats'] as const,
  list: (clinicIDs: number[], search: string, pagination: Pagination) =>
    [...seatKeys.all, clinicIDs, search, pagination] as const,
};
