import { newPasswordProblem, MESSAGES as TEXT } from '@dialysis/domain';
import { and, eq, ne } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { loginAccount, loginSession } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { MutationChangeMyPasswordArgs } from '../../graphql/generated/resolvers-types.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { beginSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from '../identity/throttle.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/**
 * Change Password for the signed-in user. A wrong current password counts as a failed sign-in (the same
 * throttle), so a borrowed session cannot be used to guess the password. On success the user's other
 * sessions end; the one making the change stays signed in.
 */
export async function changeMyPassword(ctx: Context, args: MutationChangeMyPasswordArgs): Promise<boolean> {
  const viewer = ctx.access.assert('password:change');
  if (!args.currentPassword) throw appError('BAD_USER_INPUT', TEXT.required);
  // The current password as typed: comparing two inputs tells nothing about the stored one.
  const problem = newPasswordProblem(args.newPassword, { current: args.currentPassword });
  if (problem) throw appError('BAD_USER_INPUT', problem);
  const now = ctx.clock.now();
  // The attempt commits on its own: it counts even when the password then proves wrong.
  const attempt = await withWrite(ctx, (w) => beginSignInAttempt(w.db, viewer.email, ctx.client.ip, now));
  const [account] = await ctx.db
    .select()
    .from(loginAccount)
    .where(eq(loginAccount.id, viewer.accountID))
    .limit(1);
  if (!account) throw appError('UNAUTHENTICATED', 'Token has expired, please re-login.');
  if (!(await verifyPassword(account.passwordHash, args.currentPassword))) {
    await withWrite(ctx, async (w) => {
      await signInAttemptFailed(w.db, attempt, now);
      await audit(w, { action: 'changePassword.failed', entity: 'loginAccount', entityID: viewer.accountID });
    });
    throw appError('INCORRECT_CREDENTIALS', M.incorrectCurrentPassword);
  }
  return withWrite(ctx, async (w) => {
    await signInAttemptSucceeded(w.db, attempt);
    await w.db
      .update(loginAccount)
      .set({ passwordHash: await hashPassword(args.newPassword), passwordChangedOn: now, updatedOn: now })
      .where(eq(loginAccount.id, viewer.accountID));
    await w.db
      .delete(loginSession)
      .where(
        and(eq(loginSession.accountID, viewer.accountID), ne(loginSession.tokenHash, viewer.sessionHash)),
      );
    await audit(w, { action: 'changePassword', entity: 'loginAccount', entityID: viewer.accountID });
    return true;
  });
}
