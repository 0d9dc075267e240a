import pg from 'pg';

/** The channel migration 0029 notifies: 's:<token hash>', 'a:<account id>' or '*'. */
export const IDENTITY_CHANNEL = 'identity_changes';

/**
 * Changes to sessions, accounts, staff and centres as this process hears them (migration 0029's triggers notify
 * them at commit, whoever wrote): what lets the server keep a session look-up between requests
 * (modules/identity/session-cache.ts) and still forget it the moment it changes.
 */
export interface IdentityChanges {
  /**
   * True while the dedicated connection listens. While it does not (not yet connected, lost, reconnecting),
   * nothing may be kept: a change could go unheard.
   */
  readonly listening: boolean;
  /** Bumped by every change heard and by every loss or return of the listener: a look-up that ran across a bump is not kept. */
  readonly generation: number;
  /** The listening connection's server process (pg_stat_activity), while it listens. */
  readonly backendPid: number | undefined;
  /** Calls `listener` with each change ('*' also when the listener is lost). */
  subscribe(listener: (change: string) => void): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * Listens on a connection of its own (which says whether anything may be kept), and on every connection of the
 * app's pool: PostgreSQL delivers a session's own notifications before the ReadyForQuery of the statement or
 * COMMIT that made them, so a change this process writes is heard before its writer goes on (a sign-out answers
 * after its session is forgotten). Other instances hear it a moment later, on their connections.
 */
export function listenForIdentityChanges(
  pool: pg.Pool,
  connectionString: string,
  onError: (error: Error) => void,
): IdentityChanges {
  const listeners: ((change: string) => void)[] = [];
  let listening = false;
  let generation = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const hear = (change: string) => {
    generation++;
    for (const listener of listeners) listener(change);
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === IDENTITY_CHANNEL) hear(message.payload ?? '*');
  };

  const lost = (error?: Error) => {
    if (error) onError(error);
    const was = client;
    client = null;
    listening = false;
    hear('*');
    was?.removeAllListeners();
    was?.on('error', () => undefined);
    void was?.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    }
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString, application_name: 'dialysis identity changes' });
    client = c;
    c.on('notification', onNotification);
    c.on('error', (error) => lost(error));
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${IDENTITY_CHANNEL}`);
      if (closed || client !== c) return void c.end().catch(() => undefined);
      // Anything kept before was kept while nobody listened, or by a listener that may have missed a change.
      hear('*');
      listening = true;
    } catch (error) {
      if (client === c) lost(error as Error);
    }
  };

  // The pool's connections listen too, from their first statement on (queued before it).
  pool.on('connect', (c) => {
    c.on('notification', onNotification);
    c.query(`LISTEN ${IDENTITY_CHANNEL}`).catch(() => undefined);
  });
  void connect();

  return {
    get listening() {
      return listening;
    },
    get generation() {
      return generation;
    },
    get backendPid() {
      return listening ? (client as (pg.Client & { processID?: number }) | null)?.processID : undefined;
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const c = client;
      client = null;
      c?.removeAllListeners();
      c?.on('error', () => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
