import {
  actionFor,
  allows,
  type Group,
  type MachineStatusAction,
  type MachineStatusValue,
} from '@dialysis/domain';

/**
 * Who may do what on Machine Status: the shared policy (machineStatus:write and machineStatus:sign), the one
 * the server's guards assert. The page hides the buttons a role would be refused.
 */
export const canWriteAudits = (group: Group | undefined) =>
  group !== undefined && allows(group, 'machineStatus:write');
export const canSign = (group: Group | undefined) =>
  group !== undefined && allows(group, 'machineStatus:sign');

export const STATUS_COLOURS: Record<MachineStatusValue, string> = {
  EXPIRED: 'red',
  TO_SCHEDULE: 'orange',
  SCHEDULED: 'blue',
  PENDING_SIGNATURE: 'purple',
  PASS: 'green',
  INACTIVE: 'default',
};

/** The button a row offers to this user: Update Status, Sign, or nothing. */
export function rowAction(
  status: MachineStatusValue,
  group: Group | undefined,
): { action: MachineStatusAction; label: string } | null {
  const action = actionFor(status);
  if (action === 'APPROVE') return canSign(group) ? { action, label: 'Sign' } : null;
  if (action) return canWriteAudits(group) ? { action, label: 'Update Status' } : null;
  return null;
}

/** The list filter: the chosen centres (none means all the user's) and the test case search. */
export function machineStatusFilter(clinicIDs: number[] | undefined, search: string) {
  return {
    ...(clinicIDs ? { machineClinicID: { in: clinicIDs } } : {}),
    ...(search ? { name: { contains: search } } : {}),
  };
}

/**
 * Dates a date picker must not offer (pickers work on YYYY-MM-DD strings here):
 * expiry before the centre's today; a next audit on or after the expiry date on Add, after it on update
 * (except for an EXPIRED item, whose audit necessarily comes after its past expiry).
 */
export const beforeToday = (date: string, today: string) => date < today;
export const nextAuditTooLate = (
  date: string,
  expiryDate: string | undefined,
  mode: 'create' | 'update' | 'expired',
) => {
  if (!expiryDate || mode === 'expired') return false;
  return mode === 'create' ? date >= expiryDate : date > expiryDate;
};

/** The report file as the browser saves it: UTF-8 with a byte-order mark, so spreadsheets read accents. */
export function reportBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}
