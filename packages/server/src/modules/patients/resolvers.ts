import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createAllergy, updateAllergy } from './allergies.ts';
import { listReferringSource } from './referring-sources.ts';
import { getPatient } from './service.ts';
import { createPatient, updatePatient } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    getPatient: guard('patient:read', (args, ctx) => getPatient(ctx, args.id)),
    listReferringSource: guard('referringSource:list', (_args, ctx) => listReferringSource(ctx)),
  },
  Mutation: {
    createPatient: guard('patient:create', (args, ctx) => createPatient(ctx, args.create)),
    updatePatient: guard('patient:update', (args, ctx) => updatePatient(ctx, args.update)),
    createAllergy: guard('patient:update', (args, ctx) => createAllergy(ctx, args.create)),
    updateAllergy: guard('patient:update', (args, ctx) => updateAllergy(ctx, args.update)),
  },
};
