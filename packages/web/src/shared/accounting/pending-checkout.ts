/**
 * The pending accounting redirect (spec 000 section 3, a local session key): a check-out, saved, whose invoice
 * sent the browser to QuickBooks to connect (issue 30 item 1). The redirect page reads it once, clears it, and
 * returns to the check-out page with its navigation state (the pending invoice) and the query string
 * QuickBooks added.
 */
export const PENDING_CHECKOUT_KEY = 'dialysis.pendingAccountingRedirect';

export interface PendingCheckout {
  /** The check-out page's path. */
  path: string;
  /** Its navigation state: the exception flag and the session whose invoice is made on return. */
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
