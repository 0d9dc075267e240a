import { PATIENT_RANGES, rangeError, TEXT_LIMITS } from './ranges.ts';
import { cmFromMetres, typedWeightToGrams } from './units.ts';

/**
 * The patient form's option lists, messages and field rules (spec 001 sections 3 and 5), shared by the
 * web form and the server, so a hand-made request gets the same answer as the form.
 */

export const PATIENT_MESSAGES = {
  required: 'Required.',
  invalidNumber: 'Invalid number',
  invalidInput: 'Invalid input',
  invalidEmail: 'This is not a valid email.',
  futureDate: 'The date cannot be in the future.',
  missingAllergies: 'Missing allergy, please provide 1',
  missingAllergy: 'Missing allergy',
  nricInUse: 'NRIC in used.',
  invalidPatient: 'Invalid Patient',
  invalidImage: 'Invalid image type. Please reattach image.',
  notCreated: 'Unable to create record',
  notUpdated: 'Unable to update record',
  pictureNotUpdated: 'Unable to update profile picture',
  copied: 'Copied!',
} as const;

type Option = { value: string; label: string };
const same = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

export const PATIENT_OPTIONS = {
  status: [
    { value: 'DIALYSIS', label: 'Dialysis' },
    { value: 'CLINIC', label: 'Clinic' },
    { value: 'INACTIVE', label: 'Inactive' },
  ],
  travelType: same('Car Private', 'Car Hire', 'Bus', 'Walk', 'Ambulance'),
  idType: same('NRIC', 'FIN No.', 'Passport No.'),
  gender: [
    { value: 'M', label: 'Male' },
    { value: 'F', label: 'Female' },
    { value: 'O', label: 'Others' },
  ],
  race: same('Chinese', 'Eurasian', 'Indian', 'Malay', 'Others'),
  religion: same('Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Taoism', 'Others', 'Nil'),
  maritalStatus: same('Single', 'Married', 'Divorced', 'Widowed'),
  accommodation: same('HDB', 'Condominium', 'Landed', 'Rented'),
  bloodGroup: same('A POS', 'A NEG', 'B POS', 'B NEG', 'AB POS', 'AB NEG', 'O POS', 'O NEG'),
  mobilityStatus: same('Independent', 'Wheelchair Assisted', 'Ambulant Assistant'),
  diabeticStatus: same('Yes', 'No'),
  smoker: same('Current', 'Past', 'Never'),
  alcohol: same('Current', 'Past', 'Never'),
  amputee: same(
    'No',
    'Left BKA',
    'Left AKA',
    'Right BKA',
    'Right AKA',
    'Bilateral AKA',
    'Bilateral BKA',
    'Others',
  ),
} as const satisfies Record<string, Option[]>;

export type PatientOptionField = keyof typeof PATIENT_OPTIONS;

/** The label of a stored option value (gender M -> Male), or the value itself when it is not listed. */
export function optionLabel(field: PatientOptionField, value: string | null | undefined): string {
  if (!value) return '';
  return (PATIENT_OPTIONS[field] as readonly Option[]).find((o) => o.value === value)?.label ?? value;
}

/** Spec 001 section 5: required on create (existingClinicID is the Dialysis Centre). */
export const PATIENT_REQUIRED = [
  'existingClinicID',
  'name',
  'idType',
  'nric',
  'gender',
  'dob',
  'race',
  'phoneNo',
  'address',
  'nokName',
  'nokPhoneNo',
  'amputee',
  'DESRD',
] as const;

export const PATIENT_PHONES = ['phoneNo', 'homeNo', 'nokPhoneNo'] as const;
export const PATIENT_DATES = [
  'dob',
  'registeredDate',
  'firstDialysisHospitalDate',
  'referringSourceStart',
  'referringSourceEnd',
  'firstConsultDate',
  'DESRD',
  'DExit',
] as const;

/** Digits, spaces and the characters . + - , only ('Invalid number'). */
const PHONE = /^[\d .+,-]+$/;
export function isValidPhone(text: string): boolean {
  return PHONE.test(text);
}

/** A non-negative decimal as typed ('Invalid input' otherwise). */
const NON_NEGATIVE_DECIMAL = /^(\d+(\.\d+)?|\.\d+)$/;
export function isNonNegativeDecimal(text: string): boolean {
  return NON_NEGATIVE_DECIMAL.test(text.trim());
}

/**
 * Every field of the patient record as the form edits it and the API carries it (spec 001 section 3), in
 * form order. Server and web both read this one list.
 */
export const PATIENT_FIELD_NAMES = [
  'accessIDPt',
  'namecode',
  'registeredDate',
  'firstDialysisHospital',
  'firstDialysisHospitalDate',
  'referringSource',
  'referrer',
  'referringSourceStart',
  'referringSourceEnd',
  'existingClinicID',
  'status',
  'travelType',
  'schedulePattern',
  'scheduleSession',
  'name',
  'idType',
  'nric',
  'gender',
  'dob',
  'race',
  'religion',
  'maritalStatus',
  'accommodation',
  'address',
  'phoneNo',
  'homeNo',
  'email',
  'nokName',
  'nokPhoneNo',
  'nokAddress',
  'nokRelation',
  'height',
  'weight',
  'bloodGroup',
  'mobilityStatus',
  'diabeticStatus',
  'smoker',
  'alcohol',
  'amputee',
  'stage',
  'wheelchairWeight',
  'medicalAlert',
  'socialWorker',
  'vwoSupport',
  'firstConsultDate',
  'DESRD',
  'DExit',
  'RExit',
  'hepB',
  'FHepB',
  'FHCV',
  'FHIV',
  'FAccess',
  'comanaging',
  'procedure',
  'medication',
  'vaccination',
  'history',
  'causeOfKidneyFailure',
] as const;
export type PatientFieldName = (typeof PATIENT_FIELD_NAMES)[number];

/** Stored as whole, non-negative numbers: height in centimetres, weights in grams. */
export const PATIENT_NUMBER_FIELDS = [
  'height',
  'weight',
  'wheelchairWeight',
] as const satisfies readonly PatientFieldName[];

/** The patient form's multi-line fields (2000 characters); every other text is one line (200). */
export const PATIENT_MULTILINE_FIELDS = [
  'address',
  'nokAddress',
  'procedure',
  'medication',
  'vaccination',
  'history',
] as const satisfies readonly PatientFieldName[];

export function patientTextLimit(field: PatientFieldName): number {
  return (PATIENT_MULTILINE_FIELDS as readonly string[]).includes(field)
    ? TEXT_LIMITS.multiline
    : TEXT_LIMITS.line;
}

export type PatientNumberField = (typeof PATIENT_NUMBER_FIELDS)[number];

/** A typed height (metres) or weight (kg, or grams when longer than 3 digits) -> the stored number, or null. */
export function typedPatientNumber(field: PatientNumberField, text: string): number | null {
  const value = text.trim();
  if (!isNonNegativeDecimal(value)) return null;
  return field === 'height' ? cmFromMetres(Number(value)) : typedWeightToGrams(value);
}

/**
 * The message a typed height or weight earns: 'Invalid input' for one that is not a number, the field's
 * range otherwise (the height says it wants metres: '160' is refused with 'Height in metres, e.g. 1.60').
 */
export function patientNumberError(
  field: PatientNumberField,
  text: string | null | undefined,
): string | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const stored = typedPatientNumber(field, value);
  return stored === null ? PATIENT_MESSAGES.invalidInput : rangeError(PATIENT_RANGES[field], stored);
}
