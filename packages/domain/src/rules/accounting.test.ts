import { describe, expect, test } from 'vitest';
import {
  customerDisplayName,
  invoiceLineDescription,
  isInvoiceSearchValid,
  isTokenExpired,
} from './accounting.ts';

describe('isTokenExpired (date plus expiresIn more than 3 days past)', () => {
  const date = '2026-11-20T08:00:00.000Z';
  const expiresIn = 3600;
  const at = (iso: string) => new Date(iso);

  test('a fresh token is not expired', () => {
    expect(isTokenExpired({ date, expiresIn }, at('2026-11-20T08:30:00.000Z'))).toBe(false);
  });
  test('exactly 3 days after date + expiresIn is not yet expired; a millisecond later it is', () => {
    expect(isTokenExpired({ date, expiresIn }, at('2026-11-23T09:00:00.000Z'))).toBe(false);
    expect(isTokenExpired({ date, expiresIn }, at('2026-11-23T09:00:00.001Z'))).toBe(true);
  });
  test('expiresIn counts: a longer lifetime expires later', () => {
    expect(isTokenExpired({ date, expiresIn: 86_400 }, at('2026-11-24T07:59:59.000Z'))).toBe(false);
  });
  test('no record, no date, no expiresIn or an unreadable date is expired', () => {
    const now = at('2026-11-20T08:00:00.000Z');
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired({ date: null, expiresIn }, now)).toBe(true);
    expect(isTokenExpired({ date, expiresIn: null }, now)).toBe(true);
    expect(isTokenExpired({ date: 'yesterday', expiresIn }, now)).toBe(true);
  });
});

describe('isInvoiceSearchValid (letters, digits, hyphen, apostrophe and space)', () => {
  test.each(['Tan Ah Kow', "O'Brien", 'S1234-567A', 'Zoë', ''])('%s is accepted', (text) => {
    expect(isInvoiceSearchValid(text)).toBe(true);
  });
  test.each(['Tan%', 'a_b', 'x;drop', '"quoted"', 'a.b'])('%s is refused', (text) => {
    expect(isInvoiceSearchValid(text)).toBe(false);
  });
});

test('customerDisplayName: name and code, unique and safe for QuickBooks', () => {
  expect(customerDisplayName({ id: 7, name: 'Tan Ah Kow', namecode: 'P-0007' })).toBe('Tan Ah Kow (P-0007)');
  expect(customerDisplayName({ id: 7, name: 'Tan Ah Kow', namecode: null })).toBe('Tan Ah Kow (#7)');
  expect(customerDisplayName({ id: 7, name: 'Lim: Jr\n\tB', namecode: ' ' })).toBe('Lim Jr B (#7)');
});

test('invoiceLineDescription names the session and its day', () => {
  expect(invoiceLineDescription('2026-11-26')).toBe('Haemodialysis session, 26 Nov 2026');
});
