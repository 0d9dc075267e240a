import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { createMedicalMilestone, listMedicalMilestone } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };
type CreateArgs = { create: Parameters<typeof createMedicalMilestone>[1] };

export const resolvers = {
  Query: {
    listMedicalMilestone: guard('milestone:list', (args: ListArgs, ctx) => listMedicalMilestone(ctx, args)),
  },
  Mutation: {
    createMedicalMilestone: guard('milestone:write', (args: CreateArgs, ctx) =>
      createMedicalMilestone(ctx, args.create),
    ),
  },
};
