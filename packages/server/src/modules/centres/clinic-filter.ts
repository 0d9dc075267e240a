import type { Action } from '../../access/policy.ts';
import type { Context } from '../../context.ts';

/** The centre part of a list filter, as the client sends it (`clinicID: { eq }` or `clinicID: { in }`). */
export interface ClinicIDFilter {
  eq?: number | null;
  in?: readonly number[] | null;
}

/**
 * Checks every centre a list filter names. A user who names a centre outside their list is refused
 * (FORBIDDEN), never answered with an empty list that would tell "no rows" apart from "not yours".
 * Answers the named ids, or null when the filter names none (the list is then cut to the visible centres
 * by `clinicScope`, which every list applies anyway).
 */
export async function assertNamedClinics(
  ctx: Context,
  action: Action,
  filter: ClinicIDFilter | null | undefined,
): Promise<number[] | null> {
  const named = [
    ...(filter?.eq !== null && filter?.eq !== undefined ? [filter.eq] : []),
    ...(filter?.in ?? []),
  ];
  if (named.length === 0) return null;
  for (const id of named) await ctx.access.assertIn(action, id);
  return named;
}
