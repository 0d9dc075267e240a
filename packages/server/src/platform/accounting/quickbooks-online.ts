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
}): AccountingProvider {
  const { endpoints, timeoutMs } = options;

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
      revokeEndpoint: urls.token.replace(/tokens\/bearer$/, 'tokens/revoke'),
      userInfoEndpoint: urls.token,
    });
    return client;
  }

  async function tokenCall(call: () => Promise<{ getJson(): unknown }>): Promise<AccountingTokens> {
    let json: Record<string, unknown>;
    try {
      const response = await bounded(call(), timeoutMs);
      json = (response.getJson() ?? {}) as Record<string, unknown>;
    } catch (error) {
      throw tokenError(error);
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
      throw new AccountingError('unavailable', `QuickBooks did not answer: ${(error as Error).name}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status === 401 || response.status === 403) {
      throw new AccountingError('auth', `QuickBooks refused the token (${response.status})`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new AccountingError('unavailable', `QuickBooks answered ${response.status}`);
    }
    if (!response.ok) throw new AccountingError('refused', faultMessage(text, response.status));
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
      return tokenCall(() => client.createToken(`?${new URLSearchParams({ code }).toString()}`));
    },
    refresh(app, refreshToken) {
      const client = oauthClient(appOf(app));
      return tokenCall(() => client.refreshUsingToken(refreshToken));
    },
    async findCustomer(company, displayName) {
      const escaped = displayName.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      const answer = await api<{ QueryResponse?: { Customer?: { Id: string }[] } }>(company, 'GET', 'query', {
        query: `select * from Customer where DisplayName = '${escaped}'`,
      });
      return answer.QueryResponse?.Customer?.[0]?.Id ?? null;
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
    async itemPrice(company, itemID) {
      const answer = await api<{ Item?: { UnitPrice?: number } }>(
        company,
        'GET',
        `item/${encodeURIComponent(itemID)}`,
        {},
      );
      return typeof answer.Item?.UnitPrice === 'number' ? answer.Item.UnitPrice : null;
    },
    async createInvoice(company, draft, requestID) {
      const answer = await api<{ Invoice: { Id: string } }>(
        company,
        'POST',
        'invoice',
        { requestid: requestID },
        invoiceBody(draft),
      );
      return answer.Invoice.Id;
    },
    invoiceURL: (invoiceID) => `${endpoints().app}/app/invoice?txnId=${encodeURIComponent(invoiceID)}`,
    customerURL: (customerID) =>
      `${endpoints().app}/app/customerdetail?nameId=${encodeURIComponent(customerID)}`,
  };
}

const appOf = (app: AccountingApp) => ({ clientID: app.clientID, clientSecret: app.clientSecret });

/** One line per session: the centre's item, one unit at the item's price, the centre's tax code. */
export function invoiceBody(draft: InvoiceDraft) {
  return {
    CustomerRef: { value: draft.customerID },
    TxnDate: draft.date,
    PrivateNote: draft.privateNote,
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
          ...(draft.taxCodeID ? { TaxCodeRef: { value: draft.taxCodeID } } : {}),
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
function tokenError(error: unknown): AccountingError {
  if (error instanceof AccountingError) return error;
  const e = error as { response?: { status?: number }; authResponse?: { status?: () => number } };
  const status = e.response?.status ?? e.authResponse?.status?.();
  if (status === 400 || status === 401)
    return new AccountingError('auth', `token request refused (${status})`);
  return new AccountingError('unavailable', 'the token request failed');
}

function faultMessage(text: string, status: number): string {
  try {
    const fault = JSON.parse(text) as { Fault?: { Error?: { Message?: string; Detail?: string }[] } };
    const first = fault.Fault?.Error?.[0];
    if (first) return `${first.Message ?? 'Fault'}${first.Detail ? `: ${first.Detail}` : ''}`;
  } catch {
    // not JSON: the status says enough
  }
  return `QuickBooks refused the request (${status})`;
}
