import type { DBSchema, IDBPDatabase } from 'idb';

/**
 * A write the tablet keeps until the server has it (issue 31): a reading, a check-out. Stored in IndexedDB
 * (through idb) in a database of the signed-in user's own, so it survives a reload, a closed tab and a
 * restarted tablet, and is never sent or shown under another user.
 */
export interface QueuedWrite {
  /** The Idempotency-Key the server stores with the write: a repeat is answered, never written twice. */
  key: string;
  /** Order of entry (ms, made unique): the queue sends a session's writes in this order. */
  seq: number;
  kind: 'checkin' | 'reading' | 'checkout';
  patientID: number;
  /**
   * The session. Absent while it is provisional: a check-in kept on this tablet and the readings entered after
   * it, until the server has made the session (then the queue sets it: `sessionMade`).
   */
  dialysisID?: number;
  /** The provisional session id a check-in kept here gave its session, on it and on the readings entered after. */
  sessionKey?: string;
  /** A provisional session's appointment and centre (its page and the check-in page find it by them). */
  appointmentID?: number;
  clinicID?: number;
  /** The operation's text and variables, fixed at entry (a retry must be the same request). */
  query: string;
  variables: Record<string, unknown>;
  /** When the nurse entered it (ISO); for a reading the measured time, which the variables carry too. */
  enteredAt: string;
  /** What the nurse typed, label -> text, shown and copied as such. */
  shown: [label: string, value: string][];
  /** The form's own values (text as typed), for Re-enter. */
  formValues?: Record<string, unknown>;
  status: 'waiting' | 'problem';
  /** The server's refusal (code and message) once it is a problem. */
  problem?: { code: string; message: string };
  attempts: number;
  /** Not before this time (ms) after a failed attempt: the backoff. */
  nextTryAt: number;
}

/** A provisional session the server has made: its provisional id -> its id (kept for the writes still waiting). */
interface MadeSession {
  dialysisID: number;
  madeAt: number;
}

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { bySession: number } };
  /** The last answers of the session pages' queries, for opening them offline (offline/query-copy.ts). */
  copies: { key: string; value: { savedAt: number; state: unknown } };
  /** Provisional sessions made by the server (version 2). */
  sessions: { key: string; value: MadeSession };
}

const VERSION = 2;
const opened = new Map<string, Promise<IDBPDatabase<OutboxSchema>>>();

/** The user's own database: `dialysis-offline-<accountID>`. */
export const databaseName = (accountID: string) => `dialysis-offline-${accountID}`;

export function openOutbox(accountID: string): Promise<IDBPDatabase<OutboxSchema>> {
  const name = databaseName(accountID);
  let db = opened.get(name);
  if (!db) {
    // idb loads with the first open (after the page's first render), not with the session pages' JavaScript
    // (docs/performance.md, Issue 32 item 4).
    db = import('idb').then(({ openDB }) =>
      openDB<OutboxSchema>(name, VERSION, {
        // Step by step from the tablet's version: the writes a tablet already keeps stay.
        upgrade(database, oldVersion) {
          if (oldVersion < 1) {
            const writes = database.createObjectStore('writes', { keyPath: 'key' });
            writes.createIndex('bySession', 'dialysisID');
            database.createObjectStore('copies');
          }
          if (oldVersion < 2) database.createObjectStore('sessions');
        },
        // Another tab deletes it at sign-out, or upgrades it: let go, the next open makes a new one.
        blocking() {
          void db?.then((d) => d.close());
          opened.delete(name);
        },
      }),
    );
    opened.set(name, db);
  }
  return db;
}

// Every tab re-reads its lists when any tab changes the queue.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dialysis-outbox');
const listeners = new Set<() => void>();
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/**
 * The queue a write is sent in, one write at a time, in order: its session's ('d' and the id), or, while the
 * session is provisional, its provisional id's ('k' and the key), where the check-in comes first.
 */
export function queueOf(write: Pick<QueuedWrite, 'dialysisID' | 'sessionKey'>): string {
  if (write.dialysisID !== undefined) return `d${write.dialysisID}`;
  return `k${write.sessionKey ?? ''}`;
}

let lastSeq = 0;
/** Increasing even within one millisecond. */
export function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

/** Writes in order of entry: every one, or those of one queue (`queueOf`), or those `which` picks. */
export async function listWrites(
  accountID: string,
  which?: string | ((write: QueuedWrite) => boolean),
): Promise<QueuedWrite[]> {
  const rows = await (await openOutbox(accountID)).getAll('writes');
  const picked =
    which === undefined ? rows : rows.filter(typeof which === 'string' ? (w) => queueOf(w) === which : which);
  return picked.sort((a, b) => a.seq - b.seq);
}

/**
 * Keeps a write. One of a provisional session the server has made meanwhile takes the session's id, in the same
 * transaction that reads it, so a reading entered as the check-in is sent is never left in the provisional queue.
 */
export async function putWrite(accountID: string, write: QueuedWrite): Promise<void> {
  const tx = (await openOutbox(accountID)).transaction(['writes', 'sessions'], 'readwrite');
  let kept = write;
  if (write.dialysisID === undefined && write.sessionKey) {
    const made = await tx.objectStore('sessions').get(write.sessionKey);
    if (made) kept = { ...write, dialysisID: made.dialysisID };
  }
  await Promise.all([tx.objectStore('writes').put(kept), tx.done]);
  changed();
}

/** Keeps `write` in the place of `replaced` (a re-entered check-in takes the refused one's place in the order). */
export async function replaceWrite(accountID: string, replaced: string, write: QueuedWrite): Promise<void> {
  const tx = (await openOutbox(accountID)).transaction('writes', 'readwrite');
  await Promise.all([tx.store.delete(replaced), tx.store.put(write), tx.done]);
  changed();
}

export async function removeWrite(accountID: string, key: string): Promise<void> {
  await (await openOutbox(accountID)).delete('writes', key);
  changed();
}

/** Removes several writes at once (a check-in discarded with the readings kept after it). */
export async function removeWrites(accountID: string, keys: readonly string[]): Promise<void> {
  const tx = (await openOutbox(accountID)).transaction('writes', 'readwrite');
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  changed();
}

export async function getWrite(accountID: string, key: string): Promise<QueuedWrite | undefined> {
  return (await openOutbox(accountID)).get('writes', key);
}

/** How long a made session's provisional id is remembered (its writes are sent within minutes of it). */
const MADE_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * The server made the provisional session `sessionKey` as `dialysisID`: remembered, and its writes still kept
 * take the id (one transaction with putWrite's reads). They keep their variables: the server knows the session
 * by its provisional id too, and a retry must be the same request.
 */
export async function sessionMade(accountID: string, sessionKey: string, dialysisID: number): Promise<void> {
  const tx = (await openOutbox(accountID)).transaction(['writes', 'sessions'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const writes = tx.objectStore('writes');
  await sessions.put({ dialysisID, madeAt: Date.now() }, sessionKey);
  for (const write of await writes.getAll()) {
    if (write.sessionKey === sessionKey && write.dialysisID === undefined)
      await writes.put({ ...write, dialysisID });
  }
  // Old ones forgotten as new ones come.
  let cursor = await sessions.openCursor();
  while (cursor) {
    if (Date.now() - cursor.value.madeAt > MADE_KEPT_MS) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
  changed();
}

/** The id the server gave a provisional session, once it has. */
export async function madeSession(accountID: string, sessionKey: string): Promise<number | undefined> {
  return (await (await openOutbox(accountID)).get('sessions', sessionKey))?.dialysisID;
}

export async function saveCopy(accountID: string, name: string, state: unknown): Promise<void> {
  await (await openOutbox(accountID)).put('copies', { savedAt: Date.now(), state }, name);
}

export async function readCopy(accountID: string, name: string) {
  return (await openOutbox(accountID)).get('copies', name);
}
