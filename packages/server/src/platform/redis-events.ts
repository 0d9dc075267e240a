import { Redis } from 'ioredis';
import type { Metrics } from './metrics.ts';

/** The part of a pino/fastify logger the event bus uses. */
export interface EventLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

type Listener = (event: Event) => void;
type ListenerOrObject = Listener | { handleEvent: Listener };

// Reconnect quickly at first, then every 2 s at most, forever: live events come back soon after Redis does.
const retryStrategy = (times: number) => Math.min(times * 100, 2_000);

const consoleLog: EventLog = {
  info: (_obj, msg) => console.log(msg),
  warn: (obj, msg) => console.warn(msg, obj),
};

/**
 * A yoga event target over Redis publish/subscribe, written for outages (the one in
 * @graphql-yoga/redis-event-target leaves a failed PUBLISH as an unhandled rejection, which ends the process):
 * - publishing never fails the caller: while Redis is down the event is delivered to this instance's own
 *   subscribers and counted as not shared (other instances miss it; their clients reload on the next event);
 * - every channel with listeners is subscribed again whenever the subscriber connection is ready again,
 *   including channels first asked for while Redis was down;
 * - messages carry their publication time, so the fan-out lag can be measured.
 */
export function createRedisEventTarget(url: string, metrics?: Metrics) {
  let log = consoleLog;
  // Commands fail at once while disconnected instead of waiting in a queue: a write never waits on Redis.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  // SUBSCRIBE and UNSUBSCRIBE may wait for the connection (they are replayed on ready anyway).
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  const listeners = new Map<string, Set<Listener>>();
  let closing = false;

  // Log a connection's loss once and its return once, not every failed reconnect attempt.
  const watch = (client: Redis, role: string) => {
    let down = false;
    client.on('error', (error: Error) => {
      if (down || closing) return;
      down = true;
      log.warn(
        { err: error, role },
        'redis connection lost: live events stay on this instance until it is back',
      );
    });
    client.on('close', () => {
      if (!down && !closing) {
        down = true;
        log.warn({ role }, 'redis connection closed: live events stay on this instance until it is back');
      }
    });
    client.on('ready', () => {
      if (down) log.info({ role }, 'redis connection restored');
      down = false;
    });
  };
  watch(publisher, 'publish');
  watch(subscriber, 'subscribe');

  const failed = (what: string) => (error: unknown) => {
    if (!closing) log.warn({ err: error }, `redis ${what} failed`);
  };

  subscriber.on('ready', () => {
    const channels = [...listeners.keys()];
    if (channels.length > 0) subscriber.subscribe(...channels).catch(failed('subscribe'));
  });

  const deliver = (channel: string, detail: unknown, publishedAt: number) => {
    const callbacks = listeners.get(channel);
    if (!callbacks) return;
    metrics?.fanoutLagSeconds.observe(Math.max(0, Date.now() - publishedAt) / 1000);
    const event = new CustomEvent(channel, { detail });
    for (const callback of callbacks) callback(event);
  };

  subscriber.on('message', (channel: string, message: string) => {
    let parsed: { t: number; d: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return; // not one of ours
    }
    deliver(channel, parsed.d, parsed.t);
  });

  // Events kept on this instance since sharing stopped (0: sharing works). While Redis is down every event
  // fails the same way: the outage is logged at its first event and its end once, not a stack per event.
  let notShared = 0;
  const keepLocal = (channel: string, detail: unknown, publishedAt: number, error: unknown) => {
    metrics?.eventsNotShared.inc();
    if (notShared === 0) {
      log.warn(
        { channel, reason: error instanceof Error ? error.message : String(error) },
        'events not shared through redis (down): delivered on this instance only until it is back',
      );
    }
    notShared += 1;
    deliver(channel, detail, publishedAt);
  };
  const sharingWorks = () => {
    if (notShared === 0) return;
    log.info({ notShared }, 'events shared through redis again');
    notShared = 0;
  };
  publisher.on('ready', sharingWorks);

  const callbackOf = (l: ListenerOrObject) => ('handleEvent' in l ? l.handleEvent : l);

  return {
    addEventListener(channel: string, listener: ListenerOrObject | null) {
      if (!listener) return;
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        subscriber.subscribe(channel).catch(failed('subscribe'));
      }
      callbacks.add(callbackOf(listener));
    },
    removeEventListener(channel: string, listener: ListenerOrObject | null) {
      const callbacks = listeners.get(channel);
      if (!listener || !callbacks) return;
      callbacks.delete(callbackOf(listener));
      if (callbacks.size > 0) return;
      listeners.delete(channel);
      subscriber.unsubscribe(channel).catch(failed('unsubscribe'));
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail;
      const publishedAt = Date.now();
      if (publisher.status !== 'ready') {
        keepLocal(event.type, detail, publishedAt, new Error(`redis ${publisher.status}`));
        return true;
      }
      publisher
        .publish(event.type, JSON.stringify({ t: publishedAt, d: detail }))
        .then(sharingWorks, (error: unknown) => keepLocal(event.type, detail, publishedAt, error));
      return true;
    },
    connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    useLog(next: EventLog) {
      log = next;
    },
    close: async () => {
      closing = true;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
