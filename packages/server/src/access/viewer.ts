import type { Group } from '@dialysis/domain';
import type { CentreRow } from './centre-visibility.ts';

/** The signed-in staff member, bound once per request (or per WebSocket connection). */
export interface Viewer {
  accountID: string;
  name: string;
  email: string;
  group: Group;
  /** Centres the staff member works in; empty means all. */
  clinicIDs: number[];
  /** SHA-256 of the session token, so sign-out can end exactly this session. */
  sessionHash: string;
  /**
   * Every live centre with its status, read by the same statement as the session (modules/identity/sessions.ts),
   * so the access module decides visibility without a second round trip, still fresh on every request.
   */
  liveCentres: readonly CentreRow[];
}
