/**
 * The dashboard's search modes (spec 000 section 2): the daily appointments of the centre, or a patient search
 * over the current centre or over all the user's centres (listPatient, spec 000 section 7).
 */
export type SearchMode = 'daily' | 'centre' | 'all';

export const SEARCH_MODE_OPTIONS: { value: SearchMode; label: string }[] = [
  { value: 'daily', label: 'Search Daily' },
  { value: 'centre', label: 'Search Current Centre' },
  { value: 'all', label: 'Search All Centres' },
];

/** Spec 000 section 9: dashboard page size 20. */
export const PATIENT_PAGE_SIZE = 20;

/** The mode from the URL (?mode=centre|all); anything else is the daily mode. */
export function parseMode(value: string | null): SearchMode {
  return value === 'centre' || value === 'all' ? value : 'daily';
}

/** A 1-based page from the URL (?page=); anything but a positive whole number is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages a count fills; an empty result still reads "page 1 out of 1". */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PATIENT_PAGE_SIZE));
}

/**
 * listPatient's variables: the current centre (centre mode) or none (all mode: the server scopes to the
 * user's centres), the search text over name, NRIC, referring source and referrer, one page by name.
 */
export function patientSearchVariables(input: {
  mode: Exclude<SearchMode, 'daily'>;
  clinicID: number;
  search: string;
  page: number;
}) {
  const text = input.search;
  return {
    filter: {
      ...(input.mode === 'centre' ? { existingClinicID: { eq: input.clinicID } } : {}),
      ...(text
        ? {
            or: [
              { name: { contains: text } },
              { nric: { contains: text } },
              { referringSource: { contains: text } },
              { referrer: { contains: text } },
            ],
          }
        : {}),
    },
    pagination: {
      limit: PATIENT_PAGE_SIZE,
      offset: (input.page - 1) * PATIENT_PAGE_SIZE,
      orderby: [{ field: 'name', direction: 'ASC' as const }],
    },
  };
}
