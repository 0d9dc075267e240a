import type { CertificationFilter } from '../../api/generated/graphql.ts';

/** The certification lists' query keys: `all` reloads both (manage and mine) after any write. */
export const certificationKeys = {
  all: ['certifications'] as const,
  manage: (filter: CertificationFilter, page: number, pageSize: number) =>
    [...certificationKeys.all, 'manage', filter, page, pageSize] as const,
  mine: (accountID: string | undefined, page: number) =>
    [...certificationKeys.all, 'mine', accountID, page] as const,
};
