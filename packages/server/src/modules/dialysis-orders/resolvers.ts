import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { type CreateDialysisOrderInput, createDialysisOrder, listDialysisOrder } from './service.ts';

export const resolvers = {
  Query: {
    listDialysisOrder: guard(
      'dialysisOrder:list',
      (args: { filter?: Filter | null; pagination?: Pagination | null }, ctx) => listDialysisOrder(ctx, args),
    ),
  },
  Mutation: {
    createDialysisOrder: guard('dialysisOrder:create', (args: { create: CreateDialysisOrderInput }, ctx) =>
      createDialysisOrder(ctx, args.create),
    ),
  },
};
