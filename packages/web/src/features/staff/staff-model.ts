import { type Group, managesStaff, mayChangeStaff } from '@dialysis/domain';
import type { CentreFilterValue } from '../../shared/centres/centre-tree-select.tsx';

/** The screen's filters as they live in the address: `?centre=<id>` (repeatable) and `?q=<text>`. */
export interface StaffParams {
  centres: CentreFilterValue;
  search: string;
}

/**
 * Reads the filters from the address. Manage Centres' View Staff links here with `?centre=<id>`; centres the
 * user does not see are dropped, and none left means All.
 */
export function parseStaffParams(
  params: URLSearchParams,
  visibleIds: readonly number[] | undefined,
): StaffParams {
  const ids = params
    .getAll('centre')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && (visibleIds === undefined || visibleIds.includes(id)));
  return { centres: ids.length > 0 ? [...new Set(ids)] : 'ALL', search: params.get('q') ?? '' };
}

export function staffSearchParams(value: StaffParams): URLSearchParams {
  const params = new URLSearchParams();
  if (value.centres !== 'ALL') for (const id of value.centres) params.append('centre', String(id));
  if (value.search.trim()) params.set('q', value.search.trim());
  return params;
}

export interface Viewer {
  accountID: string;
  group: Group;
  clinicIDs: number[];
}

/**
 * The row actions the server would allow (it enforces them; the screen only hides what would be refused):
 * Nurse Managers and Medical Directors, on staff wholly within their centres whose designation they could
 * assign (the domain's mayChangeStaff); never Reset Password or Delete on their own row.
 */
export function rowActions(
  viewer: Viewer,
  row: { accountID: string; designation: string | null; clinicIDs: number[] },
): { edit: boolean; reset: boolean; remove: boolean } {
  const none = { edit: false, reset: false, remove: false };
  if (!managesStaff(viewer.group)) return none;
  if (row.accountID === viewer.accountID) return { edit: true, reset: false, remove: false };
  if (!mayChangeStaff(viewer, viewer.clinicIDs, row)) return none;
  return { edit: true, reset: true, remove: true };
}

/**
 * Centre Access as a short text: the names of the centres the user sees, then how many others (centres the
 * user does not see are not named), or 'All centres' for an empty list.
 */
export function centreAccessText(clinicIDs: readonly number[], names: ReadonlyMap<number, string>): string {
  if (clinicIDs.length === 0) return 'All centres';
  const known = clinicIDs.flatMap((id) => names.get(id) ?? []);
  const others = clinicIDs.length - known.length;
  const rest = others === 0 ? [] : [`${others} other centre${others === 1 ? '' : 's'}`];
  return [...known, ...rest].join(', ');
}
