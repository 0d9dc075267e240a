import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { batchTransactionPlugin } from '../db/batch-transaction.ts';
import { inputErrorOf } from '../db/db-errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { serviceUnavailable } from '../errors.ts';
import { listedOrigin } from '../http/origin.ts';
import { idempotencyPlugin } from '../modules/idempotency/plugin.ts';
import type { Metrics } from '../platform/metrics.ts';
import { filterVariablesPlugin } from './filter-guard.ts';
import { hotQueryJitPlugin } from './jit-plugin.ts';
import { metricsPlugin } from './metrics-plugin.ts';
import { refusalAuditPlugin } from './refusal-audit-plugin.ts';
import { buildSchema, bulkHandlers } from './schema.ts';

/** Introspection is a development convenience; production does not describe its schema to strangers. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * yoga's own log goes to the app's logger at warn and error only: its debug lines could carry operation
 * variables, and those include passwords at sign-in. Unexpected (masked) errors are logged here through the
 * app logger's `err` serializer (db/db-errors.ts): codes and constraint names, never a query's parameters.
 */
function yogaLogger(log: FastifyBaseLogger) {
  const noop = () => undefined;
  return {
    debug: noop,
    info: noop,
    warn: (...args: unknown[]) => log.warn({ yoga: args }, 'graphql warning'),
    error: (...args: unknown[]) => log.error({ err: args[0], yoga: args.slice(1) }, 'graphql error'),
  };
}

export function buildYoga(options: {
  production: boolean;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** Other origins allowed to call with credentials (config.allowedOrigins); the app's own needs none. */
  allowedOrigins: readonly string[];
  /** Uses of a query document before it runs compiled (jit-plugin.ts); null: never. */
  jitAfter: number | null;
}) {
  // The server context is our whole Context, built by the HTTP and WebSocket layers (they read the cookie).
  return createYoga<Context>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    batching: false,
    // yoga's default echoes any Origin with credentials: CORS headers go to configured origins only.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!listedOrigin(origin, options.allowedOrigins)) return false;
      return {
        origin: [origin as string],
        credentials: true,
        methods: ['POST'],
        allowedHeaders: ['content-type', 'accept', 'idempotency-key'],
      };
    },
    // Only GraphQLErrors (our coded, known failures) reach the client; anything else is 'Unexpected error.'.
    // A database outage is a known failure too: SERVICE_UNAVAILABLE with HTTP 503, so clients and load
    // balancers see that trying again later will help. A database refusal the input caused (a bad date, a NUL
    // byte, a number out of a column's range) answers BAD_USER_INPUT with a field message instead.
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error)
          ? serviceUnavailable()
          : (inputErrorOf(error) ?? maskError(error, message, isDev)),
    },
    logging: yogaLogger(options.log),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        // Spec 001 section 7: a lab import batch sends up to 30 createLabReport aliases in one request.
        maxAliases: { n: 30 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        blockFieldSuggestion: { enabled: options.production },
      }),
      ...(options.production ? [noIntrospection] : []),
      filterVariablesPlugin(),
      ...(options.jitAfter === null ? [] : [hotQueryJitPlugin(options.jitAfter)]),
      metricsPlugin(options.metrics),
      refusalAuditPlugin(),
      batchTransactionPlugin(bulkHandlers),
      // After the batch plugin: it wraps the batch's transaction, so a batch with a key is one idempotent write.
      idempotencyPlugin(),
    ],
  });
}
