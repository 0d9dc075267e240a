import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getQualityReport, listQualityMisses } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    getQualityReport: guard('quality:read', (args, ctx) => getQualityReport(ctx, args)),
    listQualityMisses: guard('quality:read', (args, ctx) => listQualityMisses(ctx, args)),
  },
};
