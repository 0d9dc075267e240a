import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LabReportRowFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { subscribe } from '../../api/subscriptions.ts';
import { recordKey } from './record-queries.ts';

/** A lab report as the history tables show it: every value field of the spec (LAB_FIELDS), by name. */
graphql(`
  fragment LabReportRow on LabReport {
    id timestamp sampleTime source updatedOn
    glucose TW Plt Hb MCV K Na ureaPre ureaPost creatinine HCO3 chlorine Ca Po4 IPTH HepBsAg HepBsAb _two Fe
    TIBC ferritin protein Alb Ublood Urbc Uprt Uwbc TUP24 TUP12 Uvol CCT uric HCV HIV ggt others othersDetails TC
    HDL LDL TG Ratio Timing Biltotal SAP SGPT_ALT SGOT_AST Hba1c labsNoted SBP DBP Mg Tac urineMA MACr
    uCreatinine ESR CRP CNI Myco Pred noted t4 FT4 TSH gis hte
  }
`);
export type LabReportRow = LabReportRowFragment;

const LIST_LAB_REPORT = graphql(`
  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {
    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportRow } }
  }
`);

export const CREATE_LAB_REPORT = graphql(`
  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

/** A correction of a report, on the version the panel read (updatedOn); answers the report as saved. */
export const UPDATE_LAB_REPORT = graphql(`
  mutation UpdateLabReport($update: UpdateLabReportInput!) {
    updateLabReport(update: $update) { ...LabReportRow }
  }
`);

/** A soft delete with its reason, on the version the panel read. */
export const DELETE_LAB_REPORT = graphql(`
  mutation DeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }
`);

const ON_LAB_REPORT = graphql(`
  subscription OnChangeLabReport($patientID: Int!) {
    onChangeLabReport(patientID: $patientID) { patientID labReportID change }
  }
`);

/** The record panels that show lab reports: the history, the Last Non Null Lab cards, the Hb chart. */
type LabPanel = 'labReports' | 'lastNonNullLab' | 'adequacyCharts';

/**
 * Live lab panels (issue 25 item 4): a report of the patient added, corrected or deleted on any page reloads
 * the panel that calls this (its own record key). The calculated results have their own event.
 */
export function useLabReportEvents(patientID: number, panel: LabPanel) {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribe(ON_LAB_REPORT, { patientID }, () => {
        void client.invalidateQueries({ queryKey: recordKey(patientID, panel) });
      }),
    [patientID, panel, client],
  );
}

/** A period of the full-history modal: the first day's start and the last day's end (ISO instants, centre's clock). */
export type LabPeriod = readonly [from: string, to: string];

/**
 * One page of a patient's lab reports, newest first (spec 001 section 7: deleted eq 0, timestamp DESC), within
 * a period when given. The key is under the patient's record key: any record write reloads it.
 */
export function useLabReports(patientID: number, page: number, size: number, period?: LabPeriod | null) {
  return useQuery({
    queryKey: [...recordKey(patientID, 'labReports'), { page, size, period }],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_LAB_REPORT,
          {
            filter: {
              patientID: { eq: patientID },
              deleted: { eq: 0 },
              ...(period ? { timestamp: { ge: period[0], le: period[1] } } : {}),
            },
            pagination: {
              limit: size,
              offset: (page - 1) * size,
              orderby: [{ field: 'timestamp', direction: 'DESC' }],
            },
          },
          signal,
        )
      ).listLabReport,
    placeholderData: keepPreviousData,
    enabled: !!period || period === undefined,
  });
}
