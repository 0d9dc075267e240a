import type { Group } from '@dialysis/domain';

export interface CentreRow {
  id: number;
  status: 'ACTIVE' | 'INACTIVE';
}

/**
 * Spec 000 section 4, Centre visibility: a Nurse or Doctor, or anyone with clinicIDs, sees the active
 * centres within their clinicIDs (an empty list meaning all active centres). Anyone else (a Nurse Manager
 * or Medical Director without clinicIDs) sees every centre, inactive ones included.
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

/** A Nurse Manager or Medical Director without clinicIDs: every centre, and so may grant "all centres". */
export function seesEveryCentre(viewer: { group: Group; clinicIDs: readonly number[] }): boolean {
  return !(viewer.group === 'Nurse' || viewer.group === 'Doctor' || viewer.clinicIDs.length > 0);
}
