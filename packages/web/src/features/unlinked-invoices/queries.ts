import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountingStatusQuery, ListUnlinkedInvoiceQuery } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { ACCOUNTING_STATUS } from '../../shared/accounting/api.ts';
import { unlinkedInvoiceKeys } from './keys.ts';

/** Spec 002: the unlinked invoices are paginated at 100 per page. */
export const UNLINKED_PAGE_SIZE = 100;

const LIST = graphql(`
  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {
    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {
      count
      result {
        dialysisID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure
        notBillableReason
      }
    }
  }
`);

export type UnlinkedInvoice = ListUnlinkedInvoiceQuery['listUnlinkedInvoice']['result'][number];
export type AccountingStatus = AccountingStatusQuery['listAccountingStatus'][number];

export interface UnlinkedAsk {
  /** Empty: all of the user's centres (the filter's clinicIDs is then left out). */
  clinicIDs: readonly number[];
  /** Already checked with isInvoiceSearchValid. */
  search: string;
  /** From 1. */
  page: number;
  /** The session's days, from and to (YYYY-MM-DD), or none (issue 30 item 6). */
  from?: string | null;
  to?: string | null;
  /** The sessions marked not billable instead. */
  notBillable?: boolean;
}

/** One page of ended sessions without an invoice, newest first. */
export function useUnlinkedInvoices(ask: UnlinkedAsk) {
  return useQuery({
    queryKey: unlinkedInvoiceKeys.list(ask),
    queryFn: async ({ signal }) => {
      const filter = {
        ...(ask.clinicIDs.length ? { clinicIDs: [...ask.clinicIDs] } : {}),
        ...(ask.search ? { search: ask.search } : {}),
        ...(ask.from ? { from: ask.from } : {}),
        ...(ask.to ? { to: ask.to } : {}),
        ...(ask.notBillable ? { notBillable: true } : {}),
      };
      const pagination = { limit: UNLINKED_PAGE_SIZE, offset: (ask.page - 1) * UNLINKED_PAGE_SIZE };
      return (await request(LIST, { filter, pagination }, signal)).listUnlinkedInvoice;
    },
    placeholderData: keepPreviousData,
  });
}

/** The connection status of each of the user's centres. */
export function useAccountingStatus() {
  return useQuery({
    queryKey: unlinkedInvoiceKeys.status(),
    queryFn: async ({ signal }) => (await request(ACCOUNTING_STATUS, {}, signal)).listAccountingStatus,
  });
}
