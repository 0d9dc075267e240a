import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HospitalSummaryEntryFragment, HospitalSummaryFilter } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

export type { CreateHospitalSummaryInput } from '../../api/generated/graphql.ts';

graphql(`
  fragment HospitalSummaryEntry on HospitalSummary {
    id patientID clinicID staffName admitTimestamp type observation assessment plan notes leaveTimestamp
    noOfDays location hospitalMain hospitalReason createdOn
  }
`);

/** A clinical note or hospital entry. */
export type HospitalSummary = HospitalSummaryEntryFragment;

type TypeFilter = HospitalSummaryFilter['type'];

const LIST = graphql(`query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {
  listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryEntry } }
}`);

export const CREATE_HOSPITAL_SUMMARY =
  graphql(`mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) { ...HospitalSummaryEntry }
}`);

/** Query keys start with this, so a saved note or entry reloads every panel of that patient. */
export const hospitalSummaryKey = (patientID: number) => ['hospitalSummary', patientID] as const;

export type SummaryKind = 'notes' | 'hospital';
const TYPES: Record<SummaryKind, TypeFilter> = {
  notes: { in: ['CLINIC', 'EVENT'] },
  hospital: { eq: 'HOSPITAL' },
};

/** One page of a patient's clinical notes or hospital entries, newest first (the server orders them). */
export function useHospitalSummaries(patientID: number, kind: SummaryKind, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...hospitalSummaryKey(patientID), kind, page, pageSize],
    queryFn: async ({ signal }) => {
      const filter = { patientID: { eq: patientID }, type: TYPES[kind] };
      const pagination = { limit: pageSize, offset: (page - 1) * pageSize };
      return (await request(LIST, { filter, pagination }, signal)).listHospitalSummary;
    },
    placeholderData: keepPreviousData,
  });
}

/** The channel the Add Clinical Note pop-up window announces a saved note on (same origin only). */
export const CLINICAL_NOTE_CHANNEL = 'clinical-notes';
export interface ClinicalNoteSaved {
  type: 'clinicalNoteSaved';
  patientID: number;
}
