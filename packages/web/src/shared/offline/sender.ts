import { ApiError, isKnownCode } from '../../api/errors.ts';
import { type Document, requestResult } from '../../api/graphql.ts';
import { reportUnauthenticated } from '../../api/session-events.ts';
import { listWrites, putWrite, type QueuedWrite, queueOf, removeWrite, sessionMade } from './outbox-store.ts';

/** What became of one write in a send. */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'waiting' };

/** Backoff after a failed attempt: 2 s, 4 s, 8 s ... at most a minute, with a little jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

/** A refusal the nurse must see (a known code) rather than a failure to try again (network, outage). */
export function isRefusal(code: unknown): boolean {
  return isKnownCode(code) && code !== 'UNAUTHENTICATED';
}

let onSent: (write: QueuedWrite) => void = () => undefined;
/** Set by start(): what to reload once a write reached the server. */
export function whenSent(listener: (write: QueuedWrite) => void): void {
  onSent = listener;
}

const documentOf = (query: string) =>
  ({ toString: () => query }) as Document<unknown, Record<string, unknown>>;

/** Sends one write with its Idempotency-Key: answers the outcome; a network failure is 'waiting'. */
async function sendOne(write: QueuedWrite): Promise<SendOutcome | 'signed-out'> {
  let answer: Awaited<ReturnType<typeof requestResult>>;
  try {
    answer = await requestResult(documentOf(write.query), write.variables, undefined, {
      'idempotency-key': write.key,
    });
  } catch {
    return { kind: 'waiting' };
  }
  const first = answer.errors[0];
  if (!first) return answer.data ? { kind: 'sent', data: answer.data } : { kind: 'waiting' };
  const code = first.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'signed-out';
  if (isRefusal(code) && typeof first.message === 'string') {
    const field = first.extensions?.field;
    return {
      kind: 'refused',
      error: new ApiError(code as string, first.message, typeof field === 'string' ? field : undefined),
    };
  }
  // The server's outage (SERVICE_UNAVAILABLE) or an unexpected answer: try again later.
  return { kind: 'waiting' };
}

/** The session a sent check-in made (its answer's id), if the answer says so. */
function madeID(data: unknown): number | undefined {
  const id = (data as { startDialysis?: { id?: unknown } } | null)?.startDialysis?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Sends a queue's waiting writes (a session's; `queueOf`), oldest first, one at a time, and stops at the first
 * that cannot be sent now (the order holds: a check-out never overtakes a reading). A refused write becomes a
 * problem the nurse resolves; a check-out waits behind a problem of its session (re-entering the reading needs
 * the session running), and everything of a provisional session waits behind its refused check-in (there is
 * no session to send it to). `force` ignores the backoff (the connection has just come back, or the nurse
 * pressed submit). One sender per queue across tabs (Web Locks); the Idempotency-Key makes any repeat harmless.
 *
 * A check-in kept offline, once sent, gives its provisional session its id (`sessionMade`): the writes behind
 * it move to the session's queue, which is sent next (behind any write entered there already).
 */
export async function flushSession(
  accountID: string,
  queue: string,
  force = false,
): Promise<Map<string, SendOutcome>> {
  const outcomes = new Map<string, SendOutcome>();
  let made: number | undefined;
  const run = async () => {
    for (const write of await listWrites(accountID, queue)) {
      // A problem waits for the nurse (copy, re-enter or discard); the writes after it go on, but for those
      // of a refused check-in's session.
      if (write.status === 'problem') {
        if (write.kind === 'checkin') break;
        continue;
      }
      if (write.kind === 'checkout' && (await hasProblemBefore(accountID, write))) break;
      if (!force && write.nextTryAt > Date.now()) break;
      const outcome = await sendOne(write);
      if (outcome === 'signed-out') {
        reportUnauthenticated();
        break;
      }
      outcomes.set(write.key, outcome);
      if (outcome.kind === 'sent') {
        await removeWrite(accountID, write.key);
        onSent(write);
        made = write.kind === 'checkin' && write.sessionKey ? madeID(outcome.data) : undefined;
        if (made !== undefined && write.sessionKey) {
          await sessionMade(accountID, write.sessionKey, made);
          break;
        }
      } else if (outcome.kind === 'refused') {
        await putWrite(accountID, {
          ...write,
          status: 'problem',
          problem: { code: outcome.error.code, message: outcome.error.message },
        });
        if (write.kind === 'checkin') break;
      } else {
        const attempts = write.attempts + 1;
        await putWrite(accountID, { ...write, attempts, nextTryAt: Date.now() + backoffMs(attempts) });
        break;
      }
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(`dialysis-outbox-${accountID}-${queue}`, run);
  else await run();
  if (made !== undefined) {
    for (const [key, outcome] of await flushSession(accountID, `d${made}`, true)) outcomes.set(key, outcome);
  }
  return outcomes;
}

async function hasProblemBefore(accountID: string, write: QueuedWrite): Promise<boolean> {
  const writes = await listWrites(accountID, queueOf(write));
  return writes.some((w) => w.seq < write.seq && w.status === 'problem');
}

/** Every queue, each in its own order (queues in parallel). */
export async function flushAll(accountID: string, force = false): Promise<void> {
  const queues = new Set((await listWrites(accountID)).map(queueOf));
  await Promise.all([...queues].map((queue) => flushSession(accountID, queue, force)));
}
