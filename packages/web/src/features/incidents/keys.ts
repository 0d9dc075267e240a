import type { IncidentReportFilter } from '../../api/generated/graphql.ts';

/** Incident reports' query keys: every incident write reloads everything under `all`. */
export const incidentKeys = {
  all: ['incidentReport'] as const,
  list: (filter: IncidentReportFilter, page: number, size: number) =>
    [...incidentKeys.all, 'list', filter, page, size] as const,
  summary: (search: string, page: number) => [...incidentKeys.all, 'summary', search, page] as const,
  centreSummary: (clinicIDs: readonly number[]) => [...incidentKeys.all, 'centreSummary', clinicIDs] as const,
};
