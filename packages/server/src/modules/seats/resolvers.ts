import { guard } from '../../access/guard.ts';
import { lazyListFields } from '../../db/list.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listSeat } from './service.ts';
import { createSeat, updateSeat } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    listSeat: guard('seat:list', (args, ctx) => listSeat(ctx, args)),
  },
  // Page and count each read only when selected (db/list.ts lazyList).
  SeatList: lazyListFields(),
  Mutation: {
    createSeat: guard('seat:write', (args, ctx) => createSeat(ctx, args.create)),
    updateSeat: guard('seat:write', (args, ctx) => updateSeat(ctx, args.update)),
  },
};
