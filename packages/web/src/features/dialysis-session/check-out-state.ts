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
