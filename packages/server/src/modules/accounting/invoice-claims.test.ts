import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { dialysisInvoice } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData } from '../../test/expect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import {
  anEndedSession,
  connect,
  faultyProvider,
  invoiceOf,
  LINK,
  linkAnswer,
  SANDBOX_CENTRE,
  UNLINKED,
} from './test-support.ts';

let faults: ReturnType<typeof faultyProvider>;

const test = apiTest(
  async (t) => {
    await t.listen(); // the server talks to the sandbox it serves, over HTTP
    const A = await t.aCentre(SANDBOX_CENTRE);
    const [manager, nurse] = await Promise.all([
      t.signedInAs('ManagingNurse', [A]),
      t.signedInAs('Nurse', [A]),
    ]);
    await connect(t, manager, A.id);
    return { A, manager, nurse };
  },
  {
    wrapAccounting: (configured) => {
      faults = faultyProvider(configured);
      return faults.provider;
    },
  },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const claimOf = async (t: TestApp, dialysisID: number) =>
  (await t.db.select().from(dialysisInvoice).where(eq(dialysisInvoice.dialysisID, dialysisID)))[0];

describe('one invoice per session, by the claim (issue 30 item 3)', () => {
  test('twelve calls at once for one session send one create request to QuickBooks', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    const { patient, session } = await anEndedSession(t, A);
    const before = faults.state.createRequests.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? nurse : manager).request(LINK, { patientID: patient.id, dialysisID: session.id }),
      ),
    );
    const sent = faults.state.createRequests.slice(before);
    expect(sent).toHaveLength(1);
    // The others waited for the one holding the claim and answer its invoice, or (on a machine slow enough to
    // outlast their wait) say it is pending: never another invoice.
    const told = answers.map((res) => invoiceOf(expectData(res).linkAppointmentToQuickbooks3));
    const urls = new Set(told.flatMap((answer) => (answer.invoiceURL ? [answer.invoiceURL] : [])));
    expect([...urls]).toEqual([expect.stringMatching(/txnId=\d+$/)]);
    for (const answer of told.filter((a) => !a.invoiceURL)) expect(answer.failure).toBe('pending');
    const later = await linkAnswer(nurse, patient.id, session.id);
    expect(urls.has(later.invoiceURL as string)).toBe(true);
    const claim = await claimOf(t, session.id);
    expect(claim).toMatchObject({ status: 'CREATED', claimedUntil: null, requestID: sent[0] });
    expect(claim?.requestID).toMatch(UUID);
  });

  test('a lost answer is found by the stored request id: the retry asks QuickBooks first and creates nothing', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    const name = unique('Lost');
    const { patient, session } = await anEndedSession(t, A, name);
    const before = { creates: faults.state.createRequests.length, invoices: faults.state.invoices.size };
    faults.state.fault = 'answer-lost';
    const lost = await linkAnswer(nurse, patient.id, session.id);
    faults.state.fault = 'none';
    expect(lost).toMatchObject({ invoiceURL: null, failure: 'unavailable' });
    const claim = await claimOf(t, session.id);
    expect(claim).toMatchObject({ status: 'PENDING', claimedUntil: null, lastFailure: 'unavailable' });
    expect(claim?.sentAt).toBeTruthy();
    const listed = expectData(
      await manager.request(UNLINKED, { filter: { clinicIDs: [A.id], search: name } }),
    );
    expect(listed.listUnlinkedInvoice.result[0]).toMatchObject({ pending: true, lastFailure: 'unavailable' });

    const retried = await linkAnswer(nurse, patient.id, session.id);
    expect(retried.invoiceURL).toMatch(/txnId=\d+$/);
    // One create request in all (the lost one), one invoice in QuickBooks, found by the claim's request id.
    expect(faults.state.createRequests.slice(before.creates)).toEqual([claim?.requestID]);
    expect(faults.state.lookups).toContain(claim?.requestID);
    expect(faults.state.invoices.size - before.invoices).toBe(1);
    expect(retried.invoiceURL).toContain(`txnId=${[...faults.state.invoices].at(-1)}`);
  });

  test('QuickBooks down before anything was sent: the retry creates with the same request id', async ({
    t,
    given: { A, nurse },
  }) => {
    const { patient, session } = await anEndedSession(t, A);
    faults.state.fault = 'down';
    await nurse.request(LINK, { patientID: patient.id, dialysisID: session.id });
    faults.state.fault = 'none';
    const first = await claimOf(t, session.id);
    const before = faults.state.createRequests.length;
    const retried = await linkAnswer(nurse, patient.id, session.id);
    expect(retried.invoiceURL).toBeTruthy();
    expect(faults.state.createRequests.slice(before)).toEqual([first?.requestID]);
  });

  test('a claim held by an attempt under way: a call after the wait answers pending; a lapsed hold is taken over', async ({
    t,
    given: { A, nurse },
  }) => {
    const { patient, session } = await anEndedSession(t, A);
    faults.state.fault = 'down';
    await nurse.request(LINK, { patientID: patient.id, dialysisID: session.id });
    faults.state.fault = 'none';
    // Another instance holds the claim (its attempt under way, or crashed without freeing it).
    const held = new Date(t.clock.now().getTime() + 60_000);
    await t.db
      .update(dialysisInvoice)
      .set({ claimedUntil: held })
      .where(eq(dialysisInvoice.dialysisID, session.id));
    const before = faults.state.createRequests.length;
    const waiting = await linkAnswer(nurse, patient.id, session.id);
    expect(waiting).toMatchObject({ invoiceURL: null, failure: 'pending' });
    expect(faults.state.createRequests.length).toBe(before);
    t.clock.advance(61_000);
    const taken = await linkAnswer(nurse, patient.id, session.id);
    expect(taken.invoiceURL).toBeTruthy();
    expect(faults.state.createRequests.length).toBe(before + 1);
  });
});
