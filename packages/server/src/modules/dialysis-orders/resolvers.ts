import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { guard } from '../../graphql/guard.ts';
import { createDialysisOrder, listDialysisOrder } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listDialysisOrder: guard('dialysisOrder:list', (args, ctx) => listDialysisOrder(ctx, args)),
  },
  Mutation: {
    createDialysisOrder: guard('dialysisOrder:create', (args, ctx) => createDialysisOrder(ctx, args.create)),
  },
};
