import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Drugs' query keys, under the manage key every manage write reloads. */
export const drugKeys = {
  all: [...manageKeys.all, 'drugs'] as const,
  list: (search: string, pagination: Pagination) => [...drugKeys.all, search, pagination] as const,
};
