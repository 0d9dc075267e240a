import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

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
  kind: 'reading' | 'checkout';
  patientID: number;
  dialysisID: number;
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

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { bySession: number } };
  /** The last answers of the session pages' queries, for opening them offline (offline/query-copy.ts). */
  copies: { key: string; value: { savedAt: number; state: unknown } };
}

const VERSION = 1;
const opened = new Map<string, Promise<IDBPDatabase<OutboxSchema>>>();

/** The user's own database: `dialysis-offline-<accountID>`. */
export const databaseName = (accountID: string) => `dialysis-offline-${accountID}`;

export function openOutbox(accountID: string): Promise<IDBPDatabase<OutboxSchema>> {
  const name = databaseName(accountID);
  let db = opened.get(name);
  if (!db) {
    db = openDB<OutboxSchema>(name, VERSION, {
      upgrade(database) {
        const writes = database.createObjectStore('writes', { keyPath: 'key' });
        writes.createIndex('bySession', 'dialysisID');
        database.createObjectStore('copies');
      },
      // Another tab deletes it at sign-out: let go, the next open makes a new one.
      blocking() {
        void db?.then((d) => d.close());
        opened.delete(name);
      },
    });
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

let lastSeq = 0;
/** Increasing even within one millisecond. */
export function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

/** The session's writes in order of entry (every session's when dialysisID is left out). */
export async function listWrites(accountID: string, dialysisID?: number): Promise<QueuedWrite[]> {
  const db = await openOutbox(accountID);
  const rows =
    dialysisID === undefined
      ? await db.getAll('writes')
      : await db.getAllFromIndex('writes', 'bySession', dialysisID);
  return rows.sort((a, b) => a.seq - b.seq);
}

export async function putWrite(accountID: string, write: QueuedWrite): Promise<void> {
  await (await openOutbox(accountID)).put('writes', write);
  changed();
}

export async function removeWrite(accountID: string, key: string): Promise<void> {
  await (await openOutbox(accountID)).delete('writes', key);
  changed();
}

export async function getWrite(accountID: string, key: string): Promise<QueuedWrite | undefined> {
  return (await openOutbox(accountID)).get('writes', key);
}

export async function saveCopy(accountID: string, name: string, state: unknown): Promise<void> {
  await (await openOutbox(accountID)).put('copies', { savedAt: Date.now(), state }, name);
}

export async function readCopy(accountID: string, name: string) {
  return (await openOutbox(accountID)).get('copies', name);
}
