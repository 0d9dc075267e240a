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
    "\n  query ListClinic($filter: ClinicFilter, $pagination: Pagination) {\n    listClinic(filter: $filter, pagination: $pagination) {\n      count\n      result { id name uid status timezone today currentShift }\n    }\n  }\n": typeof types.ListClinicDocument,
    "\n  query ListAppointmentsPaged($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result { id patientID name date shift }\n    }\n  }\n": typeof types.ListAppointmentsPagedDocument,
    "\n  query ListSeatsPaged($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) {\n      count\n      result { id name status }\n    }\n  }\n": typeof types.ListSeatsPagedDocument,
    "\n  mutation CreateDrugAudited($create: CreateDrugInput!) { createDrug(create: $create) { id } }\n": typeof types.CreateDrugAuditedDocument,
    "\n  mutation CreateSymptomAudited($create: CreateSymptomInput!) { createSymptom(create: $create) { id } }\n": typeof types.CreateSymptomAuditedDocument,
    "\n  mutation CreateSeatAudited($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n": typeof types.CreateSeatAuditedDocument,
    "\n  mutation UpdateClinicAudited($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n": typeof types.UpdateClinicAuditedDocument,
    "\n  subscription OnIntervalSubmitted($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {\n      id dialysisID clinicID timestamp staffAccountID SBP\n    }\n  }\n": typeof types.OnIntervalSubmittedDocument,
    "\n  mutation SubmitIntervalForEvent($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id dialysisID clinicID }\n  }\n": typeof types.SubmitIntervalForEventDocument,
    "\n      subscription OnCreateAppointmentTopic($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    ": typeof types.OnCreateAppointmentTopicDocument,
    "\n      subscription OnUpdateAppointmentTopic($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    ": typeof types.OnUpdateAppointmentTopicDocument,
    "\n      subscription OnStartDialysisTopic($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    ": typeof types.OnStartDialysisTopicDocument,
    "\n      subscription OnCheckoutDialysisTopic($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    ": typeof types.OnCheckoutDialysisTopicDocument,
    "\n  query MyStaffAccount {\n    getMyStaffAccount {\n      accountID name designation contactNo email\n      profilePictureKey profilePictureBucket profilePictureRegion profilePictureUrl updatedOn\n    }\n  }\n": typeof types.MyStaffAccountDocument,
    "\n  mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n    updateMyStaffAccount(update: $update) {\n      accountID name designation profilePictureKey profilePictureBucket profilePictureUrl updatedOn\n    }\n  }\n": typeof types.UpdateMyStaffAccountDocument,
    "\n  query MyName { me { name } }\n": typeof types.MyNameDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n": typeof types.QuickbooksAuthorizeUrlDocument,
    "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int, $clinicIDs: [Int!]) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID, clinicIDs: $clinicIDs)\n  }\n": typeof types.LoginQuickbooksDocument,
    "\n  query ListQBAccesses($id: Int!) { listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date realmID } count } }\n": typeof types.ListQbAccessesDocument,
    "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n": typeof types.AccountingStatusDocument,
    "\n  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }\n": typeof types.MarkNotBillableDocument,
    "\n  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }\n": typeof types.UnmarkNotBillableDocument,
    "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": typeof types.DisconnectQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n": typeof types.LinkAppointmentToQuickbooks3Document,
    "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n": typeof types.LinkAppointmentToQuickbooksDocument,
    "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      result { dialysisID appointmentID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure notBillableReason }\n      count\n    }\n  }\n": typeof types.ListUnlinkedInvoiceDocument,
    "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) { patientInvoices(patientID: $patientID, clinicID: $clinicID) { url } }\n": typeof types.PatientInvoicesDocument,
    "\n  query ListAppointmentDetail($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift name namecode nric seatName\n        dialysisID dialysisStartedBy dialysisStartTime dialysisEndTime\n        lastDialysisIntervalID lastDialysisIntervalTimestamp\n        dialysis { id clinicID startTime endTime intervalCount updatedOn }\n        deleted\n      }\n    }\n  }\n": typeof types.ListAppointmentDetailDocument,
    "\n  fragment TestCardSession on Dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount }\n": typeof types.TestCardSessionFragmentDoc,
    "\n  query ListDayCards($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { ...TestCardSession } }\n    }\n  }\n": typeof types.ListDayCardsDocument,
    "\n  query ListDayFull($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount clinicID updatedOn } }\n    }\n  }\n": typeof types.ListDayFullDocument,
    "\n  fragment TestEveryCardSessionField on Dialysis {\n    id startTime endTime startedBy endedBy preEdema preWeight preTemp preSBP preDBP preHRT ufTargetStart dryWeight\n    machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP postHRT KTVonline intervalCount\n  }\n": typeof types.TestEveryCardSessionFieldFragmentDoc,
    "\n  query ListDayEveryCardField($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift time dialysisID quickbookInvoiceID namecode name nric key bucket\n        region seatName dialysisStartedBy dialysisStartTime dialysisEndedBy dialysisEndTime lastDialysisIntervalID\n        lastDialysisIntervalTimestamp createdOn updatedOn deleted deletedOn\n        dialysis { ...TestEveryCardSessionField }\n      }\n    }\n  }\n": typeof types.ListDayEveryCardFieldDocument,
    "\n  query ListCentreSeats($filter: SeatFilter!) {\n    listSeat(filter: $filter) {\n      count\n      result { id clinicID name status machineID machineName machineSerialNo }\n    }\n  }\n": typeof types.ListCentreSeatsDocument,
    "\n  mutation OneADayBook($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id date shift clinicID }\n  }\n": typeof types.OneADayBookDocument,
    "\n  mutation OneADayCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n": typeof types.OneADayCancelDocument,
    "\n  query OneADayPreview($create: CreateAppointmentSeriesInput!) {\n    previewAppointmentSeries(create: $create) { date outcome existing }\n  }\n": typeof types.OneADayPreviewDocument,
    "\n  mutation OneADaySeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { date } full alreadyBooked ended }\n  }\n": typeof types.OneADaySeriesDocument,
    "\n  query OneADayCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      today endedSessions\n    }\n  }\n": typeof types.OneADayCalendarDocument,
    "\n  mutation CreateAppointment($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id patientID clinicID date shift time deleted }\n  }\n": typeof types.CreateAppointmentDocument,
    "\n  mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id date shift deleted deletedOn }\n  }\n": typeof types.UpdateAppointmentDocument,
    "\n  query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      patientID clinicID activeSeats\n      sessions { date shift booked }\n      appointments { id clinicID date shift time state }\n      today endedSessions\n    }\n  }\n": typeof types.PatientAppointmentCalendarDocument,
    "\n  mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { id date shift time } full alreadyBooked ended }\n  }\n": typeof types.CreateAppointmentSeriesDocument,
    "\n  query ListAppointmentAvailability(\n    $calendarStartDay: String!\n    $calenderEndDay: String!\n    $start: String!\n    $end: String!\n    $patientID: Int\n    $clinicIDs: [Int!]!\n  ) {\n    listAppointmentAvailability(\n      calendarStartDay: $calendarStartDay\n      calenderEndDay: $calenderEndDay\n      start: $start\n      end: $end\n      patientID: $patientID\n      clinicIDs: $clinicIDs\n    )\n  }\n": typeof types.ListAppointmentAvailabilityDocument,
    "\n  fragment ClinicSummaryFields on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n": typeof types.ClinicSummaryFieldsFragmentDoc,
    "\n  query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n    listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ClinicSummaryFields } }\n  }\n": typeof types.ListClinicSummaryDocument,
    "\n  mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ClinicSummaryFields } }\n": typeof types.CreateClinicDocument,
    "\n  mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ClinicSummaryFields } }\n": typeof types.UpdateClinicDocument,
    "\n  query ListMyCertification($pagination: Pagination) {\n    listMyCertification(pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry }\n    }\n  }\n": typeof types.ListMyCertificationDocument,
    "\n  mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n    createMyCertification(create: $create) { id accountID name status expiry }\n  }\n": typeof types.CreateMyCertificationDocument,
    "\n  mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n    updateMyCertification(update: $update) { id status expiry }\n  }\n": typeof types.UpdateMyCertificationDocument,
    "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }": typeof types.DeleteMyCertificationDocument,
    "\n  query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n    listCertification(filter: $filter, pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry clinicID changeable }\n    }\n  }\n": typeof types.ListCertificationDocument,
    "\n  mutation CreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id accountID staffName name status expiry clinicID }\n  }\n": typeof types.CreateCertificationDocument,
    "\n  mutation UpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id status expiry } }\n": typeof types.UpdateCertificationDocument,
    "\n  query CertificationVersions($id: String) {\n    listCertification(filter: { accountID: { eq: $id } }) { result { updatedOn } }\n  }\n": typeof types.CertificationVersionsDocument,
    "\n  mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }\n": typeof types.DeleteCertificationDocument,
    "\n  fragment HospitalSummaryFields on HospitalSummary {\n    id patientID clinicID staffAccountID staffName admitTimestamp type observation assessment plan\n    notes leaveTimestamp noOfDays location reason hospitalMain hospitalReason diagnosis outcome createdOn\n  }\n": typeof types.HospitalSummaryFieldsFragmentDoc,
    "\n  query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n    listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryFields } }\n  }\n": typeof types.ListHospitalSummaryDocument,
    "\n  mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { ...HospitalSummaryFields } }\n": typeof types.CreateHospitalSummaryDocument,
    "\n  query ListLatestClinicalNote(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID patientName patientNric existingClinicID clinicID clinicName staffAccountID staffName\n        admitTimestamp type observation assessment plan notes createdOn\n      }\n    }\n  }\n": typeof types.ListLatestClinicalNoteDocument,
    "\n  mutation DatesCreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n": typeof types.DatesCreateHospitalSummaryDocument,
    "\n  mutation DatesCreateMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }\n": typeof types.DatesCreateMilestoneDocument,
    "\n  mutation DatesCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n": typeof types.DatesCreateIncidentDocument,
    "\n  mutation DatesCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.DatesCreateLabReportDocument,
    "\n  mutation DatesUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n": typeof types.DatesUpdateLabReportDocument,
    "\n  mutation DatesCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": typeof types.DatesCreatePatientDocument,
    "\n  mutation DatesUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n": typeof types.DatesUpdatePatientDocument,
    "\n  mutation DatesCreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }\n": typeof types.DatesCreateMedicationDocument,
    "\n  mutation DatesCreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n": typeof types.DatesCreateDialysisOrderDocument,
    "\n  mutation DatesCreateAppointment($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n": typeof types.DatesCreateAppointmentDocument,
    "\n  mutation DatesCreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { full }\n  }\n": typeof types.DatesCreateAppointmentSeriesDocument,
    "\n  mutation DatesCreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { id } }\n": typeof types.DatesCreateMachineStatusDocument,
    "\n  mutation DatesUpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { id }\n  }\n": typeof types.DatesUpdateMachineStatusDocument,
    "\n  mutation DatesCreateCertification($create: CreateCertificationInput!) { createCertification(create: $create) { id } }\n": typeof types.DatesCreateCertificationDocument,
    "\n  mutation DatesUpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id } }\n": typeof types.DatesUpdateCertificationDocument,
    "\n  mutation DatesCreateMyCertification($create: CreateMyCertificationInput!) { createMyCertification(create: $create) { id } }\n": typeof types.DatesCreateMyCertificationDocument,
    "\n  mutation DatesUpdateMyCertification($update: UpdateCertificationInput!) { updateMyCertification(update: $update) { id } }\n": typeof types.DatesUpdateMyCertificationDocument,
    "\n  fragment DialysisOrderFields on DialysisOrder {\n    id patientID staffAccountID staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate\n    accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes\n  }\n": typeof types.DialysisOrderFieldsFragmentDoc,
    "\n  query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n    listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderFields } }\n  }\n": typeof types.ListDialysisOrderDocument,
    "\n  mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {\n    createDialysisOrder(create: $create) { ...DialysisOrderFields }\n  }\n": typeof types.CreateDialysisOrderDocument,
    "\n  mutation CancelAppointmentForCheckIn($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id deleted } }\n": typeof types.CancelAppointmentForCheckInDocument,
    "\n  mutation ClosedSessionCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n": typeof types.ClosedSessionCancelDocument,
    "\n  mutation SubmitReading($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) {\n      id dialysisID clinicID timestamp staffAccountID SBP DBP HR CDT cUF UFR note symptoms deleted\n    }\n  }\n": typeof types.SubmitReadingDocument,
    "\n  query ListLastReadings($filter: AppointmentDetailFilter!) {\n    listAppointmentDetail(filter: $filter) { result { id lastDialysisIntervalID lastDialysisIntervalTimestamp } }\n  }\n": typeof types.ListLastReadingsDocument,
    "\n  mutation SessionTimesLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.SessionTimesLabReportDocument,
    "\n  query MonthlySummary($patientID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listDialysisSummary(\n      patientID: $patientID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $offset\n    ) {\n      yearMonth\n      totalSession\n      dryWeight { min max avg }\n      postWeight { min max avg }\n      offTarget { min max avg }\n      postSBP { min max avg }\n      KTVonline { min max avg }\n      weightGain { min max avg }\n    }\n  }\n": typeof types.MonthlySummaryDocument,
    "\n  fragment SessionFields on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime startedBy endedBy\n    preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA\n    membraneUse dialysisOrderID notes lastUpdatedBy updatedOn machineName startedByName endedByName\n    lastUpdatedByName clinicName intervalCount deleted\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation StartSession($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n    startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionFields }\n  }\n": typeof types.StartSessionDocument,
    "\n  mutation UpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionFields } }\n": typeof types.UpdateSessionDocument,
    "\n  mutation CheckoutSession($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n": typeof types.CheckoutSessionDocument,
    "\n  query GetSession($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionFields } }\n": typeof types.GetSessionDocument,
    "\n  query ListSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { count result { ...SessionFields } }\n  }\n": typeof types.ListSessionsDocument,
    "\n  fragment IntervalFields on DialysisInterval {\n    id dialysisID clinicID timestamp staffAccountID AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate\n    note symptoms lastUpdatedBy updatedOn staffName deleted\n  }\n": typeof types.IntervalFieldsFragmentDoc,
    "\n  query ListSessionIntervals($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n    listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...IntervalFields } }\n  }\n": typeof types.ListSessionIntervalsDocument,
    "\n  query SessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }\n": typeof types.SessionMachinesDocument,
    "\n  mutation SubmitInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n    submitDialysisInterval(create: $create, medications: $medications) { ...IntervalFields }\n  }\n": typeof types.SubmitIntervalDocument,
    "\n  mutation UpdateInterval($update: UpdateDialysisIntervalInput!) {\n    updateDialysisInterval(update: $update) { ...IntervalFields }\n  }\n": typeof types.UpdateIntervalDocument,
    "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listFunderReport(clinicID: $clinicID, startDate: $startDate, endDate: $endDate, timezoneOffsetMinutes: $offset) {\n      clinicID\n      clinicName\n      timezone\n      startDate\n      endDate\n      patients {\n        patientID\n        name\n        vwoSupport\n        sessions { dialysisID date startTime endTime durationMinutes endedByName }\n        missed { appointmentID date shift }\n        totals { sessions minutes missed }\n      }\n    }\n  }\n": typeof types.FunderReportDocument,
    "\n  query SignedInMe { me { accountID name designation email clinicIDs group } }\n": typeof types.SignedInMeDocument,
    "\n  fragment IncidentReportFields on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy responseByName\n    responseTimestamp createdOn updatedOn\n    responses { id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp }\n  }\n": typeof types.IncidentReportFieldsFragmentDoc,
    "\n  query ListIncidentReportTest($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportFields } }\n  }\n": typeof types.ListIncidentReportTestDocument,
    "\n  query ListIncidentReportSummaryTest($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportFields } }\n    }\n  }\n": typeof types.ListIncidentReportSummaryTestDocument,
    "\n  query ListIncidentReportCentreSummaryTest($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count result { clinicID clinicName count reports { ...IncidentReportFields } }\n    }\n  }\n": typeof types.ListIncidentReportCentreSummaryTestDocument,
    "\n  mutation CreateIncidentReportTest($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportFields }\n  }\n": typeof types.CreateIncidentReportTestDocument,
    "\n  mutation UpdateIncidentReportTest($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportFields }\n  }\n": typeof types.UpdateIncidentReportTestDocument,
    "\n  subscription OnUpdateCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n": typeof types.OnUpdateCalculatedLabResultDocument,
    "\n  mutation CreateLabReportForEvent($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.CreateLabReportForEventDocument,
    "\n  mutation AdequacyAddLabReport($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id timestamp sampleTime ureaPre ureaPost Hb }\n  }\n": typeof types.AdequacyAddLabReportDocument,
    "\n  query AdequacyResults($filter: CalculatedLabResultFilter!) {\n    listCalculatedLabResult(filter: $filter) {\n      count\n      result {\n        id dialysisID labReportID latest URR URRD KTVe UF reason\n        dialysisStartTime dialysisEndTime dialysisDischargeTime\n      }\n    }\n  }\n": typeof types.AdequacyResultsDocument,
    "\n  fragment CorrectedLabReport on LabReport {\n    id patientID clinicID timestamp sampleTime source K Hb Na ureaPre ureaPost HIV updatedOn deleted\n  }\n": typeof types.CorrectedLabReportFragmentDoc,
    "\n  mutation CreateLabReportToCorrect($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { ...CorrectedLabReport }\n  }\n": typeof types.CreateLabReportToCorrectDocument,
    "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...CorrectedLabReport }\n  }\n": typeof types.UpdateLabReportDocument,
    "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) {\n    deleteLabReport(delete: $delete) { id deleted }\n  }\n": typeof types.DeleteLabReportDocument,
    "\n  query ListCorrectedLabReports($filter: LabReportFilter!) {\n    listLabReport(filter: $filter) { count result { id K } }\n  }\n": typeof types.ListCorrectedLabReportsDocument,
    "\n  query LastNonNullAfterCorrection($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key items { item value timestamp } }\n  }\n": typeof types.LastNonNullAfterCorrectionDocument,
    "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n": typeof types.OnChangeLabReportDocument,
    "\n  fragment LabReportFields on LabReport {\n    id patientID clinicID timestamp sampleTime source name K Hb ureaPre ureaPost HepBsAg HCV HIV others deleted\n  }\n": typeof types.LabReportFieldsFragmentDoc,
    "\n  fragment CalculatedFields on CalculatedLabResult {\n    id patientID clinicID timestamp dialysisID labReportID latest URR URRD KTVe UF ureaPre ureaPost\n    dryWeight MSA dialyser KTVonline QB QD minQA maxQA dialysisStartTime dialysisEndTime dialysisIntervalLastTime\n    dialysisDischargeTime reason\n  }\n": typeof types.CalculatedFieldsFragmentDoc,
    "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { ...LabReportFields } }\n": typeof types.CreateLabReportDocument,
    "\n  mutation CreateLabReportBatch($c0: CreateLabReportInput!, $c1: CreateLabReportInput!, $c2: CreateLabReportInput!) {\n    r0: createLabReport(create: $c0) { id }\n    r1: createLabReport(create: $c1) { id }\n    r2: createLabReport(create: $c2) { id }\n  }\n": typeof types.CreateLabReportBatchDocument,
    "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportFields } }\n  }\n": typeof types.ListLabReportDocument,
    "\n  query GetLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n": typeof types.GetLastNonNullLabDocument,
    "\n  query ListCalculatedLabResult($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) { count result { ...CalculatedFields } }\n  }\n": typeof types.ListCalculatedLabResultDocument,
    "\n  query PreviewLabImport($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n": typeof types.PreviewLabImportDocument,
    "\n    mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id name } }\n  ": typeof types.CreateImportedLabReportDocument,
    "\n  fragment MachineStatusItemFields on MachineStatus {\n    id machineID prevMachineStatusID name expiryDate nextAudit status remarks approvedBy approvedTimestamp\n    machineSerialNo machineName machineClinicID machineClinicName key bucket region documentName documentUrl updatedOn\n  }\n": typeof types.MachineStatusItemFieldsFragmentDoc,
    "\n  query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount\n      groupByName { name count result { ...MachineStatusItemFields } }\n    }\n  }\n": typeof types.ListMachineStatusDocument,
    "\n  query MachineStatusReport($filter: MachineStatusFilter) {\n    downloadMachineStatusReport(filter: $filter) { fileName contentType csv count }\n  }\n": typeof types.MachineStatusReportDocument,
    "\n  mutation CreateMachineStatus($create: CreateMachineStatusInput!) {\n    createMachineStatus(create: $create) { ...MachineStatusItemFields }\n  }\n": typeof types.CreateMachineStatusDocument,
    "\n  mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { ...MachineStatusItemFields }\n  }\n": typeof types.UpdateMachineStatusDocument,
    "\n  fragment MachineFields on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired deleted updatedOn\n  }\n": typeof types.MachineFieldsFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...MachineFields }\n    }\n  }\n": typeof types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...MachineFields } }\n": typeof types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...MachineFields } }\n": typeof types.UpdateMachineDocument,
    "\n  fragment MedicationFields on Medication {\n    id patientID medication status dose route freq start end note createdOn deleted\n  }\n": typeof types.MedicationFieldsFragmentDoc,
    "\n  query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n    listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationFields } }\n  }\n": typeof types.ListMedicationDocument,
    "\n  mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { ...MedicationFields } }\n": typeof types.CreateMedicationDocument,
    "\n  mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { ...MedicationFields } }\n": typeof types.UpdateMedicationDocument,
    "\n  fragment MedicationGivenFields on MedicationAdministered {\n    id patientID dialysisID medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName\n    createdOn\n  }\n": typeof types.MedicationGivenFieldsFragmentDoc,
    "\n  query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n    listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationGivenFields } }\n  }\n": typeof types.ListMedicationAdministeredDocument,
    "\n  mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n    createMedicationAdministered(create: $create) { ...MedicationGivenFields }\n  }\n": typeof types.CreateMedicationAdministeredDocument,
    "\n  query MedicationPatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }\n": typeof types.MedicationPatientHeaderDocument,
    "\n  fragment MedicalMilestoneFields on MedicalMilestone {\n    id patientID timestamp milestone note\n  }\n": typeof types.MedicalMilestoneFieldsFragmentDoc,
    "\n  query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n    listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneFields } }\n  }\n": typeof types.ListMedicalMilestoneDocument,
    "\n  mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { ...MedicalMilestoneFields }\n  }\n": typeof types.CreateMedicalMilestoneDocument,
    "\n  fragment PatientDocumentFields on PatientDocument {\n    id patientID staffAccountID staffName title key bucket region fileName contentType url createdOn\n  }\n": typeof types.PatientDocumentFieldsFragmentDoc,
    "\n  query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n    listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentFields } }\n  }\n": typeof types.ListPatientDocumentDocument,
    "\n  mutation CreatePatientDocument($create: CreatePatientDocumentInput!) { createPatientDocument(create: $create) { ...PatientDocumentFields } }\n": typeof types.CreatePatientDocumentDocument,
    "\n  query ListPatient($filter: PatientSearchFilter, $pagination: Pagination, $unmasked: Boolean) {\n    listPatient(filter: $filter, pagination: $pagination, unmasked: $unmasked) {\n      count\n      countCapped\n      result { id namecode name nric existingClinicID clinicName referringSource referrer photoUrl phoneNo email }\n    }\n  }\n": typeof types.ListPatientDocument,
    "\n  fragment PatientFields on Patient {\n    id name nric gender dob existingClinicID clinicName status amputee height weight wheelchairWeight\n    phoneNo email DESRD key photoUrl updatedOn allergies { id name knownDate deleted }\n  }\n": typeof types.PatientFieldsFragmentDoc,
    "\n  query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientFields } }\n": typeof types.GetPatientDocument,
    "\n  mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientFields } }\n": typeof types.CreatePatientDocument,
    "\n  mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientFields } }\n": typeof types.UpdatePatientDocument,
    "\n  mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id name deleted } }\n": typeof types.CreateAllergyDocument,
    "\n  mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id deleted } }\n": typeof types.UpdateAllergyDocument,
    "query ListReferringSource { listReferringSource }": typeof types.ListReferringSourceDocument,
    "\n  mutation CreateReferredPatient($create: CreatePatientInput!) {\n    createPatient(create: $create) { id referringSource updatedOn }\n  }\n": typeof types.CreateReferredPatientDocument,
    "\n  mutation UpdateReferredPatient($update: UpdatePatientInput!) {\n    updatePatient(update: $update) { id referringSource }\n  }\n": typeof types.UpdateReferredPatientDocument,
    "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds { spKtVMin hbMin hbMax }\n    }\n  }\n": typeof types.GetQualityReportDocument,
    "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n": typeof types.ListQualityMissesDocument,
    "\n  mutation HistoryChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.HistoryChangeMyPasswordDocument,
    "\n  query RecordHistoryTest($filter: RecordHistoryFilter!, $pagination: Pagination) {\n    listRecordHistory(filter: $filter, pagination: $pagination) {\n      count\n      sections\n      people { accountID name }\n      result {\n        id at accountID byName role entity section entityID operation dialysisID\n        changes { field label old new }\n      }\n    }\n  }\n": typeof types.RecordHistoryTestDocument,
    "\n  mutation RecordHistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n": typeof types.RecordHistoryUpdatePatientDocument,
    "\n  mutation RecordHistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n": typeof types.RecordHistoryCreateAllergyDocument,
    "\n  mutation RecordHistoryDeleteAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n": typeof types.RecordHistoryDeleteAllergyDocument,
    "\n  mutation HistoryCreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { id } }\n": typeof types.HistoryCreateClinicDocument,
    "\n  mutation HistoryUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n": typeof types.HistoryUpdateClinicDocument,
    "\n  mutation HistoryCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id } }\n": typeof types.HistoryCreateMachineDocument,
    "\n  mutation HistoryUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id } }\n": typeof types.HistoryUpdateMachineDocument,
    "\n  mutation HistoryCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n": typeof types.HistoryCreateSeatDocument,
    "\n  mutation HistoryUpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { id } }\n": typeof types.HistoryUpdateSeatDocument,
    "\n  mutation HistoryCreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id }\n  }\n": typeof types.HistoryCreateCertificationDocument,
    "\n  mutation HistoryUpdateCertification($update: UpdateCertificationInput!) {\n    updateCertification(update: $update) { id }\n  }\n": typeof types.HistoryUpdateCertificationDocument,
    "\n  mutation HistoryDeleteCertification($id: Int!) { deleteCertification(id: $id) }\n": typeof types.HistoryDeleteCertificationDocument,
    "\n  mutation HistoryCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": typeof types.HistoryCreateLabReportDocument,
    "\n  mutation HistoryUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n": typeof types.HistoryUpdateLabReportDocument,
    "\n  mutation HistoryDeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n": typeof types.HistoryDeleteLabReportDocument,
    "\n  mutation HistoryCreateNote($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n": typeof types.HistoryCreateNoteDocument,
    "\n  mutation HistoryCreateMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { id }\n  }\n": typeof types.HistoryCreateMilestoneDocument,
    "\n  mutation HistoryCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n": typeof types.HistoryCreateIncidentDocument,
    "\n  mutation HistoryRespondIncident($update: UpdateIncidentReportInput!) { updateIncidentReport(update: $update) { id } }\n": typeof types.HistoryRespondIncidentDocument,
    "\n  mutation HistoryCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": typeof types.HistoryCreatePatientDocument,
    "\n  mutation HistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n": typeof types.HistoryUpdatePatientDocument,
    "\n  mutation HistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n": typeof types.HistoryCreateAllergyDocument,
    "\n  mutation HistoryUpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n": typeof types.HistoryUpdateAllergyDocument,
    "\n  fragment DrugFields on Drug {\n    id name purpose manufacturer createdOn deleted\n  }\n": typeof types.DrugFieldsFragmentDoc,
    "\n  query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n    listDrug(filter: $filter, pagination: $pagination) { count result { ...DrugFields } }\n  }\n": typeof types.ListDrugDocument,
    "\n  mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...DrugFields } }\n": typeof types.CreateDrugDocument,
    "\n  mutation UpdateDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { ...DrugFields } }\n": typeof types.UpdateDrugDocument,
    "\n  fragment HospitalReasonFields on HospitalReason {\n    id hospDetail createdOn updatedOn deleted\n  }\n": typeof types.HospitalReasonFieldsFragmentDoc,
    "\n  query ListHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n    listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...HospitalReasonFields } }\n  }\n": typeof types.ListHospitalReasonDocument,
    "\n  mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {\n    createHospitalReason(create: $create) { ...HospitalReasonFields }\n  }\n": typeof types.CreateHospitalReasonDocument,
    "\n  mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {\n    updateHospitalReason(update: $update) { ...HospitalReasonFields }\n  }\n": typeof types.UpdateHospitalReasonDocument,
    "\n  fragment SymptomFields on Symptom {\n    id name class createdOn deleted\n  }\n": typeof types.SymptomFieldsFragmentDoc,
    "\n  query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n    listSymptom(filter: $filter, pagination: $pagination) { count result { ...SymptomFields } }\n  }\n": typeof types.ListSymptomDocument,
    "\n  mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...SymptomFields } }\n": typeof types.CreateSymptomDocument,
    "\n  mutation UpdateSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { ...SymptomFields } }\n": typeof types.UpdateSymptomDocument,
    "\n  query ListRoutineOrder(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { patientID patientName patientNric state order { ...DialysisOrderFields } }\n    }\n  }\n": typeof types.ListRoutineOrderDocument,
    "\n  fragment SeatFields on Seat {\n    id name clinicID clinicName machineID machineName machineSerialNo status deleted updatedOn\n  }\n": typeof types.SeatFieldsFragmentDoc,
    "\n  query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) { count result { ...SeatFields } }\n  }\n": typeof types.ListSeatDocument,
    "\n  mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...SeatFields } }\n": typeof types.CreateSeatDocument,
    "\n  mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...SeatFields } }\n": typeof types.UpdateSeatDocument,
    "\n  query StaffVersionByName($name: String) { listStaff(filter: { name: { eq: $name } }) { result { updatedOn } } }\n": typeof types.StaffVersionByNameDocument,
    "\n  fragment StaffFields on Staff { accountID name designation contactNo email clinicIDs group }\n": typeof types.StaffFieldsFragmentDoc,
    "\n  query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n    listStaff(filter: $filter, pagination: $pagination) { count result { ...StaffFields } }\n  }\n": typeof types.ListStaffDocument,
    "\n  mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...StaffFields } }\n": typeof types.CreateStaffDocument,
    "\n  mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...StaffFields } }\n": typeof types.UpdateStaffDocument,
    "\n  mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n    deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n  }\n": typeof types.DeleteStaffDocument,
    "\n  mutation ResetStaffPassword($username: ID!, $password: String!) {\n    changePassword(username: $username, password: $password, forceSignOut: 1)\n  }\n": typeof types.ResetStaffPasswordDocument,
    "\n  query StaffMe { me { accountID group } }\n": typeof types.StaffMeDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {\n      challenge\n      me { accountID name designation email clinicIDs group }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword) {\n      challenge\n      me { accountID email group }\n    }\n  }\n": typeof types.CompleteNewPasswordDocument,
    "\n  mutation SignOut { signOut }\n": typeof types.SignOutDocument,
    "\n  query Me { me { accountID } }\n": typeof types.MeDocument,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ForgotPasswordSubmitDocument,
    "\n  subscription OnIntervalOnAnyInstance($clinicID: Int!) {\n    onSubmitDialysisInterval(clinicID: $clinicID) { id dialysisID clinicID staffAccountID SBP }\n  }\n": typeof types.OnIntervalOnAnyInstanceDocument,
    "\n  subscription OnStartDialysisOnAnyInstance($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n": typeof types.OnStartDialysisOnAnyInstanceDocument,
    "\n  query DashboardOnInstance($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID date shift namecode name nric seatName dialysisID\n        dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n        dialysis {\n          id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n          ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n          postHRT KTVonline\n        }\n      }\n    }\n    listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n      count\n    }\n    listClinic(filter: { id: { eq: $clinicID } }) {\n      result { id today currentShift }\n    }\n  }\n": typeof types.DashboardOnInstanceDocument,
    "\n  mutation SubmitIntervalOnInstance($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id }\n  }\n": typeof types.SubmitIntervalOnInstanceDocument,
};
const documents: Documents = {
    "\n  query ListClinic($filter: ClinicFilter, $pagination: Pagination) {\n    listClinic(filter: $filter, pagination: $pagination) {\n      count\n      result { id name uid status timezone today currentShift }\n    }\n  }\n": types.ListClinicDocument,
    "\n  query ListAppointmentsPaged($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result { id patientID name date shift }\n    }\n  }\n": types.ListAppointmentsPagedDocument,
    "\n  query ListSeatsPaged($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) {\n      count\n      result { id name status }\n    }\n  }\n": types.ListSeatsPagedDocument,
    "\n  mutation CreateDrugAudited($create: CreateDrugInput!) { createDrug(create: $create) { id } }\n": types.CreateDrugAuditedDocument,
    "\n  mutation CreateSymptomAudited($create: CreateSymptomInput!) { createSymptom(create: $create) { id } }\n": types.CreateSymptomAuditedDocument,
    "\n  mutation CreateSeatAudited($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n": types.CreateSeatAuditedDocument,
    "\n  mutation UpdateClinicAudited($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n": types.UpdateClinicAuditedDocument,
    "\n  subscription OnIntervalSubmitted($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {\n      id dialysisID clinicID timestamp staffAccountID SBP\n    }\n  }\n": types.OnIntervalSubmittedDocument,
    "\n  mutation SubmitIntervalForEvent($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id dialysisID clinicID }\n  }\n": types.SubmitIntervalForEventDocument,
    "\n      subscription OnCreateAppointmentTopic($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    ": types.OnCreateAppointmentTopicDocument,
    "\n      subscription OnUpdateAppointmentTopic($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    ": types.OnUpdateAppointmentTopicDocument,
    "\n      subscription OnStartDialysisTopic($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    ": types.OnStartDialysisTopicDocument,
    "\n      subscription OnCheckoutDialysisTopic($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    ": types.OnCheckoutDialysisTopicDocument,
    "\n  query MyStaffAccount {\n    getMyStaffAccount {\n      accountID name designation contactNo email\n      profilePictureKey profilePictureBucket profilePictureRegion profilePictureUrl updatedOn\n    }\n  }\n": types.MyStaffAccountDocument,
    "\n  mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n    updateMyStaffAccount(update: $update) {\n      accountID name designation profilePictureKey profilePictureBucket profilePictureUrl updatedOn\n    }\n  }\n": types.UpdateMyStaffAccountDocument,
    "\n  query MyName { me { name } }\n": types.MyNameDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangeMyPasswordDocument,
    "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n": types.QuickbooksAuthorizeUrlDocument,
    "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int, $clinicIDs: [Int!]) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID, clinicIDs: $clinicIDs)\n  }\n": types.LoginQuickbooksDocument,
    "\n  query ListQBAccesses($id: Int!) { listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date realmID } count } }\n": types.ListQbAccessesDocument,
    "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n": types.AccountingStatusDocument,
    "\n  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }\n": types.MarkNotBillableDocument,
    "\n  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }\n": types.UnmarkNotBillableDocument,
    "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n": types.DisconnectQuickbooksDocument,
    "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n": types.LinkAppointmentToQuickbooks3Document,
    "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n": types.LinkAppointmentToQuickbooksDocument,
    "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      result { dialysisID appointmentID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure notBillableReason }\n      count\n    }\n  }\n": types.ListUnlinkedInvoiceDocument,
    "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) { patientInvoices(patientID: $patientID, clinicID: $clinicID) { url } }\n": types.PatientInvoicesDocument,
    "\n  query ListAppointmentDetail($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift name namecode nric seatName\n        dialysisID dialysisStartedBy dialysisStartTime dialysisEndTime\n        lastDialysisIntervalID lastDialysisIntervalTimestamp\n        dialysis { id clinicID startTime endTime intervalCount updatedOn }\n        deleted\n      }\n    }\n  }\n": types.ListAppointmentDetailDocument,
    "\n  fragment TestCardSession on Dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount }\n": types.TestCardSessionFragmentDoc,
    "\n  query ListDayCards($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { ...TestCardSession } }\n    }\n  }\n": types.ListDayCardsDocument,
    "\n  query ListDayFull($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount clinicID updatedOn } }\n    }\n  }\n": types.ListDayFullDocument,
    "\n  fragment TestEveryCardSessionField on Dialysis {\n    id startTime endTime startedBy endedBy preEdema preWeight preTemp preSBP preDBP preHRT ufTargetStart dryWeight\n    machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP postHRT KTVonline intervalCount\n  }\n": types.TestEveryCardSessionFieldFragmentDoc,
    "\n  query ListDayEveryCardField($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift time dialysisID quickbookInvoiceID namecode name nric key bucket\n        region seatName dialysisStartedBy dialysisStartTime dialysisEndedBy dialysisEndTime lastDialysisIntervalID\n        lastDialysisIntervalTimestamp createdOn updatedOn deleted deletedOn\n        dialysis { ...TestEveryCardSessionField }\n      }\n    }\n  }\n": types.ListDayEveryCardFieldDocument,
    "\n  query ListCentreSeats($filter: SeatFilter!) {\n    listSeat(filter: $filter) {\n      count\n      result { id clinicID name status machineID machineName machineSerialNo }\n    }\n  }\n": types.ListCentreSeatsDocument,
    "\n  mutation OneADayBook($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id date shift clinicID }\n  }\n": types.OneADayBookDocument,
    "\n  mutation OneADayCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n": types.OneADayCancelDocument,
    "\n  query OneADayPreview($create: CreateAppointmentSeriesInput!) {\n    previewAppointmentSeries(create: $create) { date outcome existing }\n  }\n": types.OneADayPreviewDocument,
    "\n  mutation OneADaySeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { date } full alreadyBooked ended }\n  }\n": types.OneADaySeriesDocument,
    "\n  query OneADayCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      today endedSessions\n    }\n  }\n": types.OneADayCalendarDocument,
    "\n  mutation CreateAppointment($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id patientID clinicID date shift time deleted }\n  }\n": types.CreateAppointmentDocument,
    "\n  mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id date shift deleted deletedOn }\n  }\n": types.UpdateAppointmentDocument,
    "\n  query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      patientID clinicID activeSeats\n      sessions { date shift booked }\n      appointments { id clinicID date shift time state }\n      today endedSessions\n    }\n  }\n": types.PatientAppointmentCalendarDocument,
    "\n  mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { id date shift time } full alreadyBooked ended }\n  }\n": types.CreateAppointmentSeriesDocument,
    "\n  query ListAppointmentAvailability(\n    $calendarStartDay: String!\n    $calenderEndDay: String!\n    $start: String!\n    $end: String!\n    $patientID: Int\n    $clinicIDs: [Int!]!\n  ) {\n    listAppointmentAvailability(\n      calendarStartDay: $calendarStartDay\n      calenderEndDay: $calenderEndDay\n      start: $start\n      end: $end\n      patientID: $patientID\n      clinicIDs: $clinicIDs\n    )\n  }\n": types.ListAppointmentAvailabilityDocument,
    "\n  fragment ClinicSummaryFields on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n": types.ClinicSummaryFieldsFragmentDoc,
    "\n  query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n    listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ClinicSummaryFields } }\n  }\n": types.ListClinicSummaryDocument,
    "\n  mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ClinicSummaryFields } }\n": types.CreateClinicDocument,
    "\n  mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ClinicSummaryFields } }\n": types.UpdateClinicDocument,
    "\n  query ListMyCertification($pagination: Pagination) {\n    listMyCertification(pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry }\n    }\n  }\n": types.ListMyCertificationDocument,
    "\n  mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n    createMyCertification(create: $create) { id accountID name status expiry }\n  }\n": types.CreateMyCertificationDocument,
    "\n  mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n    updateMyCertification(update: $update) { id status expiry }\n  }\n": types.UpdateMyCertificationDocument,
    "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }": types.DeleteMyCertificationDocument,
    "\n  query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n    listCertification(filter: $filter, pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry clinicID changeable }\n    }\n  }\n": types.ListCertificationDocument,
    "\n  mutation CreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id accountID staffName name status expiry clinicID }\n  }\n": types.CreateCertificationDocument,
    "\n  mutation UpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id status expiry } }\n": types.UpdateCertificationDocument,
    "\n  query CertificationVersions($id: String) {\n    listCertification(filter: { accountID: { eq: $id } }) { result { updatedOn } }\n  }\n": types.CertificationVersionsDocument,
    "\n  mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }\n": types.DeleteCertificationDocument,
    "\n  fragment HospitalSummaryFields on HospitalSummary {\n    id patientID clinicID staffAccountID staffName admitTimestamp type observation assessment plan\n    notes leaveTimestamp noOfDays location reason hospitalMain hospitalReason diagnosis outcome createdOn\n  }\n": types.HospitalSummaryFieldsFragmentDoc,
    "\n  query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n    listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryFields } }\n  }\n": types.ListHospitalSummaryDocument,
    "\n  mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { ...HospitalSummaryFields } }\n": types.CreateHospitalSummaryDocument,
    "\n  query ListLatestClinicalNote(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID patientName patientNric existingClinicID clinicID clinicName staffAccountID staffName\n        admitTimestamp type observation assessment plan notes createdOn\n      }\n    }\n  }\n": types.ListLatestClinicalNoteDocument,
    "\n  mutation DatesCreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n": types.DatesCreateHospitalSummaryDocument,
    "\n  mutation DatesCreateMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }\n": types.DatesCreateMilestoneDocument,
    "\n  mutation DatesCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n": types.DatesCreateIncidentDocument,
    "\n  mutation DatesCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.DatesCreateLabReportDocument,
    "\n  mutation DatesUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n": types.DatesUpdateLabReportDocument,
    "\n  mutation DatesCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": types.DatesCreatePatientDocument,
    "\n  mutation DatesUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n": types.DatesUpdatePatientDocument,
    "\n  mutation DatesCreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }\n": types.DatesCreateMedicationDocument,
    "\n  mutation DatesCreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n": types.DatesCreateDialysisOrderDocument,
    "\n  mutation DatesCreateAppointment($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n": types.DatesCreateAppointmentDocument,
    "\n  mutation DatesCreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { full }\n  }\n": types.DatesCreateAppointmentSeriesDocument,
    "\n  mutation DatesCreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { id } }\n": types.DatesCreateMachineStatusDocument,
    "\n  mutation DatesUpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { id }\n  }\n": types.DatesUpdateMachineStatusDocument,
    "\n  mutation DatesCreateCertification($create: CreateCertificationInput!) { createCertification(create: $create) { id } }\n": types.DatesCreateCertificationDocument,
    "\n  mutation DatesUpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id } }\n": types.DatesUpdateCertificationDocument,
    "\n  mutation DatesCreateMyCertification($create: CreateMyCertificationInput!) { createMyCertification(create: $create) { id } }\n": types.DatesCreateMyCertificationDocument,
    "\n  mutation DatesUpdateMyCertification($update: UpdateCertificationInput!) { updateMyCertification(update: $update) { id } }\n": types.DatesUpdateMyCertificationDocument,
    "\n  fragment DialysisOrderFields on DialysisOrder {\n    id patientID staffAccountID staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate\n    accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes\n  }\n": types.DialysisOrderFieldsFragmentDoc,
    "\n  query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n    listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderFields } }\n  }\n": types.ListDialysisOrderDocument,
    "\n  mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {\n    createDialysisOrder(create: $create) { ...DialysisOrderFields }\n  }\n": types.CreateDialysisOrderDocument,
    "\n  mutation CancelAppointmentForCheckIn($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id deleted } }\n": types.CancelAppointmentForCheckInDocument,
    "\n  mutation ClosedSessionCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n": types.ClosedSessionCancelDocument,
    "\n  mutation SubmitReading($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) {\n      id dialysisID clinicID timestamp staffAccountID SBP DBP HR CDT cUF UFR note symptoms deleted\n    }\n  }\n": types.SubmitReadingDocument,
    "\n  query ListLastReadings($filter: AppointmentDetailFilter!) {\n    listAppointmentDetail(filter: $filter) { result { id lastDialysisIntervalID lastDialysisIntervalTimestamp } }\n  }\n": types.ListLastReadingsDocument,
    "\n  mutation SessionTimesLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.SessionTimesLabReportDocument,
    "\n  query MonthlySummary($patientID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listDialysisSummary(\n      patientID: $patientID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $offset\n    ) {\n      yearMonth\n      totalSession\n      dryWeight { min max avg }\n      postWeight { min max avg }\n      offTarget { min max avg }\n      postSBP { min max avg }\n      KTVonline { min max avg }\n      weightGain { min max avg }\n    }\n  }\n": types.MonthlySummaryDocument,
    "\n  fragment SessionFields on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime startedBy endedBy\n    preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA\n    membraneUse dialysisOrderID notes lastUpdatedBy updatedOn machineName startedByName endedByName\n    lastUpdatedByName clinicName intervalCount deleted\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation StartSession($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n    startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionFields }\n  }\n": types.StartSessionDocument,
    "\n  mutation UpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionFields } }\n": types.UpdateSessionDocument,
    "\n  mutation CheckoutSession($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n": types.CheckoutSessionDocument,
    "\n  query GetSession($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionFields } }\n": types.GetSessionDocument,
    "\n  query ListSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { count result { ...SessionFields } }\n  }\n": types.ListSessionsDocument,
    "\n  fragment IntervalFields on DialysisInterval {\n    id dialysisID clinicID timestamp staffAccountID AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate\n    note symptoms lastUpdatedBy updatedOn staffName deleted\n  }\n": types.IntervalFieldsFragmentDoc,
    "\n  query ListSessionIntervals($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n    listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...IntervalFields } }\n  }\n": types.ListSessionIntervalsDocument,
    "\n  query SessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }\n": types.SessionMachinesDocument,
    "\n  mutation SubmitInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n    submitDialysisInterval(create: $create, medications: $medications) { ...IntervalFields }\n  }\n": types.SubmitIntervalDocument,
    "\n  mutation UpdateInterval($update: UpdateDialysisIntervalInput!) {\n    updateDialysisInterval(update: $update) { ...IntervalFields }\n  }\n": types.UpdateIntervalDocument,
    "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listFunderReport(clinicID: $clinicID, startDate: $startDate, endDate: $endDate, timezoneOffsetMinutes: $offset) {\n      clinicID\n      clinicName\n      timezone\n      startDate\n      endDate\n      patients {\n        patientID\n        name\n        vwoSupport\n        sessions { dialysisID date startTime endTime durationMinutes endedByName }\n        missed { appointmentID date shift }\n        totals { sessions minutes missed }\n      }\n    }\n  }\n": types.FunderReportDocument,
    "\n  query SignedInMe { me { accountID name designation email clinicIDs group } }\n": types.SignedInMeDocument,
    "\n  fragment IncidentReportFields on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy responseByName\n    responseTimestamp createdOn updatedOn\n    responses { id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp }\n  }\n": types.IncidentReportFieldsFragmentDoc,
    "\n  query ListIncidentReportTest($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportFields } }\n  }\n": types.ListIncidentReportTestDocument,
    "\n  query ListIncidentReportSummaryTest($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportFields } }\n    }\n  }\n": types.ListIncidentReportSummaryTestDocument,
    "\n  query ListIncidentReportCentreSummaryTest($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count result { clinicID clinicName count reports { ...IncidentReportFields } }\n    }\n  }\n": types.ListIncidentReportCentreSummaryTestDocument,
    "\n  mutation CreateIncidentReportTest($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportFields }\n  }\n": types.CreateIncidentReportTestDocument,
    "\n  mutation UpdateIncidentReportTest($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportFields }\n  }\n": types.UpdateIncidentReportTestDocument,
    "\n  subscription OnUpdateCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n": types.OnUpdateCalculatedLabResultDocument,
    "\n  mutation CreateLabReportForEvent($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.CreateLabReportForEventDocument,
    "\n  mutation AdequacyAddLabReport($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id timestamp sampleTime ureaPre ureaPost Hb }\n  }\n": types.AdequacyAddLabReportDocument,
    "\n  query AdequacyResults($filter: CalculatedLabResultFilter!) {\n    listCalculatedLabResult(filter: $filter) {\n      count\n      result {\n        id dialysisID labReportID latest URR URRD KTVe UF reason\n        dialysisStartTime dialysisEndTime dialysisDischargeTime\n      }\n    }\n  }\n": types.AdequacyResultsDocument,
    "\n  fragment CorrectedLabReport on LabReport {\n    id patientID clinicID timestamp sampleTime source K Hb Na ureaPre ureaPost HIV updatedOn deleted\n  }\n": types.CorrectedLabReportFragmentDoc,
    "\n  mutation CreateLabReportToCorrect($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { ...CorrectedLabReport }\n  }\n": types.CreateLabReportToCorrectDocument,
    "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...CorrectedLabReport }\n  }\n": types.UpdateLabReportDocument,
    "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) {\n    deleteLabReport(delete: $delete) { id deleted }\n  }\n": types.DeleteLabReportDocument,
    "\n  query ListCorrectedLabReports($filter: LabReportFilter!) {\n    listLabReport(filter: $filter) { count result { id K } }\n  }\n": types.ListCorrectedLabReportsDocument,
    "\n  query LastNonNullAfterCorrection($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key items { item value timestamp } }\n  }\n": types.LastNonNullAfterCorrectionDocument,
    "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n": types.OnChangeLabReportDocument,
    "\n  fragment LabReportFields on LabReport {\n    id patientID clinicID timestamp sampleTime source name K Hb ureaPre ureaPost HepBsAg HCV HIV others deleted\n  }\n": types.LabReportFieldsFragmentDoc,
    "\n  fragment CalculatedFields on CalculatedLabResult {\n    id patientID clinicID timestamp dialysisID labReportID latest URR URRD KTVe UF ureaPre ureaPost\n    dryWeight MSA dialyser KTVonline QB QD minQA maxQA dialysisStartTime dialysisEndTime dialysisIntervalLastTime\n    dialysisDischargeTime reason\n  }\n": types.CalculatedFieldsFragmentDoc,
    "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { ...LabReportFields } }\n": types.CreateLabReportDocument,
    "\n  mutation CreateLabReportBatch($c0: CreateLabReportInput!, $c1: CreateLabReportInput!, $c2: CreateLabReportInput!) {\n    r0: createLabReport(create: $c0) { id }\n    r1: createLabReport(create: $c1) { id }\n    r2: createLabReport(create: $c2) { id }\n  }\n": types.CreateLabReportBatchDocument,
    "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportFields } }\n  }\n": types.ListLabReportDocument,
    "\n  query GetLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n": types.GetLastNonNullLabDocument,
    "\n  query ListCalculatedLabResult($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) { count result { ...CalculatedFields } }\n  }\n": types.ListCalculatedLabResultDocument,
    "\n  query PreviewLabImport($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n": types.PreviewLabImportDocument,
    "\n    mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id name } }\n  ": types.CreateImportedLabReportDocument,
    "\n  fragment MachineStatusItemFields on MachineStatus {\n    id machineID prevMachineStatusID name expiryDate nextAudit status remarks approvedBy approvedTimestamp\n    machineSerialNo machineName machineClinicID machineClinicName key bucket region documentName documentUrl updatedOn\n  }\n": types.MachineStatusItemFieldsFragmentDoc,
    "\n  query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount\n      groupByName { name count result { ...MachineStatusItemFields } }\n    }\n  }\n": types.ListMachineStatusDocument,
    "\n  query MachineStatusReport($filter: MachineStatusFilter) {\n    downloadMachineStatusReport(filter: $filter) { fileName contentType csv count }\n  }\n": types.MachineStatusReportDocument,
    "\n  mutation CreateMachineStatus($create: CreateMachineStatusInput!) {\n    createMachineStatus(create: $create) { ...MachineStatusItemFields }\n  }\n": types.CreateMachineStatusDocument,
    "\n  mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { ...MachineStatusItemFields }\n  }\n": types.UpdateMachineStatusDocument,
    "\n  fragment MachineFields on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired deleted updatedOn\n  }\n": types.MachineFieldsFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...MachineFields }\n    }\n  }\n": types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...MachineFields } }\n": types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...MachineFields } }\n": types.UpdateMachineDocument,
    "\n  fragment MedicationFields on Medication {\n    id patientID medication status dose route freq start end note createdOn deleted\n  }\n": types.MedicationFieldsFragmentDoc,
    "\n  query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n    listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationFields } }\n  }\n": types.ListMedicationDocument,
    "\n  mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { ...MedicationFields } }\n": types.CreateMedicationDocument,
    "\n  mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { ...MedicationFields } }\n": types.UpdateMedicationDocument,
    "\n  fragment MedicationGivenFields on MedicationAdministered {\n    id patientID dialysisID medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName\n    createdOn\n  }\n": types.MedicationGivenFieldsFragmentDoc,
    "\n  query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n    listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationGivenFields } }\n  }\n": types.ListMedicationAdministeredDocument,
    "\n  mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n    createMedicationAdministered(create: $create) { ...MedicationGivenFields }\n  }\n": types.CreateMedicationAdministeredDocument,
    "\n  query MedicationPatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }\n": types.MedicationPatientHeaderDocument,
    "\n  fragment MedicalMilestoneFields on MedicalMilestone {\n    id patientID timestamp milestone note\n  }\n": types.MedicalMilestoneFieldsFragmentDoc,
    "\n  query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n    listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneFields } }\n  }\n": types.ListMedicalMilestoneDocument,
    "\n  mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { ...MedicalMilestoneFields }\n  }\n": types.CreateMedicalMilestoneDocument,
    "\n  fragment PatientDocumentFields on PatientDocument {\n    id patientID staffAccountID staffName title key bucket region fileName contentType url createdOn\n  }\n": types.PatientDocumentFieldsFragmentDoc,
    "\n  query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n    listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentFields } }\n  }\n": types.ListPatientDocumentDocument,
    "\n  mutation CreatePatientDocument($create: CreatePatientDocumentInput!) { createPatientDocument(create: $create) { ...PatientDocumentFields } }\n": types.CreatePatientDocumentDocument,
    "\n  query ListPatient($filter: PatientSearchFilter, $pagination: Pagination, $unmasked: Boolean) {\n    listPatient(filter: $filter, pagination: $pagination, unmasked: $unmasked) {\n      count\n      countCapped\n      result { id namecode name nric existingClinicID clinicName referringSource referrer photoUrl phoneNo email }\n    }\n  }\n": types.ListPatientDocument,
    "\n  fragment PatientFields on Patient {\n    id name nric gender dob existingClinicID clinicName status amputee height weight wheelchairWeight\n    phoneNo email DESRD key photoUrl updatedOn allergies { id name knownDate deleted }\n  }\n": types.PatientFieldsFragmentDoc,
    "\n  query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientFields } }\n": types.GetPatientDocument,
    "\n  mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientFields } }\n": types.CreatePatientDocument,
    "\n  mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientFields } }\n": types.UpdatePatientDocument,
    "\n  mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id name deleted } }\n": types.CreateAllergyDocument,
    "\n  mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id deleted } }\n": types.UpdateAllergyDocument,
    "query ListReferringSource { listReferringSource }": types.ListReferringSourceDocument,
    "\n  mutation CreateReferredPatient($create: CreatePatientInput!) {\n    createPatient(create: $create) { id referringSource updatedOn }\n  }\n": types.CreateReferredPatientDocument,
    "\n  mutation UpdateReferredPatient($update: UpdatePatientInput!) {\n    updatePatient(update: $update) { id referringSource }\n  }\n": types.UpdateReferredPatientDocument,
    "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds { spKtVMin hbMin hbMax }\n    }\n  }\n": types.GetQualityReportDocument,
    "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n": types.ListQualityMissesDocument,
    "\n  mutation HistoryChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.HistoryChangeMyPasswordDocument,
    "\n  query RecordHistoryTest($filter: RecordHistoryFilter!, $pagination: Pagination) {\n    listRecordHistory(filter: $filter, pagination: $pagination) {\n      count\n      sections\n      people { accountID name }\n      result {\n        id at accountID byName role entity section entityID operation dialysisID\n        changes { field label old new }\n      }\n    }\n  }\n": types.RecordHistoryTestDocument,
    "\n  mutation RecordHistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n": types.RecordHistoryUpdatePatientDocument,
    "\n  mutation RecordHistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n": types.RecordHistoryCreateAllergyDocument,
    "\n  mutation RecordHistoryDeleteAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n": types.RecordHistoryDeleteAllergyDocument,
    "\n  mutation HistoryCreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { id } }\n": types.HistoryCreateClinicDocument,
    "\n  mutation HistoryUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n": types.HistoryUpdateClinicDocument,
    "\n  mutation HistoryCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id } }\n": types.HistoryCreateMachineDocument,
    "\n  mutation HistoryUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id } }\n": types.HistoryUpdateMachineDocument,
    "\n  mutation HistoryCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n": types.HistoryCreateSeatDocument,
    "\n  mutation HistoryUpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { id } }\n": types.HistoryUpdateSeatDocument,
    "\n  mutation HistoryCreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id }\n  }\n": types.HistoryCreateCertificationDocument,
    "\n  mutation HistoryUpdateCertification($update: UpdateCertificationInput!) {\n    updateCertification(update: $update) { id }\n  }\n": types.HistoryUpdateCertificationDocument,
    "\n  mutation HistoryDeleteCertification($id: Int!) { deleteCertification(id: $id) }\n": types.HistoryDeleteCertificationDocument,
    "\n  mutation HistoryCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n": types.HistoryCreateLabReportDocument,
    "\n  mutation HistoryUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n": types.HistoryUpdateLabReportDocument,
    "\n  mutation HistoryDeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n": types.HistoryDeleteLabReportDocument,
    "\n  mutation HistoryCreateNote($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n": types.HistoryCreateNoteDocument,
    "\n  mutation HistoryCreateMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { id }\n  }\n": types.HistoryCreateMilestoneDocument,
    "\n  mutation HistoryCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n": types.HistoryCreateIncidentDocument,
    "\n  mutation HistoryRespondIncident($update: UpdateIncidentReportInput!) { updateIncidentReport(update: $update) { id } }\n": types.HistoryRespondIncidentDocument,
    "\n  mutation HistoryCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n": types.HistoryCreatePatientDocument,
    "\n  mutation HistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n": types.HistoryUpdatePatientDocument,
    "\n  mutation HistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n": types.HistoryCreateAllergyDocument,
    "\n  mutation HistoryUpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n": types.HistoryUpdateAllergyDocument,
    "\n  fragment DrugFields on Drug {\n    id name purpose manufacturer createdOn deleted\n  }\n": types.DrugFieldsFragmentDoc,
    "\n  query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n    listDrug(filter: $filter, pagination: $pagination) { count result { ...DrugFields } }\n  }\n": types.ListDrugDocument,
    "\n  mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...DrugFields } }\n": types.CreateDrugDocument,
    "\n  mutation UpdateDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { ...DrugFields } }\n": types.UpdateDrugDocument,
    "\n  fragment HospitalReasonFields on HospitalReason {\n    id hospDetail createdOn updatedOn deleted\n  }\n": types.HospitalReasonFieldsFragmentDoc,
    "\n  query ListHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n    listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...HospitalReasonFields } }\n  }\n": types.ListHospitalReasonDocument,
    "\n  mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {\n    createHospitalReason(create: $create) { ...HospitalReasonFields }\n  }\n": types.CreateHospitalReasonDocument,
    "\n  mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {\n    updateHospitalReason(update: $update) { ...HospitalReasonFields }\n  }\n": types.UpdateHospitalReasonDocument,
    "\n  fragment SymptomFields on Symptom {\n    id name class createdOn deleted\n  }\n": types.SymptomFieldsFragmentDoc,
    "\n  query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n    listSymptom(filter: $filter, pagination: $pagination) { count result { ...SymptomFields } }\n  }\n": types.ListSymptomDocument,
    "\n  mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...SymptomFields } }\n": types.CreateSymptomDocument,
    "\n  mutation UpdateSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { ...SymptomFields } }\n": types.UpdateSymptomDocument,
    "\n  query ListRoutineOrder(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { patientID patientName patientNric state order { ...DialysisOrderFields } }\n    }\n  }\n": types.ListRoutineOrderDocument,
    "\n  fragment SeatFields on Seat {\n    id name clinicID clinicName machineID machineName machineSerialNo status deleted updatedOn\n  }\n": types.SeatFieldsFragmentDoc,
    "\n  query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) { count result { ...SeatFields } }\n  }\n": types.ListSeatDocument,
    "\n  mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...SeatFields } }\n": types.CreateSeatDocument,
    "\n  mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...SeatFields } }\n": types.UpdateSeatDocument,
    "\n  query StaffVersionByName($name: String) { listStaff(filter: { name: { eq: $name } }) { result { updatedOn } } }\n": types.StaffVersionByNameDocument,
    "\n  fragment StaffFields on Staff { accountID name designation contactNo email clinicIDs group }\n": types.StaffFieldsFragmentDoc,
    "\n  query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n    listStaff(filter: $filter, pagination: $pagination) { count result { ...StaffFields } }\n  }\n": types.ListStaffDocument,
    "\n  mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...StaffFields } }\n": types.CreateStaffDocument,
    "\n  mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...StaffFields } }\n": types.UpdateStaffDocument,
    "\n  mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n    deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n  }\n": types.DeleteStaffDocument,
    "\n  mutation ResetStaffPassword($username: ID!, $password: String!) {\n    changePassword(username: $username, password: $password, forceSignOut: 1)\n  }\n": types.ResetStaffPasswordDocument,
    "\n  query StaffMe { me { accountID group } }\n": types.StaffMeDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {\n      challenge\n      me { accountID name designation email clinicIDs group }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword) {\n      challenge\n      me { accountID email group }\n    }\n  }\n": types.CompleteNewPasswordDocument,
    "\n  mutation SignOut { signOut }\n": types.SignOutDocument,
    "\n  query Me { me { accountID } }\n": types.MeDocument,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }\n": types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ForgotPasswordSubmitDocument,
    "\n  subscription OnIntervalOnAnyInstance($clinicID: Int!) {\n    onSubmitDialysisInterval(clinicID: $clinicID) { id dialysisID clinicID staffAccountID SBP }\n  }\n": types.OnIntervalOnAnyInstanceDocument,
    "\n  subscription OnStartDialysisOnAnyInstance($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n": types.OnStartDialysisOnAnyInstanceDocument,
    "\n  query DashboardOnInstance($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID date shift namecode name nric seatName dialysisID\n        dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n        dialysis {\n          id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n          ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n          postHRT KTVonline\n        }\n      }\n    }\n    listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n      count\n    }\n    listClinic(filter: { id: { eq: $clinicID } }) {\n      result { id today currentShift }\n    }\n  }\n": types.DashboardOnInstanceDocument,
    "\n  mutation SubmitIntervalOnInstance($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id }\n  }\n": types.SubmitIntervalOnInstanceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListClinic($filter: ClinicFilter, $pagination: Pagination) {\n    listClinic(filter: $filter, pagination: $pagination) {\n      count\n      result { id name uid status timezone today currentShift }\n    }\n  }\n"): typeof import('./graphql.js').ListClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAppointmentsPaged($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result { id patientID name date shift }\n    }\n  }\n"): typeof import('./graphql.js').ListAppointmentsPagedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSeatsPaged($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) {\n      count\n      result { id name status }\n    }\n  }\n"): typeof import('./graphql.js').ListSeatsPagedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDrugAudited($create: CreateDrugInput!) { createDrug(create: $create) { id } }\n"): typeof import('./graphql.js').CreateDrugAuditedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSymptomAudited($create: CreateSymptomInput!) { createSymptom(create: $create) { id } }\n"): typeof import('./graphql.js').CreateSymptomAuditedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeatAudited($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n"): typeof import('./graphql.js').CreateSeatAuditedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinicAudited($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n"): typeof import('./graphql.js').UpdateClinicAuditedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnIntervalSubmitted($clinicID: Int!, $dialysisID: Int) {\n    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {\n      id dialysisID clinicID timestamp staffAccountID SBP\n    }\n  }\n"): typeof import('./graphql.js').OnIntervalSubmittedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIntervalForEvent($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id dialysisID clinicID }\n  }\n"): typeof import('./graphql.js').SubmitIntervalForEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription OnCreateAppointmentTopic($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    "): typeof import('./graphql.js').OnCreateAppointmentTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription OnUpdateAppointmentTopic($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }\n    "): typeof import('./graphql.js').OnUpdateAppointmentTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription OnStartDialysisTopic($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    "): typeof import('./graphql.js').OnStartDialysisTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription OnCheckoutDialysisTopic($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }\n    "): typeof import('./graphql.js').OnCheckoutDialysisTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStaffAccount {\n    getMyStaffAccount {\n      accountID name designation contactNo email\n      profilePictureKey profilePictureBucket profilePictureRegion profilePictureUrl updatedOn\n    }\n  }\n"): typeof import('./graphql.js').MyStaffAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {\n    updateMyStaffAccount(update: $update) {\n      accountID name designation profilePictureKey profilePictureBucket profilePictureUrl updatedOn\n    }\n  }\n"): typeof import('./graphql.js').UpdateMyStaffAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyName { me { name } }\n"): typeof import('./graphql.js').MyNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql.js').ChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {\n    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)\n  }\n"): typeof import('./graphql.js').QuickbooksAuthorizeUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int, $clinicIDs: [Int!]) {\n    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID, clinicIDs: $clinicIDs)\n  }\n"): typeof import('./graphql.js').LoginQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListQBAccesses($id: Int!) { listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date realmID } count } }\n"): typeof import('./graphql.js').ListQbAccessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingStatus($clinicIDs: [Int!]) {\n    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }\n  }\n"): typeof import('./graphql.js').AccountingStatusDocument;
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
export function graphql(source: "\n  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }\n"): typeof import('./graphql.js').DisconnectQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {\n    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)\n  }\n"): typeof import('./graphql.js').LinkAppointmentToQuickbooks3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {\n    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)\n  }\n"): typeof import('./graphql.js').LinkAppointmentToQuickbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {\n    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {\n      result { dialysisID appointmentID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure notBillableReason }\n      count\n    }\n  }\n"): typeof import('./graphql.js').ListUnlinkedInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientInvoices($patientID: Int!, $clinicID: Int!) { patientInvoices(patientID: $patientID, clinicID: $clinicID) { url } }\n"): typeof import('./graphql.js').PatientInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAppointmentDetail($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift name namecode nric seatName\n        dialysisID dialysisStartedBy dialysisStartTime dialysisEndTime\n        lastDialysisIntervalID lastDialysisIntervalTimestamp\n        dialysis { id clinicID startTime endTime intervalCount updatedOn }\n        deleted\n      }\n    }\n  }\n"): typeof import('./graphql.js').ListAppointmentDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestCardSession on Dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount }\n"): typeof import('./graphql.js').TestCardSessionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDayCards($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { ...TestCardSession } }\n    }\n  }\n"): typeof import('./graphql.js').ListDayCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDayFull($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      result { id dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount clinicID updatedOn } }\n    }\n  }\n"): typeof import('./graphql.js').ListDayFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestEveryCardSessionField on Dialysis {\n    id startTime endTime startedBy endedBy preEdema preWeight preTemp preSBP preDBP preHRT ufTargetStart dryWeight\n    machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP postHRT KTVonline intervalCount\n  }\n"): typeof import('./graphql.js').TestEveryCardSessionFieldFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDayEveryCardField($filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID clinicID seatID date shift time dialysisID quickbookInvoiceID namecode name nric key bucket\n        region seatName dialysisStartedBy dialysisStartTime dialysisEndedBy dialysisEndTime lastDialysisIntervalID\n        lastDialysisIntervalTimestamp createdOn updatedOn deleted deletedOn\n        dialysis { ...TestEveryCardSessionField }\n      }\n    }\n  }\n"): typeof import('./graphql.js').ListDayEveryCardFieldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCentreSeats($filter: SeatFilter!) {\n    listSeat(filter: $filter) {\n      count\n      result { id clinicID name status machineID machineName machineSerialNo }\n    }\n  }\n"): typeof import('./graphql.js').ListCentreSeatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OneADayBook($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id date shift clinicID }\n  }\n"): typeof import('./graphql.js').OneADayBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OneADayCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n"): typeof import('./graphql.js').OneADayCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OneADayPreview($create: CreateAppointmentSeriesInput!) {\n    previewAppointmentSeries(create: $create) { date outcome existing }\n  }\n"): typeof import('./graphql.js').OneADayPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OneADaySeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { date } full alreadyBooked ended }\n  }\n"): typeof import('./graphql.js').OneADaySeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OneADayCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      today endedSessions\n    }\n  }\n"): typeof import('./graphql.js').OneADayCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppointment($create: CreateAppointmentInput!) {\n    createAppointment(create: $create) { id patientID clinicID date shift time deleted }\n  }\n"): typeof import('./graphql.js').CreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppointment($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id date shift deleted deletedOn }\n  }\n"): typeof import('./graphql.js').UpdateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {\n    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {\n      patientID clinicID activeSeats\n      sessions { date shift booked }\n      appointments { id clinicID date shift time state }\n      today endedSessions\n    }\n  }\n"): typeof import('./graphql.js').PatientAppointmentCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { booked { id date shift time } full alreadyBooked ended }\n  }\n"): typeof import('./graphql.js').CreateAppointmentSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAppointmentAvailability(\n    $calendarStartDay: String!\n    $calenderEndDay: String!\n    $start: String!\n    $end: String!\n    $patientID: Int\n    $clinicIDs: [Int!]!\n  ) {\n    listAppointmentAvailability(\n      calendarStartDay: $calendarStartDay\n      calenderEndDay: $calenderEndDay\n      start: $start\n      end: $end\n      patientID: $patientID\n      clinicIDs: $clinicIDs\n    )\n  }\n"): typeof import('./graphql.js').ListAppointmentAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicSummaryFields on ClinicSummary {\n    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID\n    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn\n  }\n"): typeof import('./graphql.js').ClinicSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {\n    listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ClinicSummaryFields } }\n  }\n"): typeof import('./graphql.js').ListClinicSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ClinicSummaryFields } }\n"): typeof import('./graphql.js').CreateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ClinicSummaryFields } }\n"): typeof import('./graphql.js').UpdateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyCertification($pagination: Pagination) {\n    listMyCertification(pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry }\n    }\n  }\n"): typeof import('./graphql.js').ListMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyCertification($create: CreateMyCertificationInput!) {\n    createMyCertification(create: $create) { id accountID name status expiry }\n  }\n"): typeof import('./graphql.js').CreateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCertification($update: UpdateCertificationInput!) {\n    updateMyCertification(update: $update) { id status expiry }\n  }\n"): typeof import('./graphql.js').UpdateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }"): typeof import('./graphql.js').DeleteMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCertification($filter: CertificationFilter, $pagination: Pagination) {\n    listCertification(filter: $filter, pagination: $pagination) {\n      count expiredCount\n      result { id accountID staffName name status expiry clinicID changeable }\n    }\n  }\n"): typeof import('./graphql.js').ListCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id accountID staffName name status expiry clinicID }\n  }\n"): typeof import('./graphql.js').CreateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id status expiry } }\n"): typeof import('./graphql.js').UpdateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificationVersions($id: String) {\n    listCertification(filter: { accountID: { eq: $id } }) { result { updatedOn } }\n  }\n"): typeof import('./graphql.js').CertificationVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }\n"): typeof import('./graphql.js').DeleteCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HospitalSummaryFields on HospitalSummary {\n    id patientID clinicID staffAccountID staffName admitTimestamp type observation assessment plan\n    notes leaveTimestamp noOfDays location reason hospitalMain hospitalReason diagnosis outcome createdOn\n  }\n"): typeof import('./graphql.js').HospitalSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {\n    listHospitalSummary(filter: $filter, pagination: $pagination) { count result { ...HospitalSummaryFields } }\n  }\n"): typeof import('./graphql.js').ListHospitalSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { ...HospitalSummaryFields } }\n"): typeof import('./graphql.js').CreateHospitalSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLatestClinicalNote(\n    $groupBy: LatestClinicalNoteGroupBy!\n    $filter: LatestClinicalNoteFilter!\n    $pagination: Pagination\n  ) {\n    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID patientName patientNric existingClinicID clinicID clinicName staffAccountID staffName\n        admitTimestamp type observation assessment plan notes createdOn\n      }\n    }\n  }\n"): typeof import('./graphql.js').ListLatestClinicalNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateHospitalSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateIncidentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n"): typeof import('./graphql.js').DatesUpdateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n"): typeof import('./graphql.js').DatesUpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateDialysisOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateAppointment($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {\n    createAppointmentSeries(create: $create) { full }\n  }\n"): typeof import('./graphql.js').DatesCreateAppointmentSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesUpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { id }\n  }\n"): typeof import('./graphql.js').DatesUpdateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateCertification($create: CreateCertificationInput!) { createCertification(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesUpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id } }\n"): typeof import('./graphql.js').DatesUpdateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesCreateMyCertification($create: CreateMyCertificationInput!) { createMyCertification(create: $create) { id } }\n"): typeof import('./graphql.js').DatesCreateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatesUpdateMyCertification($update: UpdateCertificationInput!) { updateMyCertification(update: $update) { id } }\n"): typeof import('./graphql.js').DatesUpdateMyCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DialysisOrderFields on DialysisOrder {\n    id patientID staffAccountID staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate\n    accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes\n  }\n"): typeof import('./graphql.js').DialysisOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {\n    listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderFields } }\n  }\n"): typeof import('./graphql.js').ListDialysisOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {\n    createDialysisOrder(create: $create) { ...DialysisOrderFields }\n  }\n"): typeof import('./graphql.js').CreateDialysisOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointmentForCheckIn($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id deleted } }\n"): typeof import('./graphql.js').CancelAppointmentForCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosedSessionCancel($update: UpdateAppointmentInput!) {\n    updateAppointment(update: $update) { id deleted }\n  }\n"): typeof import('./graphql.js').ClosedSessionCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReading($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) {\n      id dialysisID clinicID timestamp staffAccountID SBP DBP HR CDT cUF UFR note symptoms deleted\n    }\n  }\n"): typeof import('./graphql.js').SubmitReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLastReadings($filter: AppointmentDetailFilter!) {\n    listAppointmentDetail(filter: $filter) { result { id lastDialysisIntervalID lastDialysisIntervalTimestamp } }\n  }\n"): typeof import('./graphql.js').ListLastReadingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionTimesLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').SessionTimesLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlySummary($patientID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listDialysisSummary(\n      patientID: $patientID\n      startDate: $startDate\n      endDate: $endDate\n      timezoneOffsetMinutes: $offset\n    ) {\n      yearMonth\n      totalSession\n      dryWeight { min max avg }\n      postWeight { min max avg }\n      offTarget { min max avg }\n      postSBP { min max avg }\n      KTVonline { min max avg }\n      weightGain { min max avg }\n    }\n  }\n"): typeof import('./graphql.js').MonthlySummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Dialysis {\n    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime startedBy endedBy\n    preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin\n    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA\n    membraneUse dialysisOrderID notes lastUpdatedBy updatedOn machineName startedByName endedByName\n    lastUpdatedByName clinicName intervalCount deleted\n  }\n"): typeof import('./graphql.js').SessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSession($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {\n    startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionFields }\n  }\n"): typeof import('./graphql.js').StartSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionFields } }\n"): typeof import('./graphql.js').UpdateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSession($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }\n"): typeof import('./graphql.js').CheckoutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSession($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionFields } }\n"): typeof import('./graphql.js').GetSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSessions($filter: DialysisFilter!, $pagination: Pagination) {\n    listDialysis(filter: $filter, pagination: $pagination) { count result { ...SessionFields } }\n  }\n"): typeof import('./graphql.js').ListSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntervalFields on DialysisInterval {\n    id dialysisID clinicID timestamp staffAccountID AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate\n    note symptoms lastUpdatedBy updatedOn staffName deleted\n  }\n"): typeof import('./graphql.js').IntervalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSessionIntervals($filter: DialysisIntervalFilter!, $pagination: Pagination) {\n    listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...IntervalFields } }\n  }\n"): typeof import('./graphql.js').ListSessionIntervalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }\n"): typeof import('./graphql.js').SessionMachinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {\n    submitDialysisInterval(create: $create, medications: $medications) { ...IntervalFields }\n  }\n"): typeof import('./graphql.js').SubmitIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInterval($update: UpdateDialysisIntervalInput!) {\n    updateDialysisInterval(update: $update) { ...IntervalFields }\n  }\n"): typeof import('./graphql.js').UpdateIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {\n    listFunderReport(clinicID: $clinicID, startDate: $startDate, endDate: $endDate, timezoneOffsetMinutes: $offset) {\n      clinicID\n      clinicName\n      timezone\n      startDate\n      endDate\n      patients {\n        patientID\n        name\n        vwoSupport\n        sessions { dialysisID date startTime endTime durationMinutes endedByName }\n        missed { appointmentID date shift }\n        totals { sessions minutes missed }\n      }\n    }\n  }\n"): typeof import('./graphql.js').FunderReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInMe { me { accountID name designation email clinicIDs group } }\n"): typeof import('./graphql.js').SignedInMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncidentReportFields on IncidentReport {\n    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType\n    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy responseByName\n    responseTimestamp createdOn updatedOn\n    responses { id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp }\n  }\n"): typeof import('./graphql.js').IncidentReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReportTest($filter: IncidentReportFilter!, $pagination: Pagination) {\n    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportFields } }\n  }\n"): typeof import('./graphql.js').ListIncidentReportTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReportSummaryTest($filter: IncidentReportFilter, $pagination: Pagination) {\n    listIncidentReportSummary(filter: $filter, pagination: $pagination) {\n      count result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportFields } }\n    }\n  }\n"): typeof import('./graphql.js').ListIncidentReportSummaryTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListIncidentReportCentreSummaryTest($filter: IncidentReportFilter!) {\n    listIncidentReportCentreSummary(filter: $filter) {\n      count result { clinicID clinicName count reports { ...IncidentReportFields } }\n    }\n  }\n"): typeof import('./graphql.js').ListIncidentReportCentreSummaryTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIncidentReportTest($create: CreateIncidentReportInput!) {\n    createIncidentReport(create: $create) { ...IncidentReportFields }\n  }\n"): typeof import('./graphql.js').CreateIncidentReportTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIncidentReportTest($update: UpdateIncidentReportInput!) {\n    updateIncidentReport(update: $update) { ...IncidentReportFields }\n  }\n"): typeof import('./graphql.js').UpdateIncidentReportTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateCalculatedLabResult($patientID: Int!) {\n    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }\n  }\n"): typeof import('./graphql.js').OnUpdateCalculatedLabResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabReportForEvent($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').CreateLabReportForEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdequacyAddLabReport($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { id timestamp sampleTime ureaPre ureaPost Hb }\n  }\n"): typeof import('./graphql.js').AdequacyAddLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdequacyResults($filter: CalculatedLabResultFilter!) {\n    listCalculatedLabResult(filter: $filter) {\n      count\n      result {\n        id dialysisID labReportID latest URR URRD KTVe UF reason\n        dialysisStartTime dialysisEndTime dialysisDischargeTime\n      }\n    }\n  }\n"): typeof import('./graphql.js').AdequacyResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectedLabReport on LabReport {\n    id patientID clinicID timestamp sampleTime source K Hb Na ureaPre ureaPost HIV updatedOn deleted\n  }\n"): typeof import('./graphql.js').CorrectedLabReportFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabReportToCorrect($create: CreateLabReportInput!) {\n    createLabReport(create: $create) { ...CorrectedLabReport }\n  }\n"): typeof import('./graphql.js').CreateLabReportToCorrectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLabReport($update: UpdateLabReportInput!) {\n    updateLabReport(update: $update) { ...CorrectedLabReport }\n  }\n"): typeof import('./graphql.js').UpdateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLabReport($delete: DeleteLabReportInput!) {\n    deleteLabReport(delete: $delete) { id deleted }\n  }\n"): typeof import('./graphql.js').DeleteLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCorrectedLabReports($filter: LabReportFilter!) {\n    listLabReport(filter: $filter) { count result { id K } }\n  }\n"): typeof import('./graphql.js').ListCorrectedLabReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastNonNullAfterCorrection($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key items { item value timestamp } }\n  }\n"): typeof import('./graphql.js').LastNonNullAfterCorrectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnChangeLabReport($patientID: Int!) {\n    onChangeLabReport(patientID: $patientID) { patientID labReportID change }\n  }\n"): typeof import('./graphql.js').OnChangeLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LabReportFields on LabReport {\n    id patientID clinicID timestamp sampleTime source name K Hb ureaPre ureaPost HepBsAg HCV HIV others deleted\n  }\n"): typeof import('./graphql.js').LabReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalculatedFields on CalculatedLabResult {\n    id patientID clinicID timestamp dialysisID labReportID latest URR URRD KTVe UF ureaPre ureaPost\n    dryWeight MSA dialyser KTVonline QB QD minQA maxQA dialysisStartTime dialysisEndTime dialysisIntervalLastTime\n    dialysisDischargeTime reason\n  }\n"): typeof import('./graphql.js').CalculatedFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { ...LabReportFields } }\n"): typeof import('./graphql.js').CreateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabReportBatch($c0: CreateLabReportInput!, $c1: CreateLabReportInput!, $c2: CreateLabReportInput!) {\n    r0: createLabReport(create: $c0) { id }\n    r1: createLabReport(create: $c1) { id }\n    r2: createLabReport(create: $c2) { id }\n  }\n"): typeof import('./graphql.js').CreateLabReportBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {\n    listLabReport(filter: $filter, pagination: $pagination) { count result { ...LabReportFields } }\n  }\n"): typeof import('./graphql.js').ListLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLastNonNullLab($patientID: Int!) {\n    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }\n  }\n"): typeof import('./graphql.js').GetLastNonNullLabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCalculatedLabResult($filter: CalculatedLabResultFilter!, $pagination: Pagination) {\n    listCalculatedLabResult(filter: $filter, pagination: $pagination) { count result { ...CalculatedFields } }\n  }\n"): typeof import('./graphql.js').ListCalculatedLabResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewLabImport($rows: [LabImportRowInput!]!) {\n    previewLabImport(rows: $rows) { patients { nric patientID name gender } duplicate }\n  }\n"): typeof import('./graphql.js').PreviewLabImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateImportedLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id name } }\n  "): typeof import('./graphql.js').CreateImportedLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MachineStatusItemFields on MachineStatus {\n    id machineID prevMachineStatusID name expiryDate nextAudit status remarks approvedBy approvedTimestamp\n    machineSerialNo machineName machineClinicID machineClinicName key bucket region documentName documentUrl updatedOn\n  }\n"): typeof import('./graphql.js').MachineStatusItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {\n    listMachineStatus(filter: $filter, pagination: $pagination) {\n      count machineCount actionNeededCount\n      groupByName { name count result { ...MachineStatusItemFields } }\n    }\n  }\n"): typeof import('./graphql.js').ListMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MachineStatusReport($filter: MachineStatusFilter) {\n    downloadMachineStatusReport(filter: $filter) { fileName contentType csv count }\n  }\n"): typeof import('./graphql.js').MachineStatusReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMachineStatus($create: CreateMachineStatusInput!) {\n    createMachineStatus(create: $create) { ...MachineStatusItemFields }\n  }\n"): typeof import('./graphql.js').CreateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {\n    updateMachineStatus(update: $update, state: $state) { ...MachineStatusItemFields }\n  }\n"): typeof import('./graphql.js').UpdateMachineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MachineFields on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired deleted updatedOn\n  }\n"): typeof import('./graphql.js').MachineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...MachineFields }\n    }\n  }\n"): typeof import('./graphql.js').ListMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...MachineFields } }\n"): typeof import('./graphql.js').CreateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...MachineFields } }\n"): typeof import('./graphql.js').UpdateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MedicationFields on Medication {\n    id patientID medication status dose route freq start end note createdOn deleted\n  }\n"): typeof import('./graphql.js').MedicationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {\n    listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationFields } }\n  }\n"): typeof import('./graphql.js').ListMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { ...MedicationFields } }\n"): typeof import('./graphql.js').CreateMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { ...MedicationFields } }\n"): typeof import('./graphql.js').UpdateMedicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MedicationGivenFields on MedicationAdministered {\n    id patientID dialysisID medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName\n    createdOn\n  }\n"): typeof import('./graphql.js').MedicationGivenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {\n    listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationGivenFields } }\n  }\n"): typeof import('./graphql.js').ListMedicationAdministeredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {\n    createMedicationAdministered(create: $create) { ...MedicationGivenFields }\n  }\n"): typeof import('./graphql.js').CreateMedicationAdministeredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicationPatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }\n"): typeof import('./graphql.js').MedicationPatientHeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MedicalMilestoneFields on MedicalMilestone {\n    id patientID timestamp milestone note\n  }\n"): typeof import('./graphql.js').MedicalMilestoneFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {\n    listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneFields } }\n  }\n"): typeof import('./graphql.js').ListMedicalMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { ...MedicalMilestoneFields }\n  }\n"): typeof import('./graphql.js').CreateMedicalMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientDocumentFields on PatientDocument {\n    id patientID staffAccountID staffName title key bucket region fileName contentType url createdOn\n  }\n"): typeof import('./graphql.js').PatientDocumentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {\n    listPatientDocument(filter: $filter, pagination: $pagination) { count result { ...PatientDocumentFields } }\n  }\n"): typeof import('./graphql.js').ListPatientDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePatientDocument($create: CreatePatientDocumentInput!) { createPatientDocument(create: $create) { ...PatientDocumentFields } }\n"): typeof import('./graphql.js').CreatePatientDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListPatient($filter: PatientSearchFilter, $pagination: Pagination, $unmasked: Boolean) {\n    listPatient(filter: $filter, pagination: $pagination, unmasked: $unmasked) {\n      count\n      countCapped\n      result { id namecode name nric existingClinicID clinicName referringSource referrer photoUrl phoneNo email }\n    }\n  }\n"): typeof import('./graphql.js').ListPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientFields on Patient {\n    id name nric gender dob existingClinicID clinicName status amputee height weight wheelchairWeight\n    phoneNo email DESRD key photoUrl updatedOn allergies { id name knownDate deleted }\n  }\n"): typeof import('./graphql.js').PatientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientFields } }\n"): typeof import('./graphql.js').GetPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientFields } }\n"): typeof import('./graphql.js').CreatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientFields } }\n"): typeof import('./graphql.js').UpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id name deleted } }\n"): typeof import('./graphql.js').CreateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id deleted } }\n"): typeof import('./graphql.js').UpdateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListReferringSource { listReferringSource }"): typeof import('./graphql.js').ListReferringSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReferredPatient($create: CreatePatientInput!) {\n    createPatient(create: $create) { id referringSource updatedOn }\n  }\n"): typeof import('./graphql.js').CreateReferredPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReferredPatient($update: UpdatePatientInput!) {\n    updatePatient(update: $update) { id referringSource }\n  }\n"): typeof import('./graphql.js').UpdateReferredPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQualityReport($month: String!) {\n    getQualityReport(month: $month) {\n      month\n      months\n      centres { clinicID clinicName indicators { indicator months { month count eligible } } }\n      network { indicator months { month count eligible } }\n      thresholds { spKtVMin hbMin hbMax }\n    }\n  }\n"): typeof import('./graphql.js').GetQualityReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {\n    listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {\n      clinicID clinicName month indicator target\n      misses { patientID patientName patientNric value date }\n    }\n  }\n"): typeof import('./graphql.js').ListQualityMissesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql.js').HistoryChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistoryTest($filter: RecordHistoryFilter!, $pagination: Pagination) {\n    listRecordHistory(filter: $filter, pagination: $pagination) {\n      count\n      sections\n      people { accountID name }\n      result {\n        id at accountID byName role entity section entityID operation dialysisID\n        changes { field label old new }\n      }\n    }\n  }\n"): typeof import('./graphql.js').RecordHistoryTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordHistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }\n"): typeof import('./graphql.js').RecordHistoryUpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordHistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n"): typeof import('./graphql.js').RecordHistoryCreateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordHistoryDeleteAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n"): typeof import('./graphql.js').RecordHistoryDeleteAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdateClinicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateCertification($create: CreateCertificationInput!) {\n    createCertification(create: $create) { id }\n  }\n"): typeof import('./graphql.js').HistoryCreateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateCertification($update: UpdateCertificationInput!) {\n    updateCertification(update: $update) { id }\n  }\n"): typeof import('./graphql.js').HistoryUpdateCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryDeleteCertification($id: Int!) { deleteCertification(id: $id) }\n"): typeof import('./graphql.js').HistoryDeleteCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdateLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryDeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }\n"): typeof import('./graphql.js').HistoryDeleteLabReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateNote($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateMilestone($create: CreateMedicalMilestoneInput!) {\n    createMedicalMilestone(create: $create) { id }\n  }\n"): typeof import('./graphql.js').HistoryCreateMilestoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateIncidentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryRespondIncident($update: UpdateIncidentReportInput!) { updateIncidentReport(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryRespondIncidentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdatePatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }\n"): typeof import('./graphql.js').HistoryCreateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }\n"): typeof import('./graphql.js').HistoryUpdateAllergyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrugFields on Drug {\n    id name purpose manufacturer createdOn deleted\n  }\n"): typeof import('./graphql.js').DrugFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDrug($filter: DrugFilter, $pagination: Pagination) {\n    listDrug(filter: $filter, pagination: $pagination) { count result { ...DrugFields } }\n  }\n"): typeof import('./graphql.js').ListDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...DrugFields } }\n"): typeof import('./graphql.js').CreateDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { ...DrugFields } }\n"): typeof import('./graphql.js').UpdateDrugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HospitalReasonFields on HospitalReason {\n    id hospDetail createdOn updatedOn deleted\n  }\n"): typeof import('./graphql.js').HospitalReasonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {\n    listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...HospitalReasonFields } }\n  }\n"): typeof import('./graphql.js').ListHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {\n    createHospitalReason(create: $create) { ...HospitalReasonFields }\n  }\n"): typeof import('./graphql.js').CreateHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {\n    updateHospitalReason(update: $update) { ...HospitalReasonFields }\n  }\n"): typeof import('./graphql.js').UpdateHospitalReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SymptomFields on Symptom {\n    id name class createdOn deleted\n  }\n"): typeof import('./graphql.js').SymptomFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {\n    listSymptom(filter: $filter, pagination: $pagination) { count result { ...SymptomFields } }\n  }\n"): typeof import('./graphql.js').ListSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...SymptomFields } }\n"): typeof import('./graphql.js').CreateSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { ...SymptomFields } }\n"): typeof import('./graphql.js').UpdateSymptomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListRoutineOrder(\n    $clinicID: Int!\n    $filter: RoutineOrderFilter\n    $state: RoutineOrderState\n    $pagination: Pagination\n  ) {\n    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {\n      count\n      today\n      result { patientID patientName patientNric state order { ...DialysisOrderFields } }\n    }\n  }\n"): typeof import('./graphql.js').ListRoutineOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeatFields on Seat {\n    id name clinicID clinicName machineID machineName machineSerialNo status deleted updatedOn\n  }\n"): typeof import('./graphql.js').SeatFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSeat($filter: SeatFilter!, $pagination: Pagination) {\n    listSeat(filter: $filter, pagination: $pagination) { count result { ...SeatFields } }\n  }\n"): typeof import('./graphql.js').ListSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...SeatFields } }\n"): typeof import('./graphql.js').CreateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...SeatFields } }\n"): typeof import('./graphql.js').UpdateSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffVersionByName($name: String) { listStaff(filter: { name: { eq: $name } }) { result { updatedOn } } }\n"): typeof import('./graphql.js').StaffVersionByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFields on Staff { accountID name designation contactNo email clinicIDs group }\n"): typeof import('./graphql.js').StaffFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListStaff($filter: StaffFilter, $pagination: Pagination) {\n    listStaff(filter: $filter, pagination: $pagination) { count result { ...StaffFields } }\n  }\n"): typeof import('./graphql.js').ListStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaff($create: CreateStaffInput!) { createStaff(create: $create) { ...StaffFields } }\n"): typeof import('./graphql.js').CreateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaff($update: UpdateStaffInput!) { updateStaff(update: $update) { ...StaffFields } }\n"): typeof import('./graphql.js').UpdateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {\n    deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)\n  }\n"): typeof import('./graphql.js').DeleteStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffPassword($username: ID!, $password: String!) {\n    changePassword(username: $username, password: $password, forceSignOut: 1)\n  }\n"): typeof import('./graphql.js').ResetStaffPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe { me { accountID group } }\n"): typeof import('./graphql.js').StaffMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {\n    signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {\n      challenge\n      me { accountID name designation email clinicIDs group }\n    }\n  }\n"): typeof import('./graphql.js').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!) {\n    completeNewPassword(email: $email, password: $password, newPassword: $newPassword) {\n      challenge\n      me { accountID email group }\n    }\n  }\n"): typeof import('./graphql.js').CompleteNewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut { signOut }\n"): typeof import('./graphql.js').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me { me { accountID } }\n"): typeof import('./graphql.js').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }\n"): typeof import('./graphql.js').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n"): typeof import('./graphql.js').ForgotPasswordSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnIntervalOnAnyInstance($clinicID: Int!) {\n    onSubmitDialysisInterval(clinicID: $clinicID) { id dialysisID clinicID staffAccountID SBP }\n  }\n"): typeof import('./graphql.js').OnIntervalOnAnyInstanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnStartDialysisOnAnyInstance($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }\n"): typeof import('./graphql.js').OnStartDialysisOnAnyInstanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOnInstance($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {\n    listAppointmentDetail(filter: $filter, pagination: $pagination) {\n      count\n      result {\n        id patientID date shift namecode name nric seatName dialysisID\n        dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp\n        dialysis {\n          id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT\n          ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP\n          postHRT KTVonline\n        }\n      }\n    }\n    listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: \"AVAILABLE\" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {\n      count\n    }\n    listClinic(filter: { id: { eq: $clinicID } }) {\n      result { id today currentShift }\n    }\n  }\n"): typeof import('./graphql.js').DashboardOnInstanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIntervalOnInstance($create: CreateDialysisIntervalInput!) {\n    submitDialysisInterval(create: $create) { id }\n  }\n"): typeof import('./graphql.js').SubmitIntervalOnInstanceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
