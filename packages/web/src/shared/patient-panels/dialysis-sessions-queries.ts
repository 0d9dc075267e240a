import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DialysisSessionRowFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from './record-queries.ts';

graphql(`
  fragment DialysisSessionRow on Dialysis {
    id patientID clinicID startTime endTime startedByName endedByName clinicName machineName intervalCount
  }
`);

/** One row of a patient's session list: times, staff, centre, machine and how many readings were taken. */
export type DialysisSessionRow = DialysisSessionRowFragment;

/** A session list is paged like the session history (spec 000 section 9: history page 10). */
export const SESSIONS_PAGE_SIZE = 10;

const LIST_DIALYSIS = graphql(
  `query ListDialysisSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) { count result { ...DialysisSessionRow } }
}`,
);

/**
 * The patient's sessions in the user's centres (the server filters them), newest first (the server's order,
 * startTime DESC, spec 000 section 7), one page at a time. Kept under the patient's record key, so a session write reloads it.
 */
export function useDialysisSessions(patientID: number, page: number, enabled = true) {
  return useQuery({
    queryKey: [...recordKey(patientID, 'dialysisSessions'), page],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_DIALYSIS,
          {
            filter: { patientID: { eq: patientID }, deleted: { eq: 0 } },
            pagination: {
              limit: SESSIONS_PAGE_SIZE,
              offset: (page - 1) * SESSIONS_PAGE_SIZE,
            },
          },
          signal,
        )
      ).listDialysis,
    enabled: enabled && Number.isInteger(patientID),
    placeholderData: keepPreviousData,
  });
}
