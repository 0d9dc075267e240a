import { PATIENT_FIELD_NAMES, type PatientFieldName } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';

/** A patient as getPatient answers (packages/server/src/modules/patients/schema.graphql): stored units. */
export interface Patient {
  id: number;
  [field: string]: unknown;
  name: string;
  nric: string | null;
  existingClinicID: number | null;
  clinicName: string | null;
  key: string | null;
  photoUrl: string | null;
  allergies: Allergy[];
  updatedOn: string;
}

export interface Allergy {
  id: number;
  name: string;
  knownDate: string;
}

export { PATIENT_FIELD_NAMES, type PatientFieldName } from '@dialysis/domain';
export type PatientFields = Partial<Record<PatientFieldName, string | number | null>>;

const FIELDS = `${PATIENT_FIELD_NAMES.join(' ')} id clinicName key photoUrl updatedOn allergies { id name knownDate }`;

const GET_PATIENT = gql<{ getPatient: Patient }, { id: number }>(
  `query GetPatient($id: Int!) { getPatient(id: $id) { ${FIELDS} } }`,
);

export const CREATE_PATIENT = gql<
  { createPatient: Patient },
  { create: { patient: PatientFields; allergies: string[]; key?: string | null } }
>(`mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ${FIELDS} } }`);

export const UPDATE_PATIENT = gql<
  { updatePatient: Patient },
  { update: { id: number; patient: PatientFields; key?: string | null; updatedOn: string } }
>(`mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ${FIELDS} } }`);

export const CREATE_ALLERGY = gql<
  { createAllergy: Allergy },
  { create: { patientID: number; name: string } }
>(
  `mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id name knownDate } }`,
);

export const UPDATE_ALLERGY = gql<{ updateAllergy: { id: number } }, { update: { id: number; deleted: 1 } }>(
  `mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }`,
);

export const patientKey = (id: number) => ['patient', id] as const;

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
