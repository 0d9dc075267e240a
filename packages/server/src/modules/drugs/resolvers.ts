import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { guard } from '../../graphql/guard.ts';
import { createDrug, listDrug, updateDrug } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listDrug: guard('drug:list', (args, ctx) => listDrug(ctx, args)),
  },
  Mutation: {
    createDrug: guard('drug:write', (args, ctx) => createDrug(ctx, args.create)),
    updateDrug: guard('drug:write', (args, ctx) => updateDrug(ctx, args.update)),
  },
};
