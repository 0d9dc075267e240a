import type { ParsedLabFile } from './parse-file.ts';

/**
 * The file read on the upload page, handed to the review page. Kept in memory, not in the history state:
 * a 10,000-row file is too large for it, and a reload of the review should start again from the upload.
 */
export interface ImportDraft {
  /** Tells one read file from the next (the review's query key). */
  id: number;
  file: ParsedLabFile;
  source: string;
}

let draft: ImportDraft | null = null;
let count = 0;

export const importDraft = {
  get: (): ImportDraft | null => draft,
  set: (next: Omit<ImportDraft, 'id'> | null) => {
    count += 1;
    draft = next && { ...next, id: count };
  },
};
