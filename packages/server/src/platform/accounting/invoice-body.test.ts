import { describe, expect, test } from 'vitest';
import type { InvoiceDraft } from './provider.ts';
import { invoiceBody, requestNote } from './quickbooks-online.ts';

const draft: InvoiceDraft = {
  customerID: '12',
  date: '2026-11-26',
  itemID: '1',
  taxCodeID: '7',
  unitPrice: 250,
  country: 'SG',
  taxIncluded: false,
  description: 'Haemodialysis session, 26 Nov 2026',
  privateNote: 'Dialysis session 4, Tampines Centre',
};
const REQUEST = '0b6f3a52-8d1e-4c57-9a43-5f0e2b7c9d10';
const lineTax = (body: ReturnType<typeof invoiceBody>) => body.Line[0]?.SalesItemLineDetail.TaxCodeRef;

describe('the invoice QuickBooks is sent (issue 30 items 3 and 5)', () => {
  test('a non-US company: the numeric tax code, and whether the item price includes tax', () => {
    const excluded = invoiceBody(draft, REQUEST);
    expect(lineTax(excluded)).toEqual({ value: '7' });
    expect(excluded).toMatchObject({ GlobalTaxCalculation: 'TaxExcluded' });
    expect(invoiceBody({ ...draft, taxIncluded: true }, REQUEST)).toMatchObject({
      GlobalTaxCalculation: 'TaxInclusive',
    });
  });

  test('a US company: the line taxable (TAX) or not (NON), its sales tax code on the invoice, no inclusion setting', () => {
    const us = invoiceBody({ ...draft, country: 'US' }, REQUEST);
    expect(lineTax(us)).toEqual({ value: 'TAX' });
    expect(us).toMatchObject({ TxnTaxDetail: { TxnTaxCodeRef: { value: '7' } } });
    expect(us).not.toHaveProperty('GlobalTaxCalculation');
    const untaxed = invoiceBody({ ...draft, country: 'US', taxCodeID: null }, REQUEST);
    expect(lineTax(untaxed)).toEqual({ value: 'NON' });
    expect(untaxed).not.toHaveProperty('TxnTaxDetail');
  });

  test('no tax code: no tax on the line, nothing about tax inclusion', () => {
    const none = invoiceBody({ ...draft, taxCodeID: null }, REQUEST);
    expect(lineTax(none)).toBeUndefined();
    expect(none).not.toHaveProperty('GlobalTaxCalculation');
  });

  test('the private note carries the request id, by which a lost answer is found again', () => {
    expect(invoiceBody(draft, REQUEST).PrivateNote).toBe(`${draft.privateNote} ${requestNote(REQUEST)}`);
  });
});
