import type { Client } from 'graphql-ws';
import { isKnownCode } from './errors.ts';
import { type Document, GRAPHQL_PATH } from './graphql.ts';
import { reportUnauthenticated } from './session-events.ts';

let client: Promise<Client> | null = null;
const reconnectListeners = new Set<() => void>();

/**
 * Whether live updates are flowing (issue 31 item 5): 'behind' from the moment the socket drops while a
 * screen is subscribed until it is connected again (then the screens reload: onReconnect).
 */
export type LiveStatus = 'live' | 'behind';
let status: LiveStatus = 'live';
let subscribed = 0;
const statusListeners = new Set<() => void>();
function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}
export const liveStatus = (): LiveStatus => status;
export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Waits before the next reconnect: doubling up to 30 s, but at once when the browser says it is online again
 * (graphql-ws's own wait grows to minutes during a long drop, and the nurse would stay behind that long).
 */
function retryWait(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000);
    window.addEventListener('online', done);
  });
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * One shared graphql-ws client, created on first use. Lazy: the socket opens with the first subscription
 * and closes shortly after the last. It keeps reconnecting (the session cookie rides on the upgrade), and
 * after a reconnect tells listeners, because events sent while it was down are lost and screens must reload.
 * graphql-ws itself (about 5 kB gzipped) loads with the first subscription, after the page's first render:
 * the pages that listen (the dashboard, the session pages, the record) no longer carry it in the JavaScript
 * they need to show (docs/performance.md, Issue 32 item 4).
 */
function getClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: socketUrl,
      lazy: true,
      lazyCloseTimeout: 3_000,
      keepAlive: 20_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          setStatus('live');
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
        closed: () => {
          if (subscribed > 0) setStatus('behind');
        },
      },
    }),
  );
  return client;
}

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Subscribe to one operation (a `graphql(...)` subscription document); returns the unsubscribe function.
 * Payloads are only a "something changed".
 */
export function subscribe<TData, TVariables extends Record<string, unknown>>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => void,
): () => void {
  subscribed += 1;
  let stopped = false;
  let stop: (() => void) | undefined;
  getClient().then(
    (ready) => {
      // Unsubscribed while graphql-ws was loading (the page was left at once): nothing to open.
      if (stopped) return;
      stop = ready.subscribe<TData>(
        { query: document.toString(), variables },
        {
          next: (result) => {
            if (result.data) onData(result.data as TData);
          },
          error: (error) => {
            const errors = Array.isArray(error) ? error : [];
            const codes = errors.map((e: { extensions?: { code?: unknown } }) => e.extensions?.code);
            if (codes.includes('UNAUTHENTICATED')) reportUnauthenticated();
            else if (!codes.some(isKnownCode)) console.warn('Live updates stopped', error);
          },
          complete: () => {},
        },
      );
    },
    (error: unknown) => {
      // The chunk could not load (offline before it was ever cached): no live updates, as when the socket drops.
      client = null;
      setStatus('behind');
      console.warn('Live updates unavailable', error);
    },
  );
  return () => {
    if (stopped) return;
    stopped = true;
    subscribed -= 1;
    if (subscribed === 0) setStatus('live');
    stop?.();
  };
}
