import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** The funder report's query keys, under the manage key (a manage write reloads it too). */
export const funderReportKeys = {
  all: [...manageKeys.all, 'funderReport'] as const,
  report: (clinicID: number, month: string) => [...funderReportKeys.all, clinicID, month] as const,
};
