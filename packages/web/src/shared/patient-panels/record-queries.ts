import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  MedicalMilestoneRowFragment,
  MedicationAdministeredRowFragment,
  MedicationRowFragment,
  PatientHeaderQuery,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

/**
 * Queries of the patient record panels (server: modules/medication, modules/milestones). Every key starts
 * with the patient, so one invalidation reloads what a write changed, wherever the panels are stacked.
 */
export const recordKey = (patientID: number, panel?: string) =>
  panel ? ['patientRecord', patientID, panel] : ['patientRecord', patientID];

export type {
  CreateMedicalMilestoneInput as MilestoneInput,
  CreateMedicationAdministeredInput as AdministeredInput,
  CreateMedicationInput as MedicationInput,
} from '../../api/generated/graphql.ts';

import { recordOptionKeys } from './keys.ts';

export type PatientHeader = PatientHeaderQuery['patientHeader'];

graphql(
  `fragment MedicationRow on Medication { id medication status dose route freq start end note createdOn }`,
);
graphql(`
  fragment MedicationAdministeredRow on MedicationAdministered {
    id medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn
  }
`);
graphql(`fragment MedicalMilestoneRow on MedicalMilestone { id timestamp milestone note }`);

export type Medication = MedicationRowFragment;
export type MedicationAdministered = MedicationAdministeredRowFragment;
export type MedicalMilestone = MedicalMilestoneRowFragment;

const HEADER = graphql(
  `query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }`,
);

const LIST_MEDICATION = graphql(
  `query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
  listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationRow } }
}`,
);

export const CREATE_MEDICATION = graphql(
  `mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }`,
);

/** Stop: the server sets end to today in the patient's centre. */
export const STOP_MEDICATION = graphql(
  `mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { id end } }`,
);

const LIST_ADMINISTERED = graphql(
  `query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
  listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationAdministeredRow } }
}`,
);

export const CREATE_ADMINISTERED = graphql(
  `mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {
  createMedicationAdministered(create: $create) { id }
}`,
);

const LIST_MILESTONE = graphql(
  `query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {
  listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneRow } }
}`,
);

export const CREATE_MILESTONE = graphql(
  `mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }`,
);

const STAFF = graphql(
  `query ListStaffOptions($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) { result { accountID name } }
}`,
);

const page = (pageNo: number, size: number) => ({ limit: size, offset: (pageNo - 1) * size });

export function usePatientHeader(id: number) {
  return useQuery({
    queryKey: recordKey(id, 'header'),
    queryFn: async ({ signal }) => (await request(HEADER, { id }, signal)).patientHeader,
    retry: false,
  });
}

/** Current (no end date) or historical medication, one page. */
export function useMedication(patientID: number, kind: 'current' | 'history', pageNo: number, size: number) {
  const history = kind === 'history';
  return useQuery({
    queryKey: [...recordKey(patientID, 'medication'), kind, pageNo, size],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_MEDICATION,
          {
            filter: { patientID: { eq: patientID }, end: { exists: history } },
            // Spec 001 section 7: history by end date; current by the server's status then newest.
            pagination: {
              ...page(pageNo, size),
              ...(history ? { orderby: [{ field: 'end', direction: 'DESC' as const }] } : {}),
            },
          },
          signal,
        )
      ).listMedication,
    placeholderData: keepPreviousData,
  });
}

export function useAdministered(patientID: number, pageNo: number, size: number) {
  return useQuery({
    queryKey: [...recordKey(patientID, 'administered'), pageNo, size],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_ADMINISTERED,
          { filter: { patientID: { eq: patientID } }, pagination: page(pageNo, size) },
          signal,
        )
      ).listMedicationAdministered,
    placeholderData: keepPreviousData,
  });
}

export function useMilestones(patientID: number, pageNo: number, size: number) {
  return useQuery({
    queryKey: [...recordKey(patientID, 'milestone'), pageNo, size],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_MILESTONE,
          { filter: { patientID: { eq: patientID } }, pagination: page(pageNo, size) },
          signal,
        )
      ).listMedicalMilestone,
    placeholderData: keepPreviousData,
  });
}

/** Staff who work in the centre (or in every centre): the giver and witness choices. */
export function useCentreStaff(clinicID: number | undefined) {
  return useQuery({
    queryKey: recordOptionKeys.centreStaff(clinicID),
    enabled: clinicID !== undefined,
    queryFn: async ({ signal }) =>
      (
        await request(
          STAFF,
          { filter: { clinicIDs: [clinicID as number] }, pagination: { limit: 500 } },
          signal,
        )
      ).listStaff.result,
    staleTime: 60_000,
  });
}
