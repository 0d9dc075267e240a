import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { allowedOrigin } from './origin.ts';

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
}

/**
 * The checks /graphql makes before yoga sees a request; answers the refusal it sent, or null to go on.
 * - Another origin's page (even of the same site) cannot call the API with the user's cookie.
 * - No GraphQL over GET: a link or an <img> on another site would run a query (and its audit entry) as the
 *   victim. Outside production GET still serves GraphiQL's page, which carries no query.
 * - POST bodies must be JSON: a cross-origin form can send urlencoded or multipart without a preflight.
 */
export function refuseUnsafeGraphqlRequest(request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (!allowedOrigin(request.headers, config.allowedOrigins)) {
    return refuse(reply, 403, 'FORBIDDEN', 'Cross-origin request refused.');
  }
  if (request.method === 'GET') {
    const graphiqlPage =
      !config.production &&
      !request.url.includes('?') &&
      (request.headers.accept ?? '').includes('text/html');
    if (graphiqlPage) return null;
    reply.header('allow', 'POST');
    return refuse(reply, 405, 'METHOD_NOT_ALLOWED', 'GraphQL requests must use POST.');
  }
  if (request.method === 'POST') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/graphql-response+json') {
      return refuse(reply, 415, 'BAD_REQUEST', 'GraphQL requests must be sent as application/json.');
    }
  }
  return null;
}
