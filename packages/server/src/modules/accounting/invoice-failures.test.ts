import {
  customerDisplayName,
  itemRefusedMessage,
  ACCOUNTING_MESSAGES as M,
  taxCodeRefusedMessage,
  zeroPriceMessage,
} from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { qbAccess, qbCustomer } from '../../db/schema.ts';
import { quickbooksEndpoints } from '../../platform/accounting/endpoints.ts';
import { quickbooksOnline } from '../../platform/accounting/quickbooks-online.ts';
import { SANDBOX_REALM, type SandboxState } from '../../platform/accounting/sandbox.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData } from '../../test/expect.ts';
import type { GqlClient } from '../../test/graphql.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  anEndedSession,
  connect,
  faultyProvider,
  invoiceOf,
  LINK,
  linkAnswer,
  SANDBOX_CENTRE,
  STATUS,
} from './test-support.ts';

let faults: ReturnType<typeof faultyProvider>;

const test = apiTest(
  async (t) => {
    const origin = await t.listen(); // the server talks to the sandbox it serves, over HTTP
    const [A, unknownItem, inactiveItem, noPrice, badTax] = await Promise.all([
      t.aCentre(SANDBOX_CENTRE),
      t.aCentre({ ...SANDBOX_CENTRE, qbItemID: '999' }),
      t.aCentre({ ...SANDBOX_CENTRE, qbItemID: '3' }),
      t.aCentre({ ...SANDBOX_CENTRE, qbItemID: '2' }),
      t.aCentre({ ...SANDBOX_CENTRE, qbTaxCodeID: '55' }),
    ]);
    const centres = { A, unknownItem, inactiveItem, noPrice, badTax };
    const manager = await t.signedInAs('ManagingNurse', Object.values(centres));
    for (const centre of Object.values(centres)) await connect(t, manager, centre.id);
    return { ...centres, manager, origin };
  },
  {
    wrapAccounting: (configured) => {
      faults = faultyProvider(configured);
      return faults.provider;
    },
  },
);

const sandboxOf = (t: TestApp) => t.app.quickbooksSandbox as SandboxState;

/** Asks for the invoice of a new ended session of the centre; its answer. */
async function invoiceAt(t: TestApp, client: GqlClient, centre: { id: number }, name?: string) {
  const { patient, session } = await anEndedSession(t, centre, name);
  const res = await client.request(LINK, { patientID: patient.id, dialysisID: session.id });
  return { patient, session, answer: invoiceOf(expectData(res).linkAppointmentToQuickbooks3) };
}

describe('the true reason an invoice was not made (issue 30 item 2)', () => {
  test('the centre’s item or tax code, named; an item without a price makes no $0 invoice', async ({
    t,
    given: { unknownItem, inactiveItem, noPrice, badTax, manager },
  }) => {
    const before = faults.state.createRequests.length;
    expect((await invoiceAt(t, manager, unknownItem)).answer).toEqual({
      invoiceURL: null,
      qbMessage: itemRefusedMessage('999'),
      failure: 'item',
    });
    expect((await invoiceAt(t, manager, inactiveItem)).answer).toMatchObject({ failure: 'item' });
    expect((await invoiceAt(t, manager, noPrice)).answer).toEqual({
      invoiceURL: null,
      qbMessage: zeroPriceMessage('2'),
      failure: 'zero-price',
    });
    // None of these sent a create request; the bad tax code is refused by QuickBooks on the invoice.
    expect(faults.state.createRequests.length).toBe(before);
    expect((await invoiceAt(t, manager, badTax)).answer).toEqual({
      invoiceURL: null,
      qbMessage: taxCodeRefusedMessage('55'),
      failure: 'tax-code',
    });
  });

  test('QuickBooks not answering is said so, not "authentication failed"', async ({
    t,
    given: { A, manager },
  }) => {
    faults.state.fault = 'down';
    const { answer } = await invoiceAt(t, manager, A);
    faults.state.fault = 'none';
    expect(answer).toEqual({ invoiceURL: null, qbMessage: M.unavailable, failure: 'unavailable' });
  });

  test('an inactive customer of the same name is made active again and invoiced (issue 30 item 5)', async ({
    t,
    given: { A, manager },
  }) => {
    const sandbox = sandboxOf(t);
    const { patient, session } = await anEndedSession(t, A);
    const displayName = customerDisplayName(patient);
    const customers = sandbox.customers.get(SANDBOX_REALM) ?? [];
    const inactive = { Id: `X${patient.id}`, DisplayName: displayName, Active: false };
    sandbox.customers.set(SANDBOX_REALM, [...customers, inactive]);
    const answer = await linkAnswer(manager, patient.id, session.id);
    expect(answer.invoiceURL).toMatch(/txnId=\d+$/);
    expect(inactive.Active).toBe(true);
    // Made inactive in QuickBooks after the link was kept: the next invoice makes it active again too.
    inactive.Active = false;
    const next = await anEndedSession(t, A);
    await t.db.insert(qbCustomer).values({
      clinicID: A.id,
      patientID: next.patient.id,
      realmID: SANDBOX_REALM,
      customerID: inactive.Id,
    });
    const again = await linkAnswer(manager, next.patient.id, next.session.id);
    expect(again.invoiceURL).toBeTruthy();
  });
});

describe('tax codes by the company’s country (issue 30 item 5)', () => {
  test('a non-US company (the sandbox is in Singapore): the numeric code and the tax-inclusive setting', async ({
    t,
    given: { A, manager },
  }) => {
    const sandbox = sandboxOf(t);
    const made = await invoiceAt(t, manager, A);
    const txnId = new URL(made.answer.invoiceURL as string, 'http://x').searchParams.get('txnId');
    const invoice = (sandbox.invoices.get(SANDBOX_REALM) ?? []).find((i) => i.Id === txnId);
    expect(invoice?.GlobalTaxCalculation).toBe('TaxExcluded');
    expect(JSON.stringify(invoice?.Line)).toContain('"TaxCodeRef":{"value":"7"}');
  });
});

describe('Intuit’s transaction id (issue 30 item 5)', () => {
  test('every provider call is logged with its intuit_tid', async ({ t, given: { A, origin } }) => {
    const logged: Record<string, unknown>[] = [];
    const client = quickbooksOnline({
      endpoints: quickbooksEndpoints(t.config.quickbooks, () => origin),
      timeoutMs: 5_000,
      log: { info: (fields) => logged.push(fields) },
    });
    const [record] = await t.db.select().from(qbAccess).where(eq(qbAccess.id, A.id));
    const company = {
      realmID: record?.realmID as string,
      accessToken: t.app.accountingServices.secrets.open(record?.accessToken as string),
    };
    await client.item(company, '1');
    await expect(client.item(company, '999')).rejects.toMatchObject({ subject: 'item' });
    expect(logged).toEqual([
      { call: 'GET item/1', status: 200, intuitTid: expect.stringMatching(/^sandbox-/) },
      { call: 'GET item/999', status: 400, intuitTid: expect.stringMatching(/^sandbox-/) },
    ]);
  });
});

describe('a dead connection looks dead (issue 30 item 4)', () => {
  test('tokens revoked in QuickBooks: the call says authentication failed, the status turns Refused, then expired by the failed refresh', async ({
    t,
    given: { A, manager },
  }) => {
    const sandbox = sandboxOf(t);
    // Revoked in QuickBooks (or the sandbox restarted): every token it issued is unknown to it now.
    sandbox.access.clear();
    sandbox.refresh.clear();
    const first = await invoiceAt(t, manager, A);
    expect(first.answer).toEqual({ invoiceURL: null, qbMessage: M.authFailed, failure: 'auth' });
    const status = expectData(await manager.request(STATUS, { clinicIDs: [A.id] }));
    expect(status.listAccountingStatus[0]).toMatchObject({ connected: true, state: 'REFUSED' });
    // The next attempt tries a refresh, which QuickBooks refuses: sign in again.
    const second = await invoiceAt(t, manager, A);
    expect(second.answer).toMatchObject({ failure: 'token-expired', qbMessage: M.tokenExpiredServer });
    // Connected again: the status follows.
    await connect(t, manager, A.id);
    const after = expectData(await manager.request(STATUS, { clinicIDs: [A.id] }));
    expect(after.listAccountingStatus[0]).toMatchObject({ state: 'CONNECTED' });
    expect((await invoiceAt(t, manager, A)).answer.invoiceURL).toBeTruthy();
  });
});
