import { useQuery } from '@tanstack/react-query';
import type { GetQualityReportQuery, QualityIndicatorKey } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { qualityKeys } from './keys.ts';

/** The quality calls (server: modules/quality). */
const REPORT = graphql(`
  query GetQualityReport($month: String!) {
    getQualityReport(month: $month) {
      month
      months
      computedAt
      centres { clinicID clinicName indicators { indicator months { month count eligible } } }
      network { indicator months { month count eligible } }
      thresholds {
        spKtVMin urrMin hbMin hbMax albuminMin phosphateMin phosphateMax calciumMin calciumMax
        pthUpperNormal pthMultipleMin pthMultipleMax ferritinMin ferritinMax shortenedShare
        weightGainPercent weightGainMaxGapDays hbsAbMin
      }
    }
  }
`);

const MISSES = graphql(`
  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {
    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {
      clinicID clinicName month indicator target
      misses { patientID patientName patientNric value date }
    }
  }
`);

export type QualityReport = GetQualityReportQuery['getQualityReport'];
export type QualityTrend = QualityReport['network'][number];

/** Every centre the user sees, 12 months to `month`, and the network's: one request for the whole page. */
export function useQualityReport(month: string) {
  return useQuery({
    queryKey: qualityKeys.report(month),
    queryFn: async ({ signal }) => (await request(REPORT, { month }, signal)).getQualityReport,
  });
}

/** The patients of a centre who miss an indicator in a month (the server audits the read). */
export function useQualityMisses(clinicID: number, month: string, indicator: QualityIndicatorKey) {
  return useQuery({
    queryKey: qualityKeys.misses(clinicID, month, indicator),
    queryFn: async ({ signal }) =>
      (await request(MISSES, { clinicID, month, indicator }, signal)).listQualityMisses,
  });
}
