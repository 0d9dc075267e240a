import { type Group, patientMenuItems } from '@dialysis/domain';
import { isRegistered, ROUTE_PATHS, type RouteName, routePath } from './routes.ts';

/** An entry of the patient context menu as the bar shows it. */
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

/**
 * The patient context menu of a login type (spec 000 section 6, spec 001 section 2): its entries are the domain's
 * (packages/domain menus.ts, part of the access policy); like every link, an entry shows only once its screen is
 * registered. Their route names are plain strings: an entry whose route is not even named yet simply stays
 * hidden rather than fail to compile.
 */
export function patientMenu(
  group: Group,
  patientId: number,
  registered: (name: RouteName) => boolean = isRegistered,
): PatientMenuEntry[] {
  return patientMenuItems(group).flatMap((item) => {
    const path = patientRoutePath(item.route, patientId, registered);
    if (path === null) return [];
    return [{ key: item.key, label: item.label, to: item.hash ? `${path}#${item.hash}` : path }];
  });
}
