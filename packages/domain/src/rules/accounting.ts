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
} as const;

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
 * Intuit's requestid for the one invoice of a session: derived from the centre and the session, so a retry
 * after a timeout, a double click or a second member of staff asks QuickBooks for the same invoice, which
 * answers the first one instead of creating another.
 */
export function invoiceRequestID(clinicID: number, dialysisID: number): string {
  return `dialysis-${clinicID}-${dialysisID}-invoice`;
}

/** The same for the patient's customer record in a centre's company (two first invoices at once). */
export function customerRequestID(clinicID: number, patientID: number): string {
  return `patient-${clinicID}-${patientID}-customer`;
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
