import { INTERVAL_HISTORY_FETCH } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import { type DialysisInterval, dialysisKey, INTERVAL_FIELDS } from './api.ts';
import type { CreateIntervalInput, IntervalMedicationInput, UpdateIntervalInput } from './intra-model.ts';

/** Intervals (readings) of a session and today's appointment lookup (server: modules/dialysis, appointments). */

const LIST_INTERVALS = gql<
  { listDialysisInterval: { count: number; result: DialysisInterval[] } },
  { filter: { dialysisID: { eq: number }; deleted: { eq: 0 } }; pagination: { limit: number } }
>(
  `query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {
  listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ${INTERVAL_FIELDS} } }
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

export const SUBMIT_INTERVAL = gql<
  { submitDialysisInterval: DialysisInterval },
  { create: CreateIntervalInput; medications: IntervalMedicationInput[] }
>(
  `mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {
  submitDialysisInterval(create: $create, medications: $medications) { ${INTERVAL_FIELDS} }
}`,
);

export const UPDATE_INTERVAL = gql<
  { updateDialysisInterval: DialysisInterval },
  { update: UpdateIntervalInput }
>(
  `mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {
  updateDialysisInterval(update: $update) { ${INTERVAL_FIELDS} }
}`,
);

const SYMPTOMS = gql<
  { listSymptom: { result: { id: number; name: string }[] } },
  { pagination: { limit: number } }
>(
  'query ListSymptomOptions($pagination: Pagination) { listSymptom(pagination: $pagination) { result { id name } } }',
);

/** Every symptom (not deleted, by name): the reading's choices and the history's names. */
export function useSymptomList() {
  return useQuery({
    queryKey: ['symptomOptions'],
    queryFn: async ({ signal }) =>
      (await request(SYMPTOMS, { pagination: { limit: 500 } }, signal)).listSymptom.result,
    staleTime: 60_000,
  });
}

const SHIFT_ORDER = ['M', 'N', 'E'];

const TODAY = gql<
  {
    listClinic: { result: { id: number; today: string }[] };
  },
  { clinicID: number }
>(
  'query ClinicToday($clinicID: Int!) { listClinic(filter: { id: { eq: $clinicID } }) { result { id today } } }',
);

const TODAY_APPOINTMENTS = gql<
  {
    listAppointmentDetail: {
      result: {
        id: number;
        shift: string;
        dialysisID: number | null;
        dialysisStartTime: string | null;
        dialysisEndTime: string | null;
      }[];
    };
  },
  { patientID: number; clinicID: number; date: string }
>(`query TodayAppointments($patientID: Int!, $clinicID: Int!, $date: String!) {
  listAppointmentDetail(
    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }
    pagination: { limit: 10 }
  ) { result { id shift dialysisID dialysisStartTime dialysisEndTime } }
}`);

/**
 * Today's appointments of the patient in the centre. "Today" is the centre's, asked of the server just now
 * (as the dashboard does), not the browser's clock nor a centre list loaded hours ago.
 */
export function useTodayAppointments(patientID: number, clinicID: number | undefined) {
  return useQuery({
    queryKey: ['todaySession', patientID, clinicID],
    queryFn: async ({ signal }) => {
      const centre = clinicID as number;
      const clinic = (await request(TODAY, { clinicID: centre }, signal)).listClinic.result[0];
      if (!clinic) return [];
      const { result } = (
        await request(TODAY_APPOINTMENTS, { patientID, clinicID: centre, date: clinic.today }, signal)
      ).listAppointmentDetail;
      // Morning, noon, evening: the earlier session still to start is the one to check in.
      return [...result].sort((a, b) => SHIFT_ORDER.indexOf(a.shift) - SHIFT_ORDER.indexOf(b.shift));
    },
    enabled: clinicID !== undefined && Number.isInteger(patientID),
    gcTime: 0,
    retry: false,
  });
}
