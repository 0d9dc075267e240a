import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The largest /graphql body, query and variables together (Fastify counts the whole JSON body, in bytes, before
 * parsing it): 512 KiB, where it was 1 MB. The largest request the web sends is a lab import batch, 30
 * createLabReport aliases (spec 001 section 7): about 14 KB with typical rows, 472 KB with every text of every
 * row at its 200-character limit in 3-byte characters (measured in http/request-size.test.ts). A 749 KB filter
 * in the variables passed the old limit; graphql-armor's token limit (graphql/yoga.ts) counts the query
 * document's tokens only, so the variables are bounded here and filters by db/filter-limits.ts.
 */
export const GRAPHQL_BODY_LIMIT = 512 * 1024;

export const REQUEST_TOO_LARGE = {
  code: 'REQUEST_TOO_LARGE',
  message: 'This request is too large.',
} as const;

/** Fastify's refusal of a body past the route's bodyLimit (from Content-Length, or counted as it arrives). */
export function isBodyTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/** A refusal in the route's shape: a GraphQL error on /graphql, the RouteError `{ error }` elsewhere. */
export function sendRouteRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: { status: number; code: string; message: string },
) {
  reply.status(refusal.status);
  if (request.url.startsWith('/graphql')) {
    return reply.send({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
  }
  return reply.send({ error: { code: refusal.code, message: refusal.message } });
}
