import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../access/viewer.ts';
import type { Config } from '../config.ts';
import { type RequestBudget, TOO_MANY_REQUESTS } from './request-budget.ts';

/**
 * Counts a /graphql request against its budget: the signed-in account's (wherever it signs in from), else its
 * address's (sign-in and password recovery, before a session). Past the budget it answers 429 with Retry-After
 * and TOO_MANY_REQUESTS in the GraphQL shape, and true; false to go on.
 */
/** One request of a viewer (their account's budget, wherever they are) or of an address without a session. */
export function takeFromBudget(
  budget: RequestBudget,
  config: Pick<Config, 'requestBudget'>,
  viewer: Pick<Viewer, 'accountID'> | null,
  ip: string,
) {
  return viewer
    ? budget.take(`account:${viewer.accountID}`, config.requestBudget.perAccount)
    : budget.take(`address:${ip}`, config.requestBudget.perAddress);
}

export async function refuseOverBudget(
  budget: RequestBudget,
  config: Pick<Config, 'requestBudget'>,
  viewer: Pick<Viewer, 'accountID'> | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const taken = await takeFromBudget(budget, config, viewer, request.ip);
  if (taken.allowed) return false;
  reply
    .status(429)
    .header('retry-after', String(taken.retryAfterSeconds))
    .send({ errors: [{ message: TOO_MANY_REQUESTS.message, extensions: { code: TOO_MANY_REQUESTS.code } }] });
  return true;
}
