import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PatientSearchItemFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { patientSearchVariables, type SearchMode } from './search-mode.ts';

graphql(`
  fragment PatientSearchItem on PatientSearchItem { id namecode name nric existingClinicID clinicName photoUrl }
`);

/** A patient of the search; the NRIC comes masked by the server, photoUrl is a signed link or null. */
export type PatientSearchItem = PatientSearchItemFragment;

const LIST_PATIENT = graphql(
  `query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {
  listPatient(filter: $filter, pagination: $pagination) {
    count
    countCapped
    result { ...PatientSearchItem }
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
