import { allows, type Group } from '@dialysis/domain';
import type { RouteName } from './routes.ts';

/** A top-menu entry: a link to a route, or a submenu of links. */
export type MenuEntry =
  | { key: string; label: string; route: RouteName }
  | { key: string; label: string; children: { key: string; label: string; route: RouteName }[] };

const COMMON_ITEMS: MenuEntry[] = [
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
];

const MANAGE_BY_GROUP: Record<Group, MenuEntry> = {
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
};

/**
 * Routine Orders (/routineorder, issue 14 item 6; the spec names the route only): for the login types the
 * shared policy allows the list (Doctor, Nurse Manager, Medical Director), after the spec's own entries, so
 * that on a narrow bar it is the one folded into the overflow ('...'), not Manage.
 */
const ROUTINE_ORDERS: MenuEntry = { key: 'routineOrder', label: 'Routine Orders', route: 'routineOrder' };

/** The full top menu of a login type: spec 000 section 6's, with Routine Orders for the roles allowed it. */
export function menuForGroup(group: Group): MenuEntry[] {
  return [
    ...COMMON_ITEMS,
    MANAGE_BY_GROUP[group],
    ...(allows(group, 'routineOrder:list') ? [ROUTINE_ORDERS] : []),
  ];
}

/** Only entries whose route exists; a submenu stays while at least one of its links does. */
export function visibleMenu(entries: MenuEntry[], isRegistered: (name: RouteName) => boolean): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if ('route' in entry) {
      if (isRegistered(entry.route)) visible.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => isRegistered(child.route));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}
