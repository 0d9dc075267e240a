import { itemRefusedMessage, ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { showInvoiceAnswer, showTokenExpired } from './invoice-feedback.ts';

/** antd's message API, recording what it was asked to show. */
function recordingMessage() {
  const shown: { kind: string; content: unknown; duration?: number }[] = [];
  const message = {
    open: (args: { type: string; content: unknown; duration?: number }) =>
      shown.push({ kind: args.type, content: args.content, duration: args.duration }),
    warning: (content: unknown) =>
      shown.push({
        kind: 'warning',
        content: typeof content === 'object' && content && 'content' in content ? content.content : content,
      }),
    info: (content: unknown) => shown.push({ kind: 'info', content }),
    success: (args: { content: unknown; duration?: number }) =>
      shown.push({ kind: 'success', content: args.content, duration: args.duration }),
    destroy: () => undefined,
  } as unknown as MessageInstance;
  return { message, shown };
}

function stubWindow(opened: Window | null) {
  const open = vi.fn(() => opened);
  vi.stubGlobal('window', { location: { origin: 'https://dialysis.example' }, open });
  return open;
}

afterEach(() => vi.unstubAllGlobals());

describe('the invoice answer, told', () => {
  test('an invoice opens in a new tab, resolved on the app origin', () => {
    const open = stubWindow({ opener: {} } as unknown as Window);
    const { message, shown } = recordingMessage();
    const outcome = showInvoiceAnswer(message, {
      invoiceURL: '/sandbox/quickbooks/app/invoice?txnId=4',
      qbMessage: null,
    });
    expect(outcome).toBe('opened');
    expect(open).toHaveBeenCalledWith(
      'https://dialysis.example/sandbox/quickbooks/app/invoice?txnId=4',
      '_blank',
    );
    expect(shown).toEqual([]);
  });

  test('a tab opened on the click is pointed at the invoice instead', () => {
    stubWindow(null);
    const tab = { location: { href: 'about:blank' }, close: vi.fn() } as unknown as Window;
    const { message } = recordingMessage();
    showInvoiceAnswer(
      message,
      { invoiceURL: 'https://app.qbo.intuit.com/app/invoice?txnId=9', qbMessage: null },
      { target: tab },
    );
    expect(tab.location.href).toBe('https://app.qbo.intuit.com/app/invoice?txnId=9');
  });

  test('a blocked tab is offered as a lasting link', () => {
    stubWindow(null);
    const { message, shown } = recordingMessage();
    showInvoiceAnswer(message, { invoiceURL: '/x', qbMessage: null });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'success', duration: 0 });
  });

  test("the server's 'Quickbooks token expired.' is the persistent message, with the patient on the dashboard", () => {
    stubWindow(null);
    const tab = { close: vi.fn() } as unknown as Window;
    const { message, shown } = recordingMessage();
    const outcome = showInvoiceAnswer(
      message,
      { invoiceURL: null, qbMessage: M.tokenExpiredServer },
      { target: tab, patientName: 'Tan Ah Kow' },
    );
    expect(outcome).toBe('token-expired');
    expect(tab.close).toHaveBeenCalled();
    expect(shown).toEqual([
      {
        kind: 'error',
        content: 'QuickBooks token expired. Please sign in to QuickBooks and Refresh for Tan Ah Kow',
        duration: 0,
      },
    ]);
  });

  test('another message without an invoice is the not-created warning; no message is nothing', () => {
    stubWindow(null);
    const { message, shown } = recordingMessage();
    expect(showInvoiceAnswer(message, { invoiceURL: null, qbMessage: M.authFailed })).toBe('not-created');
    expect(shown).toEqual([
      { kind: 'warning', content: 'Quickbooks Invoice not created. Quickbooks authentication failed.' },
    ]);
    expect(showInvoiceAnswer(message, { invoiceURL: null, qbMessage: null })).toBe('none');
    expect(shown).toHaveLength(1);
  });

  test('every other reason is told as it is, after the spec sentence (issue 30 item 2); pending is told as such', () => {
    stubWindow(null);
    const { message, shown } = recordingMessage();
    const reason = itemRefusedMessage('42');
    expect(showInvoiceAnswer(message, { invoiceURL: null, qbMessage: reason, failure: 'item' })).toBe(
      'not-created',
    );
    expect(
      showInvoiceAnswer(message, { invoiceURL: null, qbMessage: M.unavailable, failure: 'unavailable' }),
    ).toBe('not-created');
    expect(showInvoiceAnswer(message, { invoiceURL: null, qbMessage: M.pending, failure: 'pending' })).toBe(
      'pending',
    );
    expect(shown).toEqual([
      { kind: 'warning', content: `Quickbooks Invoice not created. ${reason}` },
      { kind: 'warning', content: `Quickbooks Invoice not created. ${M.unavailable}` },
      { kind: 'info', content: M.pending },
    ]);
    expect(reason).toContain('(42)');
  });

  test('the token message offers Refresh to a role that may connect, and names who can to the others', () => {
    const { message, shown } = recordingMessage();
    const reconnect = vi.fn();
    showTokenExpired(message, 'Tan Ah Kow', reconnect);
    const withRefresh = renderToStaticMarkup(shown[0]?.content as ReactElement);
    expect(withRefresh).toContain(`${M.tokenExpired} for Tan Ah Kow`);
    expect(withRefresh).toMatch(/<button[^>]*>.*Refresh.*<\/button>/);
    showTokenExpired(message, 'Tan Ah Kow', null);
    const told = renderToStaticMarkup(shown[1]?.content as ReactElement);
    expect(told).toContain('Ask a Nurse Manager to reconnect QuickBooks');
    expect(told).not.toContain('<button');
    expect(
      showInvoiceAnswer(
        message,
        { invoiceURL: null, qbMessage: M.notConnected, failure: 'not-connected' },
        { reconnect },
      ),
    ).toBe('token-expired');
  });

  test('the persistent message without a patient is the spec text alone', () => {
    const { message, shown } = recordingMessage();
    showTokenExpired(message);
    expect(shown[0]?.content).toBe(M.tokenExpired);
  });
});
