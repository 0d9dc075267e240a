import { describe, expect, it } from 'vitest';
import { CENTRE_KEY, readCentreId, readStayLoggedIn, writeCentreId, writeStayLoggedIn } from './storage.ts';

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
