import { hasEnded, sessionPhase } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from '../../shared/patient-panels/record-queries.ts';
import { patientAppointmentsToday } from './appointments-today.ts';

/**
 * The appointment of the check-in address, among the patient's appointments of today (only today's can be
 * checked in). The list names one centre, so the selected centre is asked first, then the patient's own (a
 * patient booked in another centre of the user), each on its own today. Null when neither has it (unknown,
 * cancelled, not today, or another patient's id).
 */
export function useCheckInAppointment(
  patientID: number,
  appointmentID: number,
  clinics: { id: number; today: string }[],
) {
  const centres = clinics.filter((c, i) => clinics.findIndex((o) => o.id === c.id) === i);
  return useQuery({
    queryKey: [
      ...recordKey(patientID, 'checkInAppointment'),
      appointmentID,
      centres.map((c) => `${c.id}:${c.today}`),
    ],
    enabled: Number.isInteger(patientID) && Number.isInteger(appointmentID) && centres.length > 0,
    queryFn: async ({ signal }) => {
      for (const centre of centres) {
        const list = await patientAppointmentsToday(patientID, centre.id, centre.today, signal);
        const found = list.find((a) => a.id === appointmentID);
        if (found) return found;
      }
      return null;
    },
  });
}

const LIST_PREVIOUS = graphql(
  `query PreviousSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime postWeight height } }
}`,
);

/**
 * The patient's last finished session (newest first): its post weight is this session's last weight, and its
 * height the height to start from. Null when there is none; a failure only leaves the fields blank.
 */
export function useLastSession(patientID: number) {
  return useQuery({
    queryKey: recordKey(patientID, 'lastSession'),
    enabled: Number.isInteger(patientID),
    retry: false,
    queryFn: async ({ signal }) => {
      const list = await request(
        LIST_PREVIOUS,
        { filter: { patientID: { eq: patientID } }, pagination: { limit: 5 } },
        signal,
      );
      return list.listDialysis.result.find((d) => hasEnded(sessionPhase(d))) ?? null;
    },
  });
}
