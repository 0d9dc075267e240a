import type { Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { deleteStaff, resetPassword } from './login.ts';
import { listStaff, type StaffFilter } from './service.ts';
import { type CreateStaffInput, createStaff, type UpdateStaffInput, updateStaff } from './write.ts';

export const resolvers = {
  Query: {
    listStaff: guard(
      'staff:list',
      (args: { filter?: StaffFilter | null; pagination?: Pagination | null }, ctx) => listStaff(ctx, args),
    ),
  },
  Mutation: {
    createStaff: guard('staff:create', (args: { create: CreateStaffInput }, ctx) =>
      createStaff(ctx, args.create),
    ),
    updateStaff: guard('staff:update', (args: { update: UpdateStaffInput }, ctx) =>
      updateStaff(ctx, args.update),
    ),
    deleteStaff: guard('staff:delete', (args: { accountID: string; deleteCognito?: boolean | null }, ctx) =>
      deleteStaff(ctx, args),
    ),
    changePassword: guard('staff:resetPassword', (args: { username: string; password: string }, ctx) =>
      resetPassword(ctx, args),
    ),
  },
};
