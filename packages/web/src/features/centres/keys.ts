import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Manage Centres' query keys, under the manage key every manage write reloads. */
export const centreKeys = {
  all: [...manageKeys.all, 'centres'] as const,
  list: (search: string, pagination: Pagination) => [...centreKeys.all, search, pagination] as const,
};
