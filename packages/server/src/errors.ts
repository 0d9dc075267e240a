import { GraphQLError } from 'graphql';

/**
 * Stable codes of known failures. Only GraphQLErrors reach the client; anything else is masked by yoga
 * to 'Unexpected error.' and logged on the server.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  // Saved over a newer version of the record: the client keeps the user's entries and offers to reload.
  | 'VERSION_CONFLICT'
  // startDialysis: 'Invalid Appointment.' (the client returns to the dashboard) and 'No Dialysis Order'.
  | 'INVALID_APPOINTMENT'
  | 'NO_DIALYSIS_ORDER'
  // A write a closed session no longer takes (24 hours after check-out; domain session-phase.ts): only check-out
  // edit and a Medical Director's correction of a reading change it then.
  | 'SESSION_CLOSED'
  | 'INCORRECT_CREDENTIALS'
  | 'NOT_AUTHORISED_ACCOUNT'
  | 'TOO_MANY_ATTEMPTS'
  // The database is out of reach (restart, outage): HTTP 503, try again shortly.
  | 'SERVICE_UNAVAILABLE'
  // A batch (several aliases in one mutation) is all or nothing: the others of a refused one are not saved.
  | 'BATCH_REFUSED'
  // Past the request budget (http/request-budget.ts): a subscription over WebSocket (HTTP answers 429 itself).
  | 'TOO_MANY_REQUESTS'
  // Accounting (modules/accounting): the centre has no QuickBooks settings; a connection could not be made.
  | 'ACCOUNTING_NOT_CONFIGURED'
  | 'QUICKBOOKS_CONNECTION_FAILED';

export function appError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export const MESSAGES = {
  unauthenticated: 'Token has expired, please re-login.',
  forbiddenCentre: 'You do not have access to this centre.',
  forbiddenRole: 'You are not allowed to do this.',
  incorrectCredentials: 'Incorrect username or password.',
  notAuthorisedAccount: 'Not authorised account',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** Seconds a client is told to wait (Retry-After) when the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/** The database is out of reach: 503 with Retry-After (yoga reads extensions.http and strips it). */
export function serviceUnavailable(): GraphQLError {
  return new GraphQLError(MESSAGES.serviceUnavailable, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    },
  });
}
