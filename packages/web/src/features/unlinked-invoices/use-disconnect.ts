import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { request } from '../../api/graphql.ts';
import { DISCONNECT_QUICKBOOKS } from '../../shared/accounting/api.ts';
import { unlinkedInvoiceKeys } from './keys.ts';
import type { AccountingStatus } from './queries.ts';

/**
 * Disconnect of a centre's status card (issue 30 item 4): asks first (every invoice of the centre waits until
 * someone connects again), then revokes the tokens at Intuit and removes them; the status reloads.
 */
export function useDisconnect() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (clinicID: number) => request(DISCONNECT_QUICKBOOKS, { clinicID }),
    meta: { failed: 'Unable to disconnect QuickBooks' },
  });
  return useCallback(
    (status: AccountingStatus) => {
      modal.confirm({
        title: 'Are you sure?',
        content: `Disconnect ${status.clinicName} from QuickBooks? Its invoices wait until someone connects again.`,
        okText: 'Yes',
        cancelText: 'No',
        onOk: async () => {
          const data = await mutateAsync(status.clinicID);
          void message.success(
            data.disconnectQuickbooks
              ? 'Disconnected from QuickBooks.'
              : 'Disconnected here; QuickBooks did not confirm the revoke (revoke the app in QuickBooks too).',
          );
          await queryClient.invalidateQueries({ queryKey: unlinkedInvoiceKeys.status() });
        },
      });
    },
    [message, modal, mutateAsync, queryClient],
  );
}
