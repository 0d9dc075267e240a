/**
 * Browser-side session keys (spec 000 section 3): the stay-logged-in flag lives in localStorage; the selected
 * centre id lives in localStorage when Stay logged in was chosen (survives a browser restart, like the
 * session cookie the server then makes persistent) and in sessionStorage otherwise (gone with the tab).
 * The user itself is never stored: it comes from the server's `me` on load.
 */
export const STAY_LOGGED_IN_KEY = 'dialysis.stayLoggedIn';
export const CENTRE_KEY = 'dialysis.centreId';

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
