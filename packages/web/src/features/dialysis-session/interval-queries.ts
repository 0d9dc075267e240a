import { INTERVAL_HISTORY_FETCH, SHIFTS } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { dialysisKey } from './api.ts';
import { patientAppointmentsToday } from './appointments-today.ts';
import { sessionKeys } from './keys.ts';

/** Intervals (readings) of a session and today's appointment lookup (server: modules/dialysis, appointments). */

const LIST_INTERVALS = graphql(
  `query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {
  listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...SessionInterval } }
}`,
);

/** Under the session's key: invalidating the session reloads its readings too. */
export const intervalsKey = (patientID: number, dialysisID: number) => [
  ...dialysisKey(patientID, dialysisID),
  'intervals',
];

/** The session's readings, newest first, the 100 newest (spec 000 section 9: the history pages them by 10). */
export function useDialysisIntervals(patientID: number, dialysisID: number) {
  return useQuery({
    queryKey: intervalsKey(patientID, dialysisID),
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_INTERVALS,
          {
            filter: { dialysisID: { eq: dialysisID }, deleted: { eq: 0 } },
            pagination: { limit: INTERVAL_HISTORY_FETCH },
          },
          signal,
        )
      ).listDialysisInterval,
    enabled: Number.isInteger(dialysisID),
  });
}

export const SUBMIT_INTERVAL = graphql(
  `mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {
  submitDialysisInterval(create: $create, medications: $medications) { ...SessionInterval }
}`,
);

export const UPDATE_INTERVAL = graphql(
  `mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {
  updateDialysisInterval(update: $update) { ...SessionInterval }
}`,
);

const SYMPTOMS = graphql(
  `query ListSymptomOptions($pagination: Pagination) { listSymptom(pagination: $pagination) { result { id name } } }`,
);

/** Every symptom (not deleted, by name): the reading's choices and the history's names. */
export function useSymptomList() {
  return useQuery({
    queryKey: sessionKeys.symptomOptions(),
    queryFn: async ({ signal }) =>
      (await request(SYMPTOMS, { pagination: { limit: 500 } }, signal)).listSymptom.result,
    staleTime: 60_000,
  });
}

const TODAY = graphql(
  `query ClinicToday($clinicID: Int!) { listClinic(filter: { id: { eq: $clinicID } }) { result { id today } } }`,
);

/**
 * Today's appointments of the patient in the centre. "Today" is the centre's, asked of the server just now
 * (as the dashboard does), not the browser's clock nor a centre list loaded hours ago.
 */
export function useTodayAppointments(patientID: number, clinicID: number | undefined) {
  return useQuery({
    queryKey: sessionKeys.today(patientID, clinicID),
    queryFn: async ({ signal }) => {
      const centre = clinicID as number;
      const clinic = (await request(TODAY, { clinicID: centre }, signal)).listClinic.result[0];
      if (!clinic) return [];
      const result = await patientAppointmentsToday(patientID, centre, clinic.today, signal);
      // Morning, noon, evening: the earlier session still to start is the one to check in.
      return [...result].sort((a, b) => SHIFTS.indexOf(a.shift) - SHIFTS.indexOf(b.shift));
    },
    enabled: clinicID !== undefined && Number.isInteger(patientID),
    gcTime: 0,
    retry: false,
  });
}
