import { createRequire } from 'node:module';
import type OAuthClient from 'intuit-oauth';
import type { QuickbooksEndpoints } from './endpoints.ts';
import {
  type AccountingApp,
  type AccountingCompany,
  AccountingError,
  type AccountingProvider,
  type AccountingTokens,
  type InvoiceDraft,
} from './provider.ts';

/** Where each provider call's `intuit_tid` goes: Intuit's support asks for it (issue 30 item 5). */
export interface ProviderCallLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * intuit-oauth (with axios behind it, about 20 MB) is required on the first QuickBooks call, not at start:
 * most instances never link a company. It is CommonJS, so `require` loads it synchronously and
 * `authorizeURL` stays synchronous.
 */
const require = createRequire(import.meta.url);
let oauthModule: typeof OAuthClient | undefined;
function OAuth(): typeof OAuthClient {
  oauthModule ??= require('intuit-oauth') as typeof OAuthClient;
  return oauthModule;
}

const SCOPE = 'com.intuit.quickbooks.accounting';
/** Intuit's Accounting API minor version the requests are written for. */
const MINOR_VERSION = '75';

/**
 * The QuickBooks Online client: OAuth 2 through Intuit's maintained `intuit-oauth` (authorisation URL, code
 * exchange, refresh), and plain HTTPS calls to the Accounting API for customers, items and invoices. Every call
 * is bounded by `timeoutMs`: a slow or absent QuickBooks makes the invoice answer say why, it never holds a
 * check-out.
 */
export function quickbooksOnline(options: {
  endpoints: () => QuickbooksEndpoints;
  timeoutMs: number;
  log?: ProviderCallLog;
}): AccountingProvider {
  const { endpoints, timeoutMs, log } = options;
  /** A company's country does not change: asked once per realm and process. */
  const countries = new Map<string, string | null>();
  const logCall = (call: string, status: number | null, intuitTid: string | null | undefined) =>
    log?.info({ call, status, intuitTid: intuitTid || null }, 'QuickBooks call');

  /**
   * intuit-oauth keeps its endpoints in static fields (setAuthorizeURLs): they are set from the configuration
   * right before each call, which reads them synchronously, so the configured QuickBooks is the one asked.
   */
  function oauthClient(app: { clientID: string; clientSecret?: string }, redirectURL?: string) {
    const urls = endpoints();
    const Client = OAuth();
    const client = new Client({
      clientId: app.clientID,
      clientSecret: app.clientSecret ?? '',
      environment: 'production',
      redirectUri: redirectURL ?? '',
      logging: false,
    });
    client.setAuthorizeURLs({
      authorizeEndpoint: urls.authorize,
      tokenEndpoint: urls.token,
      revokeEndpoint: urls.revoke,
      userInfoEndpoint: urls.token,
    });
    return client;
  }

  async function tokenCall(
    name: string,
    call: () => Promise<{ getJson(): unknown; getIntuitTid?(): string }>,
  ): Promise<AccountingTokens> {
    let json: Record<string, unknown>;
    try {
      const response = await bounded(call(), timeoutMs);
      logCall(name, 200, response.getIntuitTid?.());
      json = (response.getJson() ?? {}) as Record<string, unknown>;
    } catch (error) {
      const failed = tokenError(error);
      logCall(name, failed.status, (error as { intuit_tid?: string }).intuit_tid);
      throw failed.error;
    }
    if (typeof json.access_token !== 'string' || typeof json.refresh_token !== 'string') {
      throw new AccountingError('auth', 'the token answer had no tokens');
    }
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token,
      expiresIn: Number(json.expires_in ?? 3600),
      refreshExpiresIn:
        json.x_refresh_token_expires_in == null ? null : Number(json.x_refresh_token_expires_in),
    };
  }

  async function api<T>(
    company: AccountingCompany,
    method: 'GET' | 'POST',
    resource: string,
    query: Record<string, string>,
    body?: unknown,
    /** What a refusal of this request is about, from the fault QuickBooks answered (the item, the customer). */
    subjectOf?: (fault: Fault) => AccountingError['subject'],
  ): Promise<T> {
    const url = new URL(`${endpoints().api}/v3/company/${encodeURIComponent(company.realmID)}/${resource}`);
    for (const [key, value] of Object.entries({ ...query, minorversion: MINOR_VERSION })) {
      url.searchParams.set(key, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${company.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      logCall(`${method} ${resource}`, null, null);
      throw new AccountingError('unavailable', `QuickBooks did not answer: ${(error as Error).name}`);
    }
    logCall(`${method} ${resource}`, response.status, response.headers.get('intuit_tid'));
    const text = await response.text().catch(() => '');
    if (response.status === 401 || response.status === 403) {
      throw new AccountingError('auth', `QuickBooks refused the token (${response.status})`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new AccountingError('unavailable', `QuickBooks answered ${response.status}`);
    }
    if (!response.ok) {
      const fault = faultOf(text, response.status);
      throw new AccountingError('refused', fault.message, subjectOf?.(fault) ?? null);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new AccountingError('unavailable', 'QuickBooks answered something that is not JSON');
    }
  }

  return {
    authorizeURL(clientID, redirectURL, state) {
      return oauthClient({ clientID }, redirectURL).authorizeUri({ scope: [SCOPE], state });
    },
    exchangeCode(app, redirectURL, code) {
      const client = oauthClient(appOf(app), redirectURL);
      return tokenCall('token code', () =>
        client.createToken(`?${new URLSearchParams({ code }).toString()}`),
      );
    },
    refresh(app, refreshToken) {
      const client = oauthClient(appOf(app));
      return tokenCall('token refresh', () => client.refreshUsingToken(refreshToken));
    },
    async revoke(app, refreshToken) {
      const client = oauthClient(appOf(app));
      try {
        const response = await bounded(client.revoke({ refresh_token: refreshToken }), timeoutMs);
        logCall('token revoke', 200, (response as { getIntuitTid?(): string }).getIntuitTid?.());
      } catch (error) {
        const failed = tokenError(error);
        logCall('token revoke', failed.status, (error as { intuit_tid?: string }).intuit_tid);
        throw failed.error;
      }
    },
    async findCustomer(company, displayName) {
      // Inactive customers too: QuickBooks keeps display names unique across both (issue 30 item 5).
      const answer = await api<{ QueryResponse?: { Customer?: { Id: string; Active?: boolean }[] } }>(
        company,
        'GET',
        'query',
        {
          query: `select * from Customer where DisplayName = '${quoted(displayName)}' and Active in (true, false)`,
        },
      );
      const found = answer.QueryResponse?.Customer?.[0];
      return found ? { id: found.Id, active: found.Active !== false } : null;
    },
    async reactivateCustomer(company, customerID) {
      const answer = await api<{ Customer?: { Id: string; SyncToken: string } }>(
        company,
        'GET',
        `customer/${encodeURIComponent(customerID)}`,
        {},
      );
      if (!answer.Customer) throw new AccountingError('refused', 'no such customer', 'customer-inactive');
      await api(
        company,
        'POST',
        'customer',
        {},
        { Id: customerID, SyncToken: answer.Customer.SyncToken, sparse: true, Active: true },
        () => 'customer-inactive',
      );
    },
    async createCustomer(company, displayName, requestID) {
      const answer = await api<{ Customer: { Id: string } }>(
        company,
        'POST',
        'customer',
        { requestid: requestID },
        { DisplayName: displayName },
      );
      return answer.Customer.Id;
    },
    async item(company, itemID) {
      const answer = await api<{
        Item?: { UnitPrice?: number; Active?: boolean; SalesTaxIncluded?: boolean };
      }>(company, 'GET', `item/${encodeURIComponent(itemID)}`, {}, undefined, () => 'item');
      if (!answer.Item || answer.Item.Active === false) {
        throw new AccountingError('refused', `item ${itemID} is unknown or inactive`, 'item');
      }
      return {
        unitPrice: typeof answer.Item.UnitPrice === 'number' ? answer.Item.UnitPrice : null,
        taxIncluded: answer.Item.SalesTaxIncluded === true,
      };
    },
    async companyCountry(company) {
      const known = countries.get(company.realmID);
      if (known !== undefined) return known;
      const answer = await api<{ CompanyInfo?: { Country?: string } }>(
        company,
        'GET',
        `companyinfo/${encodeURIComponent(company.realmID)}`,
        {},
      );
      const country = answer.CompanyInfo?.Country ?? null;
      countries.set(company.realmID, country);
      return country;
    },
    async createInvoice(company, draft, requestID) {
      const answer = await api<{ Invoice: { Id: string } }>(
        company,
        'POST',
        'invoice',
        { requestid: requestID },
        invoiceBody(draft, requestID),
        subjectOfInvoiceFault,
      );
      return answer.Invoice.Id;
    },
    async findInvoice(company, lookup) {
      const answer = await api<{ QueryResponse?: { Invoice?: { Id: string; PrivateNote?: string }[] } }>(
        company,
        'GET',
        'query',
        {
          query: `select * from Invoice where CustomerRef = '${quoted(lookup.customerID)}' and TxnDate = '${quoted(lookup.date)}'`,
        },
      );
      const made = (answer.QueryResponse?.Invoice ?? []).find((invoice) =>
        invoice.PrivateNote?.includes(requestNote(lookup.requestID)),
      );
      return made?.Id ?? null;
    },
    invoiceURL: (invoiceID) => `${endpoints().app}/app/invoice?txnId=${encodeURIComponent(invoiceID)}`,
    customerURL: (customerID) =>
      `${endpoints().app}/app/customerdetail?nameId=${encodeURIComponent(customerID)}`,
  };
}

const appOf = (app: AccountingApp) => ({ clientID: app.clientID, clientSecret: app.clientSecret });

const isUS = (country: string | null) => country === 'US' || country === 'USA';

/** A query's quoted value: backslashes and quotes escaped (QuickBooks' query language). */
const quoted = (value: string) => value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/**
 * The request id as the invoice carries it in its private note: a lost answer is found again by it
 * (findInvoice), since QuickBooks cannot be queried by requestid.
 */
export const requestNote = (requestID: string) => `[request ${requestID}]`;

/**
 * One line per session: the centre's item, one unit at the item's price, the centre's tax code. The private
 * note carries the request id, so that the invoice of a lost answer can be found again.
 */
export function invoiceBody(draft: InvoiceDraft, requestID: string) {
  const us = isUS(draft.country);
  // A US company marks the line taxable (TAX) or not (NON) and names its sales tax code on the invoice (its
  // automated sales tax works the rate out itself); any other company puts the (numeric) tax code on the line.
  const lineTax = us ? (draft.taxCodeID ? 'TAX' : 'NON') : draft.taxCodeID;
  return {
    CustomerRef: { value: draft.customerID },
    TxnDate: draft.date,
    PrivateNote: `${draft.privateNote} ${requestNote(requestID)}`,
    // Non-US editions say whether amounts include tax; a US company's automated sales tax has no such field.
    ...(!us && draft.taxCodeID
      ? { GlobalTaxCalculation: draft.taxIncluded ? 'TaxInclusive' : 'TaxExcluded' }
      : {}),
    ...(us && draft.taxCodeID ? { TxnTaxDetail: { TxnTaxCodeRef: { value: draft.taxCodeID } } } : {}),
    Line: [
      {
        DetailType: 'SalesItemLineDetail',
        Amount: draft.unitPrice,
        Description: draft.description,
        SalesItemLineDetail: {
          ItemRef: { value: draft.itemID },
          Qty: 1,
          UnitPrice: draft.unitPrice,
          ServiceDate: draft.date,
          ...(lineTax ? { TaxCodeRef: { value: lineTax } } : {}),
        },
      },
    ],
  };
}

function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AccountingError('unavailable', 'QuickBooks timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A token endpoint's refusal (400/401: a used or revoked grant) is `auth`; anything else `unavailable`. */
function tokenError(error: unknown): { error: AccountingError; status: number | null } {
  if (error instanceof AccountingError) return { error, status: null };
  const e = error as { response?: { status?: number }; authResponse?: { status?: () => number } };
  const status = e.response?.status ?? e.authResponse?.status?.() ?? null;
  if (status === 400 || status === 401) {
    return { error: new AccountingError('auth', `token request refused (${status})`), status };
  }
  return { error: new AccountingError('unavailable', 'the token request failed'), status };
}

interface Fault {
  message: string;
  /** Intuit's error code (e.g. 2500 Invalid Reference Id, 610 Object Not Found / inactive). */
  code: string | null;
  /** Intuit's `element`, or the words of the detail, naming what was refused. */
  about: string;
}

function faultOf(text: string, status: number): Fault {
  try {
    const fault = JSON.parse(text) as {
      Fault?: { Error?: { Message?: string; Detail?: string; code?: string; element?: string }[] };
    };
    const first = fault.Fault?.Error?.[0];
    if (first) {
      return {
        message: `${first.Message ?? 'Fault'}${first.Detail ? `: ${first.Detail}` : ''}`,
        code: first.code ?? null,
        about: `${first.element ?? ''} ${first.Message ?? ''} ${first.Detail ?? ''}`.toLowerCase(),
      };
    }
  } catch {
    // not JSON: the status says enough
  }
  return { message: `QuickBooks refused the request (${status})`, code: null, about: '' };
}

/** An invoice's refusal names the item, the tax code or the customer when its fault does. */
function subjectOfInvoiceFault(fault: Fault): AccountingError['subject'] {
  if (/taxcode|tax code|tax rate|taxrate/.test(fault.about)) return 'tax-code';
  if (/itemref|\bitem\b/.test(fault.about)) return 'item';
  if (/customerref|customer/.test(fault.about) && /inactive|made inactive/.test(fault.about)) {
    return 'customer-inactive';
  }
  return null;
}
