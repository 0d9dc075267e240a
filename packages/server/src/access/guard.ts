import type { GraphQLResolveInfo } from 'graphql';
import { auditRefusals } from '../audit.ts';
import type { Context } from '../context.ts';
import { Revoked, whileAllowed } from './live-access.ts';
import type { Action } from './policy.ts';

/**
 * Every resolver is built by one of these. `guard` runs the access module's role check before the
 * service; `publicResolver` is for the few fields reachable without a session (sign-in). The schema
 * test walks every field and proves that only the listed public ones answer without a session.
 */
export type Resolver<TArgs, TResult> = (
  parent: unknown,
  args: TArgs,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

/** The action each guarded resolver asserts, for the access snapshot (graphql/access-snapshot.test.ts). */
const ASSERTED = new WeakMap<object, Action>();

export function assertedAction(resolver: unknown): Action | undefined {
  return typeof resolver === 'function' ? ASSERTED.get(resolver) : undefined;
}

export function guard<TArgs, TResult>(
  action: Action,
  fn: (args: TArgs, ctx: Context, info: GraphQLResolveInfo) => Promise<TResult> | TResult,
): Resolver<TArgs, TResult> {
  const resolver: Resolver<TArgs, TResult> = (_parent, args, ctx, info) => {
    ctx.access.assert(action);
    return fn(args, ctx, info);
  };
  ASSERTED.set(resolver, action);
  return resolver;
}

export function publicResolver<TArgs, TResult>(
  fn: (args: TArgs, ctx: Context) => Promise<TResult> | TResult,
): Resolver<TArgs, TResult> {
  return (_parent, args, ctx) => fn(args, ctx);
}

/**
 * A subscription whose source is opened only after the role check (the service checks the centre). Each
 * event is checked again against the user's session, role and centres as they are now (live-access.ts):
 * the first one they may no longer have is answered with the refusal, and the subscription ends.
 */
export function guardSubscription<TArgs, TPayload extends { clinicID: number }>(
  action: Action,
  subscribe: (args: TArgs, ctx: Context) => Promise<AsyncIterable<TPayload>> | AsyncIterable<TPayload>,
) {
  const source = async (_parent: unknown, args: TArgs, ctx: Context) => {
    ctx.access.assert(action);
    try {
      return whileAllowed(ctx, action, await subscribe(args, ctx));
    } finally {
      await auditRefusals(ctx, ctx.log);
    }
  };
  ASSERTED.set(source, action);
  return {
    subscribe: source,
    resolve: (payload: TPayload | Revoked) => {
      if (payload instanceof Revoked) throw payload.error;
      return payload;
    },
  };
}
