/**
 * The accounting answers the spec carries as JSON text in a GraphQL String, so the SDL cannot type them: the
 * server writes them and the web reads them through these types, so a change on one side fails the other's
 * typecheck (issue 28 item 5). The GraphQL answers around them are typed by the SDL (generated types).
 */

/** linkAppointmentToQuickbooks(3), and the invoice part of a check-out: the spec's {invoiceURL, qbMessage}. */
export interface InvoiceAnswer {
  invoiceURL: string | null;
  /** Why no invoice, for the user; null when there is one (or a check-out had nothing to say). */
  qbMessage: string | null;
}

/** loginQuickbooks: {success}, with the message to show when the centre did not connect. */
export type QuickbooksLoginAnswer = { success: true } | { success: false; message: string };
