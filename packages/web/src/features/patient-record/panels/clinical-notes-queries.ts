import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../../api/graphql.ts';

/** A clinical note or hospital entry (packages/server/src/modules/clinical-notes/schema.graphql). */
export interface HospitalSummary {
  id: number;
  patientID: number;
  clinicID: number | null;
  staffName: string | null;
  admitTimestamp: string;
  type: 'CLINIC' | 'EVENT' | 'HOSPITAL';
  observation: string | null;
  assessment: string | null;
  plan: string | null;
  notes: string | null;
  leaveTimestamp: string | null;
  noOfDays: number | null;
  location: string | null;
  hospitalMain: string | null;
  hospitalReason: string | null;
  createdOn: string;
}

export type CreateHospitalSummaryInput = {
  patientID: number;
  clinicID: number;
  type: HospitalSummary['type'];
  admitTimestamp: string;
} & Partial<
  Pick<
    HospitalSummary,
    'observation' | 'assessment' | 'plan' | 'leaveTimestamp' | 'location' | 'hospitalMain' | 'hospitalReason'
  >
>;

const FIELDS = `id patientID clinicID staffName admitTimestamp type observation assessment plan notes leaveTimestamp
  noOfDays location hospitalMain hospitalReason createdOn`;

type TypeFilter = { in: string[] } | { eq: string };

const LIST = gql<
  { listHospitalSummary: { result: HospitalSummary[]; count: number } },
  { filter: { patientID: { eq: number }; type: TypeFilter }; pagination: { limit: number; offset: number } }
>(`query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {
  listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`);

export const CREATE_HOSPITAL_SUMMARY = gql<
  { createHospitalSummary: HospitalSummary },
  { create: CreateHospitalSummaryInput }
>(`mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) { ${FIELDS} }
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
