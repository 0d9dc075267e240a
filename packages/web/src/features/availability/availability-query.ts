import type { AvailabilityEntry } from '@dialysis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { availabilityKeys } from './keys.ts';

const LIST = graphql(`query ListAppointmentAvailability(
  $calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $clinicIDs: [Int!]!
) {
  listAppointmentAvailability(
    calendarStartDay: $calendarStartDay, calenderEndDay: $calenderEndDay, start: $start, end: $end,
    clinicIDs: $clinicIDs
  )
}`);

/** One month of availability (its first to its last day) for the given centres; the server answers JSON text. */
export function useAvailability(clinicIDs: readonly number[], month: { first: string; last: string }) {
  return useQuery({
    queryKey: availabilityKeys.month(clinicIDs, month.first),
    queryFn: async ({ signal }) => {
      const data = await request(
        LIST,
        {
          calendarStartDay: month.first,
          calenderEndDay: month.last,
          start: month.first,
          end: month.last,
          clinicIDs: [...clinicIDs],
        },
        signal,
      );
      const parsed = JSON.parse(data.listAppointmentAvailability) as {
        appointmentAvailability: AvailabilityEntry[];
      };
      return parsed.appointmentAvailability;
    },
    enabled: clinicIDs.length > 0,
    placeholderData: keepPreviousData,
  });
}
