import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api/errors.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import {
  listWrites,
  nextSeq,
  onOutboxChange,
  putWrite,
  type QueuedWrite,
  removeWrite,
} from './outbox-store.ts';
import { flushSession } from './sender.ts';

/** What a submit through the queue became: sent now (the server's answer), or kept to send later. */
export type Submitted<TData> = { sent: true; data: TData } | { sent: false };

export type NewWrite = Pick<
  QueuedWrite,
  'kind' | 'patientID' | 'dialysisID' | 'variables' | 'enteredAt' | 'shown' | 'formValues'
> & {
  query: { toString(): string };
};

/**
 * A session's queue of writes on this tablet (issue 31), read live (any tab's change), with:
 * - `submit`: keeps the write in IndexedDB first, then sends the session's queue at once. Sent: the server's
 *   answer. Refused right away (the nurse is on the form): removed from the queue and thrown, so the form
 *   shows the refusal as before. Not sent (no network, the server away): kept, `{ sent: false }`.
 * - `discard` and `retry` of a problem.
 */
export function useSessionOutbox(dialysisID: number) {
  const accountID = useAuth().user?.accountID;
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  /** The first read from IndexedDB has answered (a page deciding to leave waits for it). */
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!accountID || !Number.isInteger(dialysisID)) return;
    let active = true;
    const read = () =>
      void listWrites(accountID, dialysisID)
        .then((rows) => {
          if (active) setWrites(rows);
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
  }, [accountID, dialysisID]);

  const submit = useCallback(
    async <TData>(write: NewWrite): Promise<Submitted<TData>> => {
      if (!accountID) throw new Error('not signed in');
      const queued: QueuedWrite = {
        ...write,
        query: write.query.toString(),
        key: crypto.randomUUID(),
        seq: nextSeq(),
        status: 'waiting',
        attempts: 0,
        nextTryAt: 0,
      };
      await putWrite(accountID, queued);
      const outcome = (await flushSession(accountID, write.dialysisID, true)).get(queued.key);
      if (outcome?.kind === 'sent') return { sent: true, data: outcome.data as TData };
      if (outcome?.kind === 'refused') {
        await removeWrite(accountID, queued.key);
        throw outcome.error as ApiError;
      }
      return { sent: false };
    },
    [accountID],
  );

  const discard = useCallback(
    (key: string) => (accountID ? removeWrite(accountID, key) : Promise.resolve()),
    [accountID],
  );

  // One object while nothing in it changes: the reading form is memoised on it (features/dialysis-session).
  return useMemo(() => ({ writes, ready, submit, discard }), [writes, ready, submit, discard]);
}

export type SessionOutbox = ReturnType<typeof useSessionOutbox>;
