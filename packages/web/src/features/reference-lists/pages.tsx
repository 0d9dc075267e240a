import { drugs } from './drugs.ts';
import { hospitalReasons } from './hospital-reasons.ts';
import { ReferenceListPage } from './reference-list-page.tsx';
import { symptoms } from './symptoms.ts';

/** Manage Drugs (route manageDrug). */
export function DrugsPage() {
  return <ReferenceListPage list={drugs} />;
}

/** Manage Symptoms (route manageSymptom). */
export function SymptomsPage() {
  return <ReferenceListPage list={symptoms} />;
}

/** Manage Hospital Reasons (route manageHospitalReason). */
export function HospitalReasonsPage() {
  return <ReferenceListPage list={hospitalReasons} />;
}
