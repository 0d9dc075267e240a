import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { guard } from '../../graphql/guard.ts';
import { listFunderReport } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listFunderReport: guard('funderReport:list', (args, ctx) => listFunderReport(ctx, args)),
  },
};
