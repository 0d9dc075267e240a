import { describe, expect, it } from 'vitest';
import {
  CENTRE_KEY,
  readCentreId,
  readOfflineUser,
  readStayLoggedIn,
  USER_KEY,
  writeCentreId,
  writeOfflineUser,
  writeStayLoggedIn,
} from './storage.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const stores = () => ({ local: new MemoryStorage(), session: new MemoryStorage() });

describe('session storage of the selected centre', () => {
  it('keeps the centre in sessionStorage without Stay logged in', () => {
    const s = stores();
    writeCentreId(s, 7);
    expect(s.session.getItem(CENTRE_KEY)).toBe('7');
    expect(s.local.getItem(CENTRE_KEY)).toBeNull();
    expect(readCentreId(s)).toBe(7);
  });

  it('keeps the centre in localStorage with Stay logged in, and moves it when the choice changes', () => {
    const s = stores();
    writeCentreId(s, 3);
    writeStayLoggedIn(s, true);
    expect(readStayLoggedIn(s)).toBe(true);
    writeCentreId(s, 4);
    expect(s.local.getItem(CENTRE_KEY)).toBe('4');
    expect(s.session.getItem(CENTRE_KEY)).toBeNull();
    expect(readCentreId(s)).toBe(4);
  });

  it('clears the centre and ignores garbage', () => {
    const s = stores();
    writeCentreId(s, 5);
    writeCentreId(s, null);
    expect(readCentreId(s)).toBeNull();
    s.session.setItem(CENTRE_KEY, 'abc');
    expect(readCentreId(s)).toBeNull();
    writeStayLoggedIn(s, false);
    expect(s.local.length).toBe(0);
  });
});

describe('the user kept for an offline reload', () => {
  it('lives beside the centre, in the store the stay-logged-in flag picks, and is removed at sign-out', () => {
    const s = stores();
    writeOfflineUser(s, { accountID: 'a1', name: 'Nur' });
    expect(s.session.getItem(USER_KEY)).not.toBeNull();
    expect(s.local.getItem(USER_KEY)).toBeNull();
    expect(readOfflineUser(s)).toEqual({ accountID: 'a1', name: 'Nur' });
    writeStayLoggedIn(s, true);
    writeOfflineUser(s, { accountID: 'a1', name: 'Nur' });
    expect(s.session.getItem(USER_KEY)).toBeNull();
    expect(readOfflineUser(s)).toEqual({ accountID: 'a1', name: 'Nur' });
    writeOfflineUser(s, null);
    expect(readOfflineUser(s)).toBeNull();
  });

  it('reads a damaged copy as nobody', () => {
    const s = stores();
    s.session.setItem(USER_KEY, '{not json');
    expect(readOfflineUser(s)).toBeNull();
  });
});
