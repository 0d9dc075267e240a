import { useQuery } from '@tanstack/react-query';
import type { PatientRecordFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { patientKeys } from './keys.ts';

export { PATIENT_FIELD_NAMES, type PatientFieldName } from '@dialysis/domain';
/** The record's fields as the API takes them (PATIENT_FIELD_NAMES; stored units). */
export type { PatientAllergyFragment as Allergy, PatientFields } from '../../api/generated/graphql.ts';

graphql(`fragment PatientAllergy on Allergy { id name knownDate }`);

/**
 * A patient as getPatient answers: stored units. The fields are domain's PATIENT_FIELD_NAMES (form-values.ts reads
 * each of them from it, so a name missing here does not compile) plus what the screens need beside them.
 */
graphql(`
  fragment PatientRecord on Patient {
    accessIDPt namecode registeredDate firstDialysisHospital firstDialysisHospitalDate referringSource
    referrer referringSourceStart referringSourceEnd existingClinicID status travelType schedulePattern
    scheduleSession name idType nric gender dob race religion maritalStatus accommodation address phoneNo
    homeNo email nokName nokPhoneNo nokAddress nokRelation height weight bloodGroup mobilityStatus
    diabeticStatus smoker alcohol amputee stage wheelchairWeight medicalAlert socialWorker vwoSupport
    firstConsultDate DESRD DExit RExit hepB FHepB FHCV FHIV FAccess comanaging procedure medication
    vaccination history causeOfKidneyFailure
    id clinicName key photoUrl updatedOn allergies { ...PatientAllergy }
  }
`);

export type Patient = PatientRecordFragment;

const GET_PATIENT = graphql(`query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientRecord } }`);

export const CREATE_PATIENT = graphql(
  `mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientRecord } }`,
);

export const UPDATE_PATIENT = graphql(
  `mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientRecord } }`,
);

export const CREATE_ALLERGY = graphql(
  `mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { ...PatientAllergy } }`,
);

export const UPDATE_ALLERGY = graphql(
  `mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }`,
);

export const patientKey = patientKeys.one;

export function usePatient(id: number) {
  return useQuery({
    queryKey: patientKey(id),
    queryFn: ({ signal }) => request(GET_PATIENT, { id }, signal).then((data) => data.getPatient),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The patient id of a route's `:id`, or NaN. */
export function patientIdParam(id: string | undefined): number {
  return id && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

const REFERRING_SOURCES = graphql(`query ListReferringSource { listReferringSource }`);

/** The Referring Source choices (a manager's new value joins them when saved: docs/decisions/referring-source.md). */
export function useReferringSources() {
  return useQuery({
    queryKey: patientKeys.referringSources(),
    queryFn: ({ signal }) => request(REFERRING_SOURCES, {}, signal).then((data) => data.listReferringSource),
  });
}
