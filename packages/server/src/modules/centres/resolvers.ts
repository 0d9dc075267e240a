import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listClinic } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    listClinic: guard('clinic:list', (args: ListArgs, ctx) => listClinic(ctx, args)),
  },
};
