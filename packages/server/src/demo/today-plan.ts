import { SHIFT_START_HOUR, type Shift, shiftOfHour } from '@dialysis/domain';

export type Phase = 'waiting' | 'in-progress' | 'overdue' | 'checked-out';

/** One appointment of the demo's today: its session, its seat (index among the centre's seats), its times. */
export interface TodaySession {
  phase: Phase;
  shift: Shift;
  seat: number;
  /** Minutes before now the session started and ended (none for waiting; no end while running). */
  startAgo?: number;
  endAgo?: number;
  /** Minutes before now of each reading, newest first. */
  readingsAgo: number[];
}

/** The usual session times (the history's too): Morning 07:30, Noon 12:30, Evening 18:00, four hours each. */
export const USUAL_START_MINUTE: Record<Shift, number> = { M: 7 * 60 + 30, N: 12 * 60 + 30, E: 18 * 60 };
const LENGTH = 240;

const shiftAt = (minuteOfDay: number): Shift => shiftOfHour(Math.floor(Math.max(0, minuteOfDay) / 60));

/** Readings every 30 minutes from the start to the end (minutes ago, newest first). */
function readingsUntil(startAgo: number, endAgo: number): number[] {
  const out: number[] = [];
  for (let k = 1; startAgo - 30 * k >= endAgo; k++) out.unshift(startAgo - 30 * k);
  return out;
}

/** Readings of a running session: the newest `newestAgo` minutes ago, then every 30 minutes back to the start. */
function readingsSince(startAgo: number, newestAgo: number): number[] {
  const out: number[] = [];
  for (let ago = newestAgo; ago < startAgo; ago += 30) out.push(ago);
  return out;
}

/**
 * Today's demo board of one centre at `minuteOfDay` (minutes since the centre's midnight), so that every phase
 * shows whatever the hour: one session checked out, one running with a recent reading, one overdue for its
 * reading (the last one 45 minutes ago, or none for over 30 minutes), and patients waiting in the current
 * session. The running ones started within today (squeezed towards midnight early in the day); every session
 * is in the shift its start falls in. Then, as a real day: sessions of the shifts already over are checked out
 * at the usual times, and the later shifts have patients waiting.
 *
 * Never overbooked: at most `perShift` appointments in a session (the caller keeps seats free for walk-ins),
 * each on a seat of its own in its session, and the sessions running now on `runningSeats` different machines.
 * In the first half hour after midnight no reading can be overdue yet: the overdue card comes as time passes.
 */
export function todayPlan(
  minuteOfDay: number,
  seats: number,
  perShift: number,
  runningSeats: number,
): TodaySession[] {
  const E = Math.max(0, Math.floor(minuteOfDay));
  const now = shiftAt(E);
  const plan: TodaySession[] = [];
  const used = new Map<Shift, Set<number>>([
    ['M', new Set()],
    ['N', new Set()],
    ['E', new Set()],
  ]);
  // The first free seat of the shift from `from` on (wrapping): the sessions that are not running keep off the
  // running ones' machines where they can.
  const add = (session: Omit<TodaySession, 'seat' | 'shift'>, shift: Shift, from = runningSeats) => {
    const taken = used.get(shift) as Set<number>;
    if (taken.size >= Math.min(perShift, seats)) return false;
    const order = Array.from({ length: seats }, (_, i) => (from + i) % seats);
    const index = order.find((i) => !taken.has(i)) as number;
    taken.add(index);
    plan.push({ ...session, shift, seat: index });
    return true;
  };

  // The running sessions first, each on its own machine (seats 0 and 1 across shifts), then one patient
  // waiting in the current session and one checked out just now: four phases fit a session of four places.
  const running: { phase: Phase; startAgo: number; newestAgo: number }[] = [
    { phase: 'overdue', startAgo: Math.min(110, Math.max(0, E - 1)), newestAgo: 45 },
    { phase: 'in-progress', startAgo: Math.min(50, Math.floor(0.8 * E)), newestAgo: 5 },
  ];
  for (const [i, r] of running.slice(0, runningSeats).entries()) {
    // Early in the day the newest reading is squeezed between the start and now, as the start is.
    const newestAgo = r.phase === 'overdue' ? r.newestAgo : Math.min(r.newestAgo, Math.floor(r.startAgo / 2));
    const readingsAgo = readingsSince(r.startAgo, newestAgo);
    add({ phase: r.phase, startAgo: r.startAgo, readingsAgo }, shiftAt(E - r.startAgo), i);
  }
  add({ phase: 'waiting', readingsAgo: [] }, now);
  // One checked out just now (early in the day: squeezed between midnight and now).
  const outStart = Math.min(270, Math.floor(0.9 * E));
  const outEnd = Math.min(30, Math.floor(0.1 * E));
  add(
    {
      phase: 'checked-out',
      startAgo: outStart,
      endAgo: outEnd,
      readingsAgo: readingsUntil(outStart, outEnd),
    },
    shiftAt(E - outStart),
  );
  // The shifts over by now, checked out at the usual times; the current and later ones, waiting.
  for (const shift of ['M', 'N', 'E'] as const) {
    const start = USUAL_START_MINUTE[shift];
    const over = start + LENGTH + 15 <= E;
    const ahead = shift === now || SHIFT_START_HOUR[shift] * 60 > E;
    // A shift over by now is half full: the journeys (and a front desk late with its records) book into it.
    const places = over ? Math.max(1, perShift - 2) : perShift;
    for (let n = 0; n < places; n++) {
      if (over) {
        const startAgo = E - start - n * 3;
        const endAgo = startAgo - LENGTH;
        if (
          !add(
            { phase: 'checked-out', startAgo, endAgo, readingsAgo: readingsUntil(startAgo, endAgo) },
            shift,
          )
        )
          break;
      } else if (ahead) {
        if (!add({ phase: 'waiting', readingsAgo: [] }, shift)) break;
      }
    }
  }
  return plan;
}
