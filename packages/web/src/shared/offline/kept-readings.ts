import { useEffect, useState } from 'react';
import { useAuth } from '../session/auth-context.tsx';

/** What the dashboard counts of the writes kept on this tablet (issue 31). */
export interface KeptOnTablet {
  /** Per session, the measured time of its newest reading waiting on this tablet (refused ones do not count). */
  readings: ReadonlyMap<number, string>;
  /**
   * Per appointment, a check-in kept on this tablet and not refused (its session is provisional): when it was
   * made, its provisional id, and its newest reading waiting.
   */
  checkIns: ReadonlyMap<number, { sessionKey: string; startedAt: string; lastReading: string | null }>;
}

const NONE: KeptOnTablet = { readings: new Map(), checkIns: new Map() };

type Kept = {
  kind: string;
  status: string;
  dialysisID?: number;
  sessionKey?: string;
  appointmentID?: number;
  enteredAt: string;
};

const later = (a: string | null | undefined, b: string) => (!a || Date.parse(b) > Date.parse(a) ? b : a);

export function keptOnTablet(writes: readonly Kept[]): KeptOnTablet {
  const readings = new Map<number, string>();
  const checkIns = new Map<number, { sessionKey: string; startedAt: string; lastReading: string | null }>();
  const provisional = new Map<string, string>();
  for (const write of writes) {
    if (write.status !== 'waiting') continue;
    if (
      write.kind === 'checkin' &&
      write.sessionKey &&
      write.appointmentID &&
      write.dialysisID === undefined
    ) {
      checkIns.set(write.appointmentID, {
        sessionKey: write.sessionKey,
        startedAt: write.enteredAt,
        lastReading: null,
      });
    } else if (write.kind === 'reading' && write.dialysisID !== undefined) {
      readings.set(write.dialysisID, later(readings.get(write.dialysisID), write.enteredAt));
    } else if (write.kind === 'reading' && write.sessionKey) {
      provisional.set(write.sessionKey, later(provisional.get(write.sessionKey), write.enteredAt));
    }
  }
  for (const checkIn of checkIns.values()) checkIn.lastReading = provisional.get(checkIn.sessionKey) ?? null;
  return readings.size || checkIns.size ? { readings, checkIns } : NONE;
}

/** A dashboard card of an appointment checked in on this tablet only (its provisional session's id). */
export type WithKept<A> = A & { keptSessionKey?: string };

/**
 * The dashboard's cards with what this tablet keeps counted as done (issue 31: the countdown and the bell go on
 * from the entered reading): each card's last reading time is the later of the server's and the newest kept
 * one; an appointment checked in on this tablet only shows as checked in from that time (its provisional
 * session, `keptSessionKey`). The same list when nothing is kept.
 */
export function withKeptReadings<
  A extends {
    id: number;
    dialysisID?: number | null;
    dialysisStartTime?: string | null;
    lastDialysisIntervalTimestamp?: string | null;
  },
>(appointments: readonly A[], kept: KeptOnTablet): readonly WithKept<A>[] {
  if (kept.readings.size === 0 && kept.checkIns.size === 0) return appointments;
  return appointments.map((appointment) => {
    const checkIn = kept.checkIns.get(appointment.id);
    if (checkIn && !appointment.dialysisID && !appointment.dialysisStartTime) {
      return {
        ...appointment,
        dialysisStartTime: checkIn.startedAt,
        lastDialysisIntervalTimestamp: checkIn.lastReading,
        keptSessionKey: checkIn.sessionKey,
      };
    }
    const at = appointment.dialysisID ? kept.readings.get(appointment.dialysisID) : undefined;
    const last = appointment.lastDialysisIntervalTimestamp;
    if (!at || (last && Date.parse(last) >= Date.parse(at))) return appointment;
    return { ...appointment, lastDialysisIntervalTimestamp: at };
  });
}

/**
 * What the signed-in user keeps on this tablet, live. The queue's store (idb) is loaded on demand, in its own
 * chunk: the dashboard writes nothing and does not carry it.
 */
export function useKeptReadingTimes(): KeptOnTablet {
  const accountID = useAuth().user?.accountID;
  const [kept, setKept] = useState<KeptOnTablet>(NONE);
  useEffect(() => {
    if (!accountID) return;
    let active = true;
    let stop = () => undefined as unknown;
    void import('./outbox-store.ts').then((store) => {
      if (!active) return;
      const read = () =>
        void store.listWrites(accountID).then((rows) => {
          if (active) setKept(keptOnTablet(rows));
        });
      read();
      stop = store.onOutboxChange(read);
    });
    return () => {
      active = false;
      stop();
    };
  }, [accountID]);
  return kept;
}
