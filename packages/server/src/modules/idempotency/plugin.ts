import { type ExecutionResult, getOperationAST, Kind, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../context.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { claimKey, fingerprintOf, IDEMPOTENCY_HEADER, isValidKey, storeAnswer } from './store.ts';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Invalid Idempotency-Key header: 8 to 100 letters, digits, - or _.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** Thrown inside the transaction to roll the write and its claimed key back; carries the answer. */
class NotStored extends Error {
  constructor(readonly result: ExecutionResult) {
    super('idempotent write not stored');
  }
}

/** The request's header, if any (yoga puts its Fetch Request on the context as `request`). */
function headerOf(ctx: Context): string | null {
  const request = (ctx as Context & { request?: Request }).request;
  return request?.headers.get(IDEMPOTENCY_HEADER) ?? null;
}

/**
 * Events raised by the write are held until its transaction has committed: a subscriber that reloads on the
 * event must find the row (the write now commits with the key, after the services' own savepoints).
 */
function heldPubSub(pubsub: PubSub): { pubsub: PubSub; release(): void } {
  // publish is typed per topic (an overload a spread cannot name): held as its arguments, replayed as given.
  const publish = pubsub.publish.bind(pubsub) as (...args: unknown[]) => void;
  const held: unknown[][] = [];
  const holding = {
    ...pubsub,
    publish: (...args: unknown[]) => {
      held.push(args);
    },
  } as PubSub;
  return {
    pubsub: holding,
    release: () => {
      for (const args of held) publish(...args);
    },
  };
}

/**
 * Idempotent writes for any mutation (issue 31): a request with an `Idempotency-Key` header runs in one
 * transaction that first claims the key for the signed-in account, then runs the mutation (every service's
 * own write nests in it as a savepoint), then keeps the answer with the key. A repeat with the same key and
 * the same request answers the stored answer and writes nothing; with another request it is refused. A write
 * that fails is rolled back with its claim, so the key stays free for the retry. Without a viewer the header
 * is ignored (the resolvers refuse). Listed after the batch plugin, so a batch is one idempotent write.
 *
 * The answer is kept 48 hours. A one-field mutation also hands its key to the service (`ctx.writeKey`): a write
 * that creates a row (a reading, a check-in, a check-out) keeps it on the row, so a repeat that comes after the
 * answer was let go is still recognised by the row and answered from it, never stored twice.
 */
export function idempotencyPlugin(): Plugin<Context> {
  return {
    onExecute({ args, setExecuteFn, executeFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const ctx = args.contextValue;
      const key = headerOf(ctx);
      const viewer = ctx.access.viewer;
      if (key === null || !viewer) return;
      // One write, one row to keep the key on; a batch (several fields) is idempotent through the table alone.
      const fields = operation.selectionSet.selections.filter((s) => s.kind === Kind.FIELD).length;
      const writeKey = fields === 1 ? key : undefined;
      setExecuteFn(async (execArgs) => {
        if (!isValidKey(key))
          return { errors: [appError('BAD_USER_INPUT', IDEMPOTENCY_MESSAGES.invalidKey)] };
        const fingerprint = fingerprintOf(print(execArgs.document), execArgs.variableValues);
        const events = heldPubSub(ctx.pubsub);
        try {
          const result = await withWrite(ctx, async (w) => {
            const claim = await claimKey(w, viewer.accountID, key, fingerprint, w.clock.now());
            if (claim.kind === 'repeat') return claim.response as ExecutionResult;
            if (claim.kind === 'mismatch') {
              throw new NotStored({
                errors: [appError('CONFLICT', IDEMPOTENCY_MESSAGES.reused)],
                data: null,
              });
            }
            const executed = (await executeFn({
              ...execArgs,
              contextValue: { ...ctx, db: w.db, pubsub: events.pubsub, writeKey },
            })) as ExecutionResult;
            if (executed.errors?.length) throw new NotStored(executed);
            await storeAnswer(w, viewer.accountID, key, { data: executed.data });
            return executed;
          });
          events.release();
          return result;
        } catch (error) {
          if (error instanceof NotStored) return error.result;
          throw error;
        }
      });
    },
  };
}
