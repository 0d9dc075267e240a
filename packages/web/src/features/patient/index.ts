// What other features may use of the patient pages: the patient id of a route, and the patient-or-leave guard.
export { patientIdParam } from './queries.ts';
export { usePatientOrLeave } from './use-patient-or-leave.ts';
