/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ApiSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) { me { accountID } }\n  }\n": typeof types.ApiSignInDocument,
    "\n  query Centres { listClinic { result { id uid name status today } } }\n": typeof types.CentresDocument,
    "\n  query Appointments($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id patientID name shift dialysisID dialysisStartTime dialysisEndTime }\n    }\n  }\n": typeof types.AppointmentsDocument,
    "\n  query Availability($first: String!, $last: String!, $clinicIDs: [Int!]!) {\n    listAppointmentAvailability(\n      calendarStartDay: $first\n      calenderEndDay: $last\n      start: $first\n      end: $last\n      clinicIDs: $clinicIDs\n    )\n  }\n": typeof types.AvailabilityDocument,
    "\n  query PatientCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      appointments { id }\n    }\n  }\n": typeof types.PatientCalendarDocument,
    "\n  mutation ApiCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": typeof types.ApiCreatePatientDocument,
    "\n  mutation Book($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n": typeof types.BookDocument,
    "\n  mutation ApiUpdateAppointment($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id } }\n": typeof types.ApiUpdateAppointmentDocument,
    "\n  mutation ApiCreateOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n": typeof types.ApiCreateOrderDocument,
    "\n  query ApiSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name inUse } }\n": typeof types.ApiSessionMachinesDocument,
    "\n  mutation ApiCheckIn($create: StartDialysisInput!, $appointmentID: Int!) {\n    startDialysis(create: $create, appointmentID: $appointmentID) { id }\n  }\n": typeof types.ApiCheckInDocument,
    "\n  query ApiSession($patientID: Int!, $id: Int!) {\n    getDialysis(patientID: $patientID, id: $id) {\n      id patientID updatedOn arriveTime startTime endTime dischargeTime machineID notes KTVonline\n      preWeight preSBP preHRT postWeight postTemp\n    }\n  }\n": typeof types.ApiSessionDocument,
    "\n  query ApiPatientSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime updatedOn notes } }\n  }\n": typeof types.ApiPatientSessionsDocument,
    "\n  mutation ApiUpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { id } }\n": typeof types.ApiUpdateSessionDocument,
    "\n  mutation ApiCheckOut($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n": typeof types.ApiCheckOutDocument,
    "\n  query ApiReadingValues($filter: DialysisIntervalFilter!) {\n    listDialysisInterval(filter: $filter, pagination: { limit: 100 }) { count result { id SBP timestamp } }\n  }\n": typeof types.ApiReadingValuesDocument,
    "\n  mutation ApiSubmitReading($create: CreateDialysisIntervalInput!) { submitDialysisInterval(create: $create) { id } }\n": typeof types.ApiSubmitReadingDocument,
    "\n  mutation ApiCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id name updatedOn } }\n": typeof types.ApiCreateMachineDocument,
    "\n  mutation ApiCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id name } }\n": typeof types.ApiCreateSeatDocument,
    "\n  mutation ApiUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id updatedOn } }\n": typeof types.ApiUpdateMachineDocument,
    "\n  query ApiReadings($filter: DialysisIntervalFilter!) { listDialysisInterval(filter: $filter) { result { id updatedOn } } }\n": typeof types.ApiReadingsDocument,
    "\n  mutation ApiUpdateReading($update: UpdateDialysisIntervalInput!) { updateDialysisInterval(update: $update) { id } }\n": typeof types.ApiUpdateReadingDocument,
    "\n  query ApiPatientVersion($id: Int!) { getPatient(id: $id) { id updatedOn } }\n": typeof types.ApiPatientVersionDocument,
    "\n  mutation ApiUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n": typeof types.ApiUpdatePatientDocument,
    "\n  mutation ApiCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.ApiCreateLabReportDocument,
    "\n  mutation ApiCreateLabReportVersioned($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id updatedOn }\n  }\n": typeof types.ApiCreateLabReportVersionedDocument,
    "\n  mutation ApiUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id updatedOn } }\n": typeof types.ApiUpdateLabReportDocument,
    "\n  mutation JourneyCreateNote($create: CreateHospitalSummaryInput!) {\n    createHospitalSummary(create: $create) { id staffName }\n  }\n": typeof types.JourneyCreateNoteDocument,
    "\n  query ApiClinicAccounting($id: Int!) {\n    listClinicSummary(filter: { id: { eq: $id } }) {\n      result { id updatedOn qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID }\n    }\n  }\n": typeof types.ApiClinicAccountingDocument,
    "\n  mutation ApiUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id updatedOn } }\n": typeof types.ApiUpdateClinicDocument,
    "\n  mutation ApiDisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": typeof types.ApiDisconnectQuickbooksDocument,
};
const documents: Documents = {
    "\n  mutation ApiSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) { me { accountID } }\n  }\n": types.ApiSignInDocument,
    "\n  query Centres { listClinic { result { id uid name status today } } }\n": types.CentresDocument,
    "\n  query Appointments($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id patientID name shift dialysisID dialysisStartTime dialysisEndTime }\n    }\n  }\n": types.AppointmentsDocument,
    "\n  query Availability($first: String!, $last: String!, $clinicIDs: [Int!]!) {\n    listAppointmentAvailability(\n      calendarStartDay: $first\n      calenderEndDay: $last\n      start: $first\n      end: $last\n      clinicIDs: $clinicIDs\n    )\n  }\n": types.AvailabilityDocument,
    "\n  query PatientCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      appointments { id }\n    }\n  }\n": types.PatientCalendarDocument,
    "\n  mutation ApiCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": types.ApiCreatePatientDocument,
    "\n  mutation Book($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n": types.BookDocument,
    "\n  mutation ApiUpdateAppointment($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id } }\n": types.ApiUpdateAppointmentDocument,
    "\n  mutation ApiCreateOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n": types.ApiCreateOrderDocument,
    "\n  query ApiSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name inUse } }\n": types.ApiSessionMachinesDocument,
    "\n  mutation ApiCheckIn($create: StartDialysisInput!, $appointmentID: Int!) {\n    startDialysis(create: $create, appointmentID: $appointmentID) { id }\n  }\n": types.ApiCheckInDocument,
    "\n  query ApiSession($patientID: Int!, $id: Int!) {\n    getDialysis(patientID: $patientID, id: $id) {\n      id patientID updatedOn arriveTime startTime endTime dischargeTime machineID notes KTVonline\n      preWeight preSBP preHRT postWeight postTemp\n    }\n  }\n": types.ApiSessionDocument,
    "\n  query ApiPatientSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime updatedOn notes } }\n  }\n": types.ApiPatientSessionsDocument,
    "\n  mutation ApiUpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { id } }\n": types.ApiUpdateSessionDocument,
    "\n  mutation ApiCheckOut($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n": types.ApiCheckOutDocument,
    "\n  query ApiReadingValues($filter: DialysisIntervalFilter!) {\n    listDialysisInterval(filter: $filter, pagination: { limit: 100 }) { count result { id SBP timestamp } }\n  }\n": types.ApiReadingValuesDocument,
    "\n  mutation ApiSubmitReading($create: CreateDialysisIntervalInput!) { submitDialysisInterval(create: $create) { id } }\n": types.ApiSubmitReadingDocument,
    "\n  mutation ApiCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id name updatedOn } }\n": types.ApiCreateMachineDocument,
    "\n  mutation ApiCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id name } }\n": types.ApiCreateSeatDocument,
    "\n  mutation ApiUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id updatedOn } }\n": types.ApiUpdateMachineDocument,
    "\n  query ApiReadings($filter: DialysisIntervalFilter!) { listDialysisInterval(filter: $filter) { result { id updatedOn } } }\n": types.ApiReadingsDocument,
    "\n  mutation ApiUpdateReading($update: UpdateDialysisIntervalInput!) { updateDialysisInterval(update: $update) { id } }\n": types.ApiUpdateReadingDocument,
    "\n  query ApiPatientVersion($id: Int!) { getPatient(id: $id) { id updatedOn } }\n": types.ApiPatientVersionDocument,
    "\n  mutation ApiUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n": types.ApiUpdatePatientDocument,
    "\n  mutation ApiCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.ApiCreateLabReportDocument,
    "\n  mutation ApiCreateLabReportVersioned($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id updatedOn }\n  }\n": types.ApiCreateLabReportVersionedDocument,
    "\n  mutation ApiUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id updatedOn } }\n": types.ApiUpdateLabReportDocument,
    "\n  mutation JourneyCreateNote($create: CreateHospitalSummaryInput!) {\n    createHospitalSummary(create: $create) { id staffName }\n  }\n": types.JourneyCreateNoteDocument,
    "\n  query ApiClinicAccounting($id: Int!) {\n    listClinicSummary(filter: { id: { eq: $id } }) {\n      result { id updatedOn qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID }\n    }\n  }\n": types.ApiClinicAccountingDocument,
    "\n  mutation ApiUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id updatedOn } }\n": types.ApiUpdateClinicDocument,
    "\n  mutation ApiDisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": types.ApiDisconnectQuickbooksDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) { me { accountID } }\n  }\n"): typeof import('./graphql.js').ApiSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Centres { listClinic { result { id uid name status today } } }\n"): typeof import('./graphql.js').CentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointments($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id patientID name shift dialysisID dialysisStartTime dialysisEndTime }\n    }\n  }\n"): typeof import('./graphql.js').AppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Availability($first: String!, $last: String!, $clinicIDs: [Int!]!) {\n    listAppointmentAvailability(\n      calendarStartDay: $first\n      calenderEndDay: $last\n      start: $first\n      end: $last\n      clinicIDs: $clinicIDs\n    )\n  }\n"): typeof import('./graphql.js').AvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      appointments { id }\n    }\n  }\n"): typeof import('./graphql.js').PatientCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n"): typeof import('./graphql.js').ApiCreatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Book($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n"): typeof import('./graphql.js').BookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateAppointment($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id } }\n"): typeof import('./graphql.js').ApiUpdateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreateOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n"): typeof import('./graphql.js').ApiCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name inUse } }\n"): typeof import('./graphql.js').ApiSessionMachinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCheckIn($create: StartDialysisInput!, $appointmentID: Int!) {\n    startDialysis(create: $create, appointmentID: $appointmentID) { id }\n  }\n"): typeof import('./graphql.js').ApiCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiSession($patientID: Int!, $id: Int!) {\n    getDialysis(patientID: $patientID, id: $id) {\n      id patientID updatedOn arriveTime startTime endTime dischargeTime machineID notes KTVonline\n      preWeight preSBP preHRT postWeight postTemp\n    }\n  }\n"): typeof import('./graphql.js').ApiSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiPatientSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime updatedOn notes } }\n  }\n"): typeof import('./graphql.js').ApiPatientSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { id } }\n"): typeof import('./graphql.js').ApiUpdateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCheckOut($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n"): typeof import('./graphql.js').ApiCheckOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiReadingValues($filter: DialysisIntervalFilter!) {\n    listDialysisInterval(filter: $filter, pagination: { limit: 100 }) { count result { id SBP timestamp } }\n  }\n"): typeof import('./graphql.js').ApiReadingValuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiSubmitReading($create: CreateDialysisIntervalInput!) { submitDialysisInterval(create: $create) { id } }\n"): typeof import('./graphql.js').ApiSubmitReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id name updatedOn } }\n"): typeof import('./graphql.js').ApiCreateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id name } }\n"): typeof import('./graphql.js').ApiCreateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id updatedOn } }\n"): typeof import('./graphql.js').ApiUpdateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiReadings($filter: DialysisIntervalFilter!) { listDialysisInterval(filter: $filter) { result { id updatedOn } } }\n"): typeof import('./graphql.js').ApiReadingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateReading($update: UpdateDialysisIntervalInput!) { updateDialysisInterval(update: $update) { id } }\n"): typeof import('./graphql.js').ApiUpdateReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiPatientVersion($id: Int!) { getPatient(id: $id) { id updatedOn } }\n"): typeof import('./graphql.js').ApiPatientVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n"): typeof import('./graphql.js').ApiUpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').ApiCreateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiCreateLabReportVersioned($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id updatedOn }\n  }\n"): typeof import('./graphql.js').ApiCreateLabReportVersionedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id updatedOn } }\n"): typeof import('./graphql.js').ApiUpdateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JourneyCreateNote($create: CreateHospitalSummaryInput!) {\n    createHospitalSummary(create: $create) { id staffName }\n  }\n"): typeof import('./graphql.js').JourneyCreateNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClinicAccounting($id: Int!) {\n    listClinicSummary(filter: { id: { eq: $id } }) {\n      result { id updatedOn qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID }\n    }\n  }\n"): typeof import('./graphql.js').ApiClinicAccountingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id updatedOn } }\n"): typeof import('./graphql.js').ApiUpdateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiDisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n"): typeof import('./graphql.js').ApiDisconnectQuickbooksDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
