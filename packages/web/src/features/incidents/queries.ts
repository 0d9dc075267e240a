import { INCIDENT_PAGE_SIZE } from '@dialysis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  IncidentReportFilter,
  IncidentReportRowFragment,
  IncidentResponseRowFragment,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { incidentKeys } from './keys.ts';

graphql(`
  fragment IncidentResponseRow on IncidentResponse {
    id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp
  }
`);

graphql(`
  fragment IncidentReportRow on IncidentReport {
    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType
    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy
    responseByName responseTimestamp createdOn updatedOn
    responses { ...IncidentResponseRow }
  }
`);

/**
 * One incident report with every response, oldest first; `order` is null unless the user is a Medical Director
 * (the server hides it, in the report and in each response).
 */
export type IncidentReport = IncidentReportRowFragment;
export type IncidentResponseEntry = IncidentResponseRowFragment;

const LIST = graphql(`
  query ListIncidentReport($filter: IncidentReportFilter!, $pagination: Pagination) {
    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportRow } }
  }
`);

const SUMMARY = graphql(`
  query ListIncidentReportSummary($filter: IncidentReportFilter, $pagination: Pagination) {
    listIncidentReportSummary(filter: $filter, pagination: $pagination) {
      count
      result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportRow } }
    }
  }
`);

const CENTRE_SUMMARY = graphql(`
  query ListIncidentReportCentreSummary($filter: IncidentReportFilter!) {
    listIncidentReportCentreSummary(filter: $filter) {
      count
      result { clinicID clinicName count reports { ...IncidentReportRow } }
    }
  }
`);

export const CREATE_INCIDENT_REPORT = graphql(`
  mutation CreateIncidentReport($create: CreateIncidentReportInput!) {
    createIncidentReport(create: $create) { ...IncidentReportRow }
  }
`);

export const UPDATE_INCIDENT_REPORT = graphql(`
  mutation UpdateIncidentReport($update: UpdateIncidentReportInput!) {
    updateIncidentReport(update: $update) { ...IncidentReportRow }
  }
`);

/** A page of incident reports (newest first): a patient's, a centre's, or the centre search's. */
export function useIncidentReports(
  filter: IncidentReportFilter,
  page: number,
  size: number = INCIDENT_PAGE_SIZE,
  enabled = true,
) {
  return useQuery({
    queryKey: incidentKeys.list(filter, page, size),
    enabled,
    queryFn: async ({ signal }) =>
      (await request(LIST, { filter, pagination: { limit: size, offset: (page - 1) * size } }, signal))
        .listIncidentReport,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Incident Report Summary by patient: cards of patients whose name or NRIC contains the search. */
export function useIncidentSummary(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: incidentKeys.summary(search, page),
    enabled,
    queryFn: async ({ signal }) => {
      const filter = search
        ? { or: [{ patientName: { contains: search } }, { patientNric: { contains: search } }] }
        : undefined;
      const pagination = { limit: INCIDENT_PAGE_SIZE, offset: (page - 1) * INCIDENT_PAGE_SIZE };
      return (await request(SUMMARY, { filter, pagination }, signal)).listIncidentReportSummary;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Incident Report Summary by centre: one card per centre with centre reports, each with how many it has and its
 * 10 newest (the server counts per centre: a card no longer counts the page it shows).
 */
export function useIncidentCentreSummary(clinicIDs: readonly number[]) {
  return useQuery({
    queryKey: incidentKeys.centreSummary(clinicIDs),
    queryFn: async ({ signal }) => {
      const filter = { patientID: { exists: false }, or: clinicIDs.map((id) => ({ clinicID: { eq: id } })) };
      return (await request(CENTRE_SUMMARY, { filter }, signal)).listIncidentReportCentreSummary;
    },
    retry: false,
  });
}
