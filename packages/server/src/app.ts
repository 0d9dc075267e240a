import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type AppServices, buildContext } from './context.ts';
import type { Db } from './db/client.ts';
import { buildYoga } from './graphql/yoga.ts';
import { refuseUnsafeGraphqlRequest } from './http/graphql-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { replySessionCookie, SESSION_COOKIE } from './http/session-cookie.ts';
import { attachWebSocket } from './http/websocket.ts';
import { viewerForToken } from './modules/identity/sessions.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createMailer, type Mailer } from './platform/mail/index.ts';
import type { PubSub } from './platform/pubsub.ts';
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
}

/** Builds the whole HTTP application without listening: main.ts and the tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never log credentials: request bodies are not logged at all, and these headers are hidden.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
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
  };
  const yoga = buildYoga({
    production: config.production,
    log: app.log,
    allowedOrigins: config.allowedOrigins,
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);

  app.get('/healthz', async (_request, reply) => {
    try {
      await options.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // GraphiQL (development only) runs inline and CDN scripts, which the app's CSP refuses.
    ...(config.production ? {} : { helmet: { contentSecurityPolicy: false } }),
    handler: async (request, reply) => {
      if (refuseUnsafeGraphqlRequest(request, reply, config)) return reply;
      const token = request.cookies[SESSION_COOKIE] ?? null;
      const viewer = token ? await viewerForToken(options.db, token, services.clock.now()) : null;
      const context = buildContext(
        services,
        viewer,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, sessionToken: token },
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

  const ws = attachWebSocket(app, yoga, services);
  app.addHook('onClose', async () => ws.close());
  // Uploads (POST /files?purpose=..) and signed local file links (GET /files/<key>): platform/storage.
  await registerFileRoutes(app, services);
  app.addHook('onClose', async () => services.mailer.close());

  if (options.serveWeb && existsSync(path.join(config.webDist, 'index.html'))) {
    await registerWeb(app, config.webDist);
  }
  return app;
}

/** The built single-page app: files as they are, and index.html for any other page the browser asks for. */
async function registerWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: 'Not Found' });
  });
}
