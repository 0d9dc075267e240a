// What other features may use of the patient pages: the patient id of a route, the patient-or-leave guard, the
// patient record's type and the allergy modal (the manual lab input page's summary edits allergies too).

export { AllergyModal } from './allergy-modal.tsx';
export type { Patient } from './queries.ts';
export { patientIdParam } from './queries.ts';
export { usePatientOrLeave } from './use-patient-or-leave.ts';
export { sectionItems, VIEW_SECTIONS } from './view-fields.ts';
