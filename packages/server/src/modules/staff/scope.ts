import { arrayOverlaps, type SQL, sql } from 'drizzle-orm';
import { type Action, seesEveryCentre } from '../../access/policy.ts';
import type { Context } from '../../context.ts';
import { staff } from '../../db/schema.ts';
import { appError, MESSAGES } from '../../errors.ts';

/**
 * Which staff members a user may see and touch. A staff member with empty clinicIDs works in every centre:
 * they match every centre filter and every user sees them. Reading needs one shared centre; changing a
 * staff record needs all of the member's centres to be the user's (a Nurse Manager of centre A cannot edit
 * a nurse who also works in B, nor someone working everywhere).
 */

/** Staff working in any of these centres, or in all centres. */
export function worksInAny(clinicIDs: readonly number[]): SQL {
  if (clinicIDs.length === 0) return sql`cardinality(${staff.clinicIDs}) = 0`;
  return sql`(cardinality(${staff.clinicIDs}) = 0 or ${arrayOverlaps(staff.clinicIDs, [...clinicIDs])})`;
}

/** SQL cutting a staff list to the members the user may see. */
export async function visibleStaffScope(ctx: Context): Promise<SQL | undefined> {
  if (seesEveryCentre(ctx.access.user())) return undefined;
  return worksInAny(await ctx.access.visibleClinicIds());
}

/**
 * The centres of a centre filter (the tree select): each must be one the user sees, else FORBIDDEN. No
 * filter, or an empty one, means All: every centre the user sees.
 */
export async function centreFilter(
  ctx: Context,
  action: Action,
  clinicIDs: readonly number[] | null | undefined,
) {
  if (!clinicIDs?.length) return undefined;
  for (const id of clinicIDs) await ctx.access.assertIn(action, id);
  return worksInAny(clinicIDs);
}

/** Refuses a staff member the user may not see (no centre in common). */
export async function assertStaffVisible(ctx: Context, member: { clinicIDs: readonly number[] }) {
  if (member.clinicIDs.length === 0 || seesEveryCentre(ctx.access.user())) return;
  const visible = await ctx.access.visibleClinicIds();
  if (!member.clinicIDs.some((id) => visible.includes(id))) {
    throw appError('FORBIDDEN', MESSAGES.forbiddenCentre);
  }
}

/**
 * Refuses a staff record the user may not change: every centre of the member must be one of the user's,
 * and a member working in all centres (empty) only for someone who sees every centre.
 */
export async function assertManageable(ctx: Context, member: { clinicIDs: readonly number[] }) {
  if (seesEveryCentre(ctx.access.user())) return;
  if (member.clinicIDs.length === 0) throw appError('FORBIDDEN', MESSAGES.forbiddenCentre);
  const visible = await ctx.access.visibleClinicIds();
  if (!member.clinicIDs.every((id) => visible.includes(id))) {
    throw appError('FORBIDDEN', MESSAGES.forbiddenCentre);
  }
}

/** Refuses centres the user may not grant: each must be theirs, and "all centres" (empty) needs all. */
export async function assertAssignable(ctx: Context, action: Action, clinicIDs: readonly number[]) {
  if (clinicIDs.length === 0 && !seesEveryCentre(ctx.access.user())) {
    throw appError('FORBIDDEN', MESSAGES.forbiddenCentre);
  }
  for (const id of clinicIDs) await ctx.access.assertIn(action, id);
}
