/**
 * What the product needs of an accounting service (issue 15): OAuth 2 per centre, the patient as a customer,
 * and one invoice per session. `quickbooks-online.ts` is the real QuickBooks Online client; the local sandbox
 * (sandbox.ts) serves the same endpoints, and tests wrap a provider to make it fail at chosen points.
 */
export interface AccountingApp {
  clientID: string;
  clientSecret: string;
}

export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  /** The access token's lifetime in seconds. */
  expiresIn: number;
  refreshExpiresIn: number | null;
}

/** A centre's company and a usable access token for it. */
export interface AccountingCompany {
  realmID: string;
  accessToken: string;
}

export interface InvoiceDraft {
  customerID: string;
  /** The session's day in the centre (YYYY-MM-DD): the invoice's date and the line's service date. */
  date: string;
  itemID: string;
  taxCodeID: string | null;
  unitPrice: number;
  description: string;
  privateNote: string;
}

export interface AccountingProvider {
  /** The provider's authorisation page for a centre's app (the browser goes there). */
  authorizeURL(clientID: string, redirectURL: string, state: string): string;
  exchangeCode(app: AccountingApp, redirectURL: string, code: string): Promise<AccountingTokens>;
  refresh(app: AccountingApp, refreshToken: string): Promise<AccountingTokens>;
  findCustomer(company: AccountingCompany, displayName: string): Promise<string | null>;
  createCustomer(company: AccountingCompany, displayName: string, requestID: string): Promise<string>;
  /** The item's unit price (null when the item has none). */
  itemPrice(company: AccountingCompany, itemID: string): Promise<number | null>;
  /** Creates the invoice, or answers the one made earlier with the same requestID. */
  createInvoice(company: AccountingCompany, draft: InvoiceDraft, requestID: string): Promise<string>;
  invoiceURL(invoiceID: string): string;
  customerURL(customerID: string): string;
}

/**
 * Why a call failed, in the terms the product acts on: `auth` (the grant or token was refused: sign in to
 * QuickBooks again), `unavailable` (network, timeout, 5xx: try again later), `refused` (the request itself was
 * refused, e.g. an unknown item; the provider's message is kept for the log, never shown).
 */
export class AccountingError extends Error {
  constructor(
    readonly kind: 'auth' | 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'AccountingError';
  }
}
