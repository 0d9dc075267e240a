// Hand-written client types for the parts of the SDL (packages/server/src/modules/*/schema.graphql) the web
// app reads today. Only the fields selected by our documents are listed.
import type { Group, Shift } from '@dialysis/domain';

export interface Staff {
  accountID: string;
  name: string;
  email: string;
  designation: string | null;
  clinicIDs: number[];
  group: Group;
  profilePictureKey: string | null;
}

export type SignInChallenge = 'NEW_PASSWORD_REQUIRED';

export interface SignInResult {
  challenge: SignInChallenge | null;
  me: Staff | null;
}

export type ClinicStatus = 'ACTIVE' | 'INACTIVE';

export interface Clinic {
  id: number;
  name: string;
  uid: string;
  status: ClinicStatus;
  timezone: string;
  /** YYYY-MM-DD in the centre's time zone, decided by the server. */
  today: string;
  currentShift: Shift;
}

export interface AppointmentCard {
  id: number;
  patientID: number;
  date: string;
  shift: Shift;
  namecode: string | null;
  name: string;
  /** Already masked by the server. */
  nric: string | null;
  seatName: string | null;
  dialysisID: number | null;
  dialysisStartTime: string | null;
  dialysisEndTime: string | null;
  lastDialysisIntervalTimestamp: string | null;
}

export interface IntFilter {
  eq?: number;
  in?: number[];
}

export interface StringFilter {
  eq?: string;
  contains?: string;
}

export interface AppointmentDetailFilter {
  clinicID?: IntFilter;
  date?: StringFilter;
  shift?: StringFilter;
  name?: StringFilter;
  nric?: StringFilter;
  deleted?: IntFilter;
  or?: AppointmentDetailFilter[];
}

export interface Pagination {
  limit?: number;
  offset?: number;
  orderby?: { field: string; direction?: 'ASC' | 'DESC' }[];
}
