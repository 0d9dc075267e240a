import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import { patientSearchVariables, type SearchMode } from './search-mode.ts';

/** A patient of the search (listPatient's PatientSearchItem); the NRIC comes masked by the server. */
export interface PatientSearchItem {
  id: number;
  namecode: string | null;
  name: string;
  nric: string | null;
  existingClinicID: number | null;
  clinicName: string | null;
  /** Signed link to the profile picture, or null. */
  photoUrl: string | null;
}

type Variables = ReturnType<typeof patientSearchVariables>;

const LIST_PATIENT = gql<{ listPatient: { count: number; result: PatientSearchItem[] } }, Variables>(
  `query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {
  listPatient(filter: $filter, pagination: $pagination) {
    count
    result { id namecode name nric existingClinicID clinicName photoUrl }
  }
}`,
);

export const patientSearchKey = ['patientSearch'] as const;

/** One page of the centre or all-centres search; the previous page stays on screen while the next loads. */
export function usePatientSearch(input: {
  mode: Exclude<SearchMode, 'daily'>;
  clinicID: number;
  search: string;
  page: number;
}) {
  return useQuery({
    queryKey: [...patientSearchKey, input],
    queryFn: ({ signal }) => request(LIST_PATIENT, patientSearchVariables(input), signal),
    placeholderData: keepPreviousData,
  });
}
