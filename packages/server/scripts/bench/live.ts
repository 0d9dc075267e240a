import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { OnSubmitDialysisIntervalDocument } from '../../../web/src/api/generated/graphql.ts';
import { gql, type User } from './client.ts';
import * as op from './operations.ts';
import { Latencies } from './stats.ts';

/**
 * Live update latency across instances (issue 16): a nurse on instance B has the dashboard of a centre open,
 * subscribed over graphql-ws as the web app is (use-centre-events.ts); a reading is submitted on instance A.
 * Timed from the submit until B's subscriber hears the event (through Redis), and until B's dashboard query,
 * sent on hearing it, has returned. (The web app waits a further 300 ms to collapse bursts: not counted.)
 */
export async function measureLive(options: {
  a: string;
  b: string;
  user: User;
  clinicID: number;
  today: string;
  sessions: number[];
  rounds: number;
}): Promise<{ event: Latencies; reload: Latencies }> {
  const heard = new Map<number, number>();
  let wake: (() => void) | null = null;
  const cookie = options.user.cookie;
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({
    url: `${options.b.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
  const dispose = client.subscribe<{ onSubmitDialysisInterval: { id: number } }>(
    { query: OnSubmitDialysisIntervalDocument.toString(), variables: { clinicID: options.clinicID } },
    {
      next: (result) => {
        const id = result.data?.onSubmitDialysisInterval.id;
        if (typeof id === 'number') heard.set(id, performance.now());
        wake?.();
      },
      error: (error) => console.error('live subscription failed:', error),
      complete: () => undefined,
    },
  );
  const waitFor = async (id: number, timeoutMs: number): Promise<number | undefined> => {
    const deadline = performance.now() + timeoutMs;
    while (!heard.has(id) && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
    return heard.get(id);
  };
  const submit = async (n: number) => {
    const dialysisID = options.sessions[n % options.sessions.length] ?? 0;
    const { data } = await gql(options.a, cookie, op.submitReading(dialysisID, n));
    return (data.submitDialysisInterval as { id: number }).id;
  };

  try {
    // graphql-ws does not acknowledge a subscription: submit until one event comes through.
    let live = false;
    for (let n = 0; n < 100 && !live; n++) live = (await waitFor(await submit(n), 200)) !== undefined;
    if (!live) throw new Error('the subscriber on instance B never heard an event from instance A');

    const event = new Latencies();
    const reload = new Latencies();
    for (let n = 0; n < options.rounds; n++) {
      const start = performance.now();
      const id = await submit(n);
      // Generous: a slow machine makes a figure slow, only a lost event fails the run.
      const at = await waitFor(id, 30_000);
      if (at === undefined) throw new Error(`reading ${id} never reached instance B`);
      event.record(at - start);
      await gql(options.b, cookie, op.dashboard(options.clinicID, options.today));
      reload.record(performance.now() - start);
    }
    return { event, reload };
  } finally {
    dispose();
    await client.dispose();
  }
}
