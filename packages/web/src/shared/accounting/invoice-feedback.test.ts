import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { showInvoiceAnswer, showTokenExpired } from './invoice-feedback.ts';

/** antd's message API, recording what it was asked to show. */
function recordingMessage() {
  const shown: { kind: string; content: unknown; duration?: number }[] = [];
  const message = {
    open: (args: { type: string; content: unknown; duration?: number }) =>
      shown.push({ kind: args.type, content: args.content, duration: args.duration }),
    warning: (content: unknown) => shown.push({ kind: 'warning', content }),
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

  test('the persistent message without a patient is the spec text alone', () => {
    const { message, shown } = recordingMessage();
    showTokenExpired(message);
    expect(shown[0]?.content).toBe(M.tokenExpired);
  });
});
