import { QUICKBOOKS_REDIRECT_PATH } from '@dialysis/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { authorizeURL, type InvoiceAnswer } from '../../shared/accounting/api.ts';
import { type InvoiceOutcome, showInvoiceAnswer } from '../../shared/accounting/invoice-feedback.ts';
import { savePendingCheckout } from '../../shared/accounting/pending-checkout.ts';
import { useReconnect } from '../../shared/accounting/use-reconnect.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { PENDING_INVOICE_FIELD, type PendingInvoice } from './check-out-state.ts';

/**
 * The invoicing after a FULL check-out (spec 000 section 4, issue 30 item 1). The check-out is always saved
 * first; its answer says what became of the invoice. A centre set up for QuickBooks but never connected
 * ('not-connected') then sends the browser to the provider's authorisation page, the session and its pending
 * invoice kept as the pending accounting redirect ('redirected': the page is leaving); a nurse who backs out
 * there has lost nothing (the session is checked out, the invoice is made later from the dashboard or Unlinked
 * Invoices). Otherwise the invoice opens in a new tab, or the answer's reason is told.
 */
export function useCheckoutInvoicing(clinicID: number) {
  const { message } = App.useApp();
  const location = useLocation();
  const canConnect = useCan('accounting:connect');
  const reconnect = useReconnect(clinicID);

  const afterCheckout = useCallback(
    async (answer: InvoiceAnswer, session: PendingInvoice): Promise<InvoiceOutcome | 'redirected'> => {
      if (answer.failure === 'not-connected' && canConnect) {
        try {
          const target = await authorizeURL(clinicID, QUICKBOOKS_REDIRECT_PATH);
          savePendingCheckout(window.sessionStorage, {
            path: location.pathname,
            state: { ...(location.state as object), [PENDING_INVOICE_FIELD]: session },
          });
          window.location.assign(target);
          return 'redirected';
        } catch {
          // No authorisation page: the check-out is saved, the reason is told below.
        }
      }
      return showInvoiceAnswer(message, answer, { reconnect });
    },
    [canConnect, clinicID, location.pathname, location.state, message, reconnect],
  );

  return { afterCheckout };
}
