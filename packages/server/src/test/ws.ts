import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import type { TypedDocument } from './graphql.ts';

/** What a subscription delivered: an event (possibly carrying errors), a refusal, or its end. */
export type Outcome =
  | { type: 'next'; result: FormattedExecutionResult<AnyData, unknown> }
  | { type: 'error'; errors: readonly GraphQLFormattedError[] }
  | { type: 'complete' };

// biome-ignore lint/suspicious/noExplicitAny: subscription payloads are read loosely and asserted on
type AnyData = Record<string, any>;

/** The errors an outcome carries, wherever graphql-ws put them (an error message or a `next` result). */
export function errorsOf(outcome: Outcome): readonly GraphQLFormattedError[] {
  if (outcome.type === 'error') return outcome.errors;
  if (outcome.type === 'next') return outcome.result.errors ?? [];
  return [];
}

/** The payload of an event outcome: `data[field]`, or undefined for anything else. */
export function payloadOf(outcome: Outcome, field: string): AnyData | undefined {
  return outcome.type === 'next' ? (outcome.result.data?.[field] ?? undefined) : undefined;
}

/** A socket-level failure (a close event or an Error) as one readable message. */
function describeSocketError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code, reason } = error as { code: unknown; reason?: unknown };
    return `socket closed: ${String(code)} ${String(reason ?? '')}`.trim();
  }
  return `socket error: ${String(error)}`;
}

/** One live subscription: everything it delivered, in order, and a way to wait for the next match. */
export class LiveSubscription {
  readonly outcomes: Outcome[] = [];
  #waiters: Array<() => void> = [];
  readonly dispose: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown>) {
    const push = (outcome: Outcome) => {
      this.outcomes.push(outcome);
      for (const wake of this.#waiters.splice(0)) wake();
    };
    this.dispose = client.subscribe<AnyData>(
      { query, variables },
      {
        next: (result) => push({ type: 'next', result }),
        error: (error) =>
          push({
            type: 'error',
            errors: Array.isArray(error) ? error : [{ message: describeSocketError(error) }],
          }),
        complete: () => push({ type: 'complete' }),
      },
    );
  }

  /** The first outcome (already delivered or coming) that matches, or a timeout error. */
  async waitFor(match: (outcome: Outcome) => boolean, timeoutMs = 5_000): Promise<Outcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.outcomes.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching subscription outcome within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first outcome of any kind. */
  first(timeoutMs?: number): Promise<Outcome> {
    return this.waitFor(() => true, timeoutMs);
  }

  /**
   * Resolves once the server side is listening: publishes a probe event again and again until the
   * subscription delivers one. (graphql-ws does not acknowledge a subscription, and an event published
   * before the server subscribed, locally or in Redis, is simply not delivered.)
   */
  async untilLive(
    publishProbe: () => unknown,
    isProbe: (outcome: Outcome) => boolean,
    timeoutMs = 10_000,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await publishProbe();
      try {
        await this.waitFor((o) => isProbe(o) || errorsOf(o).length > 0 || o.type === 'complete', 100);
        const ended = this.outcomes.find((o) => errorsOf(o).length > 0 || o.type === 'complete');
        if (ended) throw new Error(`subscription ended: ${JSON.stringify(ended)}`);
        return;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('subscription ended')) throw error;
        if (Date.now() > deadline) throw new Error('subscription never became live');
      }
    }
  }
}

/**
 * A graphql-ws client on the app's /graphql socket, sending the session cookie on the upgrade request
 * the way a browser does (graphql-ws in Node needs the `ws` package as its WebSocket).
 */
export class WsClient {
  readonly client: Client;
  readonly #subscriptions: LiveSubscription[] = [];

  constructor(baseUrl: string, cookie: string | null) {
    const headers: Record<string, string> = cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {};
    class CookieWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    this.client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: true,
    });
  }

  /** A typed document (`graphql(...)` of test/generated) or a raw string (invalid on purpose). */
  subscribe<TVariables>(
    query: string | TypedDocument<unknown, TVariables>,
    variables?: TVariables & Record<string, unknown>,
  ): LiveSubscription {
    const subscription = new LiveSubscription(this.client, query.toString(), variables ?? {});
    this.#subscriptions.push(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    for (const s of this.#subscriptions) s.dispose();
    await this.client.dispose();
  }
}
