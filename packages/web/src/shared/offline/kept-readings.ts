import { useEffect, useState } from 'react';
import { useAuth } from '../session/auth-context.tsx';

const NONE: ReadonlyMap<number, string> = new Map();

/** Per session, the measured time of its newest reading waiting on this tablet (refused ones do not count). */
export function latestKeptReadings(
  writes: readonly { kind: string; status: string; dialysisID?: number; enteredAt: string }[],
): ReadonlyMap<number, string> {
  const latest = new Map<number, string>();
  for (const write of writes) {
    // A provisional session's (no id yet) are counted on its own page.
    if (write.kind !== 'reading' || write.status !== 'waiting' || write.dialysisID === undefined) continue;
    const known = latest.get(write.dialysisID);
    if (!known || Date.parse(write.enteredAt) > Date.parse(known))
      latest.set(write.dialysisID, write.enteredAt);
  }
  return latest.size ? latest : NONE;
}

/**
 * The dashboard's cards with the readings kept on this tablet counted as taken (issue 31: the countdown and the
 * bell go on from the entered reading): each card's last reading time is the later of the server's and the
 * newest kept one. The same list when nothing is kept.
 */
export function withKeptReadings<
  A extends { dialysisID?: number | null; lastDialysisIntervalTimestamp?: string | null },
>(appointments: readonly A[], kept: ReadonlyMap<number, string>): readonly A[] {
  if (kept.size === 0) return appointments;
  return appointments.map((appointment) => {
    const at = appointment.dialysisID ? kept.get(appointment.dialysisID) : undefined;
    const last = appointment.lastDialysisIntervalTimestamp;
    if (!at || (last && Date.parse(last) >= Date.parse(at))) return appointment;
    return { ...appointment, lastDialysisIntervalTimestamp: at };
  });
}

/**
 * The kept readings' times of the signed-in user, live. The queue's store (idb) is loaded on demand, in its own
 * chunk: the dashboard writes nothing and does not carry it.
 */
export function useKeptReadingTimes(): ReadonlyMap<number, string> {
  const accountID = useAuth().user?.accountID;
  const [times, setTimes] = useState<ReadonlyMap<number, string>>(NONE);
  useEffect(() => {
    if (!accountID) return;
    let active = true;
    let stop = () => undefined as unknown;
    void import('./outbox-store.ts').then((store) => {
      if (!active) return;
      const read = () =>
        void store.listWrites(accountID).then((rows) => {
          if (active) setTimes(latestKeptReadings(rows));
        });
      read();
      stop = store.onOutboxChange(read);
    });
    return () => {
      active = false;
      stop();
    };
  }, [accountID]);
  return times;
}
