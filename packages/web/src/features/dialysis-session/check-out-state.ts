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
 * A checked-out session whose invoice waits for a QuickBooks connection (issue 30 item 1): the check-out is
 * saved first; the browser then goes to QuickBooks with this in the navigation state (through the pending
 * accounting redirect) and, back with the query string, the invoice is made.
 */
export const PENDING_INVOICE_FIELD = 'pendingInvoice';

export interface PendingInvoice {
  patientID: number;
  dialysisID: number;
}

export function pendingInvoiceOf(state: unknown): PendingInvoice | null {
  if (typeof state !== 'object' || state === null || !(PENDING_INVOICE_FIELD in state)) return null;
  const pending = (state as Record<string, unknown>)[PENDING_INVOICE_FIELD] as Partial<PendingInvoice> | null;
  return Number.isInteger(pending?.patientID) && Number.isInteger(pending?.dialysisID)
    ? { patientID: pending?.patientID as number, dialysisID: pending?.dialysisID as number }
    : null;
}
