import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listFunderReport } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listFunderReport: guard('funderReport:list', (args, ctx) => listFunderReport(ctx, args)),
  },
};
