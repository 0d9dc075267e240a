import type { Group } from '@dialysis/domain';
import { seesEveryCentre } from './policy.ts';

export interface CentreRow {
  id: number;
  status: 'ACTIVE' | 'INACTIVE';
}

/**
 * Spec 000 section 4, Centre visibility: a Nurse or Doctor, or anyone with clinicIDs, sees the active
 * centres within their clinicIDs (an empty list meaning all active centres). Anyone else (a login type the
 * policy allows 'clinic:all', without clinicIDs: `seesEveryCentre`) sees every centre, inactive ones included.
 */
export function visibleCentreIds(
  viewer: { group: Group; clinicIDs: readonly number[] },
  centres: readonly CentreRow[],
): number[] {
  if (seesEveryCentre(viewer)) return centres.map((c) => c.id);
  const allowed = new Set(viewer.clinicIDs);
  return centres
    .filter((c) => c.status === 'ACTIVE' && (allowed.size === 0 || allowed.has(c.id)))
    .map((c) => c.id);
}
