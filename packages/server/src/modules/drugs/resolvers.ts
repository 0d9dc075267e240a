import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { createDrug, listDrug, updateDrug } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };
type CreateArgs = { create: Parameters<typeof createDrug>[1] };
type UpdateArgs = { update: Parameters<typeof updateDrug>[1] };

export const resolvers = {
  Query: {
    listDrug: guard('drug:list', (args: ListArgs, ctx) => listDrug(ctx, args)),
  },
  Mutation: {
    createDrug: guard('drug:write', (args: CreateArgs, ctx) => createDrug(ctx, args.create)),
    updateDrug: guard('drug:write', (args: UpdateArgs, ctx) => updateDrug(ctx, args.update)),
  },
};
