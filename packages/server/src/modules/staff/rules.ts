import {
  isDesignation,
  mayAssignDesignation,
  type StaffDesignation,
  staffFieldErrors,
} from '@dialysis/domain';
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
 * Director). `self` says whether the action is allowed on one's own record. The domain's mayChangeStaff answers
 * the same rule for a list (the certification list's `changeable`).
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
