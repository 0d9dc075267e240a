import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PatientDocumentRowFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

/** Spec 001 section 9: patient documents, 10 per page. */
export const DOCUMENTS_PAGE_SIZE = 10;

graphql(`
  fragment PatientDocumentRow on PatientDocument { id title staffName fileName contentType url createdOn }
`);

/** A patient document; url is a signed link, valid 15 minutes from the list's load. */
export type PatientDocument = PatientDocumentRowFragment;

const LIST = graphql(`query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {
  listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentRow } }
}`);

export const CREATE_PATIENT_DOCUMENT =
  graphql(`mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {
  createPatientDocument(create: $create) { ...PatientDocumentRow }
}`);

export const documentsKey = (patientID: number) => ['patientDocument', patientID] as const;

export function usePatientDocuments(patientID: number, page: number) {
  return useQuery({
    queryKey: [...documentsKey(patientID), page],
    queryFn: async ({ signal }) => {
      const filter = { patientID: { eq: patientID } };
      const pagination = { limit: DOCUMENTS_PAGE_SIZE, offset: (page - 1) * DOCUMENTS_PAGE_SIZE };
      return (await request(LIST, { filter, pagination }, signal)).listPatientDocument;
    },
    placeholderData: keepPreviousData,
    // Links last 15 minutes: reload before they expire so View and Download keep working on an open page.
    refetchInterval: 10 * 60_000,
    retry: false,
  });
}

/** Download: the signed link, saved under the uploaded file's name. */
export function downloadDocument(doc: PatientDocument) {
  if (!doc.url) return;
  const link = document.createElement('a');
  link.href = doc.url;
  link.download = doc.fileName ?? doc.title;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * View: the file in a new tab. The server sends non-images as attachments (sandboxed), so the tab shows the
 * bytes from a blob URL of this page instead, which displays PDFs too. The tab opens at once, inside the
 * click, so no pop-up blocker stops it.
 */
export async function viewDocument(doc: PatientDocument): Promise<void> {
  if (!doc.url) return;
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(doc.url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab has loaded it by then; the URL need not outlive a minute.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
