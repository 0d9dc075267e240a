import { guard, publicResolver } from '../../graphql/guard.ts';
import { completeNewPassword, me, signIn, signOut } from './service.ts';

type SignInArgs = { email: string; password: string; stayLoggedIn?: boolean | null };

export const resolvers = {
  Query: {
    me: guard('me:read', (_args: unknown, ctx) => me(ctx)),
  },
  Mutation: {
    signIn: publicResolver((args: SignInArgs, ctx) => signIn(ctx, args)),
    completeNewPassword: publicResolver((args: SignInArgs & { newPassword: string }, ctx) =>
      completeNewPassword(ctx, args),
    ),
    // Signing out is harmless without a session: it only clears the cookie.
    signOut: publicResolver((_args: unknown, ctx) => signOut(ctx)),
  },
};
