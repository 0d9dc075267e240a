import { type Action, allows, type Group } from '@dialysis/domain';
import { isRegistered, ROUTE_PATHS, type RouteName, routePath } from './routes.ts';

/**
 * The menu within a patient context (spec 000 section 6, spec 001 section 2): Dashboard, Patient Info, Patient
 * Record, Dialysis Session, Patient Incident Report, Lab Report, Document, Appointment; a Doctor sees neither
 * Dialysis Session nor Appointment. Like every link, an entry shows only once its screen is registered.
 *
 * Route names are plain strings here, not RouteName: the patient screens are being added one by one, and an
 * entry whose route is not even named yet must simply stay hidden rather than fail to compile.
 */
interface PatientMenuItem {
  key: string;
  label: string;
  route: string;
  hash?: string;
  /** The action the entry's screen is for: shown only to login types the shared policy allows it. */
  requires?: Action;
}

const ITEMS: readonly PatientMenuItem[] = [
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

export interface PatientMenuEntry {
  key: string;
  label: string;
  /** The link, with the patient's id filled in. */
  to: string;
}

/** The patient id of a patient page (/patient/:id and below), or null elsewhere (including /patient/create). */
export function patientIdOf(pathname: string): number | null {
  const match = /^\/patient\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** A named route's path for one patient, or null while that route is unnamed or its screen is missing. */
export function patientRoutePath(
  route: string,
  patientId: number,
  registered: (name: RouteName) => boolean = isRegistered,
): string | null {
  if (!Object.hasOwn(ROUTE_PATHS, route) || !registered(route as RouteName)) return null;
  return routePath(route as RouteName, { id: patientId });
}

/** The patient context menu of a login type, only entries whose screens exist. */
export function patientMenu(
  group: Group,
  patientId: number,
  registered: (name: RouteName) => boolean = isRegistered,
): PatientMenuEntry[] {
  return ITEMS.flatMap((item) => {
    if (item.requires && !allows(group, item.requires)) return [];
    const path = patientRoutePath(item.route, patientId, registered);
    if (path === null) return [];
    return [{ key: item.key, label: item.label, to: item.hash ? `${path}#${item.hash}` : path }];
  });
}
