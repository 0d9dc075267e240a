/**
 * Browser-side session keys (spec 000 section 3): the stay-logged-in flag lives in localStorage; the selected
 * centre id lives in localStorage when Stay logged in was chosen (survives a browser restart, like the
 * session cookie the server then makes persistent) and in sessionStorage otherwise (gone with the tab).
 * The user comes from the server's `me` on load. A copy of it is kept beside the centre (same store, same
 * lifetime) only so that a page reloaded while the network is down still opens for the user who was signed in
 * (issue 31); it is removed at sign-out and expiry, and `me` replaces it as soon as the server answers.
 */
export const STAY_LOGGED_IN_KEY = 'dialysis.stayLoggedIn';
export const CENTRE_KEY = 'dialysis.centreId';
export const USER_KEY = 'dialysis.offlineUser';

export interface SessionStores {
  local: Storage;
  session: Storage;
}

export function readStayLoggedIn(stores: SessionStores): boolean {
  return stores.local.getItem(STAY_LOGGED_IN_KEY) === 'true';
}

export function writeStayLoggedIn(stores: SessionStores, stay: boolean): void {
  if (stay) stores.local.setItem(STAY_LOGGED_IN_KEY, 'true');
  else stores.local.removeItem(STAY_LOGGED_IN_KEY);
}

export function readCentreId(stores: SessionStores): number | null {
  const store = readStayLoggedIn(stores) ? stores.local : stores.session;
  const value = Number(store.getItem(CENTRE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Writes to the store the flag selects and removes it from the other, so an old choice never lingers. */
export function writeCentreId(stores: SessionStores, centreId: number | null): void {
  const stay = readStayLoggedIn(stores);
  const [keep, drop] = stay ? [stores.local, stores.session] : [stores.session, stores.local];
  drop.removeItem(CENTRE_KEY);
  if (centreId === null) keep.removeItem(CENTRE_KEY);
  else keep.setItem(CENTRE_KEY, String(centreId));
}

/** The signed-in user's copy for an offline reload (see above), in the store the stay-logged-in flag selects. */
export function writeOfflineUser<U>(stores: SessionStores, user: U | null): void {
  const stay = readStayLoggedIn(stores);
  const [keep, drop] = stay ? [stores.local, stores.session] : [stores.session, stores.local];
  drop.removeItem(USER_KEY);
  if (user === null) keep.removeItem(USER_KEY);
  else keep.setItem(USER_KEY, JSON.stringify(user));
}

export function readOfflineUser<U>(stores: SessionStores): U | null {
  const store = readStayLoggedIn(stores) ? stores.local : stores.session;
  try {
    return JSON.parse(store.getItem(USER_KEY) ?? 'null') as U | null;
  } catch {
    return null;
  }
}
