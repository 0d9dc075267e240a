import { guard } from '../../access/guard.ts';
import { lazyListFields } from '../../db/list.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listClinic } from './service.ts';
import { listClinicSummary } from './summary.ts';
import { createClinic, updateClinic } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    listClinic: guard('clinic:list', (args, ctx) => listClinic(ctx, args)),
    listClinicSummary: guard('clinic:summary', (args, ctx) => listClinicSummary(ctx, args)),
  },
  // Page and count each read only when selected (db/list.ts lazyList).
  ClinicList: lazyListFields(),
  Mutation: {
    createClinic: guard('clinic:write', (args, ctx) => createClinic(ctx, args.create)),
    updateClinic: guard('clinic:write', (args, ctx) => updateClinic(ctx, args.update)),
  },
};
