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
