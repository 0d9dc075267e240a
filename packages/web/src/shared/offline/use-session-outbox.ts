import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api/errors.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import {
  getWrite,
  listWrites,
  madeSession,
  nextSeq,
  onOutboxChange,
  putWrite,
  type QueuedWrite,
  queueOf,
  removeWrite,
  removeWrites,
  replaceWrite,
} from './outbox-store.ts';
import { flushSession } from './sender.ts';

/** What a submit through the queue became: sent now (the server's answer), or kept to send later. */
export type Submitted<TData> = { sent: true; data: TData } | { sent: false };

export type NewWrite = Pick<
  QueuedWrite,
  | 'kind'
  | 'patientID'
  | 'dialysisID'
  | 'sessionKey'
  | 'appointmentID'
  | 'clinicID'
  | 'variables'
  | 'enteredAt'
  | 'shown'
  | 'formValues'
> & {
  query: { toString(): string };
  /** A refused write this one takes the place of, in the queue's order (a re-entered check-in). */
  replaces?: string;
};

/**
 * Which writes a page shows: a session's (`dialysisID`; with `appointmentID`, also a check-in kept here for
 * that appointment that the server refused, and its readings: the values stay in sight on the session that
 * stands), or a provisional session's (`sessionKey`: a check-in kept on this tablet and what was entered after).
 */
export type OutboxView =
  | { dialysisID: number; appointmentID?: number | null }
  | { sessionKey: string }
  /** A provisional session's writes by its appointment (the check-in page finds a check-in kept here). */
  | { checkInOf: number };

const provisionalOf = (w: QueuedWrite, appointmentID: number | null | undefined) =>
  w.dialysisID === undefined && !!appointmentID && w.appointmentID === appointmentID;

function picks(view: OutboxView): (write: QueuedWrite) => boolean {
  if ('sessionKey' in view) return (w) => w.sessionKey === view.sessionKey;
  if ('checkInOf' in view) return (w) => provisionalOf(w, view.checkInOf);
  return (w) => w.dialysisID === view.dialysisID || provisionalOf(w, view.appointmentID);
}

function viewName(view: OutboxView): string | null {
  if ('sessionKey' in view) return view.sessionKey ? `k${view.sessionKey}` : null;
  if ('checkInOf' in view) return Number.isInteger(view.checkInOf) ? `a${view.checkInOf}` : null;
  return Number.isInteger(view.dialysisID) ? `d${view.dialysisID} a${view.appointmentID ?? ''}` : null;
}

/**
 * Keeps a write in IndexedDB first, then sends its queue at once. Sent: the server's answer. Refused right away
 * (the nurse is on the form): removed from the queue (a replaced write comes back) and thrown, so the form shows
 * the refusal as before. Not sent (no network, the server away): kept, `{ sent: false }`.
 */
export async function submitWrite<TData>(accountID: string, write: NewWrite): Promise<Submitted<TData>> {
  const { replaces, query, ...rest } = write;
  const replaced = replaces ? await getWrite(accountID, replaces) : undefined;
  const queued: QueuedWrite = {
    ...rest,
    query: query.toString(),
    key: crypto.randomUUID(),
    seq: replaced?.seq ?? nextSeq(),
    status: 'waiting',
    attempts: 0,
    nextTryAt: 0,
  };
  if (replaced) await replaceWrite(accountID, replaced.key, queued);
  else await putWrite(accountID, queued);
  // Its queue as kept: a provisional session's reading takes the session's once the check-in was sent.
  const kept = (await getWrite(accountID, queued.key)) ?? queued;
  const outcome = (await flushSession(accountID, queueOf(kept), true)).get(queued.key);
  if (outcome?.kind === 'sent') return { sent: true, data: outcome.data as TData };
  if (outcome?.kind === 'refused') {
    if (replaced) await replaceWrite(accountID, queued.key, replaced);
    else await removeWrite(accountID, queued.key);
    throw outcome.error as ApiError;
  }
  return { sent: false };
}

/**
 * A page's writes kept on this tablet (issue 31), read live (any tab's change), with `submit` (submitWrite),
 * `discard` (a check-in with the writes kept after it: they have no session without it) and, for a provisional
 * session, `made`: the id the server gave it once its check-in was sent.
 */
export function useSessionOutbox(view: OutboxView) {
  const accountID = useAuth().user?.accountID;
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  const [made, setMade] = useState<number | undefined>(undefined);
  /** The first read from IndexedDB has answered (a page deciding to leave waits for it). */
  const [ready, setReady] = useState(false);
  const name = viewName(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is read through its name (a new object each render).
  useEffect(() => {
    if (!accountID || name === null) return;
    let active = true;
    const read = () =>
      void Promise.all([
        listWrites(accountID, picks(view)),
        'sessionKey' in view ? madeSession(accountID, view.sessionKey) : undefined,
      ])
        .then(([rows, id]) => {
          if (!active) return;
          setWrites(rows);
          setMade(id);
        })
        .finally(() => {
          if (active) setReady(true);
        });
    read();
    const stop = onOutboxChange(read);
    return () => {
      active = false;
      stop();
    };
  }, [accountID, name]);

  const submit = useCallback(
    <TData>(write: NewWrite): Promise<Submitted<TData>> => {
      if (!accountID) throw new Error('not signed in');
      return submitWrite<TData>(accountID, write);
    },
    [accountID],
  );

  const discard = useCallback(
    async (key: string) => {
      if (!accountID) return;
      const write = await getWrite(accountID, key);
      if (write?.kind === 'checkin' && write.sessionKey) {
        const after = await listWrites(accountID, (w) => w.sessionKey === write.sessionKey);
        await removeWrites(
          accountID,
          after.filter((w) => w.dialysisID === undefined).map((w) => w.key),
        );
        return;
      }
      await removeWrite(accountID, key);
    },
    [accountID],
  );

  // One object while nothing in it changes: the reading form is memoised on it (features/dialysis-session).
  return useMemo(() => ({ writes, ready, made, submit, discard }), [writes, ready, made, submit, discard]);
}

export type SessionOutbox = ReturnType<typeof useSessionOutbox>;
