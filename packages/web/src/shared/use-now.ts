import { useSyncExternalStore } from 'react';

/**
 * One shared one-second ticker for the header clock and every card countdown, instead of one timer per
 * component. It runs only while something is subscribed.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time in epoch milliseconds, re-rendering every second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/**
 * What `select` makes of the current time (a number, a text), re-rendering only when that changes: a clock that
 * shows minutes renders once a minute, not every second. Every second the ticker asks each subscriber's
 * `select` again, which costs far less than rendering it (on a 90-card dashboard at a tablet's CPU, the
 * countdowns' renders every second were enough to delay a tap; docs/performance.md, Interactions). `select`
 * must answer the same for the same time: a primitive, or React renders again every second.
 */
export function useNowAs<T extends string | number | boolean | null>(select: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(now));
}

const MINUTE_MS = 60_000;
const toMinute = (time: number) => Math.floor(time / MINUTE_MS) * MINUTE_MS;

/** The current minute (epoch milliseconds, rounded down), re-rendering once a minute. */
export function useNowMinute(): number {
  return useNowAs(toMinute);
}
