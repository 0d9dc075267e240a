import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordHistoryFilter, RecordHistoryQuery } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from './record-queries.ts';

const HISTORY = graphql(
  `query RecordHistory($filter: RecordHistoryFilter!, $pagination: Pagination) {
  listRecordHistory(filter: $filter, pagination: $pagination) {
    count
    sections
    people { accountID name }
    result {
      id at byName role section operation dialysisID
      changes { field label old new }
    }
  }
}`,
);

export type RecordChange = RecordHistoryQuery['listRecordHistory']['result'][number];

/**
 * One page of a patient's value history (server: modules/record-history), newest first. Under the record's
 * key, so a record write reloads it; asked for only while the panel is open, and again each time it opens.
 */
export function useRecordHistory(filter: RecordHistoryFilter, pageNo: number, size: number, open: boolean) {
  return useQuery({
    queryKey: [...recordKey(filter.patientID, 'history'), filter, pageNo, size],
    queryFn: async ({ signal }) =>
      (await request(HISTORY, { filter, pagination: { limit: size, offset: (pageNo - 1) * size } }, signal))
        .listRecordHistory,
    enabled: open,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
