import { monthRange } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import type { FunderReportQuery } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { centreOffsetMinutes } from '../../lib/clock.ts';
import { useClinics } from '../../shared/centres/clinics.ts';
import { funderReportKeys } from './keys.ts';

const REPORT = graphql(`
  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $timezoneOffsetMinutes: Int) {
    listFunderReport(
      clinicID: $clinicID
      startDate: $startDate
      endDate: $endDate
      timezoneOffsetMinutes: $timezoneOffsetMinutes
    ) {
      clinicID clinicName startDate endDate
      patients {
        patientID name nric vwoSupport
        totals { sessions minutes missed }
      }
    }
  }
`);

export type FunderReportRow = FunderReportQuery['listFunderReport']['patients'][number];

/** The report of a centre's month (YYYY-MM); nothing is asked until both are chosen. */
export function useFunderReport(clinicID: number | null, month: string | null) {
  // The spec's offset is the reported centre's on its month's first day, never the computer's (issue 27).
  const timeZone = useClinics().data?.find((c) => c.id === clinicID)?.timezone;
  return useQuery({
    queryKey: funderReportKeys.report(clinicID ?? 0, month ?? ''),
    queryFn: async ({ signal }) => {
      const range = monthRange(month ?? '');
      if (clinicID === null || !range) throw new Error('A centre and a month are required.');
      const timezoneOffsetMinutes = centreOffsetMinutes(range.startDate, timeZone);
      const variables = { clinicID, ...range, timezoneOffsetMinutes };
      return (await request(REPORT, variables, signal)).listFunderReport;
    },
    enabled: clinicID !== null && month !== null,
  });
}
