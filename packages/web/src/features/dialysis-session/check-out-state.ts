/** The navigation state the intra page's Check Out sends to the check-out page (spec 000 section 2). */
export interface CheckoutState {
  checkoutException: boolean;
}

/** The exception flag of the navigation state, or null when the page was opened without it. */
export function checkoutExceptionOf(state: unknown): boolean | null {
  if (typeof state !== 'object' || state === null || !('checkoutException' in state)) return null;
  const flag = (state as { checkoutException: unknown }).checkoutException;
  return typeof flag === 'boolean' ? flag : null;
}

/**
 * A FULL check-out that waited for a QuickBooks authorisation: its variables travel in the navigation state
 * (through the pending accounting redirect) and are sent once the browser is back with the query string.
 */
export const PENDING_CHECKOUT_FIELD = 'pendingCheckout';

export function pendingCheckoutOf(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null || !(PENDING_CHECKOUT_FIELD in state)) return null;
  const pending = (state as Record<string, unknown>)[PENDING_CHECKOUT_FIELD];
  return typeof pending === 'object' && pending !== null ? (pending as Record<string, unknown>) : null;
}
