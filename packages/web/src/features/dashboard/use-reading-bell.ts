import { useCallback, useEffect, useRef, useState } from 'react';
import { playBell, unlockBellOnGesture } from './bell-sound.ts';
import {
  type BellCard,
  bellCalls,
  bellTick,
  type OverdueMap,
  readBellMuted,
  writeBellMuted,
} from './reading-bell.ts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The mute switch of the reading bell, remembered in this browser (localStorage 'dialysis.bellMuted'). */
export function useBellMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => readBellMuted(storage()));
  const set = useCallback((next: boolean) => {
    writeBellMuted(storage(), next);
    setMuted(next);
  }, []);
  return [muted, set];
}

const TICK_MS = 1_000;

/** What the bell has done: how often it rang, and the cards it calls for now (see bellCalls). */
export interface ReadingBell {
  /** Rings so far (shown as data-bell-rang for tests); a muted bell does not count. */
  rings: number;
  /** The cards the bell names, first rung first; empty when none or after `dismiss`. */
  calling: readonly number[];
  /** The nurse closed the notice: forget who was called (a card that falls due again is called again). */
  dismiss: () => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Watches the shown day's cards once a second and rings the bell once for each tick in which at least one card
 * turned overdue for a reading (reading-bell.ts decides which), and keeps the list of cards it calls for, which
 * the dashboard names in the bell's notice. `watchKey` names what is shown (centre and day): when it changes,
 * what was seen and called is forgotten, so another day's backlog never rings. `active` is false for a day
 * other than today. A muted bell makes no sound but still names the patients.
 */
export function useReadingBell(
  cards: readonly BellCard[],
  watchKey: string,
  active: boolean,
  muted: boolean,
): ReadingBell {
  const [rings, setRings] = useState(0);
  const [calling, setCalling] = useState<readonly number[]>([]);
  const latest = useRef({ cards, muted });
  latest.current = { cards, muted };
  const seen = useRef<{ key: string; overdue: OverdueMap } | null>(null);
  const called = useRef<readonly number[]>([]);

  useEffect(() => {
    unlockBellOnGesture();
  }, []);

  useEffect(() => {
    seen.current = null;
    called.current = [];
    setCalling([]);
    if (!active) return;
    const tick = () => {
      const previous = seen.current?.key === watchKey ? seen.current.overdue : null;
      const { overdue, rang } = bellTick(previous, latest.current.cards, new Date());
      seen.current = { key: watchKey, overdue };
      const next = bellCalls(called.current, rang, overdue);
      if (!sameIds(next, called.current)) {
        called.current = next;
        setCalling(next);
      }
      if (rang.length > 0 && !latest.current.muted) {
        playBell();
        setRings((n) => n + 1);
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [watchKey, active]);

  const dismiss = useCallback(() => {
    called.current = [];
    setCalling([]);
  }, []);

  return { rings, calling, dismiss };
}
