import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listRecordHistory } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listRecordHistory: guard('history:list', (args, ctx) => listRecordHistory(ctx, args)),
  },
};
