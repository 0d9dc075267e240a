import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createDialysisOrder, listDialysisOrder } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listDialysisOrder: guard('dialysisOrder:list', (args, ctx) => listDialysisOrder(ctx, args)),
  },
  Mutation: {
    createDialysisOrder: guard('dialysisOrder:create', (args, ctx) => createDialysisOrder(ctx, args.create)),
  },
};
