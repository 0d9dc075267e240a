import type { PubSub } from '../platform/pubsub.ts';

type Topic = Parameters<PubSub['subscribe']>[0];

/** The id of probe events: never a row's. */
const PROBE = -1;

/**
 * Listens to a topic of a centre on the app's event bus, answering once the listener is proven live: probe
 * events are published until one comes back (a Redis subscription opens asynchronously, so a fixed wait
 * would only guess). Probes are skipped when reading the events the test is after.
 */
export async function listen(pubsub: PubSub, topic: Topic, clinicID: number, timeoutMs = 5_000) {
  const iterator = pubsub.subscribe(topic, clinicID)[Symbol.asyncIterator]();
  const publish = pubsub.publish as unknown as (topic: Topic, id: number, payload: unknown) => void;
  let pending = iterator.next();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`no probe came back on ${topic} within ${timeoutMs} ms`);
    publish(topic, clinicID, { id: PROBE, clinicID });
    const got = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
    if (got) break;
  }
  /** The next event that is not a probe. */
  const next = async (): Promise<Record<string, unknown>> => {
    for (;;) {
      pending = iterator.next();
      const { value } = await pending;
      if ((value as { id?: unknown }).id !== PROBE) return value as Record<string, unknown>;
    }
  };
  return {
    next,
    /** The next event within `ms`, or null; the listener stops either way. */
    heard: async (ms = 2_000) => {
      const value = await Promise.race([next(), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
      await iterator.return?.();
      return value;
    },
    stop: async () => {
      await iterator.return?.();
    },
  };
}
