import type { LatestNotesAsk } from './queries.ts';

/** Latest Clinical Note's query keys; a new note anywhere makes them stale on the next visit. */
export const latestNoteKeys = {
  all: ['latestClinicalNote'] as const,
  list: (ask: LatestNotesAsk) => [...latestNoteKeys.all, ask] as const,
  authors: () => [...latestNoteKeys.all, 'authors'] as const,
};
