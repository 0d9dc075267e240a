import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** The unlinked invoices page's query keys, under the manage key (a manage write reloads them too). */
export const unlinkedInvoiceKeys = {
  all: [...manageKeys.all, 'unlinkedInvoice'] as const,
  list: (ask: object) => [...unlinkedInvoiceKeys.all, 'list', ask] as const,
  status: () => [...unlinkedInvoiceKeys.all, 'status'] as const,
};
