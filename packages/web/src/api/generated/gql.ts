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
    "\n  subscription OnCreateAppointment($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id } }\n": typeof types.OnCreateAppointmentDocument,
    "\n  subscription OnUpdateAppointment($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id } }\n": typeof types.OnUpdateAppointmentDocument,
    "\n  subscription OnStartDialysis($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n": typeof types.OnStartDialysisDocument,
    "\n  subscription OnSubmitDialysisInterval($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) { id }\n  }\n": typeof types.OnSubmitDialysisIntervalDocument,
    "\n  subscription OnCheckoutDialysis($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id } }\n": typeof types.OnCheckoutDialysisDocument,
    "\n  fragment MyStaffAccount on StaffAccount {\n    accountID name designation contactNo email profilePictureKey profilePictureUrl updatedOn\n  }\n": typeof types.MyStaffAccountFragmentDoc,
    "query GetMyStaffAccount { getMyStaffAccount { ...MyStaffAccount } }": typeof types.GetMyStaffAccountDocument,
    "mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n  updateMyStaffAccount(update: $update) { ...MyStaffAccount }\n}": typeof types.UpdateMyStaffAccountDocument,
    "query ListAppointmentAvailability(\n  $calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $clinicIDs: [Int!]!\n) {\n  listAppointmentAvailability(\n    calendarStartDay: $calendarStartDay, calenderEndDay: $calenderEndDay, start: $start, end: $end,\n    clinicIDs: $clinicIDs\n  )\n}": typeof types.ListAppointmentAvailabilityDocument,
    "\n  fragment ManagedClinic on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n": typeof types.ManagedClinicFragmentDoc,
    "query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n  listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ManagedClinic } }\n}": typeof types.ListClinicSummaryDocument,
    "mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ManagedClinic } }": typeof types.CreateClinicDocument,
    "mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ManagedClinic } }": typeof types.UpdateClinicDocument,
    "\n  fragment ManagedCertification on Certification { id accountID staffName name status expiry updatedOn changeable }\n": typeof types.ManagedCertificationFragmentDoc,
    "query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n  listCertification(filter: $filter, pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}": typeof types.ListCertificationDocument,
    "query ListMyCertification($pagination: Pagination) {\n  listMyCertification(pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}": typeof types.ListMyCertificationDocument,
    "mutation CreateCertification($create: CreateCertificationInput!) {\n  createCertification(create: $create) { ...ManagedCertification }\n}": typeof types.CreateCertificationDocument,
    "mutation UpdateCertification($update: UpdateCertificationInput!) {\n  updateCertification(update: $update) { ...ManagedCertification }\n}": typeof types.UpdateCertificationDocument,
    "mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }": typeof types.DeleteCertificationDocument,
    "mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n  createMyCertification(create: $create) { ...ManagedCertification }\n}": typeof types.CreateMyCertificationDocument,
    "mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n  updateMyCertification(update: $update) { ...ManagedCertification }\n}": typeof types.UpdateMyCertificationDocument,
    "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }": typeof types.DeleteMyCertificationDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  fragment AppointmentCard on AppointmentDetail {\n    id patientID clinicID date shift namecode name nric seatName dialysisID quickbookInvoiceID\n    dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n  }\n": typeof types.AppointmentCardFragmentDoc,
    "\n  fragment CardDialysis on Dialysis {\n    id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n    ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n    postHRT KTVonline\n  }\n": typeof types.CardDialysisFragmentDoc,
    "query Dashboard($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n  listAppointmentDetail(filter: $filter, pagination: $pagination) {\n    count\n    result { ...AppointmentCard dialysis { ...CardDialysis } }\n  }\n  listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n    count\n  }\n  listClinic(filter: { id: { eq: $clinicID } }) {\n    result { id today currentShift }\n  }\n}": typeof types.DashboardDocument,
    "\n  fragment PatientSearchItem on PatientSearchItem { id namecode name nric existingClinicID clinicName photoUrl }\n": typeof types.PatientSearchItemFragmentDoc,
    "query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {\n  listPatient(filter: $filter, pagination: $pagination) {\n    count\n    countCapped\n    result { ...PatientSearchItem }\n  }\n}": typeof types.ListPatientDocument,
    "\n  fragment SessionDialysis on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime\n    startedBy endedBy preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA membraneUse\n    dialysisOrderID notes machineName startedByName endedByName lastUpdatedByName clinicName intervalCount updatedOn\n  }\n": typeof types.SessionDialysisFragmentDoc,
    "\n  fragment SessionInterval on DialysisInterval {\n    id dialysisID timestamp staffAccountID staffName AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate note\n    symptoms updatedOn\n  }\n": typeof types.SessionIntervalFragmentDoc,
    "query GetDialysis($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionDialysis } }": typeof types.GetDialysisDocument,
    "mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n  startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionDialysis }\n}": typeof types.StartDialysisDocument,
    "mutation UpdateDialysis($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionDialysis } }": typeof types.UpdateDialysisDocument,
    "mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }": typeof types.CheckoutDialysisDocument,
    "mutation CheckoutDialysis3($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }": typeof types.CheckoutDialysis3Document,
    "query ListSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }": typeof types.ListSessionMachinesDocument,
    "\n  fragment PatientAppointment on AppointmentDetail {\n    id patientID clinicID date shift seatName dialysisID dialysisStartTime dialysisEndTime\n  }\n": typeof types.PatientAppointmentFragmentDoc,
    "query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {\n  listAppointmentDetail(\n    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }\n    pagination: { limit: 10 }\n  ) { result { ...PatientAppointment } }\n}": typeof types.PatientAppointmentsTodayDocument,
    "query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n  listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...SessionInterval } }\n}": typeof types.ListDialysisIntervalDocument,
    "mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n  submitDialysisInterval(create: $create, medications: $medications) { ...SessionInterval }\n}": typeof types.SubmitDialysisIntervalDocument,
    "mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {\n  updateDialysisInterval(update: $update) { ...SessionInterval }\n}": typeof types.UpdateDialysisIntervalDocument,
    "query ListSymptomOptions($pagination: Pagination) { listSymptom(pagination: $pagination) { result { id name } } }": typeof types.ListSymptomOptionsDocument,
    "query ClinicToday($clinicID: Int!) { listClinic(filter: { id: { eq: $clinicID } }) { result { id today } } }": typeof types.ClinicTodayDocument,
    "query PreviousSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime postWeight height } }\n}": typeof types.PreviousSessionsDocument,
    "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }": typeof types.ForgotPasswordDocument,
    "mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n  forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n}": typeof types.ForgotPasswordSubmitDocument,
    "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $timezoneOffsetMinutes: Int) {\n    listFunderReport(\n      clinicID: $clinicID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $timezoneOffsetMinutes\n    ) {\n      clinicID clinicName startDate endDate\n      patients {\n        patientID name nric vwoSupport\n        totals { sessions minutes missed }\n      }\n    }\n  }\n": typeof types.FunderReportDocument,
    "\n  fragment IncidentResponseRow on IncidentResponse {\n    id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp\n  }\n": typeof types.IncidentResponseRowFragmentDoc,
    "\n  fragment IncidentReportRow on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy\n    responseByName responseTimestamp createdOn updatedOn\n    responses { ...IncidentResponseRow }\n  }\n": typeof types.IncidentReportRowFragmentDoc,
    "\n  query ListIncidentReport($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportRow } }\n  }\n": typeof types.ListIncidentReportDocument,
    "\n  query ListIncidentReportSummary($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count\n      result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportRow } }\n    }\n  }\n": typeof types.ListIncidentReportSummaryDocument,
    "\n  query ListIncidentReportCentreSummary($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count\n      result { clinicID clinicName count reports { ...IncidentReportRow } }\n    }\n  }\n": typeof types.ListIncidentReportCentreSummaryDocument,
    "\n  mutation CreateIncidentReport($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportRow }\n  }\n": typeof types.CreateIncidentReportDocument,
    "\n  mutation UpdateIncidentReport($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportRow }\n  }\n": typeof types.UpdateIncidentReportDocument,
    "\n  query PreviewLabImportRows($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n": typeof types.PreviewLabImportRowsDocument,
    "\n  mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.CreateImportedLabReportDocument,
    "\n  query ListLabInputPatients($filter: PatientSearchFilter, $pagination: Pagination) {\n    listPatient(filter: $filter, pagination: $pagination) {\n      count\n      result { id name nric phoneNo email }\n    }\n  }\n": typeof types.ListLabInputPatientsDocument,
    "\n  fragment LatestNoteCard on LatestClinicalNote {\n    id patientID patientName patientNric clinicID clinicName staffAccountID staffName admitTimestamp type\n    observation assessment plan notes\n  }\n": typeof types.LatestNoteCardFragmentDoc,
    "\n  query ListLatestNotes(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result { ...LatestNoteCard }\n    }\n  }\n": typeof types.ListLatestNotesDocument,
    "\n  query ListLatestNoteAuthors($pagination: Pagination) {\n    listStaff(pagination: $pagination) { result { accountID name designation } }\n  }\n": typeof types.ListLatestNoteAuthorsDocument,
    "\n  fragment AuditItem on MachineStatus {\n    id machineID name expiryDate nextAudit status remarks approvedBy approvedTimestamp machineName\n    machineSerialNo machineClinicID machineClinicName key documentName documentUrl updatedOn\n  }\n": typeof types.AuditItemFragmentDoc,
    "query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount groupByName { name count result { ...AuditItem } }\n    }\n  }": typeof types.ListMachineStatusDocument,
    "query MachineStatusReport($filter: MachineStatusFilter) {\n  downloadMachineStatusReport(filter: $filter) { fileName csv count }\n}": typeof types.MachineStatusReportDocument,
    "mutation CreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { ...AuditItem } }": typeof types.CreateMachineStatusDocument,
    "mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n  updateMachineStatus(update: $update, state: $state) { ...AuditItem }\n}": typeof types.UpdateMachineStatusDocument,
    "query MachinesForAudit($clinicID: Int!) {\n  listMachine(filter: { clinicID: { eq: $clinicID } }, pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n    result { id name serialNo status }\n  }\n}": typeof types.MachinesForAuditDocument,
    "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n": typeof types.ManagedMachineFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n": typeof types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n": typeof types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n": typeof types.UpdateMachineDocument,
    "query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n  getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n    patientID clinicID activeSeats\n    sessions { date shift booked }\n    appointments { id clinicID date shift time state }\n    today endedSessions\n  }\n}": typeof types.PatientAppointmentCalendarDocument,
    "mutation CreateAppointment($create: CreateAppointmentInput!) {\n  createAppointment(create: $create) { id date }\n}": typeof types.CreateAppointmentDocument,
    "mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n  updateAppointment(update: $update) { id date }\n}": typeof types.UpdateAppointmentDocument,
    "mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  createAppointmentSeries(create: $create) { booked { id date } full alreadyBooked ended }\n}": typeof types.CreateAppointmentSeriesDocument,
    "query PreviewAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  previewAppointmentSeries(create: $create) { date outcome existing }\n}": typeof types.PreviewAppointmentSeriesDocument,
    "\n  fragment PatientDocumentRow on PatientDocument { id title staffName fileName contentType url createdOn }\n": typeof types.PatientDocumentRowFragmentDoc,
    "query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n  listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentRow } }\n}": typeof types.ListPatientDocumentDocument,
    "mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {\n  createPatientDocument(create: $create) { ...PatientDocumentRow }\n}": typeof types.CreatePatientDocumentDocument,
    "\n  query ExportCentre($id: Int!) {\n    listClinic(filter: { id: { eq: $id } }, pagination: { limit: 1 }) { result { id name address phoneNo } }\n  }\n": typeof types.ExportCentreDocument,
    "\n  query ExportDialysisSummary($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth totalSession\n      dryWeight { min max avg } preWeight { min max avg } postWeight { min max avg }\n      offTarget { min max avg } ufTargetStart { min max avg } postSBP { min max avg } postDBP { min max avg }\n      KTVonline { min max avg }\n    }\n  }\n": typeof types.ExportDialysisSummaryDocument,
    "\n  query ExportSessions($patientID: Int!, $limit: Int!, $offset: Int!) {\n    listDialysis(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }\n      pagination: { limit: $limit, offset: $offset }\n    ) {\n      count\n      result {\n        id startTime endTime clinicName machineName preWeight postWeight dryWeight preSBP preDBP postSBP postDBP\n        KTVonline dialyser\n      }\n    }\n  }\n": typeof types.ExportSessionsDocument,
    "\n  query ExportLatestNote($patientID: Int!) {\n    listHospitalSummary(\n      filter: { patientID: { eq: $patientID }, type: { in: [\"CLINIC\", \"EVENT\"] } }\n      pagination: { limit: 1, orderby: [{ field: \"admitTimestamp\", direction: DESC }] }\n    ) {\n      result { id staffName admitTimestamp type observation assessment plan notes }\n    }\n  }\n": typeof types.ExportLatestNoteDocument,
    "\n  query PrintLastSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result {\n        id startTime endTime clinicName machineName dialyser startedByName endedByName preWeight postWeight\n        dryWeight preSBP preDBP postSBP postDBP preTemp postTemp KTVonline notes\n      }\n    }\n  }\n": typeof types.PrintLastSessionsDocument,
    "\n  query PrintSessionDetail($patientID: Int!, $dialysisID: Int!) {\n    listDialysisInterval(filter: { dialysisID: { eq: $dialysisID } }, pagination: { limit: 100 }) {\n      result { id timestamp SBP DBP HR AP VP QB DFLOW UFR cUF KTV temp note staffName }\n    }\n    listMedicationAdministered(\n      filter: { patientID: { eq: $patientID }, dialysisID: { eq: $dialysisID } }\n      pagination: { limit: 100 }\n    ) {\n      result { id medication dose route freq givenByStaffName witnessedByStaffName createdOn }\n    }\n  }\n": typeof types.PrintSessionDetailDocument,
    "fragment PatientAllergy on Allergy { id name knownDate }": typeof types.PatientAllergyFragmentDoc,
    "\n  fragment PatientRecord on Patient {\n    accessIDPt namecode registeredDate firstDialysisHospital firstDialysisHospitalDate referringSource\n    referrer referringSourceStart referringSourceEnd existingClinicID status travelType schedulePattern\n    scheduleSession name idType nric gender dob race religion maritalStatus accommodation address phoneNo\n    homeNo email nokName nokPhoneNo nokAddress nokRelation height weight bloodGroup mobilityStatus\n    diabeticStatus smoker alcohol amputee stage wheelchairWeight medicalAlert socialWorker vwoSupport\n    firstConsultDate DESRD DExit RExit hepB FHepB FHCV FHIV FAccess comanaging procedure medication\n    vaccination history causeOfKidneyFailure\n    id clinicName key photoUrl updatedOn allergies { ...PatientAllergy }\n  }\n": typeof types.PatientRecordFragmentDoc,
    "query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientRecord } }": typeof types.GetPatientDocument,
    "mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientRecord } }": typeof types.CreatePatientDocument,
    "mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientRecord } }": typeof types.UpdatePatientDocument,
    "mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { ...PatientAllergy } }": typeof types.CreateAllergyDocument,
    "mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }": typeof types.UpdateAllergyDocument,
    "query ListReferringSource { listReferringSource }": typeof types.ListReferringSourceDocument,
    "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      computedAt\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds {\n        spKtVMin urrMin hbMin hbMax albuminMin phosphateMin phosphateMax calciumMin calciumMax\n        pthUpperNormal pthMultipleMin pthMultipleMax ferritinMin ferritinMax shortenedShare\n        weightGainPercent weightGainMaxGapDays hbsAbMin\n      }\n    }\n  }\n": typeof types.GetQualityReportDocument,
    "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n": typeof types.ListQualityMissesDocument,
    "\n  fragment ManagedDrug on Drug { id name purpose manufacturer createdOn updatedOn }\n": typeof types.ManagedDrugFragmentDoc,
    "query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n  listDrug(filter: $filter, pagination: $pagination) { count result { ...ManagedDrug } }\n}": typeof types.ListDrugDocument,
    "mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...ManagedDrug } }": typeof types.CreateDrugDocument,
    "mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }": typeof types.DeleteDrugDocument,
    "\n  fragment ManagedHospitalReason on HospitalReason { id hospDetail createdOn updatedOn }\n": typeof types.ManagedHospitalReasonFragmentDoc,
    "query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n  listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...ManagedHospitalReason } }\n}": typeof types.ListManagedHospitalReasonDocument,
    "mutation CreateHospitalReason($create: CreateHospitalReasonInput!) { createHospitalReason(create: $create) { ...ManagedHospitalReason } }": typeof types.CreateHospitalReasonDocument,
    "mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { ...ManagedHospitalReason } }": typeof types.UpdateHospitalReasonDocument,
    "mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { id deleted } }": typeof types.DeleteHospitalReasonDocument,
    "\n  fragment ManagedSymptom on Symptom { id name class createdOn updatedOn }\n": typeof types.ManagedSymptomFragmentDoc,
    "query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n  listSymptom(filter: $filter, pagination: $pagination) { count result { ...ManagedSymptom } }\n}": typeof types.ListSymptomDocument,
    "mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...ManagedSymptom } }": typeof types.CreateSymptomDocument,
    "mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }": typeof types.DeleteSymptomDocument,
    "\n  fragment RoutineOrderRow on RoutineOrder {\n    patientID patientName patientNric state order { ...DialysisOrderInForce }\n  }\n": typeof types.RoutineOrderRowFragmentDoc,
    "\n  query ListRoutineOrders(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { ...RoutineOrderRow }\n    }\n  }\n": typeof types.ListRoutineOrdersDocument,
    "\n  fragment ManagedSeat on Seat { id name clinicID clinicName machineID machineName machineSerialNo status updatedOn }\n": typeof types.ManagedSeatFragmentDoc,
    "query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n  listSeat(filter: $filter, pagination: $pagination) { count result { ...ManagedSeat } }\n}": typeof types.ListSeatDocument,
    "mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...ManagedSeat } }": typeof types.CreateSeatDocument,
    "mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...ManagedSeat } }": typeof types.UpdateSeatDocument,
    "\n  fragment ManagedStaff on Staff { accountID name designation contactNo email clinicIDs group updatedOn }\n": typeof types.ManagedStaffFragmentDoc,
    "query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { count result { ...ManagedStaff } }\n}": typeof types.ListStaffDocument,
    "mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...ManagedStaff } }": typeof types.CreateStaffDocument,
    "mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...ManagedStaff } }": typeof types.UpdateStaffDocument,
    "mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n}": typeof types.DeleteStaffDocument,
    "mutation ResetPassword($username: ID!, $password: String!) {\n  changePassword(username: $username, password: $password, forceSignOut: 1)\n}": typeof types.ResetPasswordDocument,
    "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        dialysisID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure\n        notBillableReason\n      }\n    }\n  }\n": typeof types.ListUnlinkedInvoiceDocument,
    "\n  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }\n": typeof types.MarkNotBillableDocument,
    "\n  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }\n": typeof types.UnmarkNotBillableDocument,
    "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n": typeof types.AccountingStatusDocument,
    "\n  query ListQBAccesses($id: Int!) {\n    listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date } }\n  }\n": typeof types.ListQbAccessesDocument,
    "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n": typeof types.QuickbooksAuthorizeUrlDocument,
    "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": typeof types.DisconnectQuickbooksDocument,
    "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID)\n  }\n": typeof types.LoginQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n": typeof types.LinkAppointmentToQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n": typeof types.LinkAppointmentToQuickbooks3Document,
    "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) {\n    patientInvoices(patientID: $patientID, clinicID: $clinicID) { url }\n  }\n": typeof types.PatientInvoicesDocument,
    "\n  fragment UserClinic on Clinic { id name uid status timezone today currentShift }\n": typeof types.UserClinicFragmentDoc,
    "\n  query ListClinic {\n    listClinic(pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n      result { ...UserClinic }\n    }\n  }\n": typeof types.ListClinicDocument,
    "\n  fragment HospitalSummaryEntry on HospitalSummary {\n    id patientID clinicID staffName admitTimestamp type observation assessment plan notes leaveTimestamp\n    noOfDays location hospitalMain hospitalReason createdOn\n  }\n": typeof types.HospitalSummaryEntryFragmentDoc,
    "query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n  listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryEntry } }\n}": typeof types.ListHospitalSummaryDocument,
    "mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {\n  createHospitalSummary(create: $create) { ...HospitalSummaryEntry }\n}": typeof types.CreateHospitalSummaryDocument,
    "\n  fragment DialysisOrderInForce on DialysisOrder {\n    id staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle\n    vNeedle bicarbonate temp QD QB notes\n  }\n": typeof types.DialysisOrderInForceFragmentDoc,
    "query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n  listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderInForce } }\n}": typeof types.ListDialysisOrderDocument,
    "mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }": typeof types.CreateDialysisOrderDocument,
    "\n  fragment DialysisSessionRow on Dialysis {\n    id patientID clinicID startTime endTime startedByName endedByName clinicName machineName intervalCount\n  }\n": typeof types.DialysisSessionRowFragmentDoc,
    "query ListDialysisSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { count result { ...DialysisSessionRow } }\n}": typeof types.ListDialysisSessionsDocument,
    "query RecordHistory($filter: RecordHistoryFilter!, $pagination: Pagination) {\n  listRecordHistory(filter: $filter, pagination: $pagination) {\n    count\n    sections\n    people { accountID name }\n    result {\n      id at byName role section operation dialysisID\n      changes { field label old new }\n    }\n  }\n}": typeof types.RecordHistoryDocument,
    "\n  query RecordLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n": typeof types.RecordLastNonNullLabDocument,
    "\n  query RecordCalculatedLabResults($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id timestamp latest URR URRD KTVe KTVonline ureaPre ureaPost dryWeight UF MSA dialyser QB QD\n        dialysisStartTime dialysisDischargeTime reason\n      }\n    }\n  }\n": typeof types.RecordCalculatedLabResultsDocument,
    "\n  query AdequacyChartData($patientID: Int!, $from: String!) {\n    listCalculatedLabResult(filter: { patientID: { eq: $patientID } }, pagination: { limit: 100 }) {\n      result { id timestamp URR URRD }\n    }\n    listLabReport(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 }, timestamp: { ge: $from } }\n      pagination: { limit: 100 }\n    ) {\n      result { id timestamp Hb }\n    }\n  }\n": typeof types.AdequacyChartDataDocument,
    "\n  subscription RecordOnCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n": typeof types.RecordOnCalculatedLabResultDocument,
    "\n  fragment LabReportRow on LabReport {\n    id timestamp sampleTime source updatedOn\n    glucose TW Plt Hb MCV K Na ureaPre ureaPost creatinine HCO3 chlorine Ca Po4 IPTH HepBsAg HepBsAb _two Fe\n    TIBC ferritin protein Alb Ublood Urbc Uprt Uwbc TUP24 TUP12 Uvol CCT uric HCV HIV ggt others othersDetails TC\n    HDL LDL TG Ratio Timing Biltotal SAP SGPT_ALT SGOT_AST Hba1c labsNoted SBP DBP Mg Tac urineMA MACr\n    uCreatinine ESR CRP CNI Myco Pred noted t4 FT4 TSH gis hte\n  }\n": typeof types.LabReportRowFragmentDoc,
    "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportRow } }\n  }\n": typeof types.ListLabReportDocument,
    "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.CreateLabReportDocument,
    "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...LabReportRow }\n  }\n": typeof types.UpdateLabReportDocument,
    "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n": typeof types.DeleteLabReportDocument,
    "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n": typeof types.OnChangeLabReportDocument,
    "query ListDrugOptions($pagination: Pagination) { listDrug(pagination: $pagination) { result { name } } }": typeof types.ListDrugOptionsDocument,
    "query ListHospitalReasonOptions($pagination: Pagination) { listHospitalReason(pagination: $pagination) { result { id hospDetail } } }": typeof types.ListHospitalReasonOptionsDocument,
    "fragment MedicationRow on Medication { id medication status dose route freq start end note createdOn }": typeof types.MedicationRowFragmentDoc,
    "\n  fragment MedicationAdministeredRow on MedicationAdministered {\n    id medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn\n  }\n": typeof types.MedicationAdministeredRowFragmentDoc,
    "fragment MedicalMilestoneRow on MedicalMilestone { id timestamp milestone note }": typeof types.MedicalMilestoneRowFragmentDoc,
    "query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }": typeof types.PatientHeaderDocument,
    "query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n  listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationRow } }\n}": typeof types.ListMedicationDocument,
    "mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }": typeof types.CreateMedicationDocument,
    "mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { id end } }": typeof types.UpdateMedicationDocument,
    "query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n  listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationAdministeredRow } }\n}": typeof types.ListMedicationAdministeredDocument,
    "mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n  createMedicationAdministered(create: $create) { id }\n}": typeof types.CreateMedicationAdministeredDocument,
    "query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n  listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneRow } }\n}": typeof types.ListMedicalMilestoneDocument,
    "mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }": typeof types.CreateMedicalMilestoneDocument,
    "query ListStaffOptions($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { result { accountID name } }\n}": typeof types.ListStaffOptionsDocument,
    "\n  query VitalTrendsMonthly($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth\n      preWeight { avg } postWeight { avg } dryWeight { avg } weightGain { avg }\n      preSBP { avg } preDBP { avg } postSBP { avg } postDBP { avg } KTVonline { avg }\n    }\n  }\n": typeof types.VitalTrendsMonthlyDocument,
    "\n  query VitalTrendsSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result { id startTime preWeight postWeight dryWeight preSBP preDBP postSBP postDBP KTVonline }\n    }\n  }\n": typeof types.VitalTrendsSessionsDocument,
    "\n  fragment SignedInStaff on Staff { accountID name email designation clinicIDs group profilePictureKey }\n": typeof types.SignedInStaffFragmentDoc,
    "query Me { me { ...SignedInStaff } }": typeof types.MeDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) { challenge me { ...SignedInStaff } }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword, stayLoggedIn: $stayLoggedIn) {\n      challenge me { ...SignedInStaff }\n    }\n  }\n": typeof types.CompleteNewPasswordDocument,
    "mutation SignOut { signOut }": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  subscription OnCreateAppointment($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id } }\n": types.OnCreateAppointmentDocument,
    "\n  subscription OnUpdateAppointment($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id } }\n": types.OnUpdateAppointmentDocument,
    "\n  subscription OnStartDialysis($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n": types.OnStartDialysisDocument,
    "\n  subscription OnSubmitDialysisInterval($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) { id }\n  }\n": types.OnSubmitDialysisIntervalDocument,
    "\n  subscription OnCheckoutDialysis($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id } }\n": types.OnCheckoutDialysisDocument,
    "\n  fragment MyStaffAccount on StaffAccount {\n    accountID name designation contactNo email profilePictureKey profilePictureUrl updatedOn\n  }\n": types.MyStaffAccountFragmentDoc,
    "query GetMyStaffAccount { getMyStaffAccount { ...MyStaffAccount } }": types.GetMyStaffAccountDocument,
    "mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n  updateMyStaffAccount(update: $update) { ...MyStaffAccount }\n}": types.UpdateMyStaffAccountDocument,
    "query ListAppointmentAvailability(\n  $calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $clinicIDs: [Int!]!\n) {\n  listAppointmentAvailability(\n    calendarStartDay: $calendarStartDay, calenderEndDay: $calenderEndDay, start: $start, end: $end,\n    clinicIDs: $clinicIDs\n  )\n}": types.ListAppointmentAvailabilityDocument,
    "\n  fragment ManagedClinic on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n": types.ManagedClinicFragmentDoc,
    "query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n  listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ManagedClinic } }\n}": types.ListClinicSummaryDocument,
    "mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ManagedClinic } }": types.CreateClinicDocument,
    "mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ManagedClinic } }": types.UpdateClinicDocument,
    "\n  fragment ManagedCertification on Certification { id accountID staffName name status expiry updatedOn changeable }\n": types.ManagedCertificationFragmentDoc,
    "query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n  listCertification(filter: $filter, pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}": types.ListCertificationDocument,
    "query ListMyCertification($pagination: Pagination) {\n  listMyCertification(pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}": types.ListMyCertificationDocument,
    "mutation CreateCertification($create: CreateCertificationInput!) {\n  createCertification(create: $create) { ...ManagedCertification }\n}": types.CreateCertificationDocument,
    "mutation UpdateCertification($update: UpdateCertificationInput!) {\n  updateCertification(update: $update) { ...ManagedCertification }\n}": types.UpdateCertificationDocument,
    "mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }": types.DeleteCertificationDocument,
    "mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n  createMyCertification(create: $create) { ...ManagedCertification }\n}": types.CreateMyCertificationDocument,
    "mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n  updateMyCertification(update: $update) { ...ManagedCertification }\n}": types.UpdateMyCertificationDocument,
    "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }": types.DeleteMyCertificationDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangeMyPasswordDocument,
    "\n  fragment AppointmentCard on AppointmentDetail {\n    id patientID clinicID date shift namecode name nric seatName dialysisID quickbookInvoiceID\n    dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n  }\n": types.AppointmentCardFragmentDoc,
    "\n  fragment CardDialysis on Dialysis {\n    id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n    ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n    postHRT KTVonline\n  }\n": types.CardDialysisFragmentDoc,
    "query Dashboard($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n  listAppointmentDetail(filter: $filter, pagination: $pagination) {\n    count\n    result { ...AppointmentCard dialysis { ...CardDialysis } }\n  }\n  listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n    count\n  }\n  listClinic(filter: { id: { eq: $clinicID } }) {\n    result { id today currentShift }\n  }\n}": types.DashboardDocument,
    "\n  fragment PatientSearchItem on PatientSearchItem { id namecode name nric existingClinicID clinicName photoUrl }\n": types.PatientSearchItemFragmentDoc,
    "query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {\n  listPatient(filter: $filter, pagination: $pagination) {\n    count\n    countCapped\n    result { ...PatientSearchItem }\n  }\n}": types.ListPatientDocument,
    "\n  fragment SessionDialysis on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime\n    startedBy endedBy preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA membraneUse\n    dialysisOrderID notes machineName startedByName endedByName lastUpdatedByName clinicName intervalCount updatedOn\n  }\n": types.SessionDialysisFragmentDoc,
    "\n  fragment SessionInterval on DialysisInterval {\n    id dialysisID timestamp staffAccountID staffName AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate note\n    symptoms updatedOn\n  }\n": types.SessionIntervalFragmentDoc,
    "query GetDialysis($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionDialysis } }": types.GetDialysisDocument,
    "mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n  startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionDialysis }\n}": types.StartDialysisDocument,
    "mutation UpdateDialysis($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionDialysis } }": types.UpdateDialysisDocument,
    "mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }": types.CheckoutDialysisDocument,
    "mutation CheckoutDialysis3($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }": types.CheckoutDialysis3Document,
    "query ListSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }": types.ListSessionMachinesDocument,
    "\n  fragment PatientAppointment on AppointmentDetail {\n    id patientID clinicID date shift seatName dialysisID dialysisStartTime dialysisEndTime\n  }\n": types.PatientAppointmentFragmentDoc,
    "query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {\n  listAppointmentDetail(\n    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }\n    pagination: { limit: 10 }\n  ) { result { ...PatientAppointment } }\n}": types.PatientAppointmentsTodayDocument,
    "query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n  listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...SessionInterval } }\n}": types.ListDialysisIntervalDocument,
    "mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n  submitDialysisInterval(create: $create, medications: $medications) { ...SessionInterval }\n}": types.SubmitDialysisIntervalDocument,
    "mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {\n  updateDialysisInterval(update: $update) { ...SessionInterval }\n}": types.UpdateDialysisIntervalDocument,
    "query ListSymptomOptions($pagination: Pagination) { listSymptom(pagination: $pagination) { result { id name } } }": types.ListSymptomOptionsDocument,
    "query ClinicToday($clinicID: Int!) { listClinic(filter: { id: { eq: $clinicID } }) { result { id today } } }": types.ClinicTodayDocument,
    "query PreviousSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime postWeight height } }\n}": types.PreviousSessionsDocument,
    "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }": types.ForgotPasswordDocument,
    "mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n  forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n}": types.ForgotPasswordSubmitDocument,
    "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $timezoneOffsetMinutes: Int) {\n    listFunderReport(\n      clinicID: $clinicID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $timezoneOffsetMinutes\n    ) {\n      clinicID clinicName startDate endDate\n      patients {\n        patientID name nric vwoSupport\n        totals { sessions minutes missed }\n      }\n    }\n  }\n": types.FunderReportDocument,
    "\n  fragment IncidentResponseRow on IncidentResponse {\n    id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp\n  }\n": types.IncidentResponseRowFragmentDoc,
    "\n  fragment IncidentReportRow on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy\n    responseByName responseTimestamp createdOn updatedOn\n    responses { ...IncidentResponseRow }\n  }\n": types.IncidentReportRowFragmentDoc,
    "\n  query ListIncidentReport($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportRow } }\n  }\n": types.ListIncidentReportDocument,
    "\n  query ListIncidentReportSummary($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count\n      result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportRow } }\n    }\n  }\n": types.ListIncidentReportSummaryDocument,
    "\n  query ListIncidentReportCentreSummary($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count\n      result { clinicID clinicName count reports { ...IncidentReportRow } }\n    }\n  }\n": types.ListIncidentReportCentreSummaryDocument,
    "\n  mutation CreateIncidentReport($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportRow }\n  }\n": types.CreateIncidentReportDocument,
    "\n  mutation UpdateIncidentReport($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportRow }\n  }\n": types.UpdateIncidentReportDocument,
    "\n  query PreviewLabImportRows($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n": types.PreviewLabImportRowsDocument,
    "\n  mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.CreateImportedLabReportDocument,
    "\n  query ListLabInputPatients($filter: PatientSearchFilter, $pagination: Pagination) {\n    listPatient(filter: $filter, pagination: $pagination) {\n      count\n      result { id name nric phoneNo email }\n    }\n  }\n": types.ListLabInputPatientsDocument,
    "\n  fragment LatestNoteCard on LatestClinicalNote {\n    id patientID patientName patientNric clinicID clinicName staffAccountID staffName admitTimestamp type\n    observation assessment plan notes\n  }\n": types.LatestNoteCardFragmentDoc,
    "\n  query ListLatestNotes(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result { ...LatestNoteCard }\n    }\n  }\n": types.ListLatestNotesDocument,
    "\n  query ListLatestNoteAuthors($pagination: Pagination) {\n    listStaff(pagination: $pagination) { result { accountID name designation } }\n  }\n": types.ListLatestNoteAuthorsDocument,
    "\n  fragment AuditItem on MachineStatus {\n    id machineID name expiryDate nextAudit status remarks approvedBy approvedTimestamp machineName\n    machineSerialNo machineClinicID machineClinicName key documentName documentUrl updatedOn\n  }\n": types.AuditItemFragmentDoc,
    "query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount groupByName { name count result { ...AuditItem } }\n    }\n  }": types.ListMachineStatusDocument,
    "query MachineStatusReport($filter: MachineStatusFilter) {\n  downloadMachineStatusReport(filter: $filter) { fileName csv count }\n}": types.MachineStatusReportDocument,
    "mutation CreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { ...AuditItem } }": types.CreateMachineStatusDocument,
    "mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n  updateMachineStatus(update: $update, state: $state) { ...AuditItem }\n}": types.UpdateMachineStatusDocument,
    "query MachinesForAudit($clinicID: Int!) {\n  listMachine(filter: { clinicID: { eq: $clinicID } }, pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n    result { id name serialNo status }\n  }\n}": types.MachinesForAuditDocument,
    "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n": types.ManagedMachineFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n": types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n": types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n": types.UpdateMachineDocument,
    "query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n  getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n    patientID clinicID activeSeats\n    sessions { date shift booked }\n    appointments { id clinicID date shift time state }\n    today endedSessions\n  }\n}": types.PatientAppointmentCalendarDocument,
    "mutation CreateAppointment($create: CreateAppointmentInput!) {\n  createAppointment(create: $create) { id date }\n}": types.CreateAppointmentDocument,
    "mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n  updateAppointment(update: $update) { id date }\n}": types.UpdateAppointmentDocument,
    "mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  createAppointmentSeries(create: $create) { booked { id date } full alreadyBooked ended }\n}": types.CreateAppointmentSeriesDocument,
    "query PreviewAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  previewAppointmentSeries(create: $create) { date outcome existing }\n}": types.PreviewAppointmentSeriesDocument,
    "\n  fragment PatientDocumentRow on PatientDocument { id title staffName fileName contentType url createdOn }\n": types.PatientDocumentRowFragmentDoc,
    "query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n  listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentRow } }\n}": types.ListPatientDocumentDocument,
    "mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {\n  createPatientDocument(create: $create) { ...PatientDocumentRow }\n}": types.CreatePatientDocumentDocument,
    "\n  query ExportCentre($id: Int!) {\n    listClinic(filter: { id: { eq: $id } }, pagination: { limit: 1 }) { result { id name address phoneNo } }\n  }\n": types.ExportCentreDocument,
    "\n  query ExportDialysisSummary($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth totalSession\n      dryWeight { min max avg } preWeight { min max avg } postWeight { min max avg }\n      offTarget { min max avg } ufTargetStart { min max avg } postSBP { min max avg } postDBP { min max avg }\n      KTVonline { min max avg }\n    }\n  }\n": types.ExportDialysisSummaryDocument,
    "\n  query ExportSessions($patientID: Int!, $limit: Int!, $offset: Int!) {\n    listDialysis(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }\n      pagination: { limit: $limit, offset: $offset }\n    ) {\n      count\n      result {\n        id startTime endTime clinicName machineName preWeight postWeight dryWeight preSBP preDBP postSBP postDBP\n        KTVonline dialyser\n      }\n    }\n  }\n": types.ExportSessionsDocument,
    "\n  query ExportLatestNote($patientID: Int!) {\n    listHospitalSummary(\n      filter: { patientID: { eq: $patientID }, type: { in: [\"CLINIC\", \"EVENT\"] } }\n      pagination: { limit: 1, orderby: [{ field: \"admitTimestamp\", direction: DESC }] }\n    ) {\n      result { id staffName admitTimestamp type observation assessment plan notes }\n    }\n  }\n": types.ExportLatestNoteDocument,
    "\n  query PrintLastSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result {\n        id startTime endTime clinicName machineName dialyser startedByName endedByName preWeight postWeight\n        dryWeight preSBP preDBP postSBP postDBP preTemp postTemp KTVonline notes\n      }\n    }\n  }\n": types.PrintLastSessionsDocument,
    "\n  query PrintSessionDetail($patientID: Int!, $dialysisID: Int!) {\n    listDialysisInterval(filter: { dialysisID: { eq: $dialysisID } }, pagination: { limit: 100 }) {\n      result { id timestamp SBP DBP HR AP VP QB DFLOW UFR cUF KTV temp note staffName }\n    }\n    listMedicationAdministered(\n      filter: { patientID: { eq: $patientID }, dialysisID: { eq: $dialysisID } }\n      pagination: { limit: 100 }\n    ) {\n      result { id medication dose route freq givenByStaffName witnessedByStaffName createdOn }\n    }\n  }\n": types.PrintSessionDetailDocument,
    "fragment PatientAllergy on Allergy { id name knownDate }": types.PatientAllergyFragmentDoc,
    "\n  fragment PatientRecord on Patient {\n    accessIDPt namecode registeredDate firstDialysisHospital firstDialysisHospitalDate referringSource\n    referrer referringSourceStart referringSourceEnd existingClinicID status travelType schedulePattern\n    scheduleSession name idType nric gender dob race religion maritalStatus accommodation address phoneNo\n    homeNo email nokName nokPhoneNo nokAddress nokRelation height weight bloodGroup mobilityStatus\n    diabeticStatus smoker alcohol amputee stage wheelchairWeight medicalAlert socialWorker vwoSupport\n    firstConsultDate DESRD DExit RExit hepB FHepB FHCV FHIV FAccess comanaging procedure medication\n    vaccination history causeOfKidneyFailure\n    id clinicName key photoUrl updatedOn allergies { ...PatientAllergy }\n  }\n": types.PatientRecordFragmentDoc,
    "query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientRecord } }": types.GetPatientDocument,
    "mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientRecord } }": types.CreatePatientDocument,
    "mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientRecord } }": types.UpdatePatientDocument,
    "mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { ...PatientAllergy } }": types.CreateAllergyDocument,
    "mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }": types.UpdateAllergyDocument,
    "query ListReferringSource { listReferringSource }": types.ListReferringSourceDocument,
    "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      computedAt\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds {\n        spKtVMin urrMin hbMin hbMax albuminMin phosphateMin phosphateMax calciumMin calciumMax\n        pthUpperNormal pthMultipleMin pthMultipleMax ferritinMin ferritinMax shortenedShare\n        weightGainPercent weightGainMaxGapDays hbsAbMin\n      }\n    }\n  }\n": types.GetQualityReportDocument,
    "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n": types.ListQualityMissesDocument,
    "\n  fragment ManagedDrug on Drug { id name purpose manufacturer createdOn updatedOn }\n": types.ManagedDrugFragmentDoc,
    "query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n  listDrug(filter: $filter, pagination: $pagination) { count result { ...ManagedDrug } }\n}": types.ListDrugDocument,
    "mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...ManagedDrug } }": types.CreateDrugDocument,
    "mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }": types.DeleteDrugDocument,
    "\n  fragment ManagedHospitalReason on HospitalReason { id hospDetail createdOn updatedOn }\n": types.ManagedHospitalReasonFragmentDoc,
    "query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n  listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...ManagedHospitalReason } }\n}": types.ListManagedHospitalReasonDocument,
    "mutation CreateHospitalReason($create: CreateHospitalReasonInput!) { createHospitalReason(create: $create) { ...ManagedHospitalReason } }": types.CreateHospitalReasonDocument,
    "mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { ...ManagedHospitalReason } }": types.UpdateHospitalReasonDocument,
    "mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { id deleted } }": types.DeleteHospitalReasonDocument,
    "\n  fragment ManagedSymptom on Symptom { id name class createdOn updatedOn }\n": types.ManagedSymptomFragmentDoc,
    "query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n  listSymptom(filter: $filter, pagination: $pagination) { count result { ...ManagedSymptom } }\n}": types.ListSymptomDocument,
    "mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...ManagedSymptom } }": types.CreateSymptomDocument,
    "mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }": types.DeleteSymptomDocument,
    "\n  fragment RoutineOrderRow on RoutineOrder {\n    patientID patientName patientNric state order { ...DialysisOrderInForce }\n  }\n": types.RoutineOrderRowFragmentDoc,
    "\n  query ListRoutineOrders(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { ...RoutineOrderRow }\n    }\n  }\n": types.ListRoutineOrdersDocument,
    "\n  fragment ManagedSeat on Seat { id name clinicID clinicName machineID machineName machineSerialNo status updatedOn }\n": types.ManagedSeatFragmentDoc,
    "query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n  listSeat(filter: $filter, pagination: $pagination) { count result { ...ManagedSeat } }\n}": types.ListSeatDocument,
    "mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...ManagedSeat } }": types.CreateSeatDocument,
    "mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...ManagedSeat } }": types.UpdateSeatDocument,
    "\n  fragment ManagedStaff on Staff { accountID name designation contactNo email clinicIDs group updatedOn }\n": types.ManagedStaffFragmentDoc,
    "query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { count result { ...ManagedStaff } }\n}": types.ListStaffDocument,
    "mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...ManagedStaff } }": types.CreateStaffDocument,
    "mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...ManagedStaff } }": types.UpdateStaffDocument,
    "mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n}": types.DeleteStaffDocument,
    "mutation ResetPassword($username: ID!, $password: String!) {\n  changePassword(username: $username, password: $password, forceSignOut: 1)\n}": types.ResetPasswordDocument,
    "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        dialysisID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure\n        notBillableReason\n      }\n    }\n  }\n": types.ListUnlinkedInvoiceDocument,
    "\n  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }\n": types.MarkNotBillableDocument,
    "\n  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }\n": types.UnmarkNotBillableDocument,
    "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n": types.AccountingStatusDocument,
    "\n  query ListQBAccesses($id: Int!) {\n    listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date } }\n  }\n": types.ListQbAccessesDocument,
    "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n": types.QuickbooksAuthorizeUrlDocument,
    "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": types.DisconnectQuickbooksDocument,
    "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID)\n  }\n": types.LoginQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n": types.LinkAppointmentToQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n": types.LinkAppointmentToQuickbooks3Document,
    "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) {\n    patientInvoices(patientID: $patientID, clinicID: $clinicID) { url }\n  }\n": types.PatientInvoicesDocument,
    "\n  fragment UserClinic on Clinic { id name uid status timezone today currentShift }\n": types.UserClinicFragmentDoc,
    "\n  query ListClinic {\n    listClinic(pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n      result { ...UserClinic }\n    }\n  }\n": types.ListClinicDocument,
    "\n  fragment HospitalSummaryEntry on HospitalSummary {\n    id patientID clinicID staffName admitTimestamp type observation assessment plan notes leaveTimestamp\n    noOfDays location hospitalMain hospitalReason createdOn\n  }\n": types.HospitalSummaryEntryFragmentDoc,
    "query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n  listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryEntry } }\n}": types.ListHospitalSummaryDocument,
    "mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {\n  createHospitalSummary(create: $create) { ...HospitalSummaryEntry }\n}": types.CreateHospitalSummaryDocument,
    "\n  fragment DialysisOrderInForce on DialysisOrder {\n    id staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle\n    vNeedle bicarbonate temp QD QB notes\n  }\n": types.DialysisOrderInForceFragmentDoc,
    "query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n  listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderInForce } }\n}": types.ListDialysisOrderDocument,
    "mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }": types.CreateDialysisOrderDocument,
    "\n  fragment DialysisSessionRow on Dialysis {\n    id patientID clinicID startTime endTime startedByName endedByName clinicName machineName intervalCount\n  }\n": types.DialysisSessionRowFragmentDoc,
    "query ListDialysisSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { count result { ...DialysisSessionRow } }\n}": types.ListDialysisSessionsDocument,
    "query RecordHistory($filter: RecordHistoryFilter!, $pagination: Pagination) {\n  listRecordHistory(filter: $filter, pagination: $pagination) {\n    count\n    sections\n    people { accountID name }\n    result {\n      id at byName role section operation dialysisID\n      changes { field label old new }\n    }\n  }\n}": types.RecordHistoryDocument,
    "\n  query RecordLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n": types.RecordLastNonNullLabDocument,
    "\n  query RecordCalculatedLabResults($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id timestamp latest URR URRD KTVe KTVonline ureaPre ureaPost dryWeight UF MSA dialyser QB QD\n        dialysisStartTime dialysisDischargeTime reason\n      }\n    }\n  }\n": types.RecordCalculatedLabResultsDocument,
    "\n  query AdequacyChartData($patientID: Int!, $from: String!) {\n    listCalculatedLabResult(filter: { patientID: { eq: $patientID } }, pagination: { limit: 100 }) {\n      result { id timestamp URR URRD }\n    }\n    listLabReport(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 }, timestamp: { ge: $from } }\n      pagination: { limit: 100 }\n    ) {\n      result { id timestamp Hb }\n    }\n  }\n": types.AdequacyChartDataDocument,
    "\n  subscription RecordOnCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n": types.RecordOnCalculatedLabResultDocument,
    "\n  fragment LabReportRow on LabReport {\n    id timestamp sampleTime source updatedOn\n    glucose TW Plt Hb MCV K Na ureaPre ureaPost creatinine HCO3 chlorine Ca Po4 IPTH HepBsAg HepBsAb _two Fe\n    TIBC ferritin protein Alb Ublood Urbc Uprt Uwbc TUP24 TUP12 Uvol CCT uric HCV HIV ggt others othersDetails TC\n    HDL LDL TG Ratio Timing Biltotal SAP SGPT_ALT SGOT_AST Hba1c labsNoted SBP DBP Mg Tac urineMA MACr\n    uCreatinine ESR CRP CNI Myco Pred noted t4 FT4 TSH gis hte\n  }\n": types.LabReportRowFragmentDoc,
    "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportRow } }\n  }\n": types.ListLabReportDocument,
    "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.CreateLabReportDocument,
    "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...LabReportRow }\n  }\n": types.UpdateLabReportDocument,
    "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n": types.DeleteLabReportDocument,
    "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n": types.OnChangeLabReportDocument,
    "query ListDrugOptions($pagination: Pagination) { listDrug(pagination: $pagination) { result { name } } }": types.ListDrugOptionsDocument,
    "query ListHospitalReasonOptions($pagination: Pagination) { listHospitalReason(pagination: $pagination) { result { id hospDetail } } }": types.ListHospitalReasonOptionsDocument,
    "fragment MedicationRow on Medication { id medication status dose route freq start end note createdOn }": types.MedicationRowFragmentDoc,
    "\n  fragment MedicationAdministeredRow on MedicationAdministered {\n    id medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn\n  }\n": types.MedicationAdministeredRowFragmentDoc,
    "fragment MedicalMilestoneRow on MedicalMilestone { id timestamp milestone note }": types.MedicalMilestoneRowFragmentDoc,
    "query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }": types.PatientHeaderDocument,
    "query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n  listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationRow } }\n}": types.ListMedicationDocument,
    "mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }": types.CreateMedicationDocument,
    "mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { id end } }": types.UpdateMedicationDocument,
    "query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n  listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationAdministeredRow } }\n}": types.ListMedicationAdministeredDocument,
    "mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n  createMedicationAdministered(create: $create) { id }\n}": types.CreateMedicationAdministeredDocument,
    "query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n  listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneRow } }\n}": types.ListMedicalMilestoneDocument,
    "mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }": types.CreateMedicalMilestoneDocument,
    "query ListStaffOptions($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { result { accountID name } }\n}": types.ListStaffOptionsDocument,
    "\n  query VitalTrendsMonthly($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth\n      preWeight { avg } postWeight { avg } dryWeight { avg } weightGain { avg }\n      preSBP { avg } preDBP { avg } postSBP { avg } postDBP { avg } KTVonline { avg }\n    }\n  }\n": types.VitalTrendsMonthlyDocument,
    "\n  query VitalTrendsSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result { id startTime preWeight postWeight dryWeight preSBP preDBP postSBP postDBP KTVonline }\n    }\n  }\n": types.VitalTrendsSessionsDocument,
    "\n  fragment SignedInStaff on Staff { accountID name email designation clinicIDs group profilePictureKey }\n": types.SignedInStaffFragmentDoc,
    "query Me { me { ...SignedInStaff } }": types.MeDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) { challenge me { ...SignedInStaff } }\n  }\n": types.SignInDocument,
    "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword, stayLoggedIn: $stayLoggedIn) {\n      challenge me { ...SignedInStaff }\n    }\n  }\n": types.CompleteNewPasswordDocument,
    "mutation SignOut { signOut }": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnCreateAppointment($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id } }\n"): typeof import('./graphql.js').OnCreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateAppointment($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id } }\n"): typeof import('./graphql.js').OnUpdateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnStartDialysis($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n"): typeof import('./graphql.js').OnStartDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnSubmitDialysisInterval($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) { id }\n  }\n"): typeof import('./graphql.js').OnSubmitDialysisIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnCheckoutDialysis($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id } }\n"): typeof import('./graphql.js').OnCheckoutDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyStaffAccount on StaffAccount {\n    accountID name designation contactNo email profilePictureKey profilePictureUrl updatedOn\n  }\n"): typeof import('./graphql.js').MyStaffAccountFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyStaffAccount { getMyStaffAccount { ...MyStaffAccount } }"): typeof import('./graphql.js').GetMyStaffAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n  updateMyStaffAccount(update: $update) { ...MyStaffAccount }\n}"): typeof import('./graphql.js').UpdateMyStaffAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAppointmentAvailability(\n  $calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $clinicIDs: [Int!]!\n) {\n  listAppointmentAvailability(\n    calendarStartDay: $calendarStartDay, calenderEndDay: $calenderEndDay, start: $start, end: $end,\n    clinicIDs: $clinicIDs\n  )\n}"): typeof import('./graphql.js').ListAppointmentAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedClinic on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n"): typeof import('./graphql.js').ManagedClinicFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n  listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ManagedClinic } }\n}"): typeof import('./graphql.js').ListClinicSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ManagedClinic } }"): typeof import('./graphql.js').CreateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ManagedClinic } }"): typeof import('./graphql.js').UpdateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedCertification on Certification { id accountID staffName name status expiry updatedOn changeable }\n"): typeof import('./graphql.js').ManagedCertificationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n  listCertification(filter: $filter, pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}"): typeof import('./graphql.js').ListCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyCertification($pagination: Pagination) {\n  listMyCertification(pagination: $pagination) { count expiredCount result { ...ManagedCertification } }\n}"): typeof import('./graphql.js').ListMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCertification($create: CreateCertificationInput!) {\n  createCertification(create: $create) { ...ManagedCertification }\n}"): typeof import('./graphql.js').CreateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCertification($update: UpdateCertificationInput!) {\n  updateCertification(update: $update) { ...ManagedCertification }\n}"): typeof import('./graphql.js').UpdateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }"): typeof import('./graphql.js').DeleteCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n  createMyCertification(create: $create) { ...ManagedCertification }\n}"): typeof import('./graphql.js').CreateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n  updateMyCertification(update: $update) { ...ManagedCertification }\n}"): typeof import('./graphql.js').UpdateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }"): typeof import('./graphql.js').DeleteMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql.js').ChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCard on AppointmentDetail {\n    id patientID clinicID date shift namecode name nric seatName dialysisID quickbookInvoiceID\n    dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n  }\n"): typeof import('./graphql.js').AppointmentCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardDialysis on Dialysis {\n    id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n    ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n    postHRT KTVonline\n  }\n"): typeof import('./graphql.js').CardDialysisFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n  listAppointmentDetail(filter: $filter, pagination: $pagination) {\n    count\n    result { ...AppointmentCard dialysis { ...CardDialysis } }\n  }\n  listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n    count\n  }\n  listClinic(filter: { id: { eq: $clinicID } }) {\n    result { id today currentShift }\n  }\n}"): typeof import('./graphql.js').DashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientSearchItem on PatientSearchItem { id namecode name nric existingClinicID clinicName photoUrl }\n"): typeof import('./graphql.js').PatientSearchItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {\n  listPatient(filter: $filter, pagination: $pagination) {\n    count\n    countCapped\n    result { ...PatientSearchItem }\n  }\n}"): typeof import('./graphql.js').ListPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionDialysis on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime\n    startedBy endedBy preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA membraneUse\n    dialysisOrderID notes machineName startedByName endedByName lastUpdatedByName clinicName intervalCount updatedOn\n  }\n"): typeof import('./graphql.js').SessionDialysisFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionInterval on DialysisInterval {\n    id dialysisID timestamp staffAccountID staffName AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate note\n    symptoms updatedOn\n  }\n"): typeof import('./graphql.js').SessionIntervalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDialysis($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionDialysis } }"): typeof import('./graphql.js').GetDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n  startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionDialysis }\n}"): typeof import('./graphql.js').StartDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDialysis($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionDialysis } }"): typeof import('./graphql.js').UpdateDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }"): typeof import('./graphql.js').CheckoutDialysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutDialysis3($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }"): typeof import('./graphql.js').CheckoutDialysis3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }"): typeof import('./graphql.js').ListSessionMachinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientAppointment on AppointmentDetail {\n    id patientID clinicID date shift seatName dialysisID dialysisStartTime dialysisEndTime\n  }\n"): typeof import('./graphql.js').PatientAppointmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {\n  listAppointmentDetail(\n    filter: { date: { eq: $date }, patientID: { eq: $patientID }, clinicID: { eq: $clinicID }, deleted: { eq: 0 } }\n    pagination: { limit: 10 }\n  ) { result { ...PatientAppointment } }\n}"): typeof import('./graphql.js').PatientAppointmentsTodayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n  listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...SessionInterval } }\n}"): typeof import('./graphql.js').ListDialysisIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n  submitDialysisInterval(create: $create, medications: $medications) { ...SessionInterval }\n}"): typeof import('./graphql.js').SubmitDialysisIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {\n  updateDialysisInterval(update: $update) { ...SessionInterval }\n}"): typeof import('./graphql.js').UpdateDialysisIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListSymptomOptions($pagination: Pagination) { listSymptom(pagination: $pagination) { result { id name } } }"): typeof import('./graphql.js').ListSymptomOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClinicToday($clinicID: Int!) { listClinic(filter: { id: { eq: $clinicID } }) { result { id today } } }"): typeof import('./graphql.js').ClinicTodayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviousSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { result { id startTime endTime postWeight height } }\n}"): typeof import('./graphql.js').PreviousSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }"): typeof import('./graphql.js').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n  forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n}"): typeof import('./graphql.js').ForgotPasswordSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $timezoneOffsetMinutes: Int) {\n    listFunderReport(\n      clinicID: $clinicID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $timezoneOffsetMinutes\n    ) {\n      clinicID clinicName startDate endDate\n      patients {\n        patientID name nric vwoSupport\n        totals { sessions minutes missed }\n      }\n    }\n  }\n"): typeof import('./graphql.js').FunderReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncidentResponseRow on IncidentResponse {\n    id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp\n  }\n"): typeof import('./graphql.js').IncidentResponseRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncidentReportRow on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy\n    responseByName responseTimestamp createdOn updatedOn\n    responses { ...IncidentResponseRow }\n  }\n"): typeof import('./graphql.js').IncidentReportRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReport($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportRow } }\n  }\n"): typeof import('./graphql.js').ListIncidentReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReportSummary($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count\n      result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportRow } }\n    }\n  }\n"): typeof import('./graphql.js').ListIncidentReportSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReportCentreSummary($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count\n      result { clinicID clinicName count reports { ...IncidentReportRow } }\n    }\n  }\n"): typeof import('./graphql.js').ListIncidentReportCentreSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIncidentReport($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportRow }\n  }\n"): typeof import('./graphql.js').CreateIncidentReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIncidentReport($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportRow }\n  }\n"): typeof import('./graphql.js').UpdateIncidentReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewLabImportRows($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n"): typeof import('./graphql.js').PreviewLabImportRowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').CreateImportedLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLabInputPatients($filter: PatientSearchFilter, $pagination: Pagination) {\n    listPatient(filter: $filter, pagination: $pagination) {\n      count\n      result { id name nric phoneNo email }\n    }\n  }\n"): typeof import('./graphql.js').ListLabInputPatientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestNoteCard on LatestClinicalNote {\n    id patientID patientName patientNric clinicID clinicName staffAccountID staffName admitTimestamp type\n    observation assessment plan notes\n  }\n"): typeof import('./graphql.js').LatestNoteCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLatestNotes(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result { ...LatestNoteCard }\n    }\n  }\n"): typeof import('./graphql.js').ListLatestNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLatestNoteAuthors($pagination: Pagination) {\n    listStaff(pagination: $pagination) { result { accountID name designation } }\n  }\n"): typeof import('./graphql.js').ListLatestNoteAuthorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditItem on MachineStatus {\n    id machineID name expiryDate nextAudit status remarks approvedBy approvedTimestamp machineName\n    machineSerialNo machineClinicID machineClinicName key documentName documentUrl updatedOn\n  }\n"): typeof import('./graphql.js').AuditItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount groupByName { name count result { ...AuditItem } }\n    }\n  }"): typeof import('./graphql.js').ListMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachineStatusReport($filter: MachineStatusFilter) {\n  downloadMachineStatusReport(filter: $filter) { fileName csv count }\n}"): typeof import('./graphql.js').MachineStatusReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { ...AuditItem } }"): typeof import('./graphql.js').CreateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n  updateMachineStatus(update: $update, state: $state) { ...AuditItem }\n}"): typeof import('./graphql.js').UpdateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachinesForAudit($clinicID: Int!) {\n  listMachine(filter: { clinicID: { eq: $clinicID } }, pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n    result { id name serialNo status }\n  }\n}"): typeof import('./graphql.js').MachinesForAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n"): typeof import('./graphql.js').ManagedMachineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n"): typeof import('./graphql.js').ListMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n"): typeof import('./graphql.js').CreateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n"): typeof import('./graphql.js').UpdateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n  getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n    patientID clinicID activeSeats\n    sessions { date shift booked }\n    appointments { id clinicID date shift time state }\n    today endedSessions\n  }\n}"): typeof import('./graphql.js').PatientAppointmentCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAppointment($create: CreateAppointmentInput!) {\n  createAppointment(create: $create) { id date }\n}"): typeof import('./graphql.js').CreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n  updateAppointment(update: $update) { id date }\n}"): typeof import('./graphql.js').UpdateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  createAppointmentSeries(create: $create) { booked { id date } full alreadyBooked ended }\n}"): typeof import('./graphql.js').CreateAppointmentSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n  previewAppointmentSeries(create: $create) { date outcome existing }\n}"): typeof import('./graphql.js').PreviewAppointmentSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientDocumentRow on PatientDocument { id title staffName fileName contentType url createdOn }\n"): typeof import('./graphql.js').PatientDocumentRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n  listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentRow } }\n}"): typeof import('./graphql.js').ListPatientDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {\n  createPatientDocument(create: $create) { ...PatientDocumentRow }\n}"): typeof import('./graphql.js').CreatePatientDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCentre($id: Int!) {\n    listClinic(filter: { id: { eq: $id } }, pagination: { limit: 1 }) { result { id name address phoneNo } }\n  }\n"): typeof import('./graphql.js').ExportCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportDialysisSummary($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth totalSession\n      dryWeight { min max avg } preWeight { min max avg } postWeight { min max avg }\n      offTarget { min max avg } ufTargetStart { min max avg } postSBP { min max avg } postDBP { min max avg }\n      KTVonline { min max avg }\n    }\n  }\n"): typeof import('./graphql.js').ExportDialysisSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportSessions($patientID: Int!, $limit: Int!, $offset: Int!) {\n    listDialysis(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }\n      pagination: { limit: $limit, offset: $offset }\n    ) {\n      count\n      result {\n        id startTime endTime clinicName machineName preWeight postWeight dryWeight preSBP preDBP postSBP postDBP\n        KTVonline dialyser\n      }\n    }\n  }\n"): typeof import('./graphql.js').ExportSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportLatestNote($patientID: Int!) {\n    listHospitalSummary(\n      filter: { patientID: { eq: $patientID }, type: { in: [\"CLINIC\", \"EVENT\"] } }\n      pagination: { limit: 1, orderby: [{ field: \"admitTimestamp\", direction: DESC }] }\n    ) {\n      result { id staffName admitTimestamp type observation assessment plan notes }\n    }\n  }\n"): typeof import('./graphql.js').ExportLatestNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintLastSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result {\n        id startTime endTime clinicName machineName dialyser startedByName endedByName preWeight postWeight\n        dryWeight preSBP preDBP postSBP postDBP preTemp postTemp KTVonline notes\n      }\n    }\n  }\n"): typeof import('./graphql.js').PrintLastSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSessionDetail($patientID: Int!, $dialysisID: Int!) {\n    listDialysisInterval(filter: { dialysisID: { eq: $dialysisID } }, pagination: { limit: 100 }) {\n      result { id timestamp SBP DBP HR AP VP QB DFLOW UFR cUF KTV temp note staffName }\n    }\n    listMedicationAdministered(\n      filter: { patientID: { eq: $patientID }, dialysisID: { eq: $dialysisID } }\n      pagination: { limit: 100 }\n    ) {\n      result { id medication dose route freq givenByStaffName witnessedByStaffName createdOn }\n    }\n  }\n"): typeof import('./graphql.js').PrintSessionDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PatientAllergy on Allergy { id name knownDate }"): typeof import('./graphql.js').PatientAllergyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientRecord on Patient {\n    accessIDPt namecode registeredDate firstDialysisHospital firstDialysisHospitalDate referringSource\n    referrer referringSourceStart referringSourceEnd existingClinicID status travelType schedulePattern\n    scheduleSession name idType nric gender dob race religion maritalStatus accommodation address phoneNo\n    homeNo email nokName nokPhoneNo nokAddress nokRelation height weight bloodGroup mobilityStatus\n    diabeticStatus smoker alcohol amputee stage wheelchairWeight medicalAlert socialWorker vwoSupport\n    firstConsultDate DESRD DExit RExit hepB FHepB FHCV FHIV FAccess comanaging procedure medication\n    vaccination history causeOfKidneyFailure\n    id clinicName key photoUrl updatedOn allergies { ...PatientAllergy }\n  }\n"): typeof import('./graphql.js').PatientRecordFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientRecord } }"): typeof import('./graphql.js').GetPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientRecord } }"): typeof import('./graphql.js').CreatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientRecord } }"): typeof import('./graphql.js').UpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { ...PatientAllergy } }"): typeof import('./graphql.js').CreateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }"): typeof import('./graphql.js').UpdateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListReferringSource { listReferringSource }"): typeof import('./graphql.js').ListReferringSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      computedAt\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds {\n        spKtVMin urrMin hbMin hbMax albuminMin phosphateMin phosphateMax calciumMin calciumMax\n        pthUpperNormal pthMultipleMin pthMultipleMax ferritinMin ferritinMax shortenedShare\n        weightGainPercent weightGainMaxGapDays hbsAbMin\n      }\n    }\n  }\n"): typeof import('./graphql.js').GetQualityReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n"): typeof import('./graphql.js').ListQualityMissesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedDrug on Drug { id name purpose manufacturer createdOn updatedOn }\n"): typeof import('./graphql.js').ManagedDrugFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n  listDrug(filter: $filter, pagination: $pagination) { count result { ...ManagedDrug } }\n}"): typeof import('./graphql.js').ListDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...ManagedDrug } }"): typeof import('./graphql.js').CreateDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }"): typeof import('./graphql.js').DeleteDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedHospitalReason on HospitalReason { id hospDetail createdOn updatedOn }\n"): typeof import('./graphql.js').ManagedHospitalReasonFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n  listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...ManagedHospitalReason } }\n}"): typeof import('./graphql.js').ListManagedHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateHospitalReason($create: CreateHospitalReasonInput!) { createHospitalReason(create: $create) { ...ManagedHospitalReason } }"): typeof import('./graphql.js').CreateHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { ...ManagedHospitalReason } }"): typeof import('./graphql.js').UpdateHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { id deleted } }"): typeof import('./graphql.js').DeleteHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedSymptom on Symptom { id name class createdOn updatedOn }\n"): typeof import('./graphql.js').ManagedSymptomFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n  listSymptom(filter: $filter, pagination: $pagination) { count result { ...ManagedSymptom } }\n}"): typeof import('./graphql.js').ListSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...ManagedSymptom } }"): typeof import('./graphql.js').CreateSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }"): typeof import('./graphql.js').DeleteSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoutineOrderRow on RoutineOrder {\n    patientID patientName patientNric state order { ...DialysisOrderInForce }\n  }\n"): typeof import('./graphql.js').RoutineOrderRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListRoutineOrders(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { ...RoutineOrderRow }\n    }\n  }\n"): typeof import('./graphql.js').ListRoutineOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedSeat on Seat { id name clinicID clinicName machineID machineName machineSerialNo status updatedOn }\n"): typeof import('./graphql.js').ManagedSeatFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n  listSeat(filter: $filter, pagination: $pagination) { count result { ...ManagedSeat } }\n}"): typeof import('./graphql.js').ListSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...ManagedSeat } }"): typeof import('./graphql.js').CreateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...ManagedSeat } }"): typeof import('./graphql.js').UpdateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedStaff on Staff { accountID name designation contactNo email clinicIDs group updatedOn }\n"): typeof import('./graphql.js').ManagedStaffFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { count result { ...ManagedStaff } }\n}"): typeof import('./graphql.js').ListStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...ManagedStaff } }"): typeof import('./graphql.js').CreateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...ManagedStaff } }"): typeof import('./graphql.js').UpdateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n}"): typeof import('./graphql.js').DeleteStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($username: ID!, $password: String!) {\n  changePassword(username: $username, password: $password, forceSignOut: 1)\n}"): typeof import('./graphql.js').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        dialysisID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure\n        notBillableReason\n      }\n    }\n  }\n"): typeof import('./graphql.js').ListUnlinkedInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }\n"): typeof import('./graphql.js').MarkNotBillableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }\n"): typeof import('./graphql.js').UnmarkNotBillableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n"): typeof import('./graphql.js').AccountingStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListQBAccesses($id: Int!) {\n    listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date } }\n  }\n"): typeof import('./graphql.js').ListQbAccessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n"): typeof import('./graphql.js').QuickbooksAuthorizeUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n"): typeof import('./graphql.js').DisconnectQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID)\n  }\n"): typeof import('./graphql.js').LoginQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n"): typeof import('./graphql.js').LinkAppointmentToQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n"): typeof import('./graphql.js').LinkAppointmentToQuickbooks3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) {\n    patientInvoices(patientID: $patientID, clinicID: $clinicID) { url }\n  }\n"): typeof import('./graphql.js').PatientInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserClinic on Clinic { id name uid status timezone today currentShift }\n"): typeof import('./graphql.js').UserClinicFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListClinic {\n    listClinic(pagination: { limit: 500, orderby: [{ field: \"name\", direction: ASC }] }) {\n      result { ...UserClinic }\n    }\n  }\n"): typeof import('./graphql.js').ListClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HospitalSummaryEntry on HospitalSummary {\n    id patientID clinicID staffName admitTimestamp type observation assessment plan notes leaveTimestamp\n    noOfDays location hospitalMain hospitalReason createdOn\n  }\n"): typeof import('./graphql.js').HospitalSummaryEntryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n  listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryEntry } }\n}"): typeof import('./graphql.js').ListHospitalSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {\n  createHospitalSummary(create: $create) { ...HospitalSummaryEntry }\n}"): typeof import('./graphql.js').CreateHospitalSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DialysisOrderInForce on DialysisOrder {\n    id staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle\n    vNeedle bicarbonate temp QD QB notes\n  }\n"): typeof import('./graphql.js').DialysisOrderInForceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n  listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderInForce } }\n}"): typeof import('./graphql.js').ListDialysisOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }"): typeof import('./graphql.js').CreateDialysisOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DialysisSessionRow on Dialysis {\n    id patientID clinicID startTime endTime startedByName endedByName clinicName machineName intervalCount\n  }\n"): typeof import('./graphql.js').DialysisSessionRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDialysisSessions($filter: DialysisFilter!, $pagination: Pagination) {\n  listDialysis(filter: $filter, pagination: $pagination) { count result { ...DialysisSessionRow } }\n}"): typeof import('./graphql.js').ListDialysisSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordHistory($filter: RecordHistoryFilter!, $pagination: Pagination) {\n  listRecordHistory(filter: $filter, pagination: $pagination) {\n    count\n    sections\n    people { accountID name }\n    result {\n      id at byName role section operation dialysisID\n      changes { field label old new }\n    }\n  }\n}"): typeof import('./graphql.js').RecordHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n"): typeof import('./graphql.js').RecordLastNonNullLabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordCalculatedLabResults($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id timestamp latest URR URRD KTVe KTVonline ureaPre ureaPost dryWeight UF MSA dialyser QB QD\n        dialysisStartTime dialysisDischargeTime reason\n      }\n    }\n  }\n"): typeof import('./graphql.js').RecordCalculatedLabResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdequacyChartData($patientID: Int!, $from: String!) {\n    listCalculatedLabResult(filter: { patientID: { eq: $patientID } }, pagination: { limit: 100 }) {\n      result { id timestamp URR URRD }\n    }\n    listLabReport(\n      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 }, timestamp: { ge: $from } }\n      pagination: { limit: 100 }\n    ) {\n      result { id timestamp Hb }\n    }\n  }\n"): typeof import('./graphql.js').AdequacyChartDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecordOnCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n"): typeof import('./graphql.js').RecordOnCalculatedLabResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LabReportRow on LabReport {\n    id timestamp sampleTime source updatedOn\n    glucose TW Plt Hb MCV K Na ureaPre ureaPost creatinine HCO3 chlorine Ca Po4 IPTH HepBsAg HepBsAb _two Fe\n    TIBC ferritin protein Alb Ublood Urbc Uprt Uwbc TUP24 TUP12 Uvol CCT uric HCV HIV ggt others othersDetails TC\n    HDL LDL TG Ratio Timing Biltotal SAP SGPT_ALT SGOT_AST Hba1c labsNoted SBP DBP Mg Tac urineMA MACr\n    uCreatinine ESR CRP CNI Myco Pred noted t4 FT4 TSH gis hte\n  }\n"): typeof import('./graphql.js').LabReportRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportRow } }\n  }\n"): typeof import('./graphql.js').ListLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').CreateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...LabReportRow }\n  }\n"): typeof import('./graphql.js').UpdateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n"): typeof import('./graphql.js').DeleteLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n"): typeof import('./graphql.js').OnChangeLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDrugOptions($pagination: Pagination) { listDrug(pagination: $pagination) { result { name } } }"): typeof import('./graphql.js').ListDrugOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListHospitalReasonOptions($pagination: Pagination) { listHospitalReason(pagination: $pagination) { result { id hospDetail } } }"): typeof import('./graphql.js').ListHospitalReasonOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MedicationRow on Medication { id medication status dose route freq start end note createdOn }"): typeof import('./graphql.js').MedicationRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MedicationAdministeredRow on MedicationAdministered {\n    id medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn\n  }\n"): typeof import('./graphql.js').MedicationAdministeredRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MedicalMilestoneRow on MedicalMilestone { id timestamp milestone note }"): typeof import('./graphql.js').MedicalMilestoneRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }"): typeof import('./graphql.js').PatientHeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n  listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationRow } }\n}"): typeof import('./graphql.js').ListMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }"): typeof import('./graphql.js').CreateMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { id end } }"): typeof import('./graphql.js').UpdateMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n  listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationAdministeredRow } }\n}"): typeof import('./graphql.js').ListMedicationAdministeredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n  createMedicationAdministered(create: $create) { id }\n}"): typeof import('./graphql.js').CreateMedicationAdministeredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n  listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneRow } }\n}"): typeof import('./graphql.js').ListMedicalMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }"): typeof import('./graphql.js').CreateMedicalMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListStaffOptions($filter: StaffFilter, $pagination: Pagination) {\n  listStaff(filter: $filter, pagination: $pagination) { result { accountID name } }\n}"): typeof import('./graphql.js').ListStaffOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VitalTrendsMonthly($patientID: Int!, $startDate: String!, $endDate: String!) {\n    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {\n      yearMonth\n      preWeight { avg } postWeight { avg } dryWeight { avg } weightGain { avg }\n      preSBP { avg } preDBP { avg } postSBP { avg } postDBP { avg } KTVonline { avg }\n    }\n  }\n"): typeof import('./graphql.js').VitalTrendsMonthlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VitalTrendsSessions($patientID: Int!, $limit: Int!) {\n    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {\n      result { id startTime preWeight postWeight dryWeight preSBP preDBP postSBP postDBP KTVonline }\n    }\n  }\n"): typeof import('./graphql.js').VitalTrendsSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInStaff on Staff { accountID name email designation clinicIDs group profilePictureKey }\n"): typeof import('./graphql.js').SignedInStaffFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { me { ...SignedInStaff } }"): typeof import('./graphql.js').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) { challenge me { ...SignedInStaff } }\n  }\n"): typeof import('./graphql.js').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword, stayLoggedIn: $stayLoggedIn) {\n      challenge me { ...SignedInStaff }\n    }\n  }\n"): typeof import('./graphql.js').CompleteNewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut { signOut }"): typeof import('./graphql.js').SignOutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
