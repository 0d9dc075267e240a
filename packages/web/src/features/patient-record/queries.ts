import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';

/**
 * Queries of the patient record panels (server: modules/medication, modules/milestones). Every key starts
 * with the patient, so one invalidation reloads what a write changed, wherever the panels are stacked.
 */
export const recordKey = (patientID: number, panel?: string) =>
  panel ? ['patientRecord', patientID, panel] : ['patientRecord', patientID];

export interface PatientHeader {
  id: number;
  name: string;
  namecode: string | null;
  nricMasked: string | null;
  clinicID: number;
  clinicName: string;
}

export interface Medication {
  id: number;
  medication: string;
  status: string;
  dose: string | null;
  route: string | null;
  freq: string | null;
  start: string | null;
  end: string | null;
  note: string | null;
  createdOn: string;
}

export interface MedicationAdministered {
  id: number;
  medication: string;
  dose: string;
  route: string;
  freq: string;
  givenBy: string;
  givenByStaffName: string | null;
  witnessedBy: string;
  witnessedByStaffName: string | null;
  createdOn: string;
}

export interface MedicalMilestone {
  id: number;
  timestamp: string;
  milestone: string;
  note: string | null;
}

type Page = { limit: number; offset: number; orderby?: { field: string; direction: 'ASC' | 'DESC' }[] };
type List<T> = { count: number; result: T[] };

const HEADER = gql<{ patientHeader: PatientHeader }, { id: number }>(
  `query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }`,
);

const MED_FIELDS = 'id medication status dose route freq start end note createdOn';

const LIST_MEDICATION = gql<
  { listMedication: List<Medication> },
  { filter: { patientID: { eq: number }; end: { exists: boolean } }; pagination: Page }
>(
  `query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
  listMedication(filter: $filter, pagination: $pagination) { count result { ${MED_FIELDS} } }
}`,
);

export interface MedicationInput {
  patientID: number;
  start: string;
  medication: string;
  dose: string;
  route: string;
  freq: string;
  note: string | null;
}

export const CREATE_MEDICATION = gql<{ createMedication: Medication }, { create: MedicationInput }>(
  `mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }`,
);

/** Stop: the server sets end to today in the patient's centre. */
export const STOP_MEDICATION = gql<{ updateMedication: Medication }, { update: { id: number } }>(
  `mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { id end } }`,
);

const GIVEN_FIELDS =
  'id medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn';

const LIST_ADMINISTERED = gql<
  { listMedicationAdministered: List<MedicationAdministered> },
  { filter: { patientID: { eq: number } }; pagination: Page }
>(
  `query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
  listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ${GIVEN_FIELDS} } }
}`,
);

export interface AdministeredInput {
  patientID: number;
  medication: string;
  dose: string;
  route: string;
  freq: string;
  givenBy: string;
  witnessedBy: string;
}

export const CREATE_ADMINISTERED = gql<
  { createMedicationAdministered: MedicationAdministered },
  { create: AdministeredInput }
>(
  `mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {
  createMedicationAdministered(create: $create) { id }
}`,
);

const LIST_MILESTONE = gql<
  { listMedicalMilestone: List<MedicalMilestone> },
  { filter: { patientID: { eq: number } }; pagination: Page }
>(
  `query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {
  listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { id timestamp milestone note } }
}`,
);

export interface MilestoneInput {
  patientID: number;
  timestamp: string;
  milestone: string;
  note: string | null;
}

export const CREATE_MILESTONE = gql<{ createMedicalMilestone: MedicalMilestone }, { create: MilestoneInput }>(
  `mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }`,
);

const STAFF = gql<
  { listStaff: { result: { accountID: string; name: string }[] } },
  { filter: { clinicIDs: number[] }; pagination: { limit: number } }
>(
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
    queryKey: ['centreStaff', clinicID],
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
