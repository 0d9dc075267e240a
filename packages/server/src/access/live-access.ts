import { GraphQLError } from 'graphql';
import { auditRefusals } from '../audit.ts';
import type { Context } from '../context.ts';
import { Access } from './access.ts';
import type { Action } from './policy.ts';

/** What a subscription yields instead of an event once its user may no longer have it. */
export class Revoked {
  constructor(readonly error: GraphQLError) {}
}

/**
 * The refusal the user of `ctx` would get now for `action` on `clinicID`, or null. Read afresh for every
 * event, not from the connection's Access: a socket lives for hours, and in that time the user can sign out,
 * lose the centre, change role or be disabled (one session lookup and one centre list per event).
 */
async function refusalNow(ctx: Context, action: Action, clinicID: number): Promise<GraphQLError | null> {
  const viewer = (await ctx.client.viewerNow?.()) ?? null;
  const access = new Access(viewer);
  try {
    await access.assertIn(action, clinicID);
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  } finally {
    await auditRefusals({ ...ctx, access }, ctx.log);
  }
}

/**
 * Passes on the source's events while the user may still have them; the first one they may not have
 * becomes a Revoked (delivered as that refusal, with its code) and ends the subscription. Written as a
 * plain iterator, not an async generator, so that an unsubscribe reaches the source at once even while it
 * waits for an event (an async generator would queue the return until the next event).
 */
export function whileAllowed<T extends { clinicID: number }>(
  ctx: Context,
  action: Action,
  source: AsyncIterable<T>,
): AsyncIterableIterator<T | Revoked> {
  const events = source[Symbol.asyncIterator]();
  let ended = false;
  const end = async (): Promise<IteratorResult<T | Revoked>> => {
    ended = true;
    await events.return?.();
    return { done: true, value: undefined };
  };
  return {
    async next() {
      if (ended) return { done: true, value: undefined };
      const event = await events.next();
      if (event.done) return event;
      const refusal = await refusalNow(ctx, action, event.value.clinicID);
      if (!refusal) return event;
      await end();
      return { done: false, value: new Revoked(refusal) };
    },
    return: end,
    async throw(error) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
