import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../access/viewer.ts';
import type { IdentityChanges } from '../../db/identity-changes.ts';
import { KEEP_MS, type KeptSession, SessionCache } from './session-cache.ts';

/** A change feed the test drives: what the database's triggers and the listener would tell the cache. */
function feed() {
  const listeners: ((change: string) => void)[] = [];
  const state = { listening: true, generation: 0 };
  const changes: IdentityChanges = {
    get listening() {
      return state.listening;
    },
    get generation() {
      return state.generation;
    },
    backendPid: undefined,
    subscribe: (listener) => {
      listeners.push(listener);
    },
    close: async () => undefined,
  };
  const hear = (change: string) => {
    state.generation++;
    for (const listener of listeners) listener(change);
  };
  return { changes, state, hear };
}

const at = new Date('2030-03-11T01:30:00.000Z');
const kept = (accountID: string): KeptSession => ({
  accountID,
  expiresOn: new Date(at.getTime() + 3_600_000),
  lastSeenOn: at,
  idleMinutes: null,
  viewer: { accountID } as Viewer,
});

describe('the session cache', () => {
  it('answers a kept look-up until KEEP_MS has passed, and never one from the future', () => {
    const { changes } = feed();
    const cache = new SessionCache(changes);
    cache.keep('s1', kept('a1'), at, cache.generation);
    expect(cache.read('s1', new Date(at.getTime() + KEEP_MS - 1))?.accountID).toBe('a1');
    expect(cache.read('s1', new Date(at.getTime() + KEEP_MS))).toBeUndefined();
    cache.keep('s2', kept('a2'), at, cache.generation);
    expect(cache.read('s2', new Date(at.getTime() - 1))).toBeUndefined();
  });

  it('keeps nothing looked up across a change, nor while nobody listens', () => {
    const { changes, state, hear } = feed();
    const cache = new SessionCache(changes);
    const before = cache.generation;
    hear('a:someone-else'); // heard while the look-up ran: its answer may predate the change
    cache.keep('s1', kept('a1'), at, before);
    expect(cache.read('s1', at)).toBeUndefined();

    cache.keep('s1', kept('a1'), at, cache.generation);
    state.listening = false;
    expect(cache.read('s1', at)).toBeUndefined();
    cache.keep('s2', kept('a2'), at, cache.generation);
    state.listening = true;
    expect(cache.read('s2', at)).toBeUndefined();
  });

  it('forgets one session, every session of an account, or everything', () => {
    const { changes, hear } = feed();
    const cache = new SessionCache(changes);
    for (const [hash, account] of [
      ['s1', 'a1'],
      ['s2', 'a1'],
      ['s3', 'a2'],
      ['s4', 'a3'],
    ] as const) {
      cache.keep(hash, kept(account), at, cache.generation);
    }
    hear('s:s4');
    expect(cache.read('s4', at)).toBeUndefined();
    hear('a:a1');
    expect([cache.read('s1', at), cache.read('s2', at)]).toEqual([undefined, undefined]);
    expect(cache.read('s3', at)?.accountID).toBe('a2');
    hear('*');
    expect(cache.read('s3', at)).toBeUndefined();
  });

  it('shares one list of centres while it does not change', () => {
    const { changes } = feed();
    const cache = new SessionCache(changes);
    const first = cache.sharedCentres([{ id: 1, status: 'ACTIVE' }]);
    expect(cache.sharedCentres([{ id: 1, status: 'ACTIVE' }])).toBe(first);
    const changed = cache.sharedCentres([{ id: 1, status: 'INACTIVE' }]);
    expect(changed).not.toBe(first);
    expect(changed).toEqual([{ id: 1, status: 'INACTIVE' }]);
  });
});
