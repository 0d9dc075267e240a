import { type Client, createClient } from 'graphql-ws';
import { isKnownCode } from './errors.ts';
import { type Document, GRAPHQL_PATH } from './graphql.ts';
import { reportUnauthenticated } from './session-events.ts';

let client: Client | null = null;
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
 */
function getClient(): Client {
  if (client) return client;
  client = createClient({
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
  });
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
  const stop = getClient().subscribe<TData>(
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
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    subscribed -= 1;
    if (subscribed === 0) setStatus('live');
    stop();
  };
}
