import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createHospitalReason, listHospitalReason, updateHospitalReason } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listHospitalReason: guard('hospitalReason:list', (args, ctx) => listHospitalReason(ctx, args)),
  },
  Mutation: {
    createHospitalReason: guard('hospitalReason:write', (args, ctx) =>
      createHospitalReason(ctx, args.create),
    ),
    updateHospitalReason: guard('hospitalReason:write', (args, ctx) =>
      updateHospitalReason(ctx, args.update),
    ),
  },
};
