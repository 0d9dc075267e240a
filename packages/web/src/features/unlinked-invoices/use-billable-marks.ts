import { DIALYSIS_MESSAGES } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { createElement, useCallback } from 'react';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { unlinkedInvoiceKeys } from './keys.ts';
import type { UnlinkedInvoice } from './queries.ts';

const MARK = graphql(`
  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }
`);
const UNMARK = graphql(`
  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }
`);

/**
 * "Not billable" on a card (issue 30 item 6): asks why (required), marks the session (audited; it leaves the
 * list), and "Billable again" takes the mark back. The list reloads after each.
 */
export function useBillableMarks() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: unlinkedInvoiceKeys.all }),
    [queryClient],
  );
  const mark = useMutation({
    mutationFn: (vars: { dialysisID: number; reason: string }) => request(MARK, vars),
    meta: { failed: 'Unable to mark the session' },
  });
  const unmark = useMutation({
    mutationFn: (dialysisID: number) => request(UNMARK, { dialysisID }),
    meta: { failed: 'Unable to take the mark back' },
  });

  const notBillable = useCallback(
    (row: UnlinkedInvoice) => {
      let reason = '';
      modal.confirm({
        title: `Not billable: ${row.name}`,
        content: createElement(Input.TextArea, {
          'aria-label': 'Why is it not billable?',
          placeholder: 'Why is it not billable?',
          rows: 2,
          maxLength: 200,
          onChange: (event: { target: { value: string } }) => {
            reason = event.target.value;
          },
        }),
        okText: 'Mark not billable',
        cancelText: 'Cancel',
        onOk: async () => {
          if (!reason.trim()) {
            void message.error(DIALYSIS_MESSAGES.required);
            throw new Error('a reason is required'); // keeps the dialog open
          }
          await mark.mutateAsync({ dialysisID: row.dialysisID, reason: reason.trim() });
          void message.success('Marked not billable.');
          await reload();
        },
      });
    },
    [mark, message, modal, reload],
  );

  const billable = useCallback(
    async (row: UnlinkedInvoice) => {
      await unmark.mutateAsync(row.dialysisID);
      void message.success('Billable again.');
      await reload();
    },
    [message, unmark, reload],
  );

  return { notBillable, billable };
}
