import type { Action } from '../access/policy.ts';
import type { Context } from '../context.ts';

/**
 * Every resolver is built by one of these. `guard` runs the access module's role check before the
 * service; `publicResolver` is for the few fields reachable without a session (sign-in). The schema
 * test walks every field and proves that only the listed public ones answer without a session.
 */
export type Resolver<TArgs, TResult> = (
  parent: unknown,
  args: TArgs,
  ctx: Context,
) => Promise<TResult> | TResult;

export function guard<TArgs, TResult>(
  action: Action,
  fn: (args: TArgs, ctx: Context) => Promise<TResult> | TResult,
): Resolver<TArgs, TResult> {
  return (_parent, args, ctx) => {
    ctx.access.assert(action);
    return fn(args, ctx);
  };
}

export function publicResolver<TArgs, TResult>(
  fn: (args: TArgs, ctx: Context) => Promise<TResult> | TResult,
): Resolver<TArgs, TResult> {
  return (_parent, args, ctx) => fn(args, ctx);
}

/** A subscription whose source is opened only after the role check (the service checks the centre). */
export function guardSubscription<TArgs, TPayload>(
  action: Action,
  subscribe: (args: TArgs, ctx: Context) => Promise<AsyncIterable<TPayload>> | AsyncIterable<TPayload>,
) {
  return {
    subscribe: (_parent: unknown, args: TArgs, ctx: Context) => {
      ctx.access.assert(action);
      return subscribe(args, ctx);
    },
    resolve: (payload: TPayload) => payload,
  };
}
