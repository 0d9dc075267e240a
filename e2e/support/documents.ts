import { graphql } from '../generated/index.ts';

/**
 * The documents the journeys send "through the API" (apiSession): typed from the modules' SDL, so a
 * misspelled field or a wrong variable is a compile error (npm run typecheck), not a failed journey.
 */

export const API_SIGN_IN = graphql(`
  mutation ApiSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) { me { accountID } }
  }
`);

export const CENTRES = graphql(`
  query Centres { listClinic { result { id uid name status today } } }
`);

export const APPOINTMENTS = graphql(`
  query Appointments($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      result { id patientID name shift dialysisID dialysisStartTime dialysisEndTime }
    }
  }
`);

export const AVAILABILITY = graphql(`
  query Availability($first: String!, $last: String!, $clinicIDs: [Int!]!) {
    listAppointmentAvailability(
      calendarStartDay: $first
      calenderEndDay: $last
      start: $first
      end: $last
      clinicIDs: $clinicIDs
    )
  }
`);

export const PATIENT_CALENDAR = graphql(`
  query PatientCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {
      appointments { id }
    }
  }
`);

export const CREATE_PATIENT = graphql(`
  mutation ApiCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }
`);

export const BOOK = graphql(`
  mutation Book($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }
`);

export const UPDATE_APPOINTMENT = graphql(`
  mutation ApiUpdateAppointment($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id } }
`);

export const CREATE_ORDER = graphql(`
  mutation ApiCreateOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }
`);

export const SESSION_MACHINES = graphql(`
  query ApiSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name inUse } }
`);

export const CHECK_IN = graphql(`
  mutation ApiCheckIn($create: StartDialysisInput!, $appointmentID: Int!) {
    startDialysis(create: $create, appointmentID: $appointmentID) { id }
  }
`);

/** What the journeys read back of a session after the screens saved it. */
export const SESSION = graphql(`
  query ApiSession($patientID: Int!, $id: Int!) {
    getDialysis(patientID: $patientID, id: $id) {
      id patientID updatedOn arriveTime startTime endTime dischargeTime machineID notes KTVonline
      preWeight preSBP preHRT postWeight postTemp
    }
  }
`);

/** A patient's sessions, newest first, as the record's Dialysis Sessions panel lists them. */
export const PATIENT_SESSIONS = graphql(`
  query ApiPatientSessions($filter: DialysisFilter!, $pagination: Pagination) {
    listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime updatedOn notes } }
  }
`);

export const UPDATE_SESSION = graphql(`
  mutation ApiUpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { id } }
`);

export const CHECK_OUT = graphql(`
  mutation ApiCheckOut($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }
`);

/** A session's readings with a value each, to count what was stored (offline-readings: exactly once). */
export const READING_VALUES = graphql(`
  query ApiReadingValues($filter: DialysisIntervalFilter!) {
    listDialysisInterval(filter: $filter, pagination: { limit: 100 }) { count result { id SBP timestamp } }
  }
`);

export const SUBMIT_READING = graphql(`
  mutation ApiSubmitReading($create: CreateDialysisIntervalInput!) { submitDialysisInterval(create: $create) { id } }
`);

export const CREATE_MACHINE = graphql(`
  mutation ApiCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id name updatedOn } }
`);

export const CREATE_SEAT = graphql(`
  mutation ApiCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id name } }
`);

export const UPDATE_MACHINE = graphql(`
  mutation ApiUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id updatedOn } }
`);

export const READINGS = graphql(`
  query ApiReadings($filter: DialysisIntervalFilter!) { listDialysisInterval(filter: $filter) { result { id updatedOn } } }
`);

export const UPDATE_READING = graphql(`
  mutation ApiUpdateReading($update: UpdateDialysisIntervalInput!) { updateDialysisInterval(update: $update) { id } }
`);

/** A patient's version, for an edit through the API (updates are versioned). */
export const PATIENT_VERSION = graphql(`
  query ApiPatientVersion($id: Int!) { getPatient(id: $id) { id updatedOn } }
`);

export const UPDATE_PATIENT = graphql(`
  mutation ApiUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }
`);

export const CREATE_LAB_REPORT = graphql(`
  mutation ApiCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

/** A report as entered, with its version: a journey corrects it "on another screen". */
export const CREATE_LAB_REPORT_VERSIONED = graphql(`
  mutation ApiCreateLabReportVersioned($create: CreateLabReportInput!) {
    createLabReport(create: $create) { id updatedOn }
  }
`);

export const UPDATE_LAB_REPORT = graphql(`
  mutation ApiUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id updatedOn } }
`);

export const CREATE_NOTE = graphql(`
  mutation JourneyCreateNote($create: CreateHospitalSummaryInput!) {
    createHospitalSummary(create: $create) { id staffName }
  }
`);

/** A centre's accounting fields as Manage Centres reads them (the secret only as hasQbClientSecret). */
export const CLINIC_ACCOUNTING = graphql(`
  query ApiClinicAccounting($id: Int!) {
    listClinicSummary(filter: { id: { eq: $id } }) {
      result { id updatedOn qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID }
    }
  }
`);

export const UPDATE_CLINIC = graphql(`
  mutation ApiUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id updatedOn } }
`);

/** Disconnect (issue 30 item 4): a journey starts from a centre that is not connected to QuickBooks. */
export const DISCONNECT_QUICKBOOKS = graphql(`
  mutation ApiDisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }
`);
