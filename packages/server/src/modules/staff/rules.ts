import {
  isDesignation,
  mayAssignDesignation,
  type StaffDesignation,
  staffFieldErrors,
} from '@dialysis/domain';
import { seesEveryCentre } from '../../access/policy.ts';
import type { Viewer } from '../../access/viewer.ts';
import type { Context } from '../../context.ts';
import { appError, MESSAGES } from '../../errors.ts';
import { assertManageable } from './scope.ts';

/** The first invalid field of the form answers with the spec's message (the form shows the same). */
export function assertValidFields(input: Parameters<typeof staffFieldErrors>[0], mode: 'add' | 'edit') {
  const [message] = Object.values(staffFieldErrors(input, mode));
  if (message) throw appError('BAD_USER_INPUT', message);
}

/** A designation the user may give (spec 002 section 5): any for a Medical Director, else Nurse or Nurse Manager. */
export function assertAssignableDesignation(ctx: Context, designation: string): StaffDesignation {
  if (!isDesignation(designation)) throw appError('BAD_USER_INPUT', 'Unknown designation.');
  if (!mayAssignDesignation(ctx.access.user().group, designation)) {
    throw appError('FORBIDDEN', MESSAGES.forbiddenRole);
  }
  return designation;
}

/**
 * Refuses a change to someone else's record the user may not make: staff outside their centres, and a
 * designation they could not assign (a Nurse Manager cannot edit, reset or delete a Doctor or a Medical
 * Director). `self` says whether the action is allowed on one's own record.
 */
export async function assertMayChange(
  ctx: Context,
  target: { accountID: string; designation: string | null; clinicIDs: readonly number[] },
  self: { allowed: true } | { allowed: false; message: string },
) {
  if (target.accountID === ctx.access.user().accountID) {
    if (!self.allowed) throw appError('FORBIDDEN', self.message);
    return;
  }
  await assertManageable(ctx, target);
  if (!mayAssignDesignation(ctx.access.user().group, target.designation ?? '')) {
    throw appError('FORBIDDEN', MESSAGES.forbiddenRole);
  }
}

export const SELF = {
  delete: 'You cannot delete your own account.',
  demote: 'You cannot change your own designation.',
  reset: 'Use Change Password to change your own password.',
} as const;

/** Centre Access as stored: each centre once, in order. */
export function normaliseCentres(clinicIDs: readonly number[] | null | undefined): number[] {
  return [...new Set(clinicIDs ?? [])].sort((a, b) => a - b);
}

/**
 * The same rule as assertMayChange (self allowed), answered for a list: whether the user may change the staff
 * record of `target` (all its centres among the user's, and a designation the user could assign). The
 * certification list tells the screen which rows it may renew or delete, so no button is shown that the
 * server would refuse.
 */
export function mayChangeStaff(
  viewer: Viewer,
  visibleClinicIDs: readonly number[],
  target: { accountID: string; designation: string | null; clinicIDs: readonly number[] },
): boolean {
  if (target.accountID === viewer.accountID) return true;
  if (!seesEveryCentre(viewer)) {
    if (target.clinicIDs.length === 0) return false;
    if (!target.clinicIDs.every((id) => visibleClinicIDs.includes(id))) return false;
  }
  return mayAssignDesignation(viewer.group, target.designation ?? '');
}
