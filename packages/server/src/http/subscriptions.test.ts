import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import WebSocket from 'ws';
import { loginAccount, staff } from '../db/schema.ts';
import { READINGS } from '../modules/dialysis/test-documents.ts';
import { apiTest } from '../test/api-test.ts';
import { SIGN_OUT } from '../test/documents.ts';
import { expectData, expectRefused } from '../test/expect.ts';
import { graphql } from '../test/generated/index.ts';
import type { StaffClient } from '../test/test-app.ts';
import { T0, type TestApp, TODAY } from '../test/test-app.ts';
import { errorsOf, type LiveSubscription, type Outcome, payloadOf, WsClient } from '../test/ws.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * Live events over a real WebSocket (graphql-ws on /graphql), authorised by the session cookie of the
 * upgrade request and filtered by centre. Each subscription is first proven live with probe events
 * (id -1) published straight on the app's event bus, since graphql-ws does not acknowledge one.
 */
const INTERVALS = graphql(`
  subscription OnIntervalSubmitted($clinicID: Int!, $dialysisID: Int) {
    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {
      id dialysisID clinicID timestamp staffAccountID SBP
    }
  }
`);
const SUBMIT = graphql(`
  mutation SubmitIntervalForEvent($create: CreateDialysisIntervalInput!) {
    submitDialysisInterval(create: $create) { id dialysisID clinicID }
  }
`);
const FORBIDDEN_CENTRE = 'You do not have access to this centre.';
const PROBE = -1;

const test = apiTest(async (t) => {
  const baseUrl = await t.listen();
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, director] = await Promise.all([t.asNurse([A]), t.asDirector()]);
  return { baseUrl, A, B, nurse, director };
})
  // A WebSocket client of the file's app; every one is closed after the file's last test, before the app.
  .extend('socket', { scope: 'file' }, async ({ given: { baseUrl } }, { onCleanup }) => {
    const sockets: WsClient[] = [];
    onCleanup(async () => {
      for (const socket of sockets) await socket.close();
    });
    return (cookie: string | null): WsClient => {
      const client = new WsClient(baseUrl, cookie);
      sockets.push(client);
      return client;
    };
  });

async function startedSession(t: TestApp, centre: { id: number }) {
  const { dialysis } = await t.aBookedPatient(centre, TODAY, { session: 'started', at: T0 });
  if (!dialysis) throw new Error('no session built');
  return dialysis;
}

function intervalProbe(t: TestApp, clinicID: number, dialysisID: number) {
  return () =>
    t.bus.pubsub.publish('onSubmitDialysisInterval', clinicID, {
      id: PROBE,
      dialysisID,
      clinicID,
      timestamp: T0.toISOString(),
    });
}

const isProbe = (field: string) => (o: Outcome) => payloadOf(o, field)?.id === PROBE;
const isEvent = (field: string, id: number) => (o: Outcome) => payloadOf(o, field)?.id === id;
const events = (sub: LiveSubscription, field: string) =>
  sub.outcomes
    .map((o) => payloadOf(o, field))
    .filter((p): p is NonNullable<typeof p> => p !== undefined && p.id !== PROBE);
// A fixed wait on purpose: it proves an absence (no further event arrives), which no condition can signal.
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('onSubmitDialysisInterval', () => {
  test('a nurse of centre A hears readings submitted through the API for A, and not those of B', async ({
    t,
    socket,
    given: { A, B, nurse, director },
  }) => {
    const [sessionA, sessionB] = await Promise.all([startedSession(t, A), startedSession(t, B)]);
    const sub = socket(nurse.cookie).subscribe(INTERVALS, { clinicID: A.id });
    await sub.untilLive(intervalProbe(t, A.id, sessionA.id), isProbe('onSubmitDialysisInterval'));

    const other = await director.request(SUBMIT, {
      create: { ...READINGS, dialysisID: sessionB.id, SBP: 99 },
    });
    expect(other.errors).toBeUndefined();
    const mine = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: sessionA.id, SBP: 131 } });
    expect(mine.errors).toBeUndefined();
    const id = expectData(mine).submitDialysisInterval.id;

    const heard = await sub.waitFor(isEvent('onSubmitDialysisInterval', id));
    expect(payloadOf(heard, 'onSubmitDialysisInterval')).toEqual({
      id,
      dialysisID: sessionA.id,
      clinicID: A.id,
      timestamp: T0.toISOString(),
      staffAccountID: nurse.staff.accountID,
      SBP: 131,
    });
    await settle();
    expect(events(sub, 'onSubmitDialysisInterval')).toHaveLength(1);
  });

  test('with a dialysisID, hears only that session', async ({ t, socket, given: { A, nurse } }) => {
    const [watched, neighbour] = await Promise.all([startedSession(t, A), startedSession(t, A)]);
    const sub = socket(nurse.cookie).subscribe(INTERVALS, { clinicID: A.id, dialysisID: watched.id });
    await sub.untilLive(intervalProbe(t, A.id, watched.id), isProbe('onSubmitDialysisInterval'));

    const skipped = await nurse.request(SUBMIT, {
      create: { ...READINGS, dialysisID: neighbour.id, SBP: 100 },
    });
    expect(skipped.errors).toBeUndefined();
    const wanted = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: watched.id, SBP: 140 } });
    const id = expectData(wanted).submitDialysisInterval.id;
    await sub.waitFor(isEvent('onSubmitDialysisInterval', id));
    await settle();
    expect(events(sub, 'onSubmitDialysisInterval').map((e) => e.dialysisID)).toEqual([watched.id]);
  });

  test('subscribing to another centre is refused with FORBIDDEN', async ({ socket, given: { B, nurse } }) => {
    const sub = socket(nurse.cookie).subscribe(INTERVALS, { clinicID: B.id });
    const outcome = await sub.first();
    expect(payloadOf(outcome, 'onSubmitDialysisInterval')).toBeUndefined();
    expectRefused({ errors: errorsOf(outcome) }, 'FORBIDDEN', FORBIDDEN_CENTRE);
  });

  test('a socket without a session is refused with UNAUTHENTICATED', async ({ socket, given: { A } }) => {
    const sub = socket(null).subscribe(INTERVALS, { clinicID: A.id });
    const outcome = await sub.first();
    expect(payloadOf(outcome, 'onSubmitDialysisInterval')).toBeUndefined();
    expectRefused({ errors: errorsOf(outcome) }, 'UNAUTHENTICATED', 'Token has expired, please re-login.');
  });

  test('a socket with an ended session is refused with UNAUTHENTICATED', async ({
    t,
    socket,
    given: { A },
  }) => {
    const leaver = await t.asNurse([A]);
    const cookie = leaver.cookie;
    await leaver.request(SIGN_OUT);
    const outcome = await socket(cookie).subscribe(INTERVALS, { clinicID: A.id }).first();
    expectRefused({ errors: errorsOf(outcome) }, 'UNAUTHENTICATED');
  });
});

describe('a socket whose session ends', () => {
  // The socket outlives the upgrade request: the server re-checks its session every minute. Only
  // setInterval is faked, so that minute passes at once while sockets and the database run for real.
  test.for<[string, (client: StaffClient, t: TestApp) => Promise<unknown>]>([
    ['the user signs out', (client: StaffClient) => client.request(SIGN_OUT)],
    [
      'the session expires',
      async (_client: StaffClient, t: TestApp) => t.clock.advance(12 * 3_600_000 + 60_000),
    ],
  ])('is closed when %s', async ([_when, end], { t, socket, given: { A } }) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const start = t.clock.now();
    try {
      const leaver = await t.asNurse([A]);
      const session = await startedSession(t, A);
      const sub = socket(leaver.cookie).subscribe(INTERVALS, { clinicID: A.id });
      await sub.untilLive(intervalProbe(t, A.id, session.id), isProbe('onSubmitDialysisInterval'));

      await vi.advanceTimersByTimeAsync(60_000);
      expect(
        sub.outcomes.some((o) => o.type !== 'next'),
        'still open while the session lasts',
      ).toBe(false);

      await end(leaver, t);
      await vi.advanceTimersByTimeAsync(60_000);
      const closed = await sub.waitFor((o) => o.type !== 'next');
      expect(closed.type).toBe('error');
      expect(errorsOf(closed)[0]?.message).toMatch(/4401/);
    } finally {
      vi.useRealTimers();
      t.clock.set(start);
    }
  });
});

describe('access is checked again for every event', () => {
  // The socket and its subscription stay open; the user's rights change under them. The next event is
  // answered with the refusal instead of the data, and the subscription ends there.
  async function liveNurseSubscription(
    t: TestApp,
    A: { id: number },
    socket: (cookie: string | null) => WsClient,
  ) {
    const account = await t.aStaffAccount('Nurse', [A]);
    const client = await t.signedIn(account);
    const session = await startedSession(t, A);
    const sub = socket(client.cookie).subscribe(INTERVALS, { clinicID: A.id });
    await sub.untilLive(intervalProbe(t, A.id, session.id), isProbe('onSubmitDialysisInterval'));
    const publish = (id: number) =>
      t.bus.pubsub.publish('onSubmitDialysisInterval', A.id, {
        id,
        dialysisID: session.id,
        clinicID: A.id,
        timestamp: T0.toISOString(),
      });
    return { account, client, sub, publish };
  }

  test.for<[string, (live: never, t: TestApp, B: { id: number }) => unknown, string]>([
    [
      'the nurse is taken off the centre',
      (live: { account: { accountID: string } }, t: TestApp, B: { id: number }) =>
        t.db
          .update(staff)
          .set({ clinicIDs: [B.id] })
          .where(eq(staff.accountID, live.account.accountID)),
      'FORBIDDEN',
    ],
    [
      'the nurse signs out',
      (live: { client: StaffClient }) => live.client.request('mutation { signOut }'),
      'UNAUTHENTICATED',
    ],
    [
      'the account is disabled',
      (live: { account: { accountID: string } }, t: TestApp) =>
        t.db.update(loginAccount).set({ enabled: false }).where(eq(loginAccount.id, live.account.accountID)),
      'UNAUTHENTICATED',
    ],
  ])(
    'when %s, the next event is refused and none follows',
    async ([_when, change, code], { t, socket, given: { A, B } }) => {
      const live = await liveNurseSubscription(t, A, socket);
      await live.publish(101);
      await live.sub.waitFor(isEvent('onSubmitDialysisInterval', 101));

      await change(live as never, t, B);
      await live.publish(102);
      await live.publish(103);
      const ended = await live.sub.waitFor((o) => o.type === 'complete');
      await settle();
      expect(events(live.sub, 'onSubmitDialysisInterval').map((e) => e.id)).toEqual([101]);
      const refusals = live.sub.outcomes.flatMap((o) => errorsOf(o));
      expect(refusals.map((e) => e.extensions?.code)).toEqual([code]);
      expect(ended.type).toBe('complete');
    },
  );
});

const topics = [
  {
    field: 'onCreateAppointment',
    document: graphql(`
      subscription OnCreateAppointmentTopic($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }
    `),
    event: (id: number, clinicID: number) => ({
      id,
      clinicID,
      patientID: 7,
      date: TODAY,
      shift: 'M' as const,
      deleted: 0,
    }),
  },
  {
    field: 'onUpdateAppointment',
    document: graphql(`
      subscription OnUpdateAppointmentTopic($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id clinicID patientID date shift deleted } }
    `),
    event: (id: number, clinicID: number) => ({
      id,
      clinicID,
      patientID: 7,
      date: TODAY,
      shift: 'N' as const,
      deleted: 1,
    }),
  },
  {
    field: 'onStartDialysis',
    document: graphql(`
      subscription OnStartDialysisTopic($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }
    `),
    event: (id: number, clinicID: number) => ({ id, clinicID, patientID: 7, appointmentID: 8 }),
  },
  {
    field: 'onCheckoutDialysis',
    document: graphql(`
      subscription OnCheckoutDialysisTopic($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id clinicID patientID appointmentID } }
    `),
    event: (id: number, clinicID: number) => ({ id, clinicID, patientID: 7, appointmentID: null }),
  },
] as const;

describe.each(topics)('$field', ({ field, document: query, event }) => {
  // One publish for four topics, each with its own payload type.
  const publish = (t: TestApp, clinicID: number, payload: unknown) =>
    (t.bus.pubsub.publish as unknown as (topic: string, id: number, payload: unknown) => void)(
      field,
      clinicID,
      payload,
    );

  test('delivers the events of the subscribed centre only', async ({ t, socket, given: { A, B, nurse } }) => {
    const sub = socket(nurse.cookie).subscribe(query, { clinicID: A.id });
    await sub.untilLive(() => publish(t, A.id, event(PROBE, A.id)), isProbe(field));
    publish(t, B.id, event(1001, B.id));
    publish(t, A.id, event(1002, A.id));
    const heard = await sub.waitFor(isEvent(field, 1002));
    expect(payloadOf(heard, field)).toEqual(event(1002, A.id));
    await settle();
    expect(events(sub, field).map((e) => e.id)).toEqual([1002]);
  });

  test("refuses another centre's events", async ({ socket, given: { B, nurse } }) => {
    const outcome = await socket(nurse.cookie).subscribe(query, { clinicID: B.id }).first();
    expectRefused({ errors: errorsOf(outcome) }, 'FORBIDDEN', FORBIDDEN_CENTRE);
  });
});

describe('the socket', () => {
  test.for<[string, string]>([
    ['a query', 'query { me { accountID } }'],
    ['a mutation', 'mutation { signOut }'],
  ])(
    'refuses %s: only subscriptions go over WebSocket',
    async ([_what, query], { socket, given: { nurse } }) => {
      const outcome = await socket(nurse.cookie).subscribe(query).first();
      expect(outcome.type).toBe('error');
      expectRefused(
        { errors: errorsOf(outcome) },
        'BAD_USER_INPUT',
        'Only subscriptions are accepted over WebSocket.',
      );
    },
  );

  test('is not opened for a page of another origin (it would ride on the cookie)', async ({
    given: { baseUrl, nurse },
  }) => {
    const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
    const ws = new WebSocket(url, 'graphql-transport-ws', {
      headers: { cookie: `${SESSION_COOKIE}=${nurse.cookie}`, origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    ws.terminate();
    expect(outcome).toBe('refused');
  });

  test('is opened for a page of the same origin', async ({ given: { baseUrl } }) => {
    const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: baseUrl } });
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    ws.terminate();
    expect(outcome).toBe('open');
  });
});
