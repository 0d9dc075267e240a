import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  LatestClinicalNoteFilter,
  LatestClinicalNoteGroupBy,
  LatestNoteCardFragment,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { latestNoteKeys } from './keys.ts';

graphql(`
  fragment LatestNoteCard on LatestClinicalNote {
    id patientID patientName patientNric clinicID clinicName staffAccountID staffName admitTimestamp type
    observation assessment plan notes
  }
`);

/** One patient's card: their newest clinical note of the author or the centre. */
export type LatestNote = LatestNoteCardFragment;

const LATEST = graphql(`
  query ListLatestNotes(
    $groupBy: LatestClinicalNoteGroupBy!
    $filter: LatestClinicalNoteFilter!
    $pagination: Pagination
  ) {
    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {
      count
      result { ...LatestNoteCard }
    }
  }
`);

const AUTHORS = graphql(`
  query ListLatestNoteAuthors($pagination: Pagination) {
    listStaff(pagination: $pagination) { result { accountID name designation } }
  }
`);

export interface LatestNotesAsk {
  groupBy: LatestClinicalNoteGroupBy;
  /** The author's account (by author) or the selected centre (by centre). */
  key: string | number | undefined;
  search: string;
  page: number;
  pageSize: number;
}

/** The cards of one page: the group's key, the name/NRIC search, paged on the server. */
export function useLatestNotes(ask: LatestNotesAsk) {
  const text = ask.search.trim();
  const filter: LatestClinicalNoteFilter = {
    ...(ask.groupBy === 'author'
      ? { staffAccountID: { eq: String(ask.key) } }
      : { clinicID: { eq: Number(ask.key) } }),
    ...(text ? { or: [{ patientName: { contains: text } }, { patientNric: { contains: text } }] } : {}),
  };
  return useQuery({
    queryKey: latestNoteKeys.list(ask),
    enabled: ask.key !== undefined,
    queryFn: async ({ signal }) =>
      (
        await request(
          LATEST,
          {
            groupBy: ask.groupBy,
            filter,
            pagination: { limit: ask.pageSize, offset: (ask.page - 1) * ask.pageSize },
          },
          signal,
        )
      ).listLatestClinicalNote,
    placeholderData: keepPreviousData,
  });
}

/** The author choices: the staff directory (every login reads it), by name. */
export function useAuthors() {
  return useQuery({
    queryKey: latestNoteKeys.authors(),
    queryFn: async ({ signal }) =>
      (await request(AUTHORS, { pagination: { limit: 500 } }, signal)).listStaff.result,
    staleTime: 60_000,
  });
}
