import { type Client, createClient } from 'graphql-ws';
import { isKnownCode } from './errors.ts';
import { type Document, GRAPHQL_PATH } from './graphql.ts';
import { reportUnauthenticated } from './session-events.ts';

let client: Client | null = null;
const reconnectListeners = new Set<() => void>();

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
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const listener of reconnectListeners) listener();
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
  return getClient().subscribe<TData>(
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
}
