import type { InvoiceAnswer, QuickbooksLoginAnswer } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dialysis, qbAccess } from '../../db/schema.ts';
import {
  AccountingError,
  type AccountingProvider,
  type AccountingTokens,
} from '../../platform/accounting/provider.ts';
import { SANDBOX_PATH } from '../../platform/accounting/sandbox.ts';
import { expectData } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { GqlClient } from '../../test/graphql.ts';
import { type TestApp, TODAY } from '../../test/test-app.ts';
import { CHECKOUT } from '../dialysis/test-documents.ts';

export const AUTHORIZE = graphql(`
  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {
    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)
  }
`);
export const LOGIN = graphql(`
  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int, $clinicIDs: [Int!]) {
    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID, clinicIDs: $clinicIDs)
  }
`);
export const ACCESSES = graphql(`
  query ListQBAccesses($id: Int!) { listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date realmID } count } }
`);
export const STATUS = graphql(`
  query AccountingStatus($clinicIDs: [Int!]) {
    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }
  }
`);
export const MARK_NOT_BILLABLE = graphql(`
  mutation MarkNotBillable($dialysisID: Int!, $reason: String!) { markNotBillable(dialysisID: $dialysisID, reason: $reason) }
`);
export const UNMARK_NOT_BILLABLE = graphql(`
  mutation UnmarkNotBillable($dialysisID: Int!) { unmarkNotBillable(dialysisID: $dialysisID) }
`);
export const DISCONNECT = graphql(`
  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }
`);
export const LINK = graphql(`
  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {
    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)
  }
`);
export const LINK_PLAIN = graphql(`
  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {
    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)
  }
`);
export const UNLINKED = graphql(`
  query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {
    listUnlinkedInvoice(filter: $filter, pagination: $pagination) {
      result { dialysisID appointmentID patientID clinicID clinicName name nric date shift endTime endedByName pending lastFailure notBillableReason }
      count
    }
  }
`);
export const INVOICES_URL = graphql(`
  query PatientInvoices($patientID: Int!, $clinicID: Int!) { patientInvoices(patientID: $patientID, clinicID: $clinicID) { url } }
`);

/** The redirect address a browser on the test app would give (inject's Host is localhost:80). */
export const REDIRECT = 'http://localhost/redirect/quickbooks/link';

/** A centre set up for the local sandbox: client id and secret, item and tax code. */
export const SANDBOX_CENTRE = {
  qbClientID: 'sandbox-client',
  qbClientSecret: 'sandbox-client-secret',
  qbItemID: '1',
  qbTaxCodeID: '7',
};

/**
 * What a browser does between quickbooksAuthorizeURL and the redirect page: opens the provider's page, presses
 * Approve, and comes back with the query string (code, state, realmId) QuickBooks adds to the redirect address.
 */
export async function approveInSandbox(t: TestApp, authorizeURL: string): Promise<string> {
  expect(authorizeURL.startsWith(`${SANDBOX_PATH}/connect/oauth2?`)).toBe(true);
  const page = await t.app.inject({ method: 'GET', url: authorizeURL });
  expect(page.statusCode).toBe(200);
  const approve = /href="([^"]+\/connect\/approve\?[^"]+)"/
    .exec(page.body)?.[1]
    ?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  expect(approve, 'the sandbox page has an Approve link').toBeTruthy();
  const back = await t.app.inject({ method: 'GET', url: approve as string });
  expect(back.statusCode).toBe(302);
  return new URL(back.headers.location as string).search;
}

/** Connects a centre through the whole flow as `client`; answers loginQuickbooks's JSON. */
export async function connect(t: TestApp, client: GqlClient, clinicID: number) {
  const started = await client.request(AUTHORIZE, { clinicID, redirectURL: REDIRECT });
  expect(started.errors).toBeUndefined();
  const query = await approveInSandbox(t, started.data?.quickbooksAuthorizeURL as string);
  const res = await client.request(LOGIN, { quickbookURL: query, redirectURL: REDIRECT, clinicID });
  expect(res.errors).toBeUndefined();
  return JSON.parse(res.data?.loginQuickbooks as string) as QuickbooksLoginAnswer;
}

export type Fault = 'none' | 'down' | 'answer-lost' | 'crash-after-answer';

/**
 * The configured provider with a switch that makes invoice creation fail at a chosen point, and a record of
 * what it did: the invoices QuickBooks made (by id) and the tokens it handed out.
 */
export function faultyProvider(configured: AccountingProvider) {
  const state = {
    fault: 'none' as Fault,
    invoices: new Set<string>(),
    tokens: [] as AccountingTokens[],
    /** Every create request sent to QuickBooks (its request id), whatever its fate. */
    createRequests: [] as string[],
    /** Every look-up of a lost answer (its request id). */
    lookups: [] as string[],
    /** Every revoke sent (the refresh token). */
    revoked: [] as string[],
  };
  const provider: AccountingProvider = {
    ...configured,
    async findInvoice(company, lookup) {
      state.lookups.push(lookup.requestID);
      return configured.findInvoice(company, lookup);
    },
    async revoke(app, refreshToken) {
      state.revoked.push(refreshToken);
      return configured.revoke(app, refreshToken);
    },
    async exchangeCode(app, redirectURL, code) {
      const tokens = await configured.exchangeCode(app, redirectURL, code);
      state.tokens.push(tokens);
      return tokens;
    },
    async refresh(app, refreshToken) {
      const tokens = await configured.refresh(app, refreshToken);
      state.tokens.push(tokens);
      return tokens;
    },
    async createInvoice(company, draft, requestID) {
      if (state.fault === 'down') throw new AccountingError('unavailable', 'connection refused');
      state.createRequests.push(requestID);
      const id = await configured.createInvoice(company, draft, requestID);
      state.invoices.add(id);
      if (state.fault === 'answer-lost') throw new AccountingError('unavailable', 'QuickBooks timed out');
      if (state.fault === 'crash-after-answer') throw new Error('the process died here');
      return id;
    },
  };
  return { provider, state };
}
/** An ended session of a new patient of the centre (booked today), answered with its ids. */
export async function anEndedSession(t: TestApp, centre: { id: number }, name?: string) {
  const patient = await t.aPatient(centre, name ? { name } : {});
  const booked = await t.anAppointment(patient, { date: TODAY });
  const session = await t.aDialysis(booked, 'ended', t.clock.now());
  return { patient, booked, session };
}

/** Moves the centre's token record `ms` into the past, as if obtained then. */
export async function backdateToken(t: TestApp, clinicID: number, ms: number) {
  await t.db
    .update(qbAccess)
    .set({ date: new Date(t.clock.now().getTime() - ms) })
    .where(eq(qbAccess.id, clinicID));
}

export const invoiceOf = (text: string) => JSON.parse(text) as InvoiceAnswer;

/** A FULL check-out, as `client`, of a session started for a new patient of the centre; its answer and row. */
export async function fullCheckOut(t: TestApp, client: GqlClient, centre: { id: number }) {
  const patient = await t.aPatient(centre);
  const booked = await t.anAppointment(patient, { date: TODAY });
  const machine = await t.aMachine(centre);
  const running = await t.aDialysis(booked, 'started', t.clock.now(), {
    machineID: machine.id,
    preWeight: 65500,
    lastWeight: 65000,
    dryWeight: 63500,
    height: 170,
    preTemp: 36.5,
    preEdema: 1,
    preSBP: 140,
    preDBP: 85,
    preHRT: 76,
    preRenalin: 'none',
    ufTargetStart: 2000,
    dialyser: 'FX80',
    MSA: 1.8,
    membraneUse: 3,
  });
  const res = await client.request(CHECKOUT, {
    checkout: {
      id: running.id,
      updatedOn: running.updatedOn.toISOString(),
      mode: 'FULL',
      notes: 'Short session',
      postWeight: '63.6',
    },
  });
  const [saved] = await t.db.select().from(dialysis).where(eq(dialysis.id, running.id));
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return { answer: JSON.parse(expectData(res).checkoutDialysis), saved };
}

/** linkAppointmentToQuickbooks3 as `client` for an ended session, its answer read. */
export async function linkAnswer(client: GqlClient, patientID: number, dialysisID: number) {
  return invoiceOf(
    expectData(await client.request(LINK, { patientID, dialysisID })).linkAppointmentToQuickbooks3,
  );
}
