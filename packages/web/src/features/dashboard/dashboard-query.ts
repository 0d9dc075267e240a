import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { type DashboardParams, dashboardVariables } from './dashboard-model.ts';
import { dashboardKeys } from './keys.ts';

graphql(`
  fragment AppointmentCard on AppointmentDetail {
    id patientID clinicID date shift namecode name nric seatName dialysisID quickbookInvoiceID
    dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp
  }
`);

/**
 * The completeness fields of the appointment's session (spec 000 section 4), for the card's edit button.
 * Only the session's own columns (joined in the list's one SQL query on the server), never the display names
 * or the reading count a session query would add: the whole day stays one round trip and one query.
 */
graphql(`
  fragment CardDialysis on Dialysis {
    id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT
    ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP
    postHRT KTVonline
  }
`);

/** A daily card: the appointment (NRIC already masked by the server) and its session's fields. */
export type DashboardAppointment = DashboardQuery['listAppointmentDetail']['result'][number];
export type CardDialysis = NonNullable<DashboardAppointment['dialysis']>;

/**
 * The whole daily view in one round trip: the day's appointments with their sessions, the centre's available seat count (only
 * its count is needed, hence limit 1), and the centre's today and current session as the server sees them
 * now, so the highlight stays right on a dashboard left open across a session change or midnight.
 */
const DASHBOARD =
  graphql(`query Dashboard($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result { ...AppointmentCard dialysis { ...CardDialysis } }
  }
  listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: "AVAILABLE" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {
    count
  }
  listClinic(filter: { id: { eq: $clinicID } }) {
    result { id today currentShift }
  }
}`);

export const dashboardKey = dashboardKeys.clinic;

export function useDashboard(clinicID: number, params: DashboardParams) {
  return useQuery({
    queryKey: [...dashboardKey(clinicID), params],
    queryFn: ({ signal }) => request(DASHBOARD, dashboardVariables(clinicID, params), signal),
    // Live reloads swap the data in place instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
