import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Symptoms' query keys, under the manage key every manage write reloads. */
export const symptomKeys = {
  all: [...manageKeys.all, 'symptoms'] as const,
  list: (search: string, pagination: Pagination) => [...symptomKeys.all, search, pagination] as const,
};
