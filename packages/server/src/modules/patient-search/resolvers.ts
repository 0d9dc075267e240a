import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listPatient } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null; unmasked?: boolean | null };

export const resolvers = {
  Query: {
    listPatient: guard('patient:search', (args: ListArgs, ctx) => listPatient(ctx, args)),
  },
};
