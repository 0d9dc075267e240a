import { newPasswordProblem } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  MutationChangePasswordArgs,
  MutationDeleteStaffArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { hashPassword } from '../identity/passwords.ts';
import { endAllSessions } from '../identity/sessions.ts';
import { clearAccountLock } from '../identity/throttle.ts';
import { findStaff } from './records.ts';
import { assertMayChange, SELF } from './rules.ts';

/**
 * Delete Staff: the staff record is soft-deleted. With deleteCognito the login account is soft-deleted too
 * (its e-mail becomes free for a new account); without, the login is kept but disabled, so the e-mail stays
 * reserved and nobody can sign in with it. Either way every session of that user ends now.
 */
export async function deleteStaff(ctx: Context, input: MutationDeleteStaffArgs) {
  const target = await findStaff(ctx.db, input.accountID);
  await assertMayChange(ctx, target, { allowed: false, message: SELF.delete });
  const now = ctx.clock.now();
  const deleteLogin = input.deleteCognito === true;
  await withWrite(ctx, async (w) => {
    await w.db
      .update(staff)
      .set({ deleted: 1, deletedOn: now, updatedOn: now })
      .where(eq(staff.accountID, target.accountID));
    await w.db
      .update(loginAccount)
      .set(deleteLogin ? { deleted: 1, deletedOn: now, updatedOn: now } : { enabled: false, updatedOn: now })
      .where(eq(loginAccount.id, target.accountID));
    await endAllSessions(w.db, target.accountID);
    await audit(w, {
      action: 'staff.delete',
      entity: 'staff',
      entityID: target.accountID,
      clinicID: target.clinicIDs[0] ?? null,
      detail: { email: target.email, deleteLogin },
    });
  });
  return true;
}

/**
 * Reset Password (spec: changePassword with forceSignOut 1). The password the manager chose is temporary:
 * the user must replace it at next sign-in, so no one else keeps knowing a working password. Every session
 * of the user ends whatever forceSignOut says: a reset that left old sessions open would defeat its purpose.
 */
export async function resetPassword(ctx: Context, input: MutationChangePasswordArgs) {
  const problem = newPasswordProblem(input.password);
  if (problem) throw appError('BAD_USER_INPUT', problem);
  const target = await findStaff(ctx.db, input.username);
  await assertMayChange(ctx, target, { allowed: false, message: SELF.reset });
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  await withWrite(ctx, async (w) => {
    await w.db
      .update(loginAccount)
      .set({ passwordHash, mustChangePassword: true, passwordChangedOn: now, updatedOn: now })
      .where(eq(loginAccount.id, target.accountID));
    await endAllSessions(w.db, target.accountID);
    await clearAccountLock(w.db, target.email);
    await audit(w, {
      action: 'staff.resetPassword',
      entity: 'loginAccount',
      entityID: target.accountID,
      clinicID: target.clinicIDs[0] ?? null,
    });
  });
  return true;
}
