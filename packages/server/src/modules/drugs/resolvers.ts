import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
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
