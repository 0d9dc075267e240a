import http from 'node:http';
import { Latencies } from './stats.ts';

/** One request of an open-loop run: what to send, and what to do with the answer. */
export interface OpenRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  onAnswer?: (status: number, body: string) => void;
}

export interface OpenLoopResult {
  /** The rate asked for and the rate the answers came at (requests per second). */
  targetRate: number;
  achievedRate: number;
  sent: number;
  answered: number;
  /** Answers other than 200, and requests that failed or were still unanswered when the run gave up on them. */
  non2xx: number;
  errors: number;
  /**
   * From the moment each request was due to the end of its answer: the coordinated-omission-corrected figure.
   * A server that stalls makes every request due meanwhile wait, and each such wait counts (wrk2's way).
   */
  corrected: ReturnType<Latencies['summary']>;
  /** From the moment each request actually left to its answer (what a closed loop measures). */
  service: ReturnType<Latencies['summary']>;
  /** The largest delay between a request being due and leaving (the load generator's own lag). */
  maxSendLagMs: number;
  /** The most requests in flight at once. */
  maxInFlight: number;
}

/**
 * Sends requests at a fixed rate whatever the server does (an open loop: arrivals do not wait for answers, as
 * nurses' tablets do not wait for each other), for `seconds`, over keep-alive connections opened as needed.
 * Each latency is measured from the moment the request was due, so a stall is not hidden by the requests it
 * kept from being sent (coordinated omission); the service time from the actual send is kept beside it.
 */
export async function runOpenLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  next: () => OpenRequest;
  /** How long to wait for the answers still in flight at the end before counting them as errors. */
  drainSeconds?: number;
}): Promise<OpenLoopResult> {
  const base = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const corrected = new Latencies();
  const service = new Latencies();
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  let sent = 0;
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  /** When each request still in flight was due. */
  const pending = new Set<{ dueAt: number }>();
  let maxInFlight = 0;
  let maxSendLagMs = 0;
  let lastAnswerAt = 0;
  let allAnswered: () => void = () => undefined;
  const drained = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  const settle = (entry: { dueAt: number }) => {
    if (!pending.delete(entry)) return;
    inFlight--;
    lastAnswerAt = performance.now();
    if (sent === total && inFlight === 0) allAnswered();
  };

  const send = (dueAt: number) => {
    const request = options.next();
    const leftAt = performance.now();
    maxSendLagMs = Math.max(maxSendLagMs, leftAt - dueAt);
    const entry = { dueAt };
    pending.add(entry);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: request.path,
        agent,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (!pending.has(entry)) return;
          const doneAt = performance.now();
          answered++;
          corrected.record(doneAt - dueAt);
          service.record(doneAt - leftAt);
          const status = res.statusCode ?? 0;
          if (status !== 200) non2xx++;
          request.onAnswer?.(status, Buffer.concat(chunks).toString('utf8'));
          settle(entry);
        });
        res.on('error', () => {
          if (pending.has(entry)) errors++;
          settle(entry);
        });
      },
    );
    req.on('error', () => {
      if (pending.has(entry)) errors++;
      settle(entry);
    });
    req.end(request.body);
  };

  const start = performance.now();
  // Every tick sends what has fallen due since the last one: a late tick (the generator's own event loop busy)
  // sends the overdue requests at once, and their latencies still count from when they were due.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const dueAt = start + sent * interval;
        sent++;
        send(dueAt);
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(interval, start + sent * interval - performance.now())));
    };
    tick();
  });
  if (inFlight > 0) {
    const giveUp = new Promise<void>((resolve) =>
      setTimeout(resolve, (options.drainSeconds ?? 30) * 1000).unref(),
    );
    await Promise.race([drained, giveUp]);
  }
  // Whatever is still unanswered counts as an error, and its wait so far as its latency.
  const end = performance.now();
  for (const { dueAt } of pending) corrected.record(end - dueAt);
  errors += pending.size;
  agent.destroy();
  const elapsed = ((lastAnswerAt || end) - start) / 1000;
  return {
    targetRate: options.rate,
    achievedRate: Math.round((answered / Math.max(elapsed, options.seconds)) * 10) / 10,
    sent,
    answered,
    non2xx,
    errors,
    corrected: corrected.summary(),
    service: service.summary(),
    maxSendLagMs: Math.round(maxSendLagMs * 10) / 10,
    maxInFlight,
  };
}
