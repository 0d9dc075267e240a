import type autocannon from 'autocannon';
import type { CentreState } from './centre-state.ts';
import { nextBooking } from './centre-state.ts';
import type { User } from './client.ts';
import { post } from './load.ts';
import type { OpenRequest } from './open-loop.ts';
import * as op from './operations.ts';

/**
 * The mixed nurse workload (issue 16), from the web app's flows at a busy chairside: the dashboard is open
 * and reloads on every event, readings go in every 30 minutes for each patient on a machine, records and
 * session pages are opened, patients looked up, patients checked in and out, appointments booked. One
 * connection is one nurse of one centre; each sends this cycle of 20 requests in a loop.
 */
export const KINDS = [
  'dashboard',
  'record',
  'session',
  'readings',
  'search',
  'reading',
  'checkIn',
  'checkOut',
  'booking',
] as const;
export type Kind = (typeof KINDS)[number];

export const MIX: Kind[] = [
  'dashboard',
  'reading',
  'search',
  'dashboard',
  'record',
  'reading',
  'session',
  'dashboard',
  'checkOut',
  'reading',
  'readings',
  'dashboard',
  'booking',
  'reading',
  'search',
  'dashboard',
  'record',
  'reading',
  'checkIn',
  'dashboard',
];

export type Tally = Record<Kind, { ok: number; failed: number; firstError?: string }>;
export const emptyTally = (): Tally =>
  Object.fromEntries(KINDS.map((k) => [k, { ok: 0, failed: 0 }])) as unknown as Tally;

interface Connection {
  user: User;
  centre: CentreState;
  /** What each request in flight was, in order (autocannon sends one at a time per connection). */
  pending: { kind: Kind; machineID?: number; sessionID?: number }[];
}

type Built = { kind: Kind; body: op.GqlBody; machineID?: number; sessionID?: number };

/**
 * Puts a checked-out session's appointment back in the queue for check-in (the benchmark soft-deletes the
 * session, as the app deletes one): without it a long run uses up the day's appointments within a minute or two
 * (30 to check in per centre) and its check-ins, then its readings and session pages, turn into dashboard loads,
 * so a 10-minute run would measure another workload than a 1-minute one.
 */
export type Recycle = (sessionID: number) => Promise<{ appointmentID: number; patientID: number } | null>;

let turn = 0;
/** One step's request for this connection's centre; a step whose state ran out (no one left to check in) reads the dashboard. */
function build(kind: Kind, c: CentreState): Built {
  const n = turn++;
  const pick = <T>(list: T[]) => list[n % list.length];
  const running = pick(c.running);
  const patient = pick(c.patients) ?? 0;
  switch (kind) {
    case 'record':
      return { kind, body: op.patientRecord(patient) };
    case 'session':
      if (running) return { kind, body: op.session(running.patientID, running.id) };
      break;
    case 'readings':
      if (running) return { kind, body: op.readings(running.id) };
      break;
    case 'search': {
      const text =
        n % 2 === 0 ? (pick(c.names)?.split(' ')[0] ?? 'Tan') : (pick(c.nrics)?.slice(1, 6) ?? '1');
      return { kind, body: op.search(c.clinicID, text, 'centre') };
    }
    case 'reading':
      if (running) return { kind, body: op.submitReading(running.id, n) };
      break;
    case 'checkIn': {
      if (c.waiting.length > 0 && c.freeMachines.length > 0) {
        const booked = c.waiting.shift();
        const machineID = c.freeMachines.shift();
        if (booked && machineID)
          return { kind, body: op.checkIn(booked.appointmentID, machineID), machineID };
      }
      break;
    }
    case 'checkOut': {
      const done = c.running.shift();
      if (done) {
        return {
          kind,
          body: op.checkOut(done.id, done.updatedOn),
          machineID: done.machineID,
          sessionID: done.id,
        };
      }
      break;
    }
    case 'booking': {
      const b = nextBooking(c);
      return { kind, body: op.book(b.patientID, c.clinicID, b.date, b.shift) };
    }
  }
  return { kind: 'dashboard', body: op.dashboard(c.clinicID, c.today) };
}

/** After an answer: count it, and keep the centre's state current (a started session can take readings). */
function settle(
  c: CentreState,
  sent: Connection['pending'][number],
  status: number,
  body: string,
  tally: Tally,
  recycle?: Recycle,
) {
  const parsed = (() => {
    try {
      return JSON.parse(body) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    } catch {
      return { errors: [{ message: `HTTP ${status}: ${body.slice(0, 80)}` }] };
    }
  })();
  const entry = tally[sent.kind];
  if (status !== 200 || parsed.errors?.length) {
    entry.failed++;
    entry.firstError ??= parsed.errors?.[0]?.message ?? `HTTP ${status}`;
    if (sent.kind === 'checkIn' && sent.machineID) c.freeMachines.push(sent.machineID);
    return;
  }
  entry.ok++;
  if (sent.kind === 'checkIn') {
    const s = parsed.data?.startDialysis as {
      id: number;
      patientID: number;
      updatedOn: string;
      machineID: number;
    };
    c.running.push({ id: s.id, patientID: s.patientID, updatedOn: s.updatedOn, machineID: s.machineID });
  } else if (sent.kind === 'checkOut' && sent.machineID) {
    c.freeMachines.push(sent.machineID);
    if (recycle && sent.sessionID) {
      // Answers still coming in when the data set is closed: their recycling no longer matters.
      void recycle(sent.sessionID)
        .then((again) => {
          if (again) c.waiting.push(again);
        })
        .catch(() => undefined);
    }
  }
}

/** The workload against the app: each connection takes the next signed-in nurse and her centre. */
export function appRequests(
  users: { user: User; centre: CentreState }[],
  tally: Tally,
  origin: string,
  recycle?: Recycle,
  /** The cycle each connection sends: the mix, or one kind alone (--per-kind). */
  cycle: readonly Kind[] = MIX,
): autocannon.Request[] {
  let next = 0;
  const connectionOf = (context: object): Connection => {
    const ctx = context as Partial<Connection>;
    if (!ctx.user) {
      const who = users[next++ % users.length];
      if (!who) throw new Error('no users');
      Object.assign(ctx, { user: who.user, centre: who.centre, pending: [] });
    }
    return ctx as Connection;
  };
  return cycle.map((kind) => ({
    method: 'POST',
    path: '/graphql',
    setupRequest: (request, context) => {
      const conn = connectionOf(context);
      const built = build(kind, conn.centre);
      conn.pending.push({ kind: built.kind, machineID: built.machineID, sessionID: built.sessionID });
      return {
        ...request,
        headers: { 'content-type': 'application/json', cookie: conn.user.cookie, origin },
        body: JSON.stringify(built.body),
      };
    },
    onResponse: (status, body, context) => {
      const conn = connectionOf(context);
      const sent = conn.pending.shift();
      if (sent) settle(conn.centre, sent, status, body, tally, recycle);
    },
  }));
}

/** The same cycle against the bare server: each step runs the SQL the app ran for that kind. */
export function bareRequests(cycle: readonly Kind[] = MIX): autocannon.Request[] {
  return cycle.map((kind) => post(`/op/${kind}`, {}));
}

/**
 * The kinds that can be sent alone for a while (--per-kind): a check-in needs a free machine and a booked
 * patient, a check-out a session in progress, and alone they run out within seconds.
 */
export const KINDS_ALONE: readonly Kind[] = KINDS.filter((kind) => kind !== 'checkIn' && kind !== 'checkOut');

/**
 * The same workload for an open loop (open-loop.ts): each call is the next request, the nurses taking turns, each
 * going through her own cycle of the mix, so the kinds come in the mix's proportions whatever the rate. A nurse
 * may have a request in flight when her next falls due: arrivals do not wait for answers.
 */
export function openLoopRequests(
  users: { user: User; centre: CentreState }[],
  tally: Tally,
  origin: string,
  recycle?: Recycle,
): () => OpenRequest {
  const steps = users.map(() => 0);
  let next = 0;
  return () => {
    const i = next++ % users.length;
    const who = users[i];
    if (!who) throw new Error('no users');
    const step = steps[i] ?? 0;
    steps[i] = step + 1;
    const built = build(MIX[step % MIX.length] ?? 'dashboard', who.centre);
    const sent = { kind: built.kind, machineID: built.machineID, sessionID: built.sessionID };
    return {
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie: who.user.cookie, origin },
      body: JSON.stringify(built.body),
      onAnswer: (status, body) => settle(who.centre, sent, status, body, tally, recycle),
    };
  };
}
