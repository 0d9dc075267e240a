import type { Group } from '@dialysis/domain';
import { menuForGroup } from '../../shared/menu.ts';
import type { RouteName } from '../../shared/routes.ts';

export interface Tile {
  key: string;
  label: string;
  /** null: the screen's path is not in the specification yet (the dialysis session manager). */
  route: RouteName | null;
}

/**
 * Manage home, spec 002: three rows of tiles, each opening its route. Hospital Reasons (spec 000's fixed list,
 * not in spec 002's tiles) joins drugs and symptoms, the other reference lists; Quality (issue 33) follows the
 * Funder Report, the other monthly report.
 */
export const TILE_ROWS: readonly (readonly Tile[])[] = [
  [
    { key: 'centres', label: 'Centres', route: 'manageCentre' },
    { key: 'machines', label: 'Machines', route: 'manageMachine' },
    { key: 'machineStatus', label: 'Machine Status', route: 'manageMachineStatus' },
    { key: 'seats', label: 'Seats', route: 'manageSeat' },
  ],
  [
    { key: 'drugs', label: 'Drugs', route: 'manageDrug' },
    { key: 'symptoms', label: 'Symptoms', route: 'manageSymptom' },
    { key: 'hospitalReasons', label: 'Hospital Reasons', route: 'manageHospitalReason' },
  ],
  [
    { key: 'staff', label: 'Staff', route: 'manageStaff' },
    { key: 'certifications', label: 'Certifications', route: 'manageCertification' },
    { key: 'incidentReport', label: 'Incident Report', route: 'incidentReportCentre' },
    { key: 'dialysisSession', label: 'Dialysis Session', route: 'manageDialysis' },
    { key: 'unlinkedInvoice', label: 'Unlinked Invoice', route: 'manageInvoiceUnlinked' },
    { key: 'funderReport', label: 'Funder Report', route: 'manageFund' },
    { key: 'quality', label: 'Quality', route: 'manageQuality' },
  ],
];

/**
 * The tiles a user sees: only screens that exist (like every link of the app), and only those the user's
 * menu offers. Nurse Managers and Medical Directors reach every manage screen through Manage home; a Nurse
 * or Doctor who opens /manage sees the tiles of their Manage submenu. Rows left empty are dropped.
 */
export function visibleTiles(group: Group, isRegistered: (name: RouteName) => boolean): Tile[][] {
  const manage = menuForGroup(group).find((entry) => entry.key === 'manage');
  const offered =
    manage && 'children' in manage ? new Set<RouteName>(manage.children.map((child) => child.route)) : null;
  return TILE_ROWS.map((row) =>
    row.filter(
      (tile) =>
        tile.route !== null && isRegistered(tile.route) && (offered === null || offered.has(tile.route)),
    ),
  ).filter((row) => row.length > 0);
}
