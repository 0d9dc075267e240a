import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Hospital Reasons' query keys, under the manage key every manage write reloads. */
export const hospitalReasonKeys = {
  all: [...manageKeys.all, 'hospitalReasons'] as const,
  list: (search: string, pagination: Pagination) => [...hospitalReasonKeys.all, search, pagination] as const,
};
