import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import type { MessageInstance } from 'antd/es/message/interface';
import { createElement } from 'react';
import type { InvoiceAnswer } from './api.ts';

/** The key of the persistent token message: shown once however often it is raised, until closed. */
const TOKEN_MESSAGE_KEY = 'quickbooks-token-expired';

/**
 * 'QuickBooks token expired. Please sign in to QuickBooks and Refresh', persistent (spec 000 section 6): it stays
 * until the user closes it (a click on it), and the dashboard adds ' for {patient}'.
 */
export function showTokenExpired(message: MessageInstance, patientName?: string): void {
  const content = patientName ? `${M.tokenExpired} for ${patientName}` : M.tokenExpired;
  void message.open({
    key: TOKEN_MESSAGE_KEY,
    type: 'error',
    content,
    duration: 0,
    onClick: () => message.destroy(TOKEN_MESSAGE_KEY),
  });
}

export type InvoiceOutcome = 'opened' | 'token-expired' | 'not-created' | 'none';

/**
 * What an invoice answer tells the user: the invoice opens in a new tab (`target`, a window opened on the
 * click so that no popup blocker stops it); the server's 'Quickbooks token expired.' is the persistent message;
 * any other message without an invoice is the warning 'Quickbooks Invoice not created. Quickbooks
 * authentication failed.'.
 */
export function showInvoiceAnswer(
  message: MessageInstance,
  answer: InvoiceAnswer,
  options: { target?: Window | null; patientName?: string } = {},
): InvoiceOutcome {
  if (answer.invoiceURL) {
    const url = new URL(answer.invoiceURL, window.location.origin).toString();
    if (options.target) options.target.location.href = url;
    else if (!openTab(url)) {
      // The browser blocked the tab (no click just before, e.g. a check-out resumed after QuickBooks): offer it.
      void message.success({
        content: createElement(
          'a',
          { href: url, target: '_blank', rel: 'noopener' },
          'Invoice created: open it',
        ),
        duration: 0,
      });
    }
    return 'opened';
  }
  options.target?.close();
  if (answer.qbMessage === M.tokenExpiredServer) {
    showTokenExpired(message, options.patientName);
    return 'token-expired';
  }
  if (answer.qbMessage) {
    void message.warning(M.notCreated);
    return 'not-created';
  }
  return 'none';
}

/** A new tab on `url`, cut from this page (no opener); null when the browser blocked it. */
function openTab(url: string): Window | null {
  // Not the 'noopener' feature: with it window.open answers null whether or not the tab opened.
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * A tab opened on the user's click, before the call that knows its address: a tab opened after an await is
 * a popup the browser blocks. Blank until the answer comes; closed when there is nothing to show.
 */
export function openPendingTab(): Window | null {
  return openTab('about:blank');
}
