import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { guard } from '../../graphql/guard.ts';
import { createAllergy, updateAllergy } from './allergies.ts';
import { getPatient } from './service.ts';
import { createPatient, updatePatient } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    getPatient: guard('patient:read', (args, ctx) => getPatient(ctx, args.id)),
  },
  Mutation: {
    createPatient: guard('patient:write', (args, ctx) => createPatient(ctx, args.create)),
    updatePatient: guard('patient:write', (args, ctx) => updatePatient(ctx, args.update)),
    createAllergy: guard('patient:write', (args, ctx) => createAllergy(ctx, args.create)),
    updateAllergy: guard('patient:write', (args, ctx) => updateAllergy(ctx, args.update)),
  },
};
