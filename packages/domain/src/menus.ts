import type { Group } from './constants.ts';
import { type Action, allows } from './policy.ts';

/**
 * The menus of each login type, part of the access policy: the top menu (spec 000 section 6) and the menu within
 * a patient context (spec 000 section 6, spec 001 section 2). The web builds its menus from these
 * (packages/web shared/menu.ts, shared/patient-menu.ts), linking only entries whose screens are registered; the
 * access snapshot prints them with the rest of who may do what. Entries name the web's routes
 * (packages/web shared/routes.ts).
 */
export interface MenuLink<Route extends string = string> {
  readonly key: string;
  readonly label: string;
  readonly route: Route;
}

/** A top-menu entry: a link to a route, or a submenu of links. */
export type MenuEntry<Route extends string = string> =
  | MenuLink<Route>
  | { readonly key: string; readonly label: string; readonly children: readonly MenuLink<Route>[] };

const COMMON_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', route: 'dashboard' },
  {
    key: 'clinicalNote',
    label: 'Latest Clinical Note',
    children: [
      { key: 'clinicalNoteByAuthor', label: 'By Author', route: 'clinicalNoteByAuthor' },
      { key: 'clinicalNoteByCentre', label: 'By Centre', route: 'clinicalNoteByCentre' },
    ],
  },
  {
    key: 'labResult',
    label: 'Import Lab Result',
    children: [
      { key: 'labResultManualInput', label: 'Manual Input', route: 'labResultManualInput' },
      { key: 'labResultFileUpload', label: 'File Upload', route: 'labResultFileUpload' },
    ],
  },
  { key: 'availability', label: 'Availability', route: 'availability' },
  { key: 'incidentReportSummary', label: 'Incident Report Summary', route: 'incidentReportSummary' },
] as const satisfies readonly MenuEntry[];

/** The one entry that differs by login type (spec 000 section 6): Manage, a submenu or a link to Manage home. */
const MANAGE_BY_GROUP = {
  Nurse: {
    key: 'manage',
    label: 'Manage',
    children: [
      { key: 'manageMachine', label: 'Machine', route: 'manageMachine' },
      { key: 'manageStaff', label: 'Staff', route: 'manageStaff' },
    ],
  },
  Doctor: {
    key: 'manage',
    label: 'Manage',
    children: [
      { key: 'manageMachine', label: 'Machine', route: 'manageMachine' },
      { key: 'manageMachineStatus', label: 'Machine Status', route: 'manageMachineStatus' },
      { key: 'manageStaff', label: 'Staff', route: 'manageStaff' },
      { key: 'manageCertification', label: 'Certification', route: 'manageCertification' },
    ],
  },
  ManagingNurse: { key: 'manage', label: 'Manage', route: 'manage' },
  MedicalDirector: { key: 'manage', label: 'Manage', route: 'manage' },
} as const satisfies Record<Group, MenuEntry>;

/**
 * Routine Orders (/routineorder, issue 14 item 6; the spec names the route only): for the login types the
 * shared policy allows the list (Doctor, Nurse Manager, Medical Director), after the spec's own entries, so
 * that on a narrow bar it is the one folded into the overflow ('...'), not Manage.
 */
const ROUTINE_ORDERS = {
  key: 'routineOrder',
  label: 'Routine Orders',
  route: 'routineOrder',
} as const satisfies MenuEntry;

/**
 * Quality (issue 33): the centres' monthly quality indicators, for the login types allowed them (Nurse
 * Managers and Medical Directors), last; the page is a tile of Manage home too.
 */
const QUALITY = { key: 'quality', label: 'Quality', route: 'manageQuality' } as const satisfies MenuEntry;

type LinksOf<E> = E extends { readonly children: readonly (infer C)[] } ? C : E;

/** Every route the top menus name (the web's route table must name each: its menu type checks it). */
export type TopMenuRoute = LinksOf<
  (typeof COMMON_ITEMS)[number] | (typeof MANAGE_BY_GROUP)[Group] | typeof ROUTINE_ORDERS | typeof QUALITY
>['route'];

/** The full top menu of a login type: spec 000 section 6's, with Routine Orders and Quality for the roles allowed them. */
export function topMenu(group: Group): MenuEntry<TopMenuRoute>[] {
  return [
    ...COMMON_ITEMS,
    MANAGE_BY_GROUP[group],
    ...(allows(group, 'routineOrder:list') ? [ROUTINE_ORDERS] : []),
    ...(allows(group, 'quality:read') ? [QUALITY] : []),
  ];
}

/**
 * An entry of the patient context menu. Route names are plain strings: the patient screens were added one by
 * one, and an entry whose route is not named yet simply stays hidden on the web.
 */
export interface PatientMenuItem {
  readonly key: string;
  readonly label: string;
  readonly route: string;
  readonly hash?: string;
  /** The action the entry's screen is for: shown only to login types the shared policy allows it. */
  readonly requires?: Action;
}

/**
 * The menu within a patient context (spec 000 section 6, spec 001 section 2): Dashboard, Patient Info, Patient
 * Record, Dialysis Session, Patient Incident Report, Lab Report, Document, Appointment; a Doctor sees neither
 * Dialysis Session nor Appointment.
 */
const PATIENT_MENU: readonly PatientMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', route: 'dashboard' },
  { key: 'patientInfo', label: 'Patient Info', route: 'patientInformation' },
  { key: 'patientRecord', label: 'Patient Record', route: 'patientRecord' },
  // Today's session of the patient in the selected centre: the intra page routes on to check-in or the session.
  {
    key: 'dialysisSession',
    label: 'Dialysis Session',
    route: 'patientDialysisToday',
    requires: 'dialysis:write',
  },
  { key: 'incidentReport', label: 'Patient Incident Report', route: 'patientIncidentReport' },
  // Lab reports are panels of the patient record page (anchor #labreport, spec 001 route table).
  { key: 'labReport', label: 'Lab Report', route: 'patientRecord', hash: 'labreport' },
  { key: 'document', label: 'Document', route: 'patientDocument' },
  { key: 'appointment', label: 'Appointment', route: 'patientAppointment', requires: 'appointment:book' },
];

/** The patient context menu of a login type: the entries whose action the policy allows it. */
export function patientMenuItems(group: Group): readonly PatientMenuItem[] {
  return PATIENT_MENU.filter((item) => !item.requires || allows(group, item.requires));
}
