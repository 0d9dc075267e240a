import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { Button } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createElement, type ReactNode } from 'react';
import type { InvoiceAnswer } from './api.ts';

/** The first sentence of the spec's not-created warning, before the true reason. */
const NOT_CREATED = M.notCreated.slice(0, M.notCreated.indexOf('.') + 1);

/** The key of the persistent token message: shown once however often it is raised, until closed. */
const TOKEN_MESSAGE_KEY = 'quickbooks-token-expired';

/**
 * What the token message offers (issue 30 item 2): a Refresh that reconnects the centre, for the roles the
 * policy lets connect (use-reconnect.ts), or null: the others are told who can. Undefined: the message alone
 * (a page with its own Refresh authentication beside it).
 */
export type Reconnect = (() => void) | null;

/**
 * 'QuickBooks token expired. Please sign in to QuickBooks and Refresh', persistent (spec 000 section 6): it stays
 * until the user closes it (a click on it), and the dashboard adds ' for {patient}'. Beside it the Refresh
 * that does what it says, or 'Ask a Nurse Manager to reconnect QuickBooks' for a role that may not connect.
 */
export function showTokenExpired(
  message: MessageInstance,
  patientName?: string,
  reconnect?: Reconnect,
): void {
  const text = patientName ? `${M.tokenExpired} for ${patientName}` : M.tokenExpired;
  const close = () => message.destroy(TOKEN_MESSAGE_KEY);
  let content: ReactNode = text;
  if (reconnect) {
    const refresh = createElement(
      Button,
      {
        type: 'link',
        size: 'small',
        onClick: (event: { stopPropagation(): void }) => {
          event.stopPropagation();
          close();
          reconnect();
        },
      },
      'Refresh',
    );
    content = createElement('span', null, text, refresh);
  } else if (reconnect === null) {
    content = createElement('span', null, text, createElement('br'), M.askManager);
  }
  void message.open({ key: TOKEN_MESSAGE_KEY, type: 'error', content, duration: 0, onClick: close });
}

export type InvoiceOutcome = 'opened' | 'token-expired' | 'not-created' | 'pending' | 'none';

/**
 * What an invoice answer tells the user: the invoice opens in a new tab (`target`, a window opened on the
 * click so that no popup blocker stops it); the server's 'Quickbooks token expired.' (or no connection) is the
 * persistent message with its Refresh; refused tokens are the spec's warning 'Quickbooks Invoice not created.
 * Quickbooks authentication failed.'; every other reason is told as it is (issue 30 item 2: QuickBooks did not
 * answer, the centre's item or tax code, an inactive customer, ...), after 'Quickbooks Invoice not created.'.
 */
export function showInvoiceAnswer(
  message: MessageInstance,
  answer: InvoiceAnswer,
  options: { target?: Window | null; patientName?: string; reconnect?: Reconnect } = {},
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
  if (
    answer.qbMessage === M.tokenExpiredServer ||
    answer.failure === 'token-expired' ||
    answer.failure === 'not-connected'
  ) {
    showTokenExpired(message, options.patientName, options.reconnect);
    return 'token-expired';
  }
  if (answer.failure === 'pending') {
    void message.info(answer.qbMessage ?? M.pending);
    return 'pending';
  }
  if (answer.qbMessage === M.authFailed) {
    void message.warning(M.notCreated);
    return 'not-created';
  }
  if (answer.qbMessage) {
    void message.warning({ content: `${NOT_CREATED} ${answer.qbMessage}`, duration: 10 });
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
