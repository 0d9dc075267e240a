import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createMedicalMilestone, listMedicalMilestone } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listMedicalMilestone: guard('milestone:list', (args, ctx) => listMedicalMilestone(ctx, args)),
  },
  Mutation: {
    createMedicalMilestone: guard('milestone:write', (args, ctx) => createMedicalMilestone(ctx, args.create)),
  },
};
