import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { request } from '../../api/graphql.ts';
import { LINK_TO_QUICKBOOKS3, parseInvoiceAnswer } from '../../shared/accounting/api.ts';
import { confirmCreateInvoice } from '../../shared/accounting/confirm-create-invoice.ts';
import {
  openPendingTab,
  showInvoiceAnswer,
  showTokenExpired,
} from '../../shared/accounting/invoice-feedback.ts';
import { unlinkedInvoiceKeys } from './keys.ts';
import type { AccountingStatus, UnlinkedInvoice } from './queries.ts';
import { connectionState } from './status-cards.tsx';

/**
 * Create Invoice of a card (linkAppointmentToQuickbooks3, the centre's stored connection). A centre whose
 * connection is expired or missing is not called: the persistent token message says to connect again, as the
 * server would after a round trip. Otherwise it asks 'Are you sure?' (an invoice is a bill to the funder; the
 * server still makes one per session whatever the number of clicks); on Yes a tab opened on that click shows
 * the invoice, then the list (the linked session leaves it) and the status (a refreshed token) reload.
 */
export function useCreateInvoice(statuses: readonly AccountingStatus[] | undefined) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState<number | null>(null);
  const { mutateAsync } = useMutation({
    mutationFn: (row: UnlinkedInvoice) =>
      request(LINK_TO_QUICKBOOKS3, { patientID: row.patientID, dialysisID: row.dialysisID }),
    meta: { failed: M.createFailed },
  });

  const create = useCallback(
    async (row: UnlinkedInvoice) => {
      const status = statuses?.find((s) => s.clinicID === row.clinicID);
      const state = status ? connectionState(status) : 'notConnected';
      if (state === 'expired' || state === 'notConnected') {
        showTokenExpired(message, row.name);
        return;
      }
      confirmCreateInvoice(modal, { patientName: row.name, date: row.date }, async () => {
        const tab = openPendingTab();
        setCreating(row.dialysisID);
        try {
          const data = await mutateAsync(row);
          showInvoiceAnswer(message, parseInvoiceAnswer(data.linkAppointmentToQuickbooks3), {
            target: tab,
            patientName: row.name,
          });
        } catch {
          tab?.close(); // 'Unable to create invoice' (or the server's message) comes from the mutation's meta
        } finally {
          setCreating(null);
          await queryClient.invalidateQueries({ queryKey: unlinkedInvoiceKeys.all });
        }
      });
    },
    [statuses, message, modal, mutateAsync, queryClient],
  );

  return { create, creating };
}
