import { DollarOutlined } from '@ant-design/icons';
import { isTokenExpired, ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { request } from '../../api/graphql.ts';
import { LINK_TO_QUICKBOOKS3, LIST_QB_ACCESSES, parseInvoiceAnswer } from '../../shared/accounting/api.ts';
import { confirmCreateInvoice } from '../../shared/accounting/confirm-create-invoice.ts';
import {
  openPendingTab,
  showInvoiceAnswer,
  showTokenExpired,
} from '../../shared/accounting/invoice-feedback.ts';
import { useReconnect } from '../../shared/accounting/use-reconnect.ts';
import type { CardAction } from './card-actions.ts';
import type { DashboardAppointment } from './dashboard-query.ts';
import { dashboardKeys } from './keys.ts';

/**
 * View Invoice and Create Invoice on a dashboard card (spec 000 sections 4 and 6). Both ask the server for the
 * session's invoice (linkAppointmentToQuickbooks3: one made earlier is answered as it is) and open it in a tab
 * opened on the click. Create Invoice first checks the centre's token by the spec's rule: expired (or none), the
 * persistent message ' for {patient}' and no call; otherwise it asks 'Are you sure?' and creates on Yes.
 */
export function InvoiceButton({
  action,
  appointment,
}: {
  action: CardAction;
  appointment: DashboardAppointment;
}) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reconnect = useReconnect(appointment.clinicID);
  // The one way to write: a failed call is told by the MutationCache from `meta`.
  const { mutateAsync } = useMutation({
    mutationFn: (dialysisID: number) =>
      request(LINK_TO_QUICKBOOKS3, { patientID: appointment.patientID, dialysisID }),
    meta: { failed: action.key === 'createInvoice' ? M.createFailed : M.linkFailed },
  });
  const dialysisID = appointment.dialysisID;
  if (dialysisID === null) return null;

  /** The call, with the tab opened on the user's click (View Invoice, or Yes). */
  const link = async () => {
    const tab = openPendingTab();
    setBusy(true);
    try {
      const data = await mutateAsync(dialysisID);
      const answer = parseInvoiceAnswer(data.linkAppointmentToQuickbooks3);
      showInvoiceAnswer(message, answer, { target: tab, patientName: appointment.name, reconnect });
      if (answer.invoiceURL) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch {
      tab?.close(); // told by the MutationCache
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    setBusy(true);
    try {
      const access = await request(LIST_QB_ACCESSES, { id: appointment.clinicID });
      if (isTokenExpired(access.listQBAccesses.result[0], new Date())) {
        showTokenExpired(message, appointment.name, reconnect);
        return;
      }
    } catch {
      void message.error(M.createFailed); // the status read failed: nothing was sent
      return;
    } finally {
      setBusy(false);
    }
    confirmCreateInvoice(modal, { patientName: appointment.name, date: appointment.date }, link);
  };

  return (
    <Button
      icon={<DollarOutlined />}
      loading={busy}
      data-action={action.key}
      style={{ height: 40 }}
      onClick={() => void (action.key === 'createInvoice' ? create() : link())}
    >
      {action.label}
    </Button>
  );
}
