import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { liveStatus, onLiveStatus } from '../../api/subscriptions.ts';
import { centreTime } from '../../lib/clock.ts';
import { OFFLINE_MESSAGES } from './messages.ts';

const onOnlineChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The browser's word on the network (navigator.onLine), live. */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, () => navigator.onLine);
}

export function useLiveStatus() {
  return useSyncExternalStore(onLiveStatus, liveStatus);
}

/**
 * Says when a screen may be behind (issue 31 items 4 and 5): offline (or its last load failed), showing what
 * was last loaded and when; or online with the live connection still coming back. Nothing when all is well.
 */
export function OfflineNotice({
  loadedAt,
  failed = false,
  timeZone,
}: {
  /** When the shown data was loaded (ms; a query's dataUpdatedAt), or how to find out when shown. */
  loadedAt?: number | (() => number | undefined);
  failed?: boolean;
  timeZone?: string;
}) {
  const online = useOnline();
  const live = useLiveStatus();
  if (!online || failed) {
    const when = typeof loadedAt === 'function' ? loadedAt() : loadedAt;
    const at = when ? centreTime(new Date(when).toISOString(), 'HH:mm', timeZone) : '-';
    return <Alert type="warning" showIcon role="status" message={OFFLINE_MESSAGES.offlineCopy(at)} />;
  }
  if (live === 'behind')
    return <Alert type="info" showIcon role="status" message={OFFLINE_MESSAGES.liveBehind} />;
  return null;
}
