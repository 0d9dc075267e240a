import {
  isValidEmail,
  loginType,
  MANAGE_MESSAGES,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  MESSAGES as TEXT,
} from '@dialysis/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { loginAccount, passwordResetCode } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  MutationForgotPasswordArgs,
  MutationForgotPasswordSubmitArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { findAccountByEmail } from '../identity/accounts.ts';
import { releaseAttempt } from '../identity/attempts.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { endAllSessions } from '../identity/sessions.ts';
import { clearAccountLock } from '../identity/throttle.ts';
import { newResetCode, normaliseCode, RESET_CODE, resetCodeMail } from './codes.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { recoveryKeys as K, RECOVERY_LIMITS as L, take } from './rate-limit.ts';

/** The account behind an e-mail, if it may recover its password (enabled, not deleted). */
async function recoverable(ctx: Context, email: string) {
  const account = await findAccountByEmail(ctx.db, email);
  return account?.enabled ? account : null;
}

const actorOf = (account: { id: string; groups: string[] }) => ({
  accountID: account.id,
  role: loginType(account.groups) ?? 'none',
});

/**
 * Forgot password, step 1. Answers 'Email not found.' for an unknown e-mail, as the spec says (this tells a
 * caller which addresses have accounts: the spec's choice, bounded by the per-address limit). Otherwise a
 * new code replaces any earlier one and is e-mailed.
 */
export async function forgotPassword(ctx: Context, args: MutationForgotPasswordArgs): Promise<boolean> {
  const email = args.email.trim();
  if (!email) throw appError('BAD_USER_INPUT', MANAGE_MESSAGES.required);
  if (!isValidEmail(email)) throw appError('BAD_USER_INPUT', TEXT.invalidEmail);
  const now = ctx.clock.now();
  // Each count commits on its own (withWrite), so it stays when the request is then refused.
  const counted = (key: string, limit: number) => withWrite(ctx, (w) => take(w.db, key, limit, now));
  if (!(await counted(K.requestByAddress(ctx.client.ip), L.requestsPerAddress))) {
    throw appError('TOO_MANY_ATTEMPTS', M.attemptLimit);
  }
  const account = await recoverable(ctx, email);
  if (!account) throw appError('NOT_FOUND', M.emailNotFound);
  if (!(await counted(K.requestByAccount(account.id), L.requestsPerAccount))) {
    throw appError('TOO_MANY_ATTEMPTS', M.attemptLimit);
  }

  const code = newResetCode();
  const codeHash = await hashPassword(code);
  await withWrite(ctx, async (w) => {
    // Only the newest code counts: earlier unused ones die now.
    await w.db
      .update(passwordResetCode)
      .set({ usedOn: now })
      .where(and(eq(passwordResetCode.accountID, account.id), isNull(passwordResetCode.usedOn)));
    await w.db.insert(passwordResetCode).values({
      accountID: account.id,
      codeHash,
      expiresOn: new Date(now.getTime() + RESET_CODE.lifetimeMs),
      createdOn: now,
    });
    await audit(w, {
      action: 'forgotPassword',
      entity: 'loginAccount',
      entityID: account.id,
      actor: actorOf(account),
    });
  });
  await ctx.mailer.send({ to: account.email, ...resetCodeMail(code) });
  return true;
}

/**
 * Forgot password, step 2: the newest code of the account, unexpired, unused, within its attempts. Each try
 * is counted before the code is compared, so parallel guesses cannot exceed the limit; a right code is
 * marked used in the same statement that checks it is unused, so it works once. Success sets the password,
 * ends every session of the account and answers the challenge of a temporary password too.
 */
export async function forgotPasswordSubmit(
  ctx: Context,
  args: MutationForgotPasswordSubmitArgs,
): Promise<boolean> {
  const email = args.email.trim();
  const code = normaliseCode(args.code);
  // Spec 002 section 5: email, verification code and new password are required ('Required.').
  if (!email || !code || !args.newPassword) throw appError('BAD_USER_INPUT', MANAGE_MESSAGES.required);
  if (!isValidEmail(email)) throw appError('BAD_USER_INPUT', TEXT.invalidEmail);
  const problem = newPasswordProblem(args.newPassword);
  if (problem) throw appError('BAD_USER_INPUT', problem);
  const now = ctx.clock.now();
  // Counted as a failure before anything is checked (so parallel tries cannot pass the limit), and given
  // back only when the code was right.
  const slot = await withWrite(ctx, (w) =>
    take(w.db, K.failedSubmitByAddress(ctx.client.ip), L.failedSubmitsPerAddress, now),
  );
  if (!slot) throw appError('TOO_MANY_ATTEMPTS', M.attemptLimit);
  const account = await recoverable(ctx, email);
  if (!account) {
    throw appError('NOT_FOUND', M.emailNotFound);
  }

  const [latest] = await ctx.db
    .select()
    .from(passwordResetCode)
    .where(eq(passwordResetCode.accountID, account.id))
    .orderBy(desc(passwordResetCode.createdOn), desc(passwordResetCode.id))
    .limit(1);
  if (!latest || latest.usedOn || latest.expiresOn <= now) {
    throw appError('BAD_USER_INPUT', M.codeExpired);
  }
  // The try is counted in a write of its own: it stays when the code then proves wrong.
  const [counted] = await withWrite(ctx, (w) =>
    w.db
      .update(passwordResetCode)
      .set({ attempts: sql`${passwordResetCode.attempts} + 1` })
      .where(and(eq(passwordResetCode.id, latest.id), lt(passwordResetCode.attempts, RESET_CODE.maxAttempts)))
      .returning({ attempts: passwordResetCode.attempts }),
  );
  if (!counted) throw appError('TOO_MANY_ATTEMPTS', M.attemptLimit);

  if (!(await verifyPassword(latest.codeHash, code))) {
    await withWrite(ctx, (w) =>
      audit(w, {
        action: 'forgotPasswordSubmit.failed',
        entity: 'loginAccount',
        entityID: account.id,
        actor: actorOf(account),
      }),
    );
    throw appError('BAD_USER_INPUT', M.codeMismatch);
  }
  // A temporary password cannot be kept by resetting to it either (checked only after a right code, so that
  // this is no way to test guesses of someone's temporary password).
  if (account.mustChangePassword && (await verifyPassword(account.passwordHash, args.newPassword))) {
    throw appError('BAD_USER_INPUT', PASSWORD_MESSAGES.sameAsTemporary);
  }
  const passwordHash = await hashPassword(args.newPassword);
  // One write: the code used, the new password, every old session ended and the lock cleared, with the audit
  // row, or none of them (a failure half-way used to leave the old sessions valid beside the new password).
  await withWrite(
    ctx,
    async (w) => {
      const [used] = await w.db
        .update(passwordResetCode)
        .set({ usedOn: now })
        .where(and(eq(passwordResetCode.id, latest.id), isNull(passwordResetCode.usedOn)))
        .returning({ id: passwordResetCode.id });
      if (!used) throw appError('BAD_USER_INPUT', M.codeExpired);
      await releaseAttempt(w.db, slot);
      await w.db
        .update(loginAccount)
        .set({ passwordHash, mustChangePassword: false, passwordChangedOn: now, updatedOn: now })
        .where(eq(loginAccount.id, account.id));
      await endAllSessions(w.db, account.id);
      await clearAccountLock(w.db, account.email);
      await audit(w, {
        action: 'forgotPasswordSubmit',
        entity: 'loginAccount',
        entityID: account.id,
        actor: actorOf(account),
      });
    },
    actorOf(account),
  );
  return true;
}
