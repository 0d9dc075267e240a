/** The quality page's query keys. */
export const qualityKeys = {
  all: ['quality'] as const,
  report: (month: string) => [...qualityKeys.all, 'report', month] as const,
  misses: (clinicID: number, month: string, indicator: string) =>
    [...qualityKeys.all, 'misses', clinicID, month, indicator] as const,
};
