/**
 * Accounting (QuickBooks Online) rules shared by the server and the web (issue 15; specs 000, 001, 002).
 * The texts are the spec's, character for character.
 */
export const ACCOUNTING_MESSAGES = {
  /** Persistent: the token is expired by the rule below, or the server answers `tokenExpiredServer`. */
  tokenExpired: 'QuickBooks token expired. Please sign in to QuickBooks and Refresh',
  /** What the server says (code QB_TOKEN_EXPIRED, or qbMessage of a check-out) when it cannot use the token. */
  tokenExpiredServer: 'Quickbooks token expired.',
  /** Warning: no invoice URL came back and a message did. */
  notCreated: 'Quickbooks Invoice not created. Quickbooks authentication failed.',
  /** qbMessage when QuickBooks refused the authorisation or the token (the web then warns `notCreated`). */
  authFailed: 'Quickbooks authentication failed.',
  createFailed: 'Unable to create invoice',
  linkFailed: 'Unable to link Dialysis',
  redirecting: 'Redirecting to QuickBooks...',
  invalidCheckoutRequest: 'Invalid checkout request',
  connectFailed: 'Unable to establish Quickbooks connection.',
  searchAlphanumeric: 'Alphanumeric only',
  /** Issue 30 item 2: beside the token message, for the roles that may not connect. */
  askManager: 'Ask a Nurse Manager to reconnect QuickBooks',
  notConnected: 'QuickBooks is not connected for this centre yet: the invoice waits until it is.',
  unavailable: 'QuickBooks did not answer. Create the invoice later from the dashboard or Unlinked Invoices.',
  customerInactive:
    'The patient’s customer in QuickBooks is inactive and could not be made active again. Check it in QuickBooks.',
  pending: 'The invoice of this session is being created. Look again in a moment.',
  notConfigured: 'QuickBooks is not set up for this centre.',
  notBillable: 'This session is marked not billable: take the mark back on Unlinked Invoices to invoice it.',
} as const;

/** Issue 30 item 2: the centre's item or tax code refused, named (a Nurse Manager corrects it on the centre). */
export function itemRefusedMessage(itemID: string): string {
  return `QuickBooks refused the centre’s item (${itemID}). A Nurse Manager checks the QuickBooks item of the centre.`;
}
export function taxCodeRefusedMessage(taxCodeID: string): string {
  return `QuickBooks refused the centre’s tax code (${taxCodeID}). A Nurse Manager checks the QuickBooks tax code of the centre.`;
}
/** Issue 30 item 5: an item without a price would make a $0 invoice; none is made. */
export function zeroPriceMessage(itemID: string): string {
  return `The centre’s QuickBooks item (${itemID}) has no price: no $0 invoice is made. Set its price in QuickBooks.`;
}

/** The redirect routes (spec 000 route table): check-out resume, and the refresh-token (connect) mode. */
export const QUICKBOOKS_REDIRECT_PATH = '/redirect/quickbooks';
export const QUICKBOOKS_LINK_REDIRECT_PATH = '/redirect/quickbooks/link';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 000: a token counts as expired when its date plus expiresIn is more than 3 days past. */
export const TOKEN_GRACE_MS = 3 * DAY_MS;

export interface TokenRecord {
  /** When the tokens were obtained or last refreshed (ISO). */
  date: string | null | undefined;
  /** The access token's lifetime in seconds. */
  expiresIn: number | null | undefined;
}

/** True when there is no usable record or date + expiresIn lies more than 3 days before `now`. */
export function isTokenExpired(record: TokenRecord | null | undefined, now: Date): boolean {
  if (!record?.date || record.expiresIn == null) return true;
  const issued = Date.parse(record.date);
  if (Number.isNaN(issued)) return true;
  return now.getTime() - (issued + record.expiresIn * 1000) > TOKEN_GRACE_MS;
}

/** Unlinked invoice search (spec 002): letters, digits, hyphen, apostrophe and space only. */
export function isInvoiceSearchValid(text: string): boolean {
  return /^[\p{L}\p{N}\-' ]*$/u.test(text);
}

/**
 * The patient as a customer of the centre's company: the name with the patient's code (or id), which
 * QuickBooks needs unique; a colon would make it a sub-customer, and control characters are dropped. Nothing
 * else of the record (no NRIC, no date of birth) leaves the product.
 */
export function customerDisplayName(patient: { id: number; name: string; namecode?: string | null }): string {
  const clean = (text: string) =>
    text
      .replace(/[\p{Cc}:]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const code = patient.namecode?.trim() ? clean(patient.namecode) : `#${patient.id}`;
  return `${clean(patient.name).slice(0, 400)} (${code})`;
}

const LINE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The invoice line of a session: what it was and its day (YYYY-MM-DD in the centre). */
export function invoiceLineDescription(date: string): string {
  return `Haemodialysis session, ${LINE_DATE.format(new Date(`${date}T00:00:00Z`))}`;
}
