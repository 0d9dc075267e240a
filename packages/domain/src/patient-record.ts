/**
 * The patient record panels (spec 001 sections 2, 5 and 9): page sizes and the messages the forms and the
 * server share, character for character.
 */
export const PATIENT_RECORD_PAGE_SIZES = {
  currentMedication: 6,
  historicalMedication: 20,
  medicationAdministered: 6,
  medicalMilestone: 20,
} as const;

export const ADMINISTERED_MESSAGES = {
  medication: 'Missing medication',
  dose: 'Missing dose',
  route: 'Missing route',
  freq: 'Missing frequency',
  givenBy: 'Missing given by',
  witnessedBy: 'Missing witness',
  sameWitness: "Same user can't be witness",
} as const;

export const PATIENT_RECORD_MESSAGES = {
  invalidPatient: 'Invalid Patient',
  required: 'Required.',
  invalidInput: 'Invalid input',
  /** The date pickers refuse future dates; a hand-made request gets this answer. */
  futureDate: 'The date cannot be in the future.',
  created: 'Created successfully',
  updated: 'Updated successfully',
  createFailed: 'Unable to create new record',
  updateFailed: 'Unable to update record',
  retrieveAdministered: 'Unable to retrieve Administered Medication',
  retrieveMilestone: 'Unable to retrieve Medical Milestone',
  retrieveMedication: 'Unable to retrieve Medication',
  retrieveMedicationHistory: 'Unable to retrieve Medication History',
  retrievePatient: 'Unable to retrieve Patient',
  /** Spec 001 section 8: a patient page's own read of the patient (its 'bundle') failed. */
  retrievePatientDetails: 'Unable to retrieve Patient Details',
} as const;

/**
 * Route and frequency choices of the medication forms. The spec loads these lists without showing them; these
 * are the ones a dialysis unit writes every day. The fields still take free text for anything else.
 */
export const MEDICATION_ROUTES = ['Oral', 'IV', 'SC', 'IM', 'Topical', 'Inhaled', 'Sublingual'] as const;
export const MEDICATION_FREQUENCIES = [
  'Once',
  'OD',
  'BD',
  'TDS',
  'QDS',
  'ON',
  'PRN',
  'Weekly',
  'Each dialysis',
] as const;
