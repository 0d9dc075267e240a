import type { Group } from '../constants.ts';
import { allows } from '../policy.ts';
import { mayChangeStaff } from './staff.ts';

/**
 * Certification status rules (spec 002 section 4). Dates are YYYY-MM-DD strings and "today" is the date in
 * the centre's time zone, decided by the caller (the server's clock), so these rules stay pure.
 *
 * A certification counts as expired from its expiry day on: "the expiry date is before now" holds for the
 * whole expiry day (its midnight has passed), as for machine audits, which expire "on the expiry day".
 */
export const CERTIFICATION_STATUSES = ['ACTIVE', 'PASS', 'EXPIRED'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export function isCertificationExpired(expiry: string, today: string): boolean {
  return expiry <= today;
}

/** Added on either screen: ACTIVE, or EXPIRED when the expiry date has come. */
export function certificationStatusOnCreate(expiry: string, today: string): CertificationStatus {
  return isCertificationExpired(expiry, today) ? 'EXPIRED' : 'ACTIVE';
}

/** Update Status on Manage Certifications: a renewed certification is PASS, or EXPIRED when already past. */
export function certificationStatusOnManageUpdate(expiry: string, today: string): CertificationStatus {
  return isCertificationExpired(expiry, today) ? 'EXPIRED' : 'PASS';
}

/** Update Status on Manage Account: the user's own renewal is ACTIVE, or EXPIRED when already past. */
export function certificationStatusOnAccountUpdate(expiry: string, today: string): CertificationStatus {
  return isCertificationExpired(expiry, today) ? 'EXPIRED' : 'ACTIVE';
}

/** What the scheduled expiry does to a stored status: any status becomes EXPIRED once its day has come. */
export function certificationStatusAfterExpiryCheck(
  status: CertificationStatus,
  expiry: string,
  today: string,
): CertificationStatus {
  return isCertificationExpired(expiry, today) ? 'EXPIRED' : status;
}

/**
 * Manage Certifications order: EXPIRED first, then the rest together (ACTIVE and PASS are both valid),
 * each group by soonest expiry, then staff name, then certification name.
 */
export function certificationStatusRank(status: CertificationStatus): number {
  return status === 'EXPIRED' ? 0 : 1;
}

/**
 * Whether Manage Certifications offers Update Status and Delete on a row (the list's `changeable`): a login type
 * the policy allows 'certification:write', on a certification whose holder's staff record the user may change
 * (mayChangeStaff: centres and designation). The server refuses the same on each write.
 */
export function mayChangeCertification(
  viewer: { accountID: string; group: Group; clinicIDs: readonly number[] },
  visibleClinicIDs: readonly number[],
  holder: { accountID: string; designation: string | null; clinicIDs: readonly number[] },
): boolean {
  return allows(viewer.group, 'certification:write') && mayChangeStaff(viewer, visibleClinicIDs, holder);
}
