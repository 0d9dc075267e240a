import { useCallback, useEffect, useRef, useState } from 'react';
import { playBell, unlockBellOnGesture } from './bell-sound.ts';
import { type BellCard, bellTick, type OverdueMap, readBellMuted, writeBellMuted } from './reading-bell.ts';

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

/**
 * Watches the shown day's cards once a second and rings the bell once for each tick in which at least one card
 * turned overdue for a reading (reading-bell.ts decides which). `watchKey` names what is shown (centre and
 * day): when it changes, what was seen is forgotten, so another day's backlog never rings. `active` is false
 * for a day other than today. Answers how many times the bell rang (shown as data-bell-rang for tests).
 */
export function useReadingBell(
  cards: readonly BellCard[],
  watchKey: string,
  active: boolean,
  muted: boolean,
): number {
  const [rings, setRings] = useState(0);
  const latest = useRef({ cards, muted });
  latest.current = { cards, muted };
  const seen = useRef<{ key: string; overdue: OverdueMap } | null>(null);

  useEffect(() => {
    unlockBellOnGesture();
  }, []);

  useEffect(() => {
    seen.current = null;
    if (!active) return;
    const tick = () => {
      const previous = seen.current?.key === watchKey ? seen.current.overdue : null;
      const { overdue, rang } = bellTick(previous, latest.current.cards, new Date());
      seen.current = { key: watchKey, overdue };
      if (rang.length > 0 && !latest.current.muted) {
        playBell();
        setRings((n) => n + 1);
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [watchKey, active]);

  return rings;
}
