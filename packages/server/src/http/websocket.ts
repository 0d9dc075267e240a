import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type ExecutionArgs, GraphQLError, getOperationAST } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AppServices, buildContext, type Context } from '../context.ts';
import { appError } from '../errors.ts';
import type { buildYoga } from '../graphql/yoga.ts';
import { viewerForToken } from '../modules/identity/sessions.ts';
import type { Metrics } from '../platform/metrics.ts';
import { takeFromBudget } from './graphql-budget.ts';
import { allowedOrigin } from './origin.ts';
import { type RequestBudget, TOO_MANY_REQUESTS } from './request-budget.ts';
import { noSessionCookie, tokenFromCookieHeader } from './session-cookie.ts';

type Yoga = ReturnType<typeof buildYoga>;

// A socket outlives the request that opened it: its session is checked again this often, and the socket
// is closed once the session has ended (sign-out, expiry, account disabled).
const SESSION_RECHECK_MS = 60_000;

/**
 * graphql-ws on /graphql, beside yoga's HTTP handler. The connection's user is read from the session
 * cookie of the upgrade request; every subscription then goes through the same schema, guards and
 * access module as a query. Only subscriptions are accepted here (sign-in needs HTTP to set its cookie).
 * Each subscription counts against the same request budget as a POST to /graphql (http/graphql-budget.ts): a
 * socket cannot be used to send what HTTP would refuse.
 */
export function attachWebSocket(
  app: FastifyInstance,
  yoga: Yoga,
  services: AppServices,
  metrics: Metrics,
  budget: RequestBudget,
) {
  const wss = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // A page of another origin must not open a socket that rides on our cookie (http/origin.ts).
    if (url.pathname !== '/graphql' || !allowedOrigin(request.headers, services.config.allowedOrigins)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const server = useServer<
    Record<string, unknown>,
    { request: IncomingMessage; socket: WebSocket; context?: Context }
  >(
    {
      onConnect: async (ctx) => {
        const token = tokenFromCookieHeader(ctx.extra.request.headers.cookie);
        const viewer = token
          ? await viewerForToken(services.db, token, services.clock.now(), { touch: false })
          : null;
        const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        if (token && viewer) {
          const timer = setInterval(async () => {
            const still = await viewerForToken(services.db, token, services.clock.now(), {
              touch: false,
            }).catch(() => null);
            if (!still) ctx.extra.socket.close(4401, 'Unauthorized');
          }, SESSION_RECHECK_MS);
          timer.unref();
          ctx.extra.socket.once('close', () => clearInterval(timer));
        }
        ctx.extra.context = buildContext(
          services,
          viewer,
          {
            ip,
            userAgent: ctx.extra.request.headers['user-agent'] ?? null,
            sessionToken: token,
            viewerNow: async () =>
              token ? viewerForToken(services.db, token, services.clock.now(), { touch: false }) : null,
          },
          noSessionCookie,
        );
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        const base = ctx.extra.context;
        if (!base) return [new GraphQLError('Not connected')];
        const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        const taken = await takeFromBudget(budget, services.config, base.access.viewer, ip);
        if (!taken.allowed) {
          metrics.errors.inc({ code: TOO_MANY_REQUESTS.code });
          return [appError(TOO_MANY_REQUESTS.code, TOO_MANY_REQUESTS.message)];
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...base,
          params,
        });
        const document = parse(params.query);
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, params.operationName);
        if (operation?.operation !== 'subscription') {
          return [appError('BAD_USER_INPUT', 'Only subscriptions are accepted over WebSocket.')];
        }
        const args: ExecutionArgs = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        return args;
      },
      execute: (args) => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args),
      subscribe: async (args) =>
        countedWhileOpen(
          await (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
          metrics,
        ),
    },
    wss,
  );
  return {
    /** Closes every socket (1001 Going Away: the client reconnects, to another instance if need be). */
    close: async () => {
      await server.dispose();
      wss.close();
    },
  };
}

/** Counts a subscription in graphql_subscriptions_open from its start until its stream ends or is closed. */
function countedWhileOpen<T>(result: T, metrics: Metrics): T {
  if (!result || typeof result !== 'object' || !(Symbol.asyncIterator in result)) return result;
  const source = result as unknown as AsyncIterableIterator<unknown>;
  metrics.openSubscriptions.inc();
  let open = true;
  const end = () => {
    if (open) metrics.openSubscriptions.dec();
    open = false;
  };
  const counted: AsyncIterableIterator<unknown> = {
    [Symbol.asyncIterator]: () => counted,
    next: async () => {
      const step = await source.next().catch((error: unknown) => {
        end();
        throw error;
      });
      if (step.done) end();
      return step;
    },
    return: async (value?: unknown) => {
      end();
      return source.return ? source.return(value) : { done: true, value };
    },
    throw: async (error?: unknown) => {
      end();
      if (source.throw) return source.throw(error);
      throw error;
    },
  };
  return counted as unknown as T;
}
