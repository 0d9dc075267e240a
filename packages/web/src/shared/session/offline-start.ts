import type { QueryClient } from '@tanstack/react-query';

/**
 * The offline part of the app (features/offline: the queue of writes and the copies of the last answers) is
 * loaded after sign-in, in its own chunk, so the login page and its budget do not carry it.
 */
const load = () => import('../offline/start.ts');

export function startOffline(queryClient: QueryClient, accountID: string): void {
  void load().then((offline) => offline.start(queryClient, accountID));
}

/** At sign-out and expiry: the user's copies are removed from this browser (their unsent writes are kept). */
export function forgetOfflineData(accountID: string): void {
  void load().then((offline) => offline.forget(accountID));
}
