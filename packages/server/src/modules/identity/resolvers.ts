import { guard, publicResolver } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { completeNewPassword, me, signIn, signOut } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    me: guard('me:read', (_args, ctx) => me(ctx)),
  },
  Mutation: {
    signIn: publicResolver((args, ctx) => signIn(ctx, args)),
    completeNewPassword: publicResolver((args, ctx) => completeNewPassword(ctx, args)),
    // Signing out is harmless without a session: it only clears the cookie.
    signOut: publicResolver((_args, ctx) => signOut(ctx)),
  },
};
