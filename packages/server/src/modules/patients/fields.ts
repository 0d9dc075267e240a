import {
  centreDate,
  isValidEmail,
  isValidPhone,
  listError,
  PATIENT_MESSAGES as M,
  PATIENT_DATES,
  PATIENT_FIELD_NAMES,
  PATIENT_NUMBER_FIELDS,
  PATIENT_OPTIONS,
  PATIENT_PHONES,
  PATIENT_RANGES,
  PATIENT_REQUIRED,
  type PatientFieldName,
  type PatientOptionField,
  patientTextLimit,
  rangeError,
  TEXT_LIMITS,
  textError,
} from '@dialysis/domain';
import type { patient } from '../../db/schema.ts';
import { calendarDateInput } from '../common/date-input.ts';
import { invalid } from '../common/manage-input.ts';

/**
 * The server's own check of the patient form's rules (spec 001 section 5): the web form checks the same
 * rules first, so a hand-made request gets the same answers.
 */

export type PatientValues = Partial<Omit<typeof patient.$inferInsert, 'id' | 'createdOn' | 'updatedOn'>>;
export type PatientFieldsInput = Record<string, string | number | null | undefined>;

// Every field but the centre and the numbers is text (dates as YYYY-MM-DD, checked below).
const NUMBER_FIELDS: readonly PatientFieldName[] = PATIENT_NUMBER_FIELDS;
const TEXT_FIELDS = PATIENT_FIELD_NAMES.filter((f) => f !== 'existingClinicID' && !NUMBER_FIELDS.includes(f));

/**
 * The fields the input carries, trimmed (empty -> null), checked field by field. `required` lists the
 * fields that must hold a value: all the spec's required fields on create, those the input names on
 * update (a required field may be changed, never emptied).
 */
export function patientValues(
  input: PatientFieldsInput,
  options: { create: boolean; now: Date; timezone: string },
): PatientValues {
  const values: Record<string, string | number | null> = {};
  for (const field of TEXT_FIELDS) {
    if (input[field] === undefined) continue;
    const raw = input[field];
    const text = typeof raw === 'string' ? raw.trim() : raw === null ? '' : String(raw);
    const error = textError(text, patientTextLimit(field));
    if (error) throw invalid(field, error);
    values[field] = text || null;
  }
  for (const field of NUMBER_FIELDS) {
    if (input[field] === undefined) continue;
    const value = input[field];
    if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < 0)) {
      throw invalid(field, M.invalidInput);
    }
    // Stored units (cm, grams); a height of 160 m or a weight of 1,000,000 kg answers the field's range.
    const error =
      value === null ? null : rangeError(PATIENT_RANGES[field as keyof typeof PATIENT_RANGES], value);
    if (error) throw invalid(field, error);
    values[field] = value ?? null;
  }
  if (input.existingClinicID !== undefined) values.existingClinicID = input.existingClinicID ?? null;

  for (const field of PATIENT_REQUIRED) {
    const named = options.create || input[field] !== undefined;
    if (named && (values[field] === null || values[field] === undefined)) throw invalid(field, M.required);
  }
  if (values.status === null) throw invalid('status', M.required);
  for (const field of PATIENT_PHONES) {
    const value = values[field];
    if (typeof value === 'string' && !isValidPhone(value)) throw invalid(field, M.invalidNumber);
  }
  if (typeof values.email === 'string' && !isValidEmail(values.email)) throw invalid('email', M.invalidEmail);

  const today = centreDate(options.now, options.timezone);
  for (const field of PATIENT_DATES) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    // 'Not a valid date.' for a day that does not exist (the domain's one parser).
    calendarDateInput(field, value);
    if (value > today) throw invalid(field, M.futureDate);
  }
  for (const field of Object.keys(PATIENT_OPTIONS) as PatientOptionField[]) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    if (!PATIENT_OPTIONS[field].some((o) => o.value === value)) throw invalid(field, M.invalidInput);
  }
  if (values.nric) values.nric = String(values.nric).toUpperCase();
  return values as PatientValues;
}

/** Allergy names of a create: at least one, none empty (spec 001 section 5). */
export function allergyNames(names: readonly string[]): string[] {
  if (names.length === 0) throw invalid('allergies', M.missingAllergies);
  const tooMany = listError(names);
  if (tooMany) throw invalid('allergies', tooMany);
  return names.map((name) => {
    const text = name.trim();
    if (!text) throw invalid('allergies', M.missingAllergy);
    const error = textError(text, TEXT_LIMITS.line);
    if (error) throw invalid('allergies', error);
    return text;
  });
}
