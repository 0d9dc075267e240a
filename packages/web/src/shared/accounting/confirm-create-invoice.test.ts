import { describe, expect, it } from 'vitest';
import { createInvoiceQuestion } from './confirm-create-invoice.ts';

describe('Create Invoice confirmation', () => {
  it("names the patient and the session's day (DD MMM YYYY)", () => {
    expect(createInvoiceQuestion('Tan Ah Kow', '2026-11-28')).toBe(
      "Create the QuickBooks invoice for Tan Ah Kow's session of 28 Nov 2026.",
    );
  });
});
