import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { createSymptom, listSymptom, updateSymptom } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };
type CreateArgs = { create: Parameters<typeof createSymptom>[1] };
type UpdateArgs = { update: Parameters<typeof updateSymptom>[1] };

export const resolvers = {
  Query: {
    listSymptom: guard('symptom:list', (args: ListArgs, ctx) => listSymptom(ctx, args)),
  },
  Mutation: {
    createSymptom: guard('symptom:write', (args: CreateArgs, ctx) => createSymptom(ctx, args.create)),
    updateSymptom: guard('symptom:write', (args: UpdateArgs, ctx) => updateSymptom(ctx, args.update)),
  },
};
