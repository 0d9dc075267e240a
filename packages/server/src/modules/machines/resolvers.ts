import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listMachine } from './service.ts';
import { createMachine, updateMachine } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    listMachine: guard('machine:list', (args, ctx) => listMachine(ctx, args)),
  },
  Mutation: {
    createMachine: guard('machine:write', (args, ctx) => createMachine(ctx, args.create)),
    updateMachine: guard('machine:write', (args, ctx) => updateMachine(ctx, args.update)),
  },
};
