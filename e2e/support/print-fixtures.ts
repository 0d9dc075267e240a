import { PATIENT_VERSION, UPDATE_PATIENT } from './documents.ts';
import { aCheckedInPatient, type Call } from './session-fixtures.ts';

/**
 * A new patient of the centre, checked in today (shift E), whose identifiers the test knows, to find them in
 * the header of every printed page (issue 25 item 5): the name carries a nickname in quotes and an apostrophe,
 * as records have them (the browser's running header is CSS text, which must carry any name), an ID code and
 * an NRIC of the test's own, and aFreshPatient's date of birth.
 */
export async function aPatientToPrint(call: Call, clinicID: number, prefix: string) {
  const { patient, dialysisID } = await aCheckedInPatient(call, clinicID, prefix, 'E');
  const tag = Date.now().toString(36).toUpperCase();
  const name = `${patient.name} "Ah Boy" O'Neil`;
  const namecode = `${prefix.slice(0, 2).toUpperCase()}${tag.slice(-5)}`;
  const nric = `T${String(Date.now() % 10_000_000).padStart(7, '0')}Q`;
  const { getPatient } = await call(PATIENT_VERSION, { id: patient.id });
  await call(UPDATE_PATIENT, {
    update: {
      id: patient.id,
      updatedOn: getPatient.updatedOn,
      patient: { name, namecode, nric, idType: 'NRIC' },
    },
  });
  return { id: patient.id, dialysisID, name, namecode, nric, dob: '20 May 1961' };
}
