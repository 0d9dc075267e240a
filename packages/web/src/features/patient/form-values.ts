import { cmFromMetres, kgFromGrams, metresFromCm, typedWeightToGrams } from '@dialysis/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { PATIENT_FIELD_NAMES, type Patient, type PatientFieldName, type PatientFields } from './queries.ts';

/**
 * The form edits dates as dayjs, height in metres and weights in kg as typed text; the API takes
 * YYYY-MM-DD, centimetres and grams (domain units.ts does the arithmetic).
 */
export const DATE_FIELDS = [
  'registeredDate',
  'firstDialysisHospitalDate',
  'referringSourceStart',
  'referringSourceEnd',
  'dob',
  'firstConsultDate',
  'DESRD',
  'DExit',
] as const satisfies readonly PatientFieldName[];
const WEIGHT_FIELDS = ['weight', 'wheelchairWeight'] as const;

export type FormValues = Record<string, unknown> & { allergies?: string[] };

const isDate = (field: string) => (DATE_FIELDS as readonly string[]).includes(field);

/** The form's values -> PatientFields (empty values are null, so a cleared field is cleared). */
export function toPatientFields(values: FormValues): PatientFields {
  // Field by field from the names, so one loose record (each name's type is the SDL's, domain units.ts).
  const fields: Partial<Record<PatientFieldName, string | number | null>> = {};
  for (const field of PATIENT_FIELD_NAMES) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value === undefined || value === null || value === '') fields[field] = null;
    else if (isDate(field)) fields[field] = (value as Dayjs).format('YYYY-MM-DD');
    else if (field === 'height') fields[field] = cmFromMetres(Number(value));
    else if ((WEIGHT_FIELDS as readonly string[]).includes(field))
      fields[field] = typedWeightToGrams(String(value));
    else if (field === 'existingClinicID') fields[field] = Number(value);
    else fields[field] = typeof value === 'string' ? value.trim() : (value as number);
  }
  return fields as PatientFields;
}

/** A stored patient -> the form's initial values. */
export function toFormValues(patient: Patient): FormValues {
  const values: FormValues = {};
  for (const field of PATIENT_FIELD_NAMES) {
    const value = patient[field];
    if (value === null || value === undefined) continue;
    if (isDate(field)) values[field] = dayjs(String(value));
    else if (field === 'height') values[field] = String(metresFromCm(Number(value)));
    else if ((WEIGHT_FIELDS as readonly string[]).includes(field))
      values[field] = String(kgFromGrams(Number(value)));
    else values[field] = value;
  }
  return values;
}

/** Only the fields whose value differs from the stored patient (the spec's update sends changed fields). */
export function changedFields(patient: Patient, fields: PatientFields): PatientFields {
  const changed: Partial<Record<PatientFieldName, string | number | null>> = {};
  for (const [field, value] of Object.entries(fields) as [PatientFieldName, string | number | null][]) {
    if ((patient[field] ?? null) !== value) changed[field] = value;
  }
  return changed as PatientFields;
}
