import { loginType, newPasswordProblem } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError, MESSAGES } from '../../errors.ts';
import type {
  Group,
  MutationCompleteNewPasswordArgs,
  MutationSignInArgs,
  SignInResult,
  Staff,
} from '../../graphql/generated/resolvers-types.ts';
import { findAccountByEmail } from './accounts.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, endSession, hashToken } from './sessions.ts';
import { beginSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from './throttle.ts';

async function staffView(ctx: Context, accountID: string, group: Group): Promise<Staff | null> {
  const [row] = await ctx.db
    .select()
    .from(staff)
    .where(and(eq(staff.accountID, accountID), eq(staff.deleted, 0)))
    .limit(1);
  if (!row) return null;
  return {
    accountID: row.accountID,
    name: row.name,
    designation: row.designation,
    contactNo: row.contactNo,
    email: row.email,
    clinicIDs: row.clinicIDs,
    group,
    profilePictureKey: row.profilePictureKey,
  };
}

/**
 * Checks e-mail and password with throttling. Answers the account when they match; a miss, whatever its
 * cause (unknown e-mail, wrong password, disabled account), is one failure and one message.
 */
async function checkCredentials(ctx: Context, email: string, password: string) {
  const now = ctx.clock.now();
  // Each step commits on its own: an attempt counts even when the sign-in then fails.
  const attempt = await withWrite(ctx, (w) => beginSignInAttempt(w.db, email, ctx.client.ip, now));
  const account = await findAccountByEmail(ctx.db, email);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !ok || !account.enabled) {
    await withWrite(ctx, async (w) => {
      await signInAttemptFailed(w.db, attempt, now);
      await audit(w, { action: 'signIn.failed', entity: 'loginAccount', entityID: account?.id ?? null });
    });
    throw appError('INCORRECT_CREDENTIALS', MESSAGES.incorrectCredentials);
  }
  await withWrite(ctx, (w) => signInAttemptSucceeded(w.db, attempt));
  return account;
}

async function openSession(
  ctx: Context,
  accountID: string,
  group: Group,
  stayLoggedIn: boolean,
): Promise<SignInResult> {
  const me = await staffView(ctx, accountID, group);
  if (!me) throw appError('NOT_AUTHORISED_ACCOUNT', MESSAGES.notAuthorisedAccount);
  const { token, expiresOn } = await withWrite(ctx, async (w) => {
    // A sign-in replaces whatever session this browser had: the old token must not stay valid.
    if (ctx.client.sessionToken) await endSession(w.db, hashToken(ctx.client.sessionToken));
    const session = await createSession(w.db, {
      accountID,
      stayLoggedIn,
      now: ctx.clock.now(),
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
      idleMs: ctx.config.sessionIdleMs,
    });
    await audit(w, {
      action: 'signIn',
      entity: 'loginAccount',
      entityID: accountID,
      detail: { stayLoggedIn },
      actor: { accountID, role: group },
    });
    return session;
  });
  ctx.sessionCookie.set(token, { stayLoggedIn, expiresOn });
  return { challenge: null, me };
}

export async function signIn(ctx: Context, args: MutationSignInArgs) {
  const account = await checkCredentials(ctx, args.email, args.password);
  const group = loginType(account.groups);
  if (!group) throw appError('NOT_AUTHORISED_ACCOUNT', MESSAGES.notAuthorisedAccount);
  if (account.mustChangePassword)
    return { challenge: 'NEW_PASSWORD_REQUIRED', me: null } satisfies SignInResult;
  return openSession(ctx, account.id, group, args.stayLoggedIn ?? false);
}

/** Answers the NEW_PASSWORD_REQUIRED challenge of an account created with a temporary password. */
export async function completeNewPassword(ctx: Context, args: MutationCompleteNewPasswordArgs) {
  const problem = newPasswordProblem(args.newPassword, { temporary: args.password });
  if (problem) throw appError('BAD_USER_INPUT', problem);
  const account = await checkCredentials(ctx, args.email, args.password);
  const group = loginType(account.groups);
  if (!group) throw appError('NOT_AUTHORISED_ACCOUNT', MESSAGES.notAuthorisedAccount);
  if (!account.mustChangePassword) {
    throw appError('BAD_USER_INPUT', 'No new password is required for this account.');
  }
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(args.newPassword);
  // The new password and the session it opens are kept together, or neither; the account acts as itself.
  const writer = { accountID: account.id, role: group };
  return withWrite(
    ctx,
    async (w) => {
      await w.db
        .update(loginAccount)
        .set({ passwordHash, mustChangePassword: false, passwordChangedOn: now, updatedOn: now })
        .where(eq(loginAccount.id, account.id));
      await audit(w, {
        action: 'completeNewPassword',
        entity: 'loginAccount',
        entityID: account.id,
        actor: writer,
      });
      return openSession(w, account.id, group, args.stayLoggedIn ?? false);
    },
    writer,
  );
}

export async function signOut(ctx: Context): Promise<boolean> {
  const viewer = ctx.access.viewer;
  if (viewer) {
    await withWrite(ctx, async (w) => {
      await endSession(w.db, viewer.sessionHash);
      await audit(w, { action: 'signOut', entity: 'loginAccount', entityID: viewer.accountID });
    });
  }
  ctx.sessionCookie.clear();
  return true;
}

export async function me(ctx: Context): Promise<Staff> {
  const viewer = ctx.access.assert('me:read');
  const view = await staffView(ctx, viewer.accountID, viewer.group);
  if (!view) throw appError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return view;
}
