import { describe, expect, it } from 'vitest';
import { checkoutExceptionOf, pendingInvoiceOf } from './check-out-state.ts';
import { checkoutNavigation } from './intra-model.ts';

describe('check-out navigation state', () => {
  it('reads the exception flag, true or false', () => {
    expect(checkoutExceptionOf({ checkoutException: true })).toBe(true);
    expect(checkoutExceptionOf({ checkoutException: false })).toBe(false);
  });

  it('is missing without navigation state or with anything but a boolean', () => {
    expect(checkoutExceptionOf(null)).toBeNull();
    expect(checkoutExceptionOf(undefined)).toBeNull();
    expect(checkoutExceptionOf({})).toBeNull();
    expect(checkoutExceptionOf({ checkoutException: 'true' })).toBeNull();
    expect(checkoutExceptionOf({ from: { pathname: '/' } })).toBeNull();
  });

  it("understands what the intra page's Check Out sends", () => {
    expect(checkoutExceptionOf(checkoutNavigation(3, 7, 2).state)).toBe(true);
    expect(checkoutExceptionOf(checkoutNavigation(3, 7, 8).state)).toBe(false);
  });

  it('reads the invoice that waits for a QuickBooks connection, or none', () => {
    expect(
      pendingInvoiceOf({ checkoutException: true, pendingInvoice: { patientID: 3, dialysisID: 7 } }),
    ).toEqual({
      patientID: 3,
      dialysisID: 7,
    });
    expect(pendingInvoiceOf({ checkoutException: true })).toBeNull();
    expect(pendingInvoiceOf({ pendingInvoice: { patientID: '3', dialysisID: 7 } })).toBeNull();
    expect(pendingInvoiceOf(null)).toBeNull();
  });
});
