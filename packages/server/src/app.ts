import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import { type AppServices, buildContext } from './context.ts';
import type { Db } from './db/client.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { MESSAGES, RETRY_AFTER_SECONDS } from './errors.ts';
import { buildYoga } from './graphql/yoga.ts';
import { refuseOverBudget } from './http/graphql-budget.ts';
import { refuseUnsafeGraphqlRequest } from './http/graphql-guard.ts';
import { type Lifecycle, registerHealth } from './http/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { createRequestBudget, TOO_MANY_REQUESTS } from './http/request-budget.ts';
import { loggerOptions } from './http/request-log.ts';
import {
  GRAPHQL_BODY_LIMIT,
  isBodyTooLarge,
  REQUEST_TOO_LARGE,
  sendRouteRefusal,
} from './http/request-size.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { replySessionCookie, SESSION_COOKIE } from './http/session-cookie.ts';
import { attachWebSocket } from './http/websocket.ts';
import { registerFunderReportRoutes } from './modules/funder-report/routes.ts';
import { viewerForToken } from './modules/identity/sessions.ts';
import { quickbooksEndpoints } from './platform/accounting/endpoints.ts';
import type { AccountingProvider } from './platform/accounting/provider.ts';
import { quickbooksOnline } from './platform/accounting/quickbooks-online.ts';
import { registerQuickbooksSandbox, type SandboxState, sandboxState } from './platform/accounting/sandbox.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createMailer, type Mailer } from './platform/mail/index.ts';
import { createMetrics, type Metrics } from './platform/metrics.ts';
import type { PubSub, PubSubHandle } from './platform/pubsub.ts';
import { accountingSecretBox } from './platform/secret-box.ts';
import { createStorage, type Storage } from './platform/storage/index.ts';
import { registerFileRoutes } from './platform/storage/routes.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  pubsub: PubSub;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Defaults to what the configuration selects (platform/storage, platform/mail). */
  storage?: Storage;
  mailer?: Mailer;
  /** The QuickBooks the configuration names, wrapped: tests make it fail at chosen points. */
  wrapAccounting?: (configured: AccountingProvider) => AccountingProvider;
  /** The bus behind pubsub: /healthz reports Redis through it. */
  eventBus?: Pick<PubSubHandle, 'status'>;
  /** The PostgreSQL pool, when on a server: /metrics reports its connections. */
  pool?: pg.Pool;
  /** Shared with the event bus (fan-out lag); a fresh registry when not given. */
  metrics?: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set lifecycle.stopping at the start of a shutdown: /healthz then answers 503 "stopping". */
    lifecycle: Lifecycle;
    metrics: Metrics;
    /** The local QuickBooks sandbox's company (in memory), when it is served: the demo restores it at start. */
    quickbooksSandbox: SandboxState | null;
    /** QuickBooks and the secret box, for the job that refreshes connections (server.ts hands them over). */
    accountingServices: Pick<AppServices, 'accounting' | 'secrets'>;
  }
}

/** Builds the whole HTTP application without listening: main.ts and the tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // A hop count trusts that many proxies nearest the server (Fastify's number form, typed as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_000_000,
  });
  const clock = options.clock ?? systemClock;
  const services: AppServices = {
    config,
    db: options.db,
    clock,
    pubsub: options.pubsub,
    log: app.log,
    storage: options.storage ?? createStorage(config, clock),
    mailer: options.mailer ?? createMailer(config, { db: options.db, clock, log: app.log }),
    secrets: accountingSecretBox(config),
    accounting: (options.wrapAccounting ?? ((configured) => configured))(
      quickbooksOnline({
        endpoints: quickbooksEndpoints(config.quickbooks, () => listeningOrigin(app)),
        timeoutMs: config.quickbooks.timeoutMs,
        log: app.log,
      }),
    ),
  };
  const metrics = options.metrics ?? createMetrics();
  if (options.pool) metrics.watchPool(options.pool);
  const lifecycle: Lifecycle = { stopping: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  const yoga = buildYoga({
    production: config.production,
    log: app.log,
    metrics,
    allowedOrigins: config.allowedOrigins,
    jitAfter: config.graphqlJitAfter,
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);

  // The database out of reach outside yoga (the session lookup of a request, uploads, file links) is a
  // 503 too, in the shape of the route: a GraphQL error on /graphql, { error } elsewhere.
  // A body past the route's limit is a 413 in the same shapes (http/request-size.ts), not Fastify's own body.
  app.setErrorHandler((error, request, reply) => {
    if (isBodyTooLarge(error)) {
      metrics.errors.inc({ code: REQUEST_TOO_LARGE.code });
      return sendRouteRefusal(request, reply, { status: 413, ...REQUEST_TOO_LARGE });
    }
    if (!isDatabaseUnavailable(error)) throw error; // to fastify's own handler, as before
    request.log.warn({ err: error }, 'database unavailable');
    metrics.errors.inc({ code: 'SERVICE_UNAVAILABLE' });
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendRouteRefusal(request, reply, {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.serviceUnavailable,
    });
  });

  // While stopping, each answer ends its keep-alive connection, so that server.close() need not wait for
  // the clients' idle connections to time out.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
    return payload;
  });

  registerHealth(app, {
    db: options.db,
    lifecycle,
    eventBus: () => options.eventBus?.status() ?? 'local',
  });
  registerMetrics(app, metrics, config.metricsAllow);

  // Requests per account (or address) and minute, shared through Redis: http/request-budget.ts.
  const budget = createRequestBudget({ redisUrl: config.redisUrl, windowMs: 60_000, log: app.log });
  app.addHook('onClose', async () => budget.close());
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    // GraphiQL (development only) runs inline and CDN scripts, which the app's CSP refuses.
    ...(config.production ? {} : { config: { securityHeaders: 'no-csp' as const } }),
    handler: async (request, reply) => {
      if (refuseUnsafeGraphqlRequest(request, reply, config)) return reply;
      const token = request.cookies[SESSION_COOKIE] ?? null;
      const viewer = token ? await viewerForToken(options.db, token, services.clock.now()) : null;
      if (request.method === 'POST' && (await refuseOverBudget(budget, config, viewer, request, reply))) {
        metrics.errors.inc({ code: TOO_MANY_REQUESTS.code });
        return reply;
      }
      const context = buildContext(
        services,
        viewer,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          sessionToken: token,
          host: request.headers.host ?? null,
          viewerNow: async () =>
            token ? viewerForToken(options.db, token, services.clock.now(), { touch: false }) : null,
        },
        replySessionCookie(reply, config.cookieSecure),
      );
      const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  const ws = attachWebSocket(app, yoga, services, metrics, budget);
  // Sockets close before the server does (preClose): an open WebSocket would keep server.close() waiting.
  app.addHook('preClose', async () => ws.close());
  // Uploads (POST /files?purpose=..) and signed local file links (GET /files/<key>): platform/storage.
  await registerFileRoutes(app, services);
  const sandbox = config.quickbooksSandbox ? sandboxState() : null;
  app.decorate('quickbooksSandbox', sandbox);
  app.decorate('accountingServices', { accounting: services.accounting, secrets: services.secrets });
  if (sandbox) await registerQuickbooksSandbox(app, { state: sandbox });
  // The funder report's PDFs and zip (session cookie, the report's action and centre): modules/funder-report.
  registerFunderReportRoutes(app, services);
  app.addHook('onClose', async () => services.mailer.close());

  if (options.serveWeb && existsSync(path.join(config.webDist, 'index.html'))) {
    await registerWeb(app, config.webDist);
  }
  return app;
}

/**
 * The built single-page app: files as they are, and index.html for any other page the browser asks for.
 * The build writes a .br and a .gz beside each text file (packages/web/vite-plugins.ts), sent to browsers
 * that accept them; the hashed files under /assets/ never change, so browsers keep them a year.
 */
async function registerWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: 'Not Found' });
  });
}

/** Where this server itself can be reached (the local QuickBooks sandbox it serves), once it listens. */
function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
