/**
 * Error codes the server sends on purpose, with a message meant for people (spec 000 section 8 and the API
 * contract). Any other failure (network, masked internal error) gets the screen's own generic text instead,
 * so nothing internal ever reaches the user.
 */
export const KNOWN_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  // Saved over a newer version: the screen keeps the user's entries and offers "Load latest".
  'VERSION_CONFLICT',
  // startDialysis: 'Invalid Appointment.' (then the dashboard) and 'No Dialysis Order'.
  'INVALID_APPOINTMENT',
  'NO_DIALYSIS_ORDER',
  // A write a closed session no longer takes (24 hours after check-out): its message says where to correct it.
  'SESSION_CLOSED',
  'INCORRECT_CREDENTIALS',
  'NOT_AUTHORISED_ACCOUNT',
  'TOO_MANY_ATTEMPTS',
  // The upload route (platform/storage): the day's upload quota, and too many uploads of one user at once.
  'TOO_MANY_UPLOADS',
  'TOO_MANY_UPLOADS_AT_ONCE',
  // The request limits (http/request-budget.ts, request-size.ts): a user's per-minute budget, a body too large.
  'TOO_MANY_REQUESTS',
  'REQUEST_TOO_LARGE',
] as const;
export type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

export class ApiError extends Error {
  /** The server's `extensions.code`, or 'NETWORK' / 'INTERNAL' when the failure had no known code. */
  readonly code: string;
  /** The server's `extensions.field`: the input field a BAD_USER_INPUT refused, when it names one. */
  readonly field: string | undefined;
  constructor(code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
  }
}

export function isKnownCode(code: unknown): code is KnownErrorCode {
  return typeof code === 'string' && (KNOWN_ERROR_CODES as readonly string[]).includes(code);
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown } | null;
}

/**
 * The first error of a GraphQL response as an ApiError, with the field it names (a non-empty string) if any;
 * uncoded messages are replaced, never shown.
 */
export function toApiError(errors: readonly GraphQLErrorShape[]): ApiError {
  const first = errors[0];
  const code = first?.extensions?.code;
  const field = first?.extensions?.field;
  if (isKnownCode(code) && typeof first?.message === 'string') {
    return new ApiError(code, first.message, typeof field === 'string' && field ? field : undefined);
  }
  return new ApiError('INTERNAL', 'Unexpected error.');
}

/** What to show for a failure: the server's message for a known code, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && isKnownCode(error.code)) return error.message;
  return fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'UNAUTHENTICATED';
}
