import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listSeat } from './service.ts';

type ListArgs = { filter: Filter; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    listSeat: guard('seat:list', (args: ListArgs, ctx) => listSeat(ctx, args)),
  },
};
