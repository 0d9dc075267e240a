/**
 * The pending accounting redirect (spec 000 section 3, a local session key): a check-out that had to send the
 * browser to QuickBooks first. The redirect page reads it once, clears it, and returns to the check-out page
 * with its navigation state and the query string QuickBooks added.
 */
export const PENDING_CHECKOUT_KEY = 'dialysis.pendingAccountingRedirect';

export interface PendingCheckout {
  /** The check-out page's path. */
  path: string;
  /** Its navigation state (the exception flag) and the check-out's variables to send on return. */
  state: Record<string, unknown>;
}

export function savePendingCheckout(store: Storage, pending: PendingCheckout): void {
  store.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
}

/** Reads and clears it: a stored request is resumed once. Null when none, or unreadable. */
export function takePendingCheckout(store: Storage): PendingCheckout | null {
  const text = store.getItem(PENDING_CHECKOUT_KEY);
  store.removeItem(PENDING_CHECKOUT_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<PendingCheckout>;
    if (typeof parsed.path !== 'string' || !parsed.path.startsWith('/') || typeof parsed.state !== 'object') {
      return null;
    }
    return { path: parsed.path, state: parsed.state ?? {} };
  } catch {
    return null;
  }
}
