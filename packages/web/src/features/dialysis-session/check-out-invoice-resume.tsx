import { ACCOUNTING_MESSAGES as M, QUICKBOOKS_REDIRECT_PATH } from '@dialysis/domain';
import { App, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { LINK_TO_QUICKBOOKS, parseInvoiceAnswer, redirectAddress } from '../../shared/accounting/api.ts';
import { showInvoiceAnswer } from '../../shared/accounting/invoice-feedback.ts';
import { routePath } from '../../shared/routes.ts';
import type { PendingInvoice } from './check-out-state.ts';

/**
 * Back from QuickBooks after a check-out that was saved first (issue 30 item 1): the invoice of the checked-out
 * session is made once with the authorisation QuickBooks sent back (linkAppointmentToQuickbooks with the query
 * string), its answer told, then the patient record, as after any full check-out.
 */
export function CheckOutInvoiceResume({ pending }: { pending: PendingInvoice }) {
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effect
    started.current = true;
    const record = routePath('patientRecord', { id: pending.patientID });
    request(LINK_TO_QUICKBOOKS, {
      ...pending,
      quickbookURL: location.search,
      redirectURL: redirectAddress(QUICKBOOKS_REDIRECT_PATH),
    })
      .then((data) => showInvoiceAnswer(message, parseInvoiceAnswer(data.linkAppointmentToQuickbooks)))
      .catch(() => message.error(M.createFailed))
      .finally(() => navigate(record, { replace: true }));
  }, [location.search, message, navigate, pending]);

  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <Typography.Text>Creating the invoice in QuickBooks...</Typography.Text>
    </Flex>
  );
}
