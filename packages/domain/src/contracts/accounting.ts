/**
 * The accounting answers the spec carries as JSON text in a GraphQL String, so the SDL cannot type them: the
 * server writes them and the web reads them through these types, so a change on one side fails the other's
 * typecheck (issue 28 item 5). The GraphQL answers around them are typed by the SDL (generated types).
 */

/**
 * Why a session has no invoice yet, as a stable code the web acts on (issue 30 items 1 and 2); `qbMessage`
 * says it in words. not-connected: the centre never connected (the check-out is saved, the invoice waits for a
 * connection); token-expired: the spec's 3-day rule, or QuickBooks refused a refresh; auth: QuickBooks refused
 * the connection's tokens; unavailable: QuickBooks did not answer; item / tax-code: the centre's item or tax
 * code was refused; customer-inactive; zero-price: the item has no price; refused: another refusal (its words
 * are in the server log); pending: another attempt for the
 * session is under way; not-configured: the centre has no QuickBooks settings.
 */
export type InvoiceFailure =
  | 'not-connected'
  | 'token-expired'
  | 'auth'
  | 'unavailable'
  | 'item'
  | 'tax-code'
  | 'customer-inactive'
  | 'zero-price'
  | 'refused'
  | 'pending'
  | 'not-configured'
  | 'not-billable';

/** linkAppointmentToQuickbooks(3), and the invoice part of a check-out: the spec's {invoiceURL, qbMessage}. */
export interface InvoiceAnswer {
  invoiceURL: string | null;
  /** Why no invoice, for the user; null when there is one (or a check-out had nothing to say). */
  qbMessage: string | null;
  /** The same reason as a code (absent with an invoice, or when a check-out had nothing to say). */
  failure?: InvoiceFailure | null;
}

/** loginQuickbooks: {success}, with the message to show when the centre did not connect. */
export type QuickbooksLoginAnswer = { success: true } | { success: false; message: string };
