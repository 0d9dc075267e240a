import type { Clinic } from '../../shared/centres/clinics.ts';

export interface CentreOption {
  value: number;
  label: string;
}

/** Active centres only, by name, as Select options. */
export function centreOptions(clinics: readonly Clinic[] | undefined): CentreOption[] {
  return (clinics ?? [])
    .filter((clinic) => clinic.status === 'ACTIVE')
    .map((clinic) => ({ value: clinic.id, label: clinic.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The dropdown's search: case-insensitive, anywhere in the centre's name. */
export function matchesCentre(input: string, option: CentreOption | undefined): boolean {
  return (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
}
