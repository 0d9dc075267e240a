import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createSymptom, listSymptom, updateSymptom } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listSymptom: guard('symptom:list', (args, ctx) => listSymptom(ctx, args)),
  },
  Mutation: {
    createSymptom: guard('symptom:write', (args, ctx) => createSymptom(ctx, args.create)),
    updateSymptom: guard('symptom:write', (args, ctx) => updateSymptom(ctx, args.update)),
  },
};
