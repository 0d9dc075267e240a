import type { Group } from '../constants.ts';
import { allows, seesEveryCentre } from '../policy.ts';
import { RANGE_MESSAGES, TEXT_LIMITS, textError } from '../ranges.ts';
import { isValidEmail, MESSAGES } from '../validation.ts';
import { newPasswordProblem } from './password.ts';

/** Staff designations as people see them, and the login group each one grants (spec 002 section 3). */
export const STAFF_DESIGNATIONS = ['Nurse', 'Nurse Manager', 'Doctor', 'Medical Director'] as const;
export type StaffDesignation = (typeof STAFF_DESIGNATIONS)[number];

const GROUP_OF: Record<StaffDesignation, Group> = {
  Nurse: 'Nurse',
  'Nurse Manager': 'ManagingNurse',
  Doctor: 'Doctor',
  'Medical Director': 'MedicalDirector',
};

export function isDesignation(text: string): text is StaffDesignation {
  return (STAFF_DESIGNATIONS as readonly string[]).includes(text);
}

export function groupOfDesignation(designation: StaffDesignation): Group {
  return GROUP_OF[designation];
}

/**
 * Spec 002 section 5: a Medical Director may assign every designation; anyone else only Nurse and Nurse
 * Manager (the policy's staff:assign<login type> actions). The same rule decides whose record a user may touch: a
 * Nurse Manager cannot edit, reset or delete a Doctor or a Medical Director (resetting a director's password
 * would hand over the director's rights).
 */
export function assignableDesignations(group: Group): readonly StaffDesignation[] {
  return STAFF_DESIGNATIONS.filter((designation) => allows(group, `staff:assign${GROUP_OF[designation]}`));
}

export function mayAssignDesignation(group: Group, designation: string): boolean {
  return (assignableDesignations(group) as readonly string[]).includes(designation);
}

/**
 * Whether a user may change the staff record of `target` (and its certifications): their own always (each caller
 * refuses what nobody does to their own record); anyone else's when the user sees every centre, or every centre
 * of the member is among the user's visible ones (a member of every centre, empty clinicIDs, only for the
 * former), and the member's designation is one the user could assign. The server refuses the same (modules/staff
 * rules.ts assertMayChange); the screens hide what it would refuse.
 */
export function mayChangeStaff(
  viewer: { accountID: string; group: Group; clinicIDs: readonly number[] },
  visibleClinicIDs: readonly number[],
  target: { accountID: string; designation: string | null; clinicIDs: readonly number[] },
): boolean {
  if (target.accountID === viewer.accountID) return true;
  if (!seesEveryCentre(viewer)) {
    if (target.clinicIDs.length === 0) return false;
    if (!target.clinicIDs.every((id) => visibleClinicIDs.includes(id))) return false;
  }
  return mayAssignDesignation(viewer.group, target.designation ?? '');
}

/**
 * Whether a login type may add, edit, reset the password of, or delete staff: the shared policy's staff actions
 * (policy.ts), asked here for the screens that show or hide those buttons.
 */
export function managesStaff(group: Group): boolean {
  return allows(group, 'staff:update');
}

/**
 * Centre Access is asked for the designations Nurse and Doctor (spec 002 section 5): those whose login type the
 * policy does not let see every centre ('clinic:all', centre visibility); the others work in every centre.
 */
export function asksCentreAccess(designation: string | null | undefined): boolean {
  return !!designation && isDesignation(designation) && !allows(GROUP_OF[designation], 'clinic:all');
}

/** Phone numbers: digits, spaces and the characters . + - only. */
const CONTACT_NO_PATTERN = /^[0-9 .+-]+$/;

export function isValidContactNo(text: string): boolean {
  return CONTACT_NO_PATTERN.test(text);
}

/** Spec 002 section 5 messages for the staff and certification forms. */
export const STAFF_MESSAGES = {
  required: 'Required.',
  invalidNumber: 'Invalid number',
} as const;

export interface StaffFields {
  name?: string | null;
  designation?: string | null;
  email?: string | null;
  contactNo?: string | null;
  password?: string | null;
}

/**
 * The first message for each invalid field of Add Staff ('add') or Edit Staff ('edit'), for the server
 * (which answers the first) and the tests; the forms state the same rules field by field.
 */
export function staffFieldErrors(
  input: StaffFields,
  mode: 'add' | 'edit',
): Partial<Record<keyof StaffFields, string>> {
  const errors: Partial<Record<keyof StaffFields, string>> = {};
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  if (blank(input.name)) errors.name = STAFF_MESSAGES.required;
  else if (textError(input.name ?? '', TEXT_LIMITS.line))
    errors.name = textError(input.name ?? '', TEXT_LIMITS.line) as string;
  if (blank(input.designation)) errors.designation = STAFF_MESSAGES.required;
  if (blank(input.email)) errors.email = STAFF_MESSAGES.required;
  else if (!isValidEmail(input.email ?? '')) errors.email = MESSAGES.invalidEmail;
  else if ((input.email ?? '').length > TEXT_LIMITS.line)
    errors.email = RANGE_MESSAGES.tooLong(TEXT_LIMITS.line);
  if (blank(input.contactNo)) {
    if (mode === 'edit') errors.contactNo = STAFF_MESSAGES.required;
  } else if (!isValidContactNo((input.contactNo ?? '').trim()))
    errors.contactNo = STAFF_MESSAGES.invalidNumber;
  if (mode === 'add') {
    const problem = input.password ? newPasswordProblem(input.password) : STAFF_MESSAGES.required;
    if (problem) errors.password = problem;
  }
  return errors;
}
