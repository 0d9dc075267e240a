import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listSeat } from './service.ts';
import { type CreateSeatInput, createSeat, type UpdateSeatInput, updateSeat } from './writes.ts';

type ListArgs = { filter: Filter; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    listSeat: guard('seat:list', (args: ListArgs, ctx) => listSeat(ctx, args)),
  },
  Mutation: {
    createSeat: guard('seat:write', (args: { create: CreateSeatInput }, ctx) => createSeat(ctx, args.create)),
    updateSeat: guard('seat:write', (args: { update: UpdateSeatInput }, ctx) => updateSeat(ctx, args.update)),
  },
};
