import type { Shift } from '@dialysis/domain';
import { gql, request } from '../../api/graphql.ts';

/**
 * A patient's appointments of one day in one centre (listAppointmentDetail, server modules/appointments): what
 * check-in needs of its appointment and what today's session page needs to route on.
 */
export interface PatientAppointment {
  id: number;
  patientID: number;
  clinicID: number;
  date: string;
  shift: Shift;
  seatName: string | null;
  dialysisID: number | null;
  dialysisStartTime: string | null;
  dialysisEndTime: string | null;
}

const PATIENT_APPOINTMENTS = gql<
  { listAppointmentDetail: { result: PatientAppointment[] } },
  { patientID: number; clinicID: number; date: string }
>(`query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {
  listAppointmentDetail(
    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }
    pagination: { limit: 10 }
  ) { result { id patientID clinicID date shift seatName dialysisID dialysisStartTime dialysisEndTime } }
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
