import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A local QuickBooks Online sandbox (issue 15, item 2): the endpoints of Intuit's OAuth 2 and Accounting API the
 * product calls, served by the app itself under SANDBOX_PATH, so the demo and the tests walk the whole invoice
 * flow on a machine with no internet. It is clearly labelled, keeps its data in memory (a restart forgets it) and
 * is never registered in production (config refuses QUICKBOOKS_SANDBOX there).
 *
 *   GET  /connect/oauth2            the authorisation page with an Approve button
 *   GET  /connect/approve           -> redirect_uri?code&state&realmId
 *   POST /oauth2/v1/tokens/bearer   authorization_code and refresh_token grants (client id and secret as Basic)
 *   POST /v2/oauth2/tokens/revoke   revokes a refresh (or access) token and every token of its grant
 *   GET  /v3/company/:realm/query   select * from Customer where DisplayName = '...' [and Active in (true, false)]
 *                                   select * from Invoice where CustomerRef = '...' and TxnDate = '...'
 *   GET  /v3/company/:realm/customer/:id            a customer (with its SyncToken)
 *   POST /v3/company/:realm/customer?requestid=...  the same requestid answers the same customer; with Id and
 *                                                   sparse, an update (Active)
 *   POST /v3/company/:realm/invoice?requestid=...   the same requestid answers the same invoice
 *   GET  /v3/company/:realm/companyinfo/:id         the company, in Singapore unless a test sets US
 *   GET  /v3/company/:realm/item/:id                item 1 "Haemodialysis session" at 250, item 2 without a
 *                                                   price, item 3 inactive; any other is not found
 *   GET  /app/invoice?txnId=...     the invoice's page (the URL an invoice answer points to)
 *   GET  /app/customerdetail?nameId=...   a customer's page with their invoices
 */
export const SANDBOX_PATH = '/sandbox/quickbooks';
export const SANDBOX_REALM = '9341450000000000';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 8_726_400;
/** The price the sandbox's item answers, so that demo invoices carry an amount. */
export const SANDBOX_ITEM_PRICE = 250;

interface Invoice {
  Id: string;
  CustomerRef: { value: string };
  Line: unknown[];
  TxnDate: string;
  TotalAmt: number;
  PrivateNote?: string;
  GlobalTaxCalculation?: string;
}

interface Customer {
  Id: string;
  DisplayName: string;
  /** Absent: active (the demo's restored customers). */
  Active?: boolean;
}

/** The sandbox's items: a priced one (the demo centres'), one without a price, an inactive one. */
const ITEMS: Record<string, { Name: string; UnitPrice?: number; Active: boolean }> = {
  '1': { Name: 'Haemodialysis session', UnitPrice: SANDBOX_ITEM_PRICE, Active: true },
  '2': { Name: 'Consultation (no price)', Active: true },
  '3': { Name: 'Retired service', UnitPrice: 100, Active: false },
};

/**
 * What the sandbox holds: codes and tokens it issued (each of a grant, which a revoke ends whole), and each
 * realm's customers and invoices.
 */
export function sandboxState() {
  return {
    codes: new Map<string, { clientID: string; redirectUri: string; realmId: string }>(),
    access: new Map<string, { clientID: string; realmId: string; expires: number; grant: string }>(),
    refresh: new Map<string, { clientID: string; realmId: string; grant: string }>(),
    customers: new Map<string, Customer[]>(),
    invoices: new Map<string, Invoice[]>(),
    byRequestID: new Map<string, Invoice>(),
    customerByRequestID: new Map<string, Customer>(),
    /** The company's country (Singapore, like the demo's centres; a test sets US). */
    country: 'SG',
  };
}

/** Ends a grant: its refresh token and every access token it issued (a revoke, here or "in QuickBooks"). */
export function revokeGrant(state: SandboxState, grant: string): void {
  for (const [key, value] of state.refresh) if (value.grant === grant) state.refresh.delete(key);
  for (const [key, value] of state.access) if (value.grant === grant) state.access.delete(key);
}
export type SandboxState = ReturnType<typeof sandboxState>;
type State = SandboxState;

const token = () => randomBytes(24).toString('base64url');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 640px; margin: 48px auto; padding: 0 16px">
<p style="background:#fff4e5;border:1px solid #ffa940;padding:8px 12px;border-radius:6px">
<strong>QuickBooks sandbox</strong>: a local stand-in for QuickBooks Online, for demonstration and tests only.
No real accounting data is sent anywhere.</p>${body}</body></html>`;
}

function fault(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ Fault: { Error: [{ Message: message }], type: 'ValidationFault' } });
}

/** The sandbox's tax codes: on the line, a numeric one for a non-US company, TAX or NON for a US one. */
const TAX_CODES = { other: new Set(['7']), US: new Set(['TAX', 'NON']) };

/** An invoice naming an item or tax code the company does not have, as Intuit's fault words it. */
function refusedReference(lines: unknown[], country: string, invoiceTax: string | undefined): string | null {
  if (invoiceTax !== undefined && (country !== 'US' || !TAX_CODES.other.has(invoiceTax))) {
    return 'Invalid Reference Id: TxnTaxCodeRef';
  }
  for (const line of lines) {
    const detail = (
      line as { SalesItemLineDetail?: { ItemRef?: { value?: string }; TaxCodeRef?: { value?: string } } }
    ).SalesItemLineDetail;
    const item = detail?.ItemRef?.value;
    if (!item || !ITEMS[item]?.Active) return 'Invalid Reference Id: ItemRef';
    const tax = detail?.TaxCodeRef?.value;
    const codes = country === 'US' ? TAX_CODES.US : TAX_CODES.other;
    if (tax !== undefined && !codes.has(tax)) return 'Invalid Reference Id: TaxCodeRef';
  }
  return null;
}

/** The client of a token request: Basic client_id:secret (Intuit's way). */
function basicClient(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const [clientID, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return clientID && secret ? clientID : null;
}

/** The realm a Bearer token may act on, or null (expired or unknown). */
function bearerRealm(state: State, request: FastifyRequest, now: () => number): string | null {
  const header = request.headers.authorization ?? '';
  const grant = header.startsWith('Bearer ') ? state.access.get(header.slice(7)) : undefined;
  return grant && grant.expires > now() ? grant.realmId : null;
}

export async function registerQuickbooksSandbox(
  app: FastifyInstance,
  options: { state?: State; now?: () => number } = {},
): Promise<void> {
  const state = options.state ?? sandboxState();
  const now = options.now ?? Date.now;
  await app.register(
    async (sandbox) => {
      // Every answer carries a transaction id, as Intuit's do: support asks for it (the client logs it).
      sandbox.addHook('onSend', async (_request, reply) => {
        reply.header('intuit_tid', `sandbox-${randomBytes(8).toString('hex')}`);
      });
      // Intuit's token endpoint takes a form body; only this plugin parses one.
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      sandbox.get('/connect/oauth2', async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        if (!q.client_id || !q.redirect_uri || !q.state || q.response_type !== 'code') {
          return reply
            .code(400)
            .type('text/html')
            .send(
              page('Bad request', '<p>Missing client_id, redirect_uri, state or response_type=code.</p>'),
            );
        }
        const approve = new URLSearchParams({
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          state: q.state,
        });
        return reply.type('text/html').send(
          page(
            'Connect to QuickBooks (sandbox)',
            `<h1>Connect to QuickBooks</h1><p>The dialysis centre application asks to create customers and invoices in
the sandbox company ${SANDBOX_REALM}.</p><p><a id="approve" href="${SANDBOX_PATH}/connect/approve?${escapeHtml(approve.toString())}"
style="display:inline-block;background:#2ca01c;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">Approve</a></p>`,
          ),
        );
      });

      sandbox.get('/connect/approve', async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        if (!q.client_id || !q.redirect_uri || !q.state) return reply.code(400).send('missing parameters');
        const code = token();
        state.codes.set(code, { clientID: q.client_id, redirectUri: q.redirect_uri, realmId: SANDBOX_REALM });
        const back = new URL(q.redirect_uri);
        back.search = new URLSearchParams({ code, state: q.state, realmId: SANDBOX_REALM }).toString();
        return reply.redirect(back.toString());
      });

      sandbox.post('/oauth2/v1/tokens/bearer', async (request, reply) => {
        const clientID = basicClient(request);
        if (!clientID) return reply.code(401).send({ error: 'invalid_client' });
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        let realmId: string;
        let grantID: string;
        if (body.grant_type === 'authorization_code') {
          const issued = body.code ? state.codes.get(body.code) : undefined;
          if (!issued || issued.clientID !== clientID || issued.redirectUri !== body.redirect_uri) {
            return reply.code(400).send({ error: 'invalid_grant' });
          }
          state.codes.delete(body.code as string);
          realmId = issued.realmId;
          grantID = token();
        } else if (body.grant_type === 'refresh_token') {
          const grant = body.refresh_token ? state.refresh.get(body.refresh_token) : undefined;
          if (!grant || grant.clientID !== clientID) return reply.code(400).send({ error: 'invalid_grant' });
          state.refresh.delete(body.refresh_token as string);
          realmId = grant.realmId;
          grantID = grant.grant;
        } else {
          return reply.code(400).send({ error: 'unsupported_grant_type' });
        }
        const access_token = token();
        const refresh_token = token();
        state.access.set(access_token, {
          clientID,
          realmId,
          expires: now() + ACCESS_SECONDS * 1000,
          grant: grantID,
        });
        state.refresh.set(refresh_token, { clientID, realmId, grant: grantID });
        return {
          token_type: 'bearer',
          access_token,
          refresh_token,
          expires_in: ACCESS_SECONDS,
          x_refresh_token_expires_in: REFRESH_SECONDS,
        };
      });

      // Intuit's revoke: JSON {token}, the app's client id and secret as Basic; 200 whether or not it was known.
      sandbox.post('/v2/oauth2/tokens/revoke', async (request, reply) => {
        const clientID = basicClient(request);
        if (!clientID) return reply.code(401).send({ error: 'invalid_client' });
        const revoked = String((request.body as { token?: unknown } | null)?.token ?? '');
        const grant = state.refresh.get(revoked)?.grant ?? state.access.get(revoked)?.grant;
        if (grant) revokeGrant(state, grant);
        return reply.code(200).send();
      });

      sandbox.get('/v3/company/:realm/query', async (request, reply) => {
        const { realm } = request.params as { realm: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        const query = String((request.query as { query?: string }).query ?? '').trim();
        const unquote = (text: string | undefined) => (text ?? '').replace(/\\(.)/g, '$1');
        const customer =
          /^select \* from Customer where DisplayName = '((?:[^'\\]|\\.)*)'( and Active in \(true, false\))?$/i.exec(
            query,
          );
        if (customer) {
          const name = unquote(customer[1]);
          const withInactive = Boolean(customer[2]);
          const found = (state.customers.get(realm) ?? []).filter(
            (c) => c.DisplayName === name && (withInactive || c.Active !== false),
          );
          return {
            QueryResponse: found.length ? { Customer: found } : {},
            time: new Date(now()).toISOString(),
          };
        }
        const invoice =
          /^select \* from Invoice where CustomerRef = '((?:[^'\\]|\\.)*)' and TxnDate = '((?:[^'\\]|\\.)*)'$/i.exec(
            query,
          );
        if (invoice) {
          const found = (state.invoices.get(realm) ?? []).filter(
            (i) => i.CustomerRef.value === unquote(invoice[1]) && i.TxnDate === unquote(invoice[2]),
          );
          return {
            QueryResponse: found.length ? { Invoice: found } : {},
            time: new Date(now()).toISOString(),
          };
        }
        return fault(reply, 400, 'Unsupported query');
      });

      sandbox.get('/v3/company/:realm/customer/:id', async (request, reply) => {
        const { realm, id } = request.params as { realm: string; id: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        const found = (state.customers.get(realm) ?? []).find((c) => c.Id === id);
        if (!found) return fault(reply, 400, 'Object Not Found');
        return { Customer: { ...found, Active: found.Active !== false, SyncToken: '0' } };
      });

      sandbox.post('/v3/company/:realm/customer', async (request, reply) => {
        const { realm } = request.params as { realm: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        const update = (request.body ?? {}) as { Id?: string; sparse?: boolean; Active?: boolean };
        if (update.Id) {
          const found = (state.customers.get(realm) ?? []).find((c) => c.Id === update.Id);
          if (!found || !update.sparse) return fault(reply, 400, 'Object Not Found');
          if (typeof update.Active === 'boolean') found.Active = update.Active;
          return { Customer: { ...found, Active: found.Active !== false } };
        }
        const requestID = (request.query as { requestid?: string }).requestid;
        const key = requestID ? `${realm}:customer:${requestID}` : undefined;
        const earlier = key ? state.customerByRequestID.get(key) : undefined;
        if (earlier) return { Customer: earlier };
        const name = String((request.body as { DisplayName?: unknown } | null)?.DisplayName ?? '').trim();
        if (!name) return fault(reply, 400, 'DisplayName is required');
        const list = state.customers.get(realm) ?? [];
        if (list.some((c) => c.DisplayName === name)) return fault(reply, 400, 'Duplicate Name Exists Error');
        const customer: Customer = { Id: String(list.length + 1), DisplayName: name, Active: true };
        state.customers.set(realm, [...list, customer]);
        if (key) state.customerByRequestID.set(key, customer);
        return { Customer: customer };
      });

      sandbox.post('/v3/company/:realm/invoice', async (request, reply) => {
        const { realm } = request.params as { realm: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        const requestID = (request.query as { requestid?: string }).requestid;
        const key = requestID ? `${realm}:${requestID}` : undefined;
        const earlier = key ? state.byRequestID.get(key) : undefined;
        if (earlier) return { Invoice: earlier };
        const body = (request.body ?? {}) as {
          CustomerRef?: { value?: string };
          Line?: unknown[];
          TxnDate?: string;
          PrivateNote?: string;
          GlobalTaxCalculation?: string;
          TxnTaxDetail?: { TxnTaxCodeRef?: { value?: string } };
        };
        const customer = body.CustomerRef?.value;
        const known = (state.customers.get(realm) ?? []).find((c) => c.Id === customer);
        if (!customer || !known) return fault(reply, 400, 'Invalid Reference Id: CustomerRef');
        if (known.Active === false) {
          return fault(
            reply,
            400,
            'Object Not Found: Something you’re trying to use has been made inactive (customer)',
          );
        }
        if (!Array.isArray(body.Line) || body.Line.length === 0) return fault(reply, 400, 'Line is required');
        const refused = refusedReference(body.Line, state.country, body.TxnTaxDetail?.TxnTaxCodeRef?.value);
        if (refused) return fault(reply, 400, refused);
        const list = state.invoices.get(realm) ?? [];
        const invoice: Invoice = {
          Id: String(list.length + 1),
          CustomerRef: { value: customer },
          Line: body.Line,
          TxnDate: body.TxnDate ?? new Date(now()).toISOString().slice(0, 10),
          ...(body.PrivateNote ? { PrivateNote: body.PrivateNote } : {}),
          ...(body.GlobalTaxCalculation ? { GlobalTaxCalculation: body.GlobalTaxCalculation } : {}),
          TotalAmt: body.Line.reduce<number>(
            (sum, line) => sum + Number((line as { Amount?: number }).Amount ?? 0),
            0,
          ),
        };
        state.invoices.set(realm, [...list, invoice]);
        if (key) state.byRequestID.set(key, invoice);
        return { Invoice: invoice };
      });

      sandbox.get('/v3/company/:realm/companyinfo/:id', async (request, reply) => {
        const { realm } = request.params as { realm: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        return { CompanyInfo: { Id: '1', CompanyName: 'Sandbox Dialysis Company', Country: state.country } };
      });

      sandbox.get('/v3/company/:realm/item/:id', async (request, reply) => {
        const { realm, id } = request.params as { realm: string; id: string };
        if (bearerRealm(state, request, now) !== realm) return fault(reply, 401, 'AuthenticationFailed');
        const item = ITEMS[id];
        if (!item) return fault(reply, 400, 'Object Not Found: Item');
        return { Item: { Id: id, Type: 'Service', ...item } };
      });

      sandbox.get('/app/customerdetail', async (request, reply) => {
        const { nameId } = request.query as { nameId?: string };
        const found = [...state.customers.entries()].flatMap(([realm, list]) =>
          list.filter((c) => c.Id === nameId).map((c) => ({ realm, customer: c })),
        )[0];
        if (!found)
          return reply.code(404).type('text/html').send(page('Not found', '<p>No such customer.</p>'));
        const invoices = (state.invoices.get(found.realm) ?? []).filter(
          (i) => i.CustomerRef.value === found.customer.Id,
        );
        const rows = invoices
          .map(
            (i) =>
              `<li><a href="${SANDBOX_PATH}/app/invoice?txnId=${escapeHtml(i.Id)}">Invoice ${escapeHtml(i.Id)}</a> · ${escapeHtml(i.TxnDate)} · ${i.TotalAmt}</li>`,
          )
          .join('');
        return reply
          .type('text/html')
          .send(
            page(
              found.customer.DisplayName,
              `<h1>${escapeHtml(found.customer.DisplayName)}</h1><h2>Invoices</h2><ul>${rows || '<li>None</li>'}</ul>`,
            ),
          );
      });

      sandbox.get('/app/invoice', async (request, reply) => {
        const { txnId } = request.query as { txnId?: string };
        const invoice = [...state.invoices.values()].flat().find((i) => i.Id === txnId);
        if (!invoice)
          return reply.code(404).type('text/html').send(page('Not found', '<p>No such invoice.</p>'));
        return reply
          .type('text/html')
          .send(
            page(
              `Invoice ${invoice.Id}`,
              `<h1>Invoice ${escapeHtml(invoice.Id)}</h1><p>Date ${escapeHtml(invoice.TxnDate)} · customer ${escapeHtml(invoice.CustomerRef.value)} · ${invoice.Line.length} line(s)</p><pre>${escapeHtml(JSON.stringify(invoice.Line, null, 2))}</pre>`,
            ),
          );
      });
    },
    { prefix: SANDBOX_PATH },
  );
}
