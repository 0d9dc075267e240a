import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { request } from '../../api/graphql.ts';
import { LINK_TO_QUICKBOOKS3, parseInvoiceAnswer } from '../../shared/accounting/api.ts';
import { unlinkedInvoiceKeys } from './keys.ts';
import type { AccountingStatus, UnlinkedInvoice } from './queries.ts';
import { connectionState } from './status-cards.tsx';

/** A centre whose connection is expired or missing is not called: its sessions are told to connect first. */
const CONNECT_FIRST = 'QuickBooks is not connected for this centre: Refresh authentication first.';

export interface BulkProgress {
  done: number;
  total: number;
  running: boolean;
  /** dialysisID -> what became of it: 'Invoice created', or the reason none was. */
  results: Map<number, string>;
}

const IDLE: BulkProgress = { done: 0, total: 0, running: false, results: new Map() };

/**
 * Bulk Create Invoice over the sessions listed (issue 30 item 6): asks first, then invoices them one after
 * another (the server's claim keeps each to one invoice whatever else runs), with the progress and each
 * session's result on its card; the invoices are not opened (there may be a hundred). The list reloads at the
 * end: the invoiced sessions leave it, the others stay with their reason.
 */
export function useBulkCreate(statuses: readonly AccountingStatus[] | undefined) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress>(IDLE);

  const run = useCallback(
    async (rows: readonly UnlinkedInvoice[]) => {
      const results = new Map<number, string>();
      setProgress({ done: 0, total: rows.length, running: true, results });
      for (const [index, row] of rows.entries()) {
        let result: string;
        const status = statuses?.find((s) => s.clinicID === row.clinicID);
        const state = status ? connectionState(status) : 'notConnected';
        if (state === 'expired' || state === 'notConnected') {
          results.set(row.dialysisID, CONNECT_FIRST);
          setProgress({ done: index + 1, total: rows.length, running: true, results: new Map(results) });
          continue;
        }
        try {
          const data = await request(LINK_TO_QUICKBOOKS3, {
            patientID: row.patientID,
            dialysisID: row.dialysisID,
          });
          const answer = parseInvoiceAnswer(data.linkAppointmentToQuickbooks3);
          result = answer.invoiceURL ? 'Invoice created' : (answer.qbMessage ?? 'No invoice');
        } catch {
          result = 'Unable to create invoice';
        }
        results.set(row.dialysisID, result);
        setProgress({ done: index + 1, total: rows.length, running: true, results: new Map(results) });
      }
      setProgress({ done: rows.length, total: rows.length, running: false, results: new Map(results) });
      await queryClient.invalidateQueries({ queryKey: unlinkedInvoiceKeys.all });
    },
    [queryClient, statuses],
  );

  const start = useCallback(
    (rows: readonly UnlinkedInvoice[]) => {
      if (rows.length === 0) return;
      modal.confirm({
        title: 'Are you sure?',
        content: `Create the QuickBooks invoices of the ${rows.length} session${rows.length === 1 ? '' : 's'} listed.`,
        okText: 'Yes',
        cancelText: 'No',
        onOk: () => {
          void run(rows);
        },
      });
    },
    [modal, run],
  );

  return { progress, start };
}
