import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointment, auditLog, dialysisInvoice, qbAccess, qbOAuthState } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { TODAY } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import {
  ACCESSES,
  AUTHORIZE,
  anEndedSession,
  approveInSandbox,
  backdateToken,
  connect,
  faultyProvider,
  fullCheckOut,
  INVOICES_URL,
  invoiceOf,
  LINK,
  LINK_PLAIN,
  LOGIN,
  linkAnswer,
  REDIRECT,
  SANDBOX_CENTRE,
  STATUS,
  UNLINKED,
} from './test-support.ts';

let faults: ReturnType<typeof faultyProvider>;

const test = apiTest(
  async (t) => {
    await t.listen(); // the server exchanges codes with the sandbox it serves, over HTTP
    const [A, B, plain] = await Promise.all([
      t.aCentre(SANDBOX_CENTRE),
      t.aCentre(SANDBOX_CENTRE),
      t.aCentre(),
    ]);
    const [manager, nurse, doctor, nurseB] = await Promise.all([
      t.signedInAs('ManagingNurse', [A]),
      t.signedInAs('Nurse', [A, plain]),
      t.signedInAs('Doctor', [A]),
      t.signedInAs('Nurse', [B]),
    ]);
    return { A, B, plain, manager, nurse, doctor, nurseB };
  },
  {
    wrapAccounting: (configured) => {
      faults = faultyProvider(configured);
      return faults.provider;
    },
  },
);

describe('connecting a centre (loginQuickbooks, server-side OAuth state)', () => {
  test('the whole flow connects; the token record is answered, the tokens are sealed at rest', async ({
    t,
    given: { A, manager },
  }) => {
    expect(await connect(t, manager, A.id)).toEqual({ success: true });
    const { listQBAccesses } = expectData(await manager.request(ACCESSES, { id: A.id }));
    expect(listQBAccesses.count).toBe(1);
    expect(listQBAccesses.result[0]).toMatchObject({
      id: A.id,
      expiresIn: 3600,
      realmID: expect.any(String),
    });
    expect(Date.parse(listQBAccesses.result[0]?.date as string)).toBe(t.clock.now().getTime());
    const [row] = await t.db.select().from(qbAccess).where(eq(qbAccess.id, A.id));
    const issued = faults.state.tokens.at(-1);
    expect(row?.accessToken.startsWith('v1:')).toBe(true);
    expect(row?.accessToken).not.toContain(issued?.accessToken);
    expect(row?.refreshToken).not.toContain(issued?.refreshToken);
  });

  test('a state is good once, for its user, centre and address', async ({
    t,
    given: { A, B, manager, nurse },
  }) => {
    const started = expectData(await manager.request(AUTHORIZE, { clinicID: A.id, redirectURL: REDIRECT }));
    const query = await approveInSandbox(t, started.quickbooksAuthorizeURL);
    const failed = JSON.stringify({ success: false, message: M.connectFailed });
    // Another user with the same answer; another address; another centre; a forged state: all refused.
    expect(
      (await nurse.request(LOGIN, { quickbookURL: query, redirectURL: REDIRECT, clinicID: A.id })).data,
    ).toEqual({ loginQuickbooks: failed });
    // Another user cannot spend it; its owner can, once.
    const ok = expectData(
      await manager.request(LOGIN, { quickbookURL: query, redirectURL: REDIRECT, clinicID: A.id }),
    );
    expect(ok.loginQuickbooks).toBe(JSON.stringify({ success: true }));
    const used = expectData(
      await manager.request(LOGIN, { quickbookURL: query, redirectURL: REDIRECT, clinicID: A.id }),
    );
    expect(used.loginQuickbooks).toBe(failed);
    const again = expectData(await manager.request(AUTHORIZE, { clinicID: A.id, redirectURL: REDIRECT }));
    const fresh = await approveInSandbox(t, again.quickbooksAuthorizeURL);
    const forged = fresh.replace(/state=[^&]+/, 'state=forged');
    expect(
      expectData(
        await manager.request(LOGIN, { quickbookURL: forged, redirectURL: REDIRECT, clinicID: A.id }),
      ).loginQuickbooks,
    ).toBe(failed);
    const other = await manager.request(LOGIN, {
      quickbookURL: fresh,
      redirectURL: REDIRECT,
      clinicID: B.id,
    });
    expectRefused(other, 'FORBIDDEN');
    expect(
      expectData(
        await manager.request(LOGIN, {
          quickbookURL: fresh,
          redirectURL: 'http://localhost/redirect/quickbooks',
          clinicID: A.id,
        }),
      ).loginQuickbooks,
    ).toBe(failed);
    expect(await t.db.select().from(qbOAuthState).where(eq(qbOAuthState.clinicID, A.id))).toHaveLength(0);
  });

  test('the redirect address must be a redirect page of the app itself', async ({
    given: { A, manager },
  }) => {
    for (const redirectURL of [
      'https://evil.example/redirect/quickbooks',
      'http://localhost/patient/1',
      'http://localhost/redirect/quickbooks?next=https://evil.example',
      'not a url',
    ]) {
      expectFieldError(
        await manager.request(AUTHORIZE, { clinicID: A.id, redirectURL }),
        'redirectURL',
        'Invalid redirect address',
      );
    }
  });

  test('a centre without QuickBooks settings cannot start a connection', async ({
    given: { plain, nurse },
  }) => {
    expectRefused(
      await nurse.request(AUTHORIZE, { clinicID: plain.id, redirectURL: REDIRECT }),
      'ACCOUNTING_NOT_CONFIGURED',
      M.connectFailed,
    );
  });

  test('refusals: a Doctor, and another centre', async ({ given: { A, B, doctor, nurse } }) => {
    expectRefused(await doctor.request(AUTHORIZE, { clinicID: A.id, redirectURL: REDIRECT }), 'FORBIDDEN');
    expectRefused(
      await doctor.request(LOGIN, {
        quickbookURL: '?code=x&state=y&realmId=z',
        redirectURL: REDIRECT,
        clinicID: A.id,
      }),
      'FORBIDDEN',
    );
    expectRefused(await nurse.request(AUTHORIZE, { clinicID: B.id, redirectURL: REDIRECT }), 'FORBIDDEN');
    expectRefused(await nurse.request(ACCESSES, { id: B.id }), 'FORBIDDEN');
    expectRefused(await nurse.request(STATUS, { clinicIDs: [B.id] }), 'FORBIDDEN');
  });
});

describe('invoices (linkAppointmentToQuickbooks3 and check-out)', () => {
  test('an invoice per session: the link answers its URL, the appointment keeps its id, a second link the same', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const { patient, booked, session } = await anEndedSession(t, A);
    const first = await linkAnswer(nurse, patient.id, session.id);
    expect(first).toEqual({
      invoiceURL: expect.stringMatching(/\/app\/invoice\?txnId=\d+$/),
      qbMessage: null,
    });
    const [row] = await t.db.select().from(appointment).where(eq(appointment.id, booked.id));
    expect(row?.quickbookInvoiceID).toBeTruthy();
    const again = await linkAnswer(nurse, patient.id, session.id);
    expect(again.invoiceURL).toBe(first.invoiceURL);
    // Audited: the first try, the invoice, the handing back; and the patient's name going to QuickBooks.
    const audited = async (entity: string, id: number) =>
      (
        await t.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, entity),
              eq(auditLog.entityID, String(id)),
              like(auditLog.action, 'invoice.%'),
            ),
          )
      )
        .map((r) => r.action)
        .sort();
    expect(await audited('dialysis', session.id)).toEqual([
      'invoice.create',
      'invoice.pending',
      'invoice.view',
    ]);
    expect(await audited('patient', patient.id)).toEqual(['invoice.customer']);
    const page = await t.app.inject({ method: 'GET', url: first.invoiceURL as string });
    expect(page.body).toContain('Haemodialysis session');
    const url = expectData(await nurse.request(INVOICES_URL, { patientID: patient.id, clinicID: A.id }));
    expect(url.patientInvoices.url).toMatch(/\/app\/customerdetail\?nameId=\d+$/);
  });

  test('two staff at once, or a double click, make one invoice', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const { patient, session } = await anEndedSession(t, A);
    const before = faults.state.invoices.size;
    const answers = await Promise.all(
      [nurse, manager, nurse].map((client) =>
        client.request(LINK, { patientID: patient.id, dialysisID: session.id }),
      ),
    );
    const urls = answers.map((res) => invoiceOf(expectData(res).linkAppointmentToQuickbooks3).invoiceURL);
    expect(new Set(urls).size).toBe(1);
    expect(faults.state.invoices.size - before).toBe(1);
    expect(
      await t.db.select().from(dialysisInvoice).where(eq(dialysisInvoice.dialysisID, session.id)),
    ).toHaveLength(1);
  });

  test.for([
    ['down', 'QuickBooks did not answer. Create the invoice later from the dashboard or Unlinked Invoices.'],
    [
      'answer-lost',
      'QuickBooks did not answer. Create the invoice later from the dashboard or Unlinked Invoices.',
    ],
    ['crash-after-answer', null],
  ] as const)(
    'a fault (%s) leaves the session unlinked, and the retry makes exactly one invoice',
    async ([fault, message], { t, given: { A, manager, nurse } }) => {
      await connect(t, manager, A.id);
      const name = unique('Faulty');
      const { patient, session } = await anEndedSession(t, A, name);
      const before = faults.state.invoices.size;
      faults.state.fault = fault;
      const failed = await nurse.request(LINK, { patientID: patient.id, dialysisID: session.id });
      faults.state.fault = 'none';
      if (message) {
        expect(invoiceOf(expectData(failed).linkAppointmentToQuickbooks3)).toEqual({
          invoiceURL: null,
          qbMessage: message,
          failure: 'unavailable',
        });
      } else {
        expect(failed.errors?.[0]?.message).toBe('Unexpected error.');
      }
      const listed = expectData(
        await manager.request(UNLINKED, { filter: { clinicIDs: [A.id], search: name } }),
      );
      expect(listed.listUnlinkedInvoice.result.map((r) => [r.dialysisID, r.pending])).toEqual([
        [session.id, true], // claimed before QuickBooks was called: the retry asks for the same invoice
      ]);
      const retried = await linkAnswer(nurse, patient.id, session.id);
      expect(retried.invoiceURL).toBeTruthy();
      expect(faults.state.invoices.size - before).toBe(1);
      const after = expectData(
        await manager.request(UNLINKED, { filter: { clinicIDs: [A.id], search: name } }),
      );
      expect(after.listUnlinkedInvoice.count).toBe(0);
    },
  );

  test('a token past the spec rule is expired: no call to QuickBooks, the answer says so', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const { patient, session } = await anEndedSession(t, A);
    // date + expiresIn (1 h) + 3 days, and a second, in the past (the file's clock stays: sessions live on).
    await backdateToken(t, A.id, (3 * 24 + 1) * 3600_000 + 1000);
    const status = expectData(await nurse.request(STATUS, { clinicIDs: [A.id] }));
    expect(status.listAccountingStatus[0]).toMatchObject({ connected: true, expired: true });
    const answer = await linkAnswer(nurse, patient.id, session.id);
    expect(answer).toEqual({ invoiceURL: null, qbMessage: M.tokenExpiredServer, failure: 'token-expired' });
  });

  test('an access token past its hour is refreshed (the date moves), and the invoice made', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const { patient, session } = await anEndedSession(t, A);
    await backdateToken(t, A.id, 2 * 3600_000);
    const answer = await linkAnswer(nurse, patient.id, session.id);
    expect(answer.invoiceURL).toBeTruthy();
    const { listQBAccesses } = expectData(await nurse.request(ACCESSES, { id: A.id }));
    expect(Date.parse(listQBAccesses.result[0]?.date as string)).toBe(t.clock.now().getTime());
  });

  test('the plain variant finishes the authorisation it carries first', async ({
    t,
    given: { A, nurse },
  }) => {
    const { patient, session } = await anEndedSession(t, A);
    const started = expectData(await nurse.request(AUTHORIZE, { clinicID: A.id, redirectURL: REDIRECT }));
    const query = await approveInSandbox(t, started.quickbooksAuthorizeURL);
    const answer = invoiceOf(
      expectData(
        await nurse.request(LINK_PLAIN, {
          patientID: patient.id,
          dialysisID: session.id,
          quickbookURL: query,
          redirectURL: REDIRECT,
        }),
      ).linkAppointmentToQuickbooks,
    );
    expect(answer.invoiceURL).toBeTruthy();
    const replay = invoiceOf(
      expectData(
        await nurse.request(LINK_PLAIN, {
          patientID: patient.id,
          dialysisID: session.id,
          quickbookURL: query,
          redirectURL: REDIRECT,
        }),
      ).linkAppointmentToQuickbooks,
    );
    expect(replay).toEqual({ invoiceURL: null, qbMessage: M.authFailed, failure: 'auth' });
  });

  test('a FULL check-out invoices; QuickBooks down never holds the check-out', async ({
    t,
    given: { A, plain, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const checkOut = (centre: { id: number }) => fullCheckOut(t, nurse, centre);
    const invoiced = await checkOut(A);
    expect(invoiced.answer.invoiceURL).toMatch(/txnId=/);
    faults.state.fault = 'down';
    const down = await checkOut(A);
    faults.state.fault = 'none';
    expect(down.saved?.endTime).toBeTruthy();
    expect(down.answer).toMatchObject({
      invoiceURL: null,
      qbMessage: expect.stringContaining('did not answer'),
    });
    const notSetUp = await checkOut(plain);
    expect(notSetUp.answer).toMatchObject({ invoiceURL: null, qbMessage: null });
  });

  test('a FULL check-out at a centre never connected is saved first; its invoice waits, then is made after connecting (issue 30 item 1)', async ({
    t,
    given: { B, nurseB },
  }) => {
    const { answer, saved } = await fullCheckOut(t, nurseB, B);
    expect(saved?.endTime).toBeTruthy();
    expect(answer).toMatchObject({ invoiceURL: null, qbMessage: M.notConnected, failure: 'not-connected' });
    expect(answer.dialysis.id).toBe(saved?.id);
    // The browser went to QuickBooks; approved, it comes back and the invoice of the saved session is made.
    const started = expectData(await nurseB.request(AUTHORIZE, { clinicID: B.id, redirectURL: REDIRECT }));
    const query = await approveInSandbox(t, started.quickbooksAuthorizeURL);
    const linked = invoiceOf(
      expectData(
        await nurseB.request(LINK_PLAIN, {
          patientID: saved?.patientID as number,
          dialysisID: saved?.id as number,
          quickbookURL: query,
          redirectURL: REDIRECT,
        }),
      ).linkAppointmentToQuickbooks,
    );
    expect(linked.invoiceURL).toMatch(/txnId=\d+$/);
  });

  test('refusals: a Doctor, another centre, another patient, a session in progress', async ({
    t,
    given: { A, B, doctor, nurse, nurseB },
  }) => {
    const { patient, session } = await anEndedSession(t, A);
    expectRefused(await doctor.request(LINK, { patientID: patient.id, dialysisID: session.id }), 'FORBIDDEN');
    expectRefused(await nurseB.request(LINK, { patientID: patient.id, dialysisID: session.id }), 'NOT_FOUND');
    const plainVariant = {
      patientID: patient.id,
      dialysisID: session.id,
      quickbookURL: '',
      redirectURL: REDIRECT,
    };
    expectRefused(await nurseB.request(LINK_PLAIN, plainVariant), 'NOT_FOUND');
    expectRefused(await doctor.request(LINK_PLAIN, plainVariant), 'FORBIDDEN');
    const other = await anEndedSession(t, A);
    expectRefused(
      await nurse.request(LINK, { patientID: other.patient.id, dialysisID: session.id }),
      'NOT_FOUND',
    );
    // A session in progress, of a patient of its own (one appointment per patient and day).
    const runner = await t.aPatient(A);
    const later = await t.anAppointment(runner, { date: TODAY, shift: 'E' });
    const running = await t.aDialysis(later, 'started', t.clock.now());
    expectRefused(
      await nurse.request(LINK, { patientID: runner.id, dialysisID: running.id }),
      'CONFLICT',
      M.createFailed,
    );
    expectRefused(await nurseB.request(INVOICES_URL, { patientID: patient.id, clinicID: A.id }), 'FORBIDDEN');
    expectRefused(await nurseB.request(INVOICES_URL, { patientID: patient.id, clinicID: B.id }), 'NOT_FOUND');
    const none = expectData(await doctor.request(INVOICES_URL, { patientID: patient.id, clinicID: A.id }));
    expect(none.patientInvoices.url).toBeNull(); // a Doctor may look; no invoice yet
  });
});

describe('unlinked invoices (listUnlinkedInvoice)', () => {
  test('ended sessions without an invoice, newest first, masked NRIC, searched', async ({
    t,
    given: { A, manager },
  }) => {
    const name = unique("O'Neil-Tan");
    const older = await anEndedSession(t, A, name);
    t.clock.advance(60_000);
    const newer = await anEndedSession(t, A, name);
    const { listUnlinkedInvoice } = expectData(
      await manager.request(UNLINKED, { filter: { clinicIDs: [A.id], search: name } }),
    );
    expect(listUnlinkedInvoice.count).toBe(2);
    expect(listUnlinkedInvoice.result.map((r) => r.dialysisID)).toEqual([newer.session.id, older.session.id]);
    expect(listUnlinkedInvoice.result[0]?.nric).toMatch(/^\*+.{4}$/);
    const page2 = expectData(
      await manager.request(UNLINKED, {
        filter: { clinicIDs: [A.id], search: name },
        pagination: { limit: 1, offset: 5 },
      }),
    );
    expect(page2.listUnlinkedInvoice).toEqual({ result: [], count: 2 });
  });

  test("search: letters, digits, hyphen, apostrophe and space only ('Alphanumeric only')", async ({
    given: { manager },
  }) => {
    expectFieldError(
      await manager.request(UNLINKED, { filter: { search: 'Tan%' } }),
      'search',
      M.searchAlphanumeric,
    );
  });

  test('refusals: a Nurse or a Doctor (not on their menu), another centre', async ({
    given: { A, B, manager, nurse, doctor },
  }) => {
    expectRefused(await nurse.request(UNLINKED, { filter: { clinicIDs: [A.id] } }), 'FORBIDDEN');
    expectRefused(await doctor.request(UNLINKED, {}), 'FORBIDDEN');
    expectRefused(await manager.request(UNLINKED, { filter: { clinicIDs: [B.id] } }), 'FORBIDDEN');
  });
});
