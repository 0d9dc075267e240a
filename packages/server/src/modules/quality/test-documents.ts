import { graphql } from '../../test/generated/index.ts';

/** GraphQL documents of the quality tests (the contract the web uses too). */
export const GET_QUALITY_REPORT = graphql(`
  query GetQualityReport($month: String!) {
    getQualityReport(month: $month) {
      month
      months
      centres { clinicID clinicName indicators { indicator months { month count eligible } } }
      network { indicator months { month count eligible } }
      thresholds { spKtVMin hbMin hbMax }
    }
  }
`);

export const LIST_QUALITY_MISSES = graphql(`
  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {
    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {
      clinicID clinicName month indicator target
      misses { patientID patientName patientNric value date }
    }
  }
`);
