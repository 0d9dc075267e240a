/** Query keys of the lab import: the review's preview of one read file (by its draft id, not its rows). */
export const labImportKeys = {
  all: ['labImport'] as const,
  preview: (draftID: number) => ['labImport', 'preview', draftID] as const,
};
