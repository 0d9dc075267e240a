import type { StaffFilter } from '../../api/generated/graphql.ts';

/** Manage Staff's query keys: `all` reloads the list and the staff choices after a write. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (filter: StaffFilter, page: number, pageSize: number) =>
    [...staffKeys.all, filter, page, pageSize] as const,
  choices: () => [...staffKeys.all, 'choices'] as const,
};
