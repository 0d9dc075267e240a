import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listRoutineOrder } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listRoutineOrder: guard('routineOrder:list', (args, ctx) => listRoutineOrder(ctx, args)),
  },
};
