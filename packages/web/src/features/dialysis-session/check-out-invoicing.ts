import { QUICKBOOKS_REDIRECT_PATH } from '@dialysis/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { request } from '../../api/graphql.ts';
import { ACCOUNTING_STATUS, authorizeURL, type InvoiceAnswer } from '../../shared/accounting/api.ts';
import { type InvoiceOutcome, showInvoiceAnswer } from '../../shared/accounting/invoice-feedback.ts';
import { savePendingCheckout } from '../../shared/accounting/pending-checkout.ts';
import { PENDING_CHECKOUT_FIELD } from './check-out-state.ts';

/**
 * The invoicing around a FULL check-out (spec 000 section 4, invoice flow). Before: a centre set up for
 * QuickBooks but never connected sends the browser to the provider's authorisation page, keeping the check-out
 * as the pending accounting redirect ('redirected': the page is leaving). After: the answer's invoice opens in
 * a new tab, or the answer's message is told (the persistent token message, or the not-created warning).
 * An unreadable status does not hold the check-out: the server invoices with what it has and says why not.
 */
export function useCheckoutInvoicing(clinicID: number) {
  const { message } = App.useApp();
  const location = useLocation();

  const beforeFullCheckout = useCallback(
    async (checkout: Record<string, unknown>): Promise<'go' | 'redirected'> => {
      let status: { configured: boolean; connected: boolean } | undefined;
      try {
        status = (await request(ACCOUNTING_STATUS, { clinicIDs: [clinicID] })).listAccountingStatus[0];
      } catch {
        return 'go';
      }
      if (!status?.configured || status.connected) return 'go';
      const target = await authorizeURL(clinicID, QUICKBOOKS_REDIRECT_PATH);
      savePendingCheckout(window.sessionStorage, {
        path: location.pathname,
        state: { ...(location.state as object), [PENDING_CHECKOUT_FIELD]: checkout },
      });
      window.location.assign(target);
      return 'redirected';
    },
    [clinicID, location.pathname, location.state],
  );

  const afterCheckout = useCallback(
    (answer: InvoiceAnswer): InvoiceOutcome => showInvoiceAnswer(message, answer),
    [message],
  );

  return { beforeFullCheckout, afterCheckout };
}
