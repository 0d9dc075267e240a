import type { RouteError } from '@dialysis/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Viewer } from '../access/viewer.ts';
import type { AppServices } from '../context.ts';
import { viewerForToken } from '../modules/identity/sessions.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * What the app's plain HTTP routes (file uploads and downloads, the funder report's PDFs) share with
 * /graphql: the signed-in user of the session cookie, and refusals that carry the same code and message a
 * GraphQL error would, as the domain's RouteError `{ error: { code, message } }` (the web reads it too).
 */

const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
};

export function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } } satisfies RouteError);
}

/** The access module's or a service's refusal (a GraphQLError with its code) as the answer; others rethrown. */
export function refuseWith(reply: FastifyReply, error: unknown) {
  if (!(error instanceof GraphQLError)) throw error;
  const code = String(error.extensions.code);
  return refuse(reply, STATUS[code] ?? 400, code, error.message);
}

/** The user signed in through the request's session cookie, or null (no cookie, or its session ended). */
export async function cookieViewer(request: FastifyRequest, services: AppServices): Promise<Viewer | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? viewerForToken(services.db, token, services.clock.now()) : null;
}
