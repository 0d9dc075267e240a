import { generatePath } from 'react-router';

/**
 * Route names and paths from the specification (000 section 2, 001 and 002 route tables). Names the spec
 * does not give (menu and manage screens) are named after their path.
 */
export const ROUTE_PATHS = {
  dashboard: '/',
  login: '/login',
  forgotPassword: '/forgotpassword',
  settingsCentreSelection: '/settings/centre',
  settingsAccount: '/settings/account',
  settingsAccountEdit: '/settings/account/edit',
  settingsPasswordChange: '/settings/password/change',
  availability: '/availability',
  patientCreate: '/patient/create',
  patientInformation: '/patient/:id',
  patientInformationEdit: '/patient/:id/edit',
  // The spec names a patient appointment page without its path: registered once its screen exists.
  patientAppointment: '/patient/:id/appointment',
  clinicalNoteByAuthor: '/clinicalnote/author',
  clinicalNoteByCentre: '/clinicalnote/centre',
  labResultManualInput: '/labresult/import/input',
  labResultManualInputPatient: '/labresult/import/input/:id',
  labResultFileUpload: '/labresult/import/upload',
  labResultFileUploadReview: '/labresult/import/upload/review',
  incidentReportSummary: '/incidentreport',
  // Spec 000 names the route without its screen: Routine Orders, the doctor's monthly round (issue 14, item 6).
  routineOrder: '/routineorder',
  manage: '/manage',
  manageMachine: '/manage/machine',
  manageMachineStatus: '/manage/machinestatus',
  manageStaff: '/manage/staff',
  manageCertification: '/manage/certification',
  manageCentre: '/manage/centre',
  manageSeat: '/manage/seat',
  manageDrug: '/manage/drug',
  manageSymptom: '/manage/symptom',
  // Not in the spec's route tables (spec 000 names the list, listHospitalReason): kept beside drugs and symptoms.
  manageHospitalReason: '/manage/hospitalreason',
  manageFund: '/manage/fund',
  manageInvoiceUnlinked: '/manage/invoice/unlinked',
  // Centre quality indicators (issue 33): the page, and who misses an indicator in a centre's month.
  manageQuality: '/manage/quality',
  manageQualityMisses: '/manage/quality/:clinicId/:month/:indicator',
  incidentReportCentre: '/incidentreport/centre',
  incidentReportCentreCreate: '/incidentreport/centre/:centreId/create',
  patientIncidentReport: '/patient/:id/incidentreport',
  patientDocument: '/patient/:id/document',
  clinicalNoteAdd: '/patient/:id/clinicalnote/add',
  patientRecord: '/patient/:id/patientrecord',
  patientRecordExport: '/patient/:id/patientrecord/export',
  // Dialysis session pages (spec 000 section 2). The intra page takes an optional dialysis id: without one it
  // looks up today's session and routes on (patientDialysisToday).
  patientDialysisCheckIn: '/patient/:id/dialysis/appointment/:appointmentId',
  patientDialysisToday: '/patient/:id/dialysis',
  patientDialysis: '/patient/:id/dialysis/:dialysisId',
  patientDialysisCheckInEdit: '/patient/:id/dialysis/:dialysisId/checkin/edit',
  patientDialysisCheckOut: '/patient/:id/dialysis/:dialysisId/checkout',
  patientDialysisCheckOutEdit: '/patient/:id/dialysis/:dialysisId/checkout/edit',
  // Manage variant of the dashboard (the Manage home's Dialysis Session tile).
  manageDialysis: '/manage/dialysis',
  // Accounting redirect (spec 000 route table: redirectQuickbooks, two paths): resume a check-out, or (link)
  // finish a connection in its own window and close it.
  redirectQuickbooks: '/redirect/quickbooks',
  redirectQuickbooksLink: '/redirect/quickbooks/link',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * The routes whose screens exist. The router registers exactly these (its page table is typed against this
 * list), and links to any other route (menu items, Forgot password, Manage Account) are hidden until the
 * screen is added here, so nothing ever leads to the 404 page.
 */
export const IMPLEMENTED_ROUTES = [
  'dashboard',
  'availability',
  'login',
  'settingsCentreSelection',
  'forgotPassword',
  'settingsAccount',
  'settingsAccountEdit',
  'settingsPasswordChange',
  'manageStaff',
  'manageCertification',
  'manage',
  'manageCentre',
  'manageMachine',
  'manageSeat',
  'manageDrug',
  'manageSymptom',
  'manageHospitalReason',
  'clinicalNoteByAuthor',
  'clinicalNoteByCentre',
  'manageMachineStatus',
  'patientCreate',
  'patientInformation',
  'patientInformationEdit',
  'patientAppointment',
  'patientDocument',
  'clinicalNoteAdd',
  'patientRecord',
  'patientDialysisCheckIn',
  'patientDialysisCheckInEdit',
  'patientDialysisCheckOut',
  'patientDialysisCheckOutEdit',
  'patientDialysisToday',
  'patientDialysis',
  'manageDialysis',
  'labResultFileUpload',
  'labResultFileUploadReview',
  'labResultManualInput',
  'labResultManualInputPatient',
  'patientRecordExport',
  'patientIncidentReport',
  'incidentReportSummary',
  'incidentReportCentre',
  'incidentReportCentreCreate',
  'routineOrder',
  'manageFund',
  'redirectQuickbooks',
  'redirectQuickbooksLink',
  'manageInvoiceUnlinked',
  'manageQuality',
  'manageQualityMisses',
] as const satisfies readonly RouteName[];

export type ImplementedRoute = (typeof IMPLEMENTED_ROUTES)[number];

export function isRegistered(name: RouteName): boolean {
  return (IMPLEMENTED_ROUTES as readonly RouteName[]).includes(name);
}

export function pathOf(name: RouteName): string {
  return ROUTE_PATHS[name];
}

/**
 * A named route's address with its parameters filled in (react-router's generatePath, which throws on a
 * missing one): routePath('patientDialysis', { id: 5, dialysisId: 31 }) is '/patient/5/dialysis/31'.
 */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath<string>(ROUTE_PATHS[name], values);
}

/** Routes where the header is never shown (spec: login, centre selection and forgot password). */
export const HEADERLESS_PATHS: readonly string[] = [
  ROUTE_PATHS.login,
  ROUTE_PATHS.settingsCentreSelection,
  ROUTE_PATHS.forgotPassword,
  ROUTE_PATHS.redirectQuickbooks,
  ROUTE_PATHS.redirectQuickbooksLink,
];

/** Pop-up windows (Add Clinical Note, spec 001 section 2) are pages of their own: no header either. */
const POPUP_PATTERNS: readonly RegExp[] = [/^\/patient\/\d+\/clinicalnote\/add$/];

export function isHeaderless(pathname: string): boolean {
  return HEADERLESS_PATHS.includes(pathname) || POPUP_PATTERNS.some((pattern) => pattern.test(pathname));
}
