import { guard, publicResolver } from '../../graphql/guard.ts';
import { getMyStaffAccount, updateMyStaffAccount } from './account.ts';
import { changeMyPassword } from './change-password.ts';
import { forgotPassword, forgotPasswordSubmit } from './password-reset.ts';

type UpdateArgs = { update: { name: string; profilePictureKey?: string | null; updatedOn?: string | null } };

export const resolvers = {
  Query: {
    getMyStaffAccount: guard('account:read', (_args: unknown, ctx) => getMyStaffAccount(ctx)),
  },
  Mutation: {
    updateMyStaffAccount: guard('account:update', (args: UpdateArgs, ctx) => updateMyStaffAccount(ctx, args)),
    changeMyPassword: guard(
      'password:change',
      (args: { currentPassword: string; newPassword: string }, ctx) => changeMyPassword(ctx, args),
    ),
    // Password recovery is for people who cannot sign in: public, like signIn (rate-limited in the service).
    forgotPassword: publicResolver((args: { email: string }, ctx) => forgotPassword(ctx, args)),
    forgotPasswordSubmit: publicResolver((args: { email: string; code: string; newPassword: string }, ctx) =>
      forgotPasswordSubmit(ctx, args),
    ),
  },
};
