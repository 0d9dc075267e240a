import type { PatientAppointmentFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

/**
 * A patient's appointments of one day in one centre (listAppointmentDetail, server modules/appointments): what
 * check-in needs of its appointment and what today's session page needs to route on.
 */
graphql(`
  fragment PatientAppointment on AppointmentDetail {
    id patientID clinicID date shift seatName dialysisID dialysisStartTime dialysisEndTime
  }
`);

export type PatientAppointment = PatientAppointmentFragment;

const PATIENT_APPOINTMENTS =
  graphql(`query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {
  listAppointmentDetail(
    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }
    pagination: { limit: 10 }
  ) { result { ...PatientAppointment } }
}`);

/** The patient's appointments in the centre on `date` (the centre's today: only today's are checked in). */
export async function patientAppointmentsToday(
  patientID: number,
  clinicID: number,
  date: string,
  signal?: AbortSignal,
): Promise<PatientAppointment[]> {
  return (await request(PATIENT_APPOINTMENTS, { patientID, clinicID, date }, signal)).listAppointmentDetail
    .result;
}
