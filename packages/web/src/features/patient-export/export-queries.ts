import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from '../../shared/patient-panels/record-queries.ts';

/** Spec 001 section 9: dialysis history in the summary 12 per page; milestones print up to 9. */
export const EXPORT_SESSIONS_PAGE = 12;
export const EXPORT_MILESTONES = 9;

/** Spec 001 section 8, the summary and export panels' messages (spellings as given: 'dilysis order'). */
export const EXPORT_MESSAGES = {
  patient: 'Unable to retrieve Patient',
  lastLab: 'Unable to retrieve last lab',
  summary: 'Unable to retrieve dialysis history summary',
  medication: 'Unable to retrieve current medication',
  clinicalNote: 'Unable to retrieve latest clinical note',
  order: 'Unable to retrieve dilysis order',
  milestones: 'Unable to retrieve medical milestones',
  sessions: 'Unable to retrieve Dialysis',
  administered: 'Unable to retrieve current medication administered',
} as const;

const CENTRE = graphql(`
  query ExportCentre($id: Int!) {
    listClinic(filter: { id: { eq: $id } }, pagination: { limit: 1 }) { result { id name address phoneNo } }
  }
`);
const SUMMARY = graphql(`
  query ExportDialysisSummary($patientID: Int!, $startDate: String!, $endDate: String!) {
    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {
      yearMonth totalSession
      dryWeight { min max avg } preWeight { min max avg } postWeight { min max avg }
      offTarget { min max avg } ufTargetStart { min max avg } postSBP { min max avg } postDBP { min max avg }
      KTVonline { min max avg }
    }
  }
`);
const SESSIONS = graphql(`
  query ExportSessions($patientID: Int!, $limit: Int!, $offset: Int!) {
    listDialysis(
      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }
      pagination: { limit: $limit, offset: $offset }
    ) {
      count
      result {
        id startTime endTime clinicName machineName preWeight postWeight dryWeight preSBP preDBP postSBP postDBP
        KTVonline dialyser
      }
    }
  }
`);
const LATEST_NOTE = graphql(`
  query ExportLatestNote($patientID: Int!) {
    listHospitalSummary(
      filter: { patientID: { eq: $patientID }, type: { in: ["CLINIC", "EVENT"] } }
      pagination: { limit: 1, orderby: [{ field: "admitTimestamp", direction: DESC }] }
    ) {
      result { id staffName admitTimestamp type observation assessment plan notes }
    }
  }
`);

const key = (patientID: number, part: string, ...rest: unknown[]) => [
  ...recordKey(patientID, `export-${part}`),
  ...rest,
];

export function useExportCentre(clinicID: number | undefined) {
  return useQuery({
    queryKey: ['exportCentre', clinicID],
    queryFn: async ({ signal }) =>
      (await request(CENTRE, { id: clinicID ?? 0 }, signal)).listClinic.result[0] ?? null,
    enabled: clinicID !== undefined,
  });
}

/** The monthly summary of last month and this one (spec 001 section 7: startDate = first of last month). */
export function useExportSummary(patientID: number, from: string, to: string) {
  return useQuery({
    queryKey: key(patientID, 'summary', from, to),
    queryFn: async ({ signal }) =>
      (await request(SUMMARY, { patientID, startDate: from, endDate: to }, signal)).listDialysisSummary,
  });
}

export function useExportSessions(patientID: number, page: number) {
  return useQuery({
    queryKey: key(patientID, 'sessions', page),
    queryFn: async ({ signal }) =>
      (
        await request(
          SESSIONS,
          { patientID, limit: EXPORT_SESSIONS_PAGE, offset: (page - 1) * EXPORT_SESSIONS_PAGE },
          signal,
        )
      ).listDialysis,
    placeholderData: keepPreviousData,
  });
}

export function useExportLatestNote(patientID: number) {
  return useQuery({
    queryKey: key(patientID, 'latestNote'),
    queryFn: async ({ signal }) =>
      (await request(LATEST_NOTE, { patientID }, signal)).listHospitalSummary.result[0] ?? null,
  });
}
