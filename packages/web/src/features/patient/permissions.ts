import type { Group } from '@dialysis/domain';

/**
 * Doctors read patients; Nurses, Nurse Managers and Medical Directors also register and edit them
 * (server: access/policy.ts 'patient:write'). Screens hide what the server would refuse.
 */
export function canEditPatients(group: Group | undefined): boolean {
  return group !== undefined && group !== 'Doctor';
}

/** The server's refusal text, shown instead of a form the user could not save. */
export const NOT_ALLOWED = 'You are not allowed to do this.';
