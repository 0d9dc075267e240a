import { guard, publicResolver } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getMyStaffAccount, updateMyStaffAccount } from './account.ts';
import { changeMyPassword } from './change-password.ts';
import { forgotPassword, forgotPasswordSubmit } from './password-reset.ts';

export const resolvers: Resolvers = {
  Query: {
    getMyStaffAccount: guard('account:read', (_args, ctx) => getMyStaffAccount(ctx)),
  },
  Mutation: {
    updateMyStaffAccount: guard('account:update', (args, ctx) => updateMyStaffAccount(ctx, args)),
    changeMyPassword: guard('password:change', (args, ctx) => changeMyPassword(ctx, args)),
    // Password recovery is for people who cannot sign in: public, like signIn (rate-limited in the service).
    forgotPassword: publicResolver((args, ctx) => forgotPassword(ctx, args)),
    forgotPasswordSubmit: publicResolver((args, ctx) => forgotPasswordSubmit(ctx, args)),
  },
};
