import { useLocation } from 'react-router';
import { CheckOutInvoiceResume } from './check-out-invoice-resume.tsx';
import { CheckOutPage } from './check-out-page.tsx';
import { pendingInvoiceOf } from './check-out-state.ts';

/**
 * The check-out route: the check-out form, or, back from QuickBooks after a check-out saved first, the
 * invoice of that session (the pending accounting redirect returns here, spec 000's redirectQuickbooks).
 */
export function CheckOutRoute() {
  const pending = pendingInvoiceOf(useLocation().state);
  return pending ? <CheckOutInvoiceResume pending={pending} /> : <CheckOutPage />;
}
