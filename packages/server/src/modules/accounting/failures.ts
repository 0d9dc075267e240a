import {
  type InvoiceAnswer,
  type InvoiceFailure,
  itemRefusedMessage,
  ACCOUNTING_MESSAGES as M,
  taxCodeRefusedMessage,
  zeroPriceMessage,
} from '@dialysis/domain';
import { AccountingError } from '../../platform/accounting/provider.ts';
import { type CentreAccounting, NotConnected, TokenExpired } from './centre-accounting.ts';

/** The centre's item has no price: a $0 invoice is refused before anything is sent (issue 30 item 5). */
export class ZeroPrice extends Error {
  constructor() {
    super('the item has no price');
  }
}

/** A refusal QuickBooks gave for a reason that names nothing of the centre's settings. */
const REFUSED = 'QuickBooks refused the invoice. The reason is in the server log (ask the administrator).';

/** An answer without an invoice, saying why in words and as a code. */
export const noInvoice = (failure: InvoiceFailure, qbMessage: string): InvoiceAnswer => ({
  invoiceURL: null,
  qbMessage,
  failure,
});

/**
 * The true reason an attempt made no invoice (issue 30 item 2): the token by the spec's rule, no connection,
 * the tokens refused, QuickBooks not answering, the centre's item or tax code (named), an inactive customer,
 * a $0 item. Null for an error that is not the provider's (a bug, a crash): it is thrown on.
 */
export function answerFor(error: unknown, centre: CentreAccounting): InvoiceAnswer | null {
  if (error instanceof TokenExpired) return noInvoice('token-expired', M.tokenExpiredServer);
  if (error instanceof NotConnected) return noInvoice('not-connected', M.notConnected);
  if (error instanceof ZeroPrice) return noInvoice('zero-price', zeroPriceMessage(centre.itemID ?? ''));
  if (!(error instanceof AccountingError)) return null;
  if (error.kind === 'auth') return noInvoice('auth', M.authFailed);
  if (error.kind === 'unavailable') return noInvoice('unavailable', M.unavailable);
  if (error.subject === 'item') return noInvoice('item', itemRefusedMessage(centre.itemID ?? ''));
  if (error.subject === 'tax-code') {
    return noInvoice('tax-code', taxCodeRefusedMessage(centre.taxCodeID ?? ''));
  }
  if (error.subject === 'customer-inactive') return noInvoice('customer-inactive', M.customerInactive);
  return noInvoice('refused', REFUSED);
}
