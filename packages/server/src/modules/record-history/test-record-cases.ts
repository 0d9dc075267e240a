import { CENTRE_CASES } from './test-centre-cases.ts';
import { CLINICAL_RECORD_CASES } from './test-clinical-record-cases.ts';
import type { RecordCase } from './test-history.ts';
import { PATIENT_CASES } from './test-patient-cases.ts';
import { SESSION_CASES } from './test-session-cases.ts';

/** Every kind of record whose edits the history keeps (issue 28 item 1), one case each. */
export const RECORD_CASES: RecordCase[] = [
  ...PATIENT_CASES,
  ...CLINICAL_RECORD_CASES,
  ...SESSION_CASES,
  ...CENTRE_CASES,
];
