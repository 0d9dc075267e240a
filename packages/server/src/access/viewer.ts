import type { Group } from '@dialysis/domain';

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
}
