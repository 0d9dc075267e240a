import type { Group } from '@dialysis/domain';

/**
 * Who may add, edit and delete on each manage screen: the web mirror of the server's access/policy.ts
 * (the server enforces it; the web only hides buttons that would be refused).
 */
const WRITERS = {
  centre: ['ManagingNurse', 'MedicalDirector'],
  machine: ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  seat: ['ManagingNurse', 'MedicalDirector'],
  drug: ['ManagingNurse', 'MedicalDirector'],
  symptom: ['ManagingNurse', 'MedicalDirector'],
} as const satisfies Record<string, readonly Group[]>;

export type ManagedThing = keyof typeof WRITERS;

export function canWrite(thing: ManagedThing, group: Group | undefined): boolean {
  return group !== undefined && (WRITERS[thing] as readonly Group[]).includes(group);
}
