/**
 * Is this error the database being out of reach (restarting, refusing connections, a connection cut
 * under a query) rather than a fault of the request? Such errors answer 503 SERVICE_UNAVAILABLE, and the
 * request may be retried once the database is back; anything else stays an unexpected error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (isUnavailableCause(e as ErrorLike)) return true;
    // GraphQL wraps a resolver's error in originalError; Drizzle wraps the driver's in cause.
    const next = (e as ErrorLike).originalError ?? (e as ErrorLike).cause;
    if (next === e) break;
    e = next;
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  originalError?: unknown;
  cause?: unknown;
}

// Network errors of the socket to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs: 08 connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says these in words only (no code).
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

function isUnavailableCause(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return PG_MESSAGES.some((m) => message.startsWith(m));
}
