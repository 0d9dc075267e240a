import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { deleteStaff, resetPassword } from './login.ts';
import { listStaff } from './service.ts';
import { createStaff, updateStaff } from './write.ts';

export const resolvers: Resolvers = {
  Query: {
    listStaff: guard('staff:list', (args, ctx) => listStaff(ctx, args)),
  },
  Mutation: {
    createStaff: guard('staff:create', (args, ctx) => createStaff(ctx, args.create)),
    updateStaff: guard('staff:update', (args, ctx) => updateStaff(ctx, args.update)),
    deleteStaff: guard('staff:delete', (args, ctx) => deleteStaff(ctx, args)),
    changePassword: guard('staff:resetPassword', (args, ctx) => resetPassword(ctx, args)),
  },
};
