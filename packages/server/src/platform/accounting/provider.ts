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
  /**
   * The company's country (CompanyInfo.Country): a US company takes the automated sales tax's TAX / NON on the
   * line, any other a numeric tax code and the invoice's GlobalTaxCalculation (issue 30 item 5).
   */
  country: string | null;
  /** The item's price includes tax (Item.SalesTaxIncluded, non-US editions). */
  taxIncluded: boolean;
  description: string;
  privateNote: string;
}

/** What identifies an invoice made for a claim: its customer and day narrow the search, the request id decides. */
export interface InvoiceLookup {
  customerID: string;
  date: string;
  requestID: string;
}

export interface AccountingProvider {
  /** The provider's authorisation page for a centre's app (the browser goes there). */
  authorizeURL(clientID: string, redirectURL: string, state: string): string;
  exchangeCode(app: AccountingApp, redirectURL: string, code: string): Promise<AccountingTokens>;
  refresh(app: AccountingApp, refreshToken: string): Promise<AccountingTokens>;
  /** Revokes a connection's tokens at the provider (Disconnect): the refresh token and its access tokens. */
  revoke(app: AccountingApp, refreshToken: string): Promise<void>;
  /** The customer with that display name, active or not (an inactive one is made active before use). */
  findCustomer(
    company: AccountingCompany,
    displayName: string,
  ): Promise<{ id: string; active: boolean } | null>;
  /** Makes an inactive customer active again (issue 30 item 5). */
  reactivateCustomer(company: AccountingCompany, customerID: string): Promise<void>;
  createCustomer(company: AccountingCompany, displayName: string, requestID: string): Promise<string>;
  /**
   * The item's unit price (null when the item has none) and whether it includes tax. An unknown or inactive
   * item is an AccountingError 'refused' about 'item'.
   */
  item(
    company: AccountingCompany,
    itemID: string,
  ): Promise<{ unitPrice: number | null; taxIncluded: boolean }>;
  /** The company's country (US or another: how its tax codes work). */
  companyCountry(company: AccountingCompany): Promise<string | null>;
  /** Creates the invoice, or answers the one made earlier with the same requestID. */
  createInvoice(company: AccountingCompany, draft: InvoiceDraft, requestID: string): Promise<string>;
  /** The invoice made for a request id (kept in its private note), when QuickBooks has one: a lost answer. */
  findInvoice(company: AccountingCompany, lookup: InvoiceLookup): Promise<string | null>;
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
    /** What QuickBooks refused, when the request names it: the centre's item, its tax code, the customer. */
    readonly subject: 'item' | 'tax-code' | 'customer-inactive' | null = null,
  ) {
    super(message);
    this.name = 'AccountingError';
  }
}
