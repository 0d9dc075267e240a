import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { onReconnect } from '../../api/subscriptions.ts';
import { openOutbox, readCopy, saveCopy } from './outbox-store.ts';
import { flushAll, whenSent } from './sender.ts';

/** The copies of the last answers are used for 24 hours; older ones are not shown as the session's state. */
const COPY_MAX_AGE_MS = 24 * 3_600_000;
const SAVE_EVERY_MS = 2_000;
/** The timer fallback of the queue (besides the online event and the live connection's return). */
const TICK_MS = 5_000;

let current: { accountID: string; stop: () => void } | null = null;

/**
 * Starts the offline part for the signed-in user (after sign-in, and on an offline reload for the user last
 * signed in here): restores the copies of the last answers (the session page opens offline), keeps them
 * saved as queries answer, and runs the queue of writes: at once, when the browser says it is online again,
 * when the live connection comes back, and on a timer as a fallback (each session's writes in order, with
 * backoff). Idempotent for the same user; another user's start stops the previous one's.
 */
export function start(queryClient: QueryClient, accountID: string): void {
  if (current?.accountID === accountID) return;
  current?.stop();
  let stopped = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribeCache: () => void = () => undefined;

  void restore(queryClient, accountID).then(() => {
    if (stopped) return;
    // Saved only after the restore, so an empty cache at start never overwrites the copy.
    unsubscribeCache = queryClient.getQueryCache().subscribe(() => {
      if (saveTimer) return;
      saveTimer = setTimeout(() => {
        saveTimer = undefined;
        if (!stopped) void save(queryClient, accountID);
      }, SAVE_EVERY_MS);
    });
  });

  whenSent((write) => void queryClient.invalidateQueries({ queryKey: ['patientRecord', write.patientID] }));
  const flushNow = () => void flushAll(accountID, true).catch(() => undefined);
  const tick = () => void flushAll(accountID).catch(() => undefined);
  window.addEventListener('online', flushNow);
  const stopReconnect = onReconnect(flushNow);
  const timer = setInterval(tick, TICK_MS);
  flushNow();

  current = {
    accountID,
    stop: () => {
      stopped = true;
      clearTimeout(saveTimer);
      unsubscribeCache();
      window.removeEventListener('online', flushNow);
      stopReconnect();
      clearInterval(timer);
    },
  };
}

async function restore(queryClient: QueryClient, accountID: string) {
  const copy = await readCopy(accountID, 'queries').catch(() => undefined);
  if (!copy || Date.now() - copy.savedAt > COPY_MAX_AGE_MS) return;
  // hydrate keeps a query's own answer when it is newer than the copy's.
  hydrate(queryClient, copy.state as DehydratedState);
}

async function save(queryClient: QueryClient, accountID: string) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  await saveCopy(accountID, 'queries', state).catch(() => undefined);
}

/** Sign-out or expiry: stop, and delete the user's copies from this browser. Their unsent writes stay queued. */
export async function forget(accountID: string): Promise<void> {
  if (current?.accountID === accountID) {
    current.stop();
    current = null;
  }
  const db = await openOutbox(accountID);
  await db.clear('copies');
}
