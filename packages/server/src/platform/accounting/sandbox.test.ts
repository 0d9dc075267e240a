import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerQuickbooksSandbox, SANDBOX_PATH, SANDBOX_REALM, sandboxState } from './sandbox.ts';

const CLIENT = `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`;
const BACK = 'http://localhost:3000/redirect/quickbooks';

async function sandbox() {
  let clock = Date.parse('2026-11-26T08:00:00Z');
  const app = Fastify();
  await registerQuickbooksSandbox(app, { state: sandboxState(), now: () => clock });
  return { app, advance: (ms: number) => (clock += ms) };
}

/** Approve on the authorisation page, then trade the code for tokens, as the product will. */
async function connect(app: Awaited<ReturnType<typeof sandbox>>['app']) {
  const query = new URLSearchParams({
    client_id: 'client-1',
    redirect_uri: BACK,
    state: 's-1',
    response_type: 'code',
  });
  const pageRes = await app.inject(`${SANDBOX_PATH}/connect/oauth2?${query}`);
  expect(pageRes.statusCode).toBe(200);
  expect(pageRes.body).toContain('QuickBooks sandbox');
  const approveHref =
    /href="([^"]*connect\/approve[^"]*)"/.exec(pageRes.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
  const approved = await app.inject(approveHref);
  expect(approved.statusCode).toBe(302);
  const back = new URL(approved.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(BACK);
  expect(back.searchParams.get('state')).toBe('s-1');
  expect(back.searchParams.get('realmId')).toBe(SANDBOX_REALM);
  const tokens = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/oauth2/v1/tokens/bearer`,
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: BACK,
    }).toString(),
  });
  expect(tokens.statusCode).toBe(200);
  return tokens.json() as { access_token: string; refresh_token: string; expires_in: number };
}

describe('the local QuickBooks sandbox', () => {
  it('connects through its approve page, and a code is good once', async () => {
    const { app } = await sandbox();
    const tokens = await connect(app);
    expect(tokens.expires_in).toBe(3600);
    const again = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/oauth2/v1/tokens/bearer`,
      headers: {
        authorization: `Basic ${Buffer.from('other:x').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=authorization_code&code=unknown',
    });
    expect(again.statusCode).toBe(400);
  });

  it('finds or creates a customer and creates an invoice once per requestid', async () => {
    const { app } = await sandbox();
    const { access_token } = await connect(app);
    const auth = { authorization: `Bearer ${access_token}` };
    const base = `${SANDBOX_PATH}/v3/company/${SANDBOX_REALM}`;
    const query = (name: string) =>
      app.inject({
        url: `${base}/query?query=${encodeURIComponent(`select * from Customer where DisplayName = '${name}'`)}`,
        headers: auth,
      });
    expect((await query("Tan O\\'Neil")).json()).toMatchObject({ QueryResponse: {} });
    const created = await app.inject({
      method: 'POST',
      url: `${base}/customer`,
      headers: auth,
      payload: { DisplayName: "Tan O'Neil" },
    });
    const customer = created.json().Customer;
    expect((await query("Tan O\\'Neil")).json().QueryResponse.Customer).toEqual([customer]);

    const invoice = {
      CustomerRef: { value: customer.Id },
      TxnDate: '2026-11-26',
      Line: [
        { Amount: 150, DetailType: 'SalesItemLineDetail', SalesItemLineDetail: { ItemRef: { value: '1' } } },
      ],
    };
    const first = await app.inject({
      method: 'POST',
      url: `${base}/invoice?requestid=dialysis-41`,
      headers: auth,
      payload: invoice,
    });
    const retry = await app.inject({
      method: 'POST',
      url: `${base}/invoice?requestid=dialysis-41`,
      headers: auth,
      payload: invoice,
    });
    expect(retry.json().Invoice).toEqual(first.json().Invoice);
    const other = await app.inject({
      method: 'POST',
      url: `${base}/invoice?requestid=dialysis-42`,
      headers: auth,
      payload: invoice,
    });
    expect(other.json().Invoice.Id).not.toBe(first.json().Invoice.Id);
    const shown = await app.inject(`${SANDBOX_PATH}/app/invoice?txnId=${first.json().Invoice.Id}`);
    expect(shown.body).toContain(`Invoice ${first.json().Invoice.Id}`);
  });

  it('refuses an expired access token, and a refresh token gives a new one (once)', async () => {
    const { app, advance } = await sandbox();
    const { access_token, refresh_token } = await connect(app);
    advance(3601 * 1000);
    const expired = await app.inject({
      url: `${SANDBOX_PATH}/v3/company/${SANDBOX_REALM}/query?query=x`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(expired.statusCode).toBe(401);
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/oauth2/v1/tokens/bearer`,
        headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&refresh_token=${refresh_token}`,
      });
    const renewed = await refresh();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().access_token).not.toBe(access_token);
    expect((await refresh()).statusCode).toBe(400);
  });
});
