import type { Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/**
 * A reference list's query keys (`list`: 'drugs', 'symptoms', 'hospitalReasons'), under the manage key every
 * manage write reloads.
 */
export const referenceListKeys = {
  all: (list: string) => [...manageKeys.all, list] as const,
  list: (list: string, search: string, pagination: Pagination) =>
    [...referenceListKeys.all(list), search, pagination] as const,
};
