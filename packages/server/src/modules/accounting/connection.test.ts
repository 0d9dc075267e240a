import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, qbAccess } from '../../db/schema.ts';
import { restoreSandbox } from '../../demo/invoices.ts';
import { type SandboxState, sandboxState } from '../../platform/accounting/sandbox.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  anEndedSession,
  backdateToken,
  connect,
  DISCONNECT,
  faultyProvider,
  linkAnswer,
  SANDBOX_CENTRE,
  STATUS,
} from './test-support.ts';
import { REFRESH_AFTER_MS, refreshAgingConnections } from './token-refresh-job.ts';

let faults: ReturnType<typeof faultyProvider>;

const test = apiTest(
  async (t) => {
    await t.listen(); // the server talks to the sandbox it serves, over HTTP
    const [A, B, C] = await Promise.all([
      t.aCentre(SANDBOX_CENTRE),
      t.aCentre(SANDBOX_CENTRE),
      t.aCentre(SANDBOX_CENTRE),
    ]);
    const [manager, nurse, managerB] = await Promise.all([
      t.signedInAs('ManagingNurse', [A, C]),
      t.signedInAs('Nurse', [A]),
      t.signedInAs('ManagingNurse', [B]),
    ]);
    return { A, B, C, manager, nurse, managerB };
  },
  {
    wrapAccounting: (configured) => {
      faults = faultyProvider(configured);
      return faults.provider;
    },
  },
);

const sandboxOf = (t: TestApp) => t.app.quickbooksSandbox as SandboxState;
const tokenRow = async (t: TestApp, clinicID: number) =>
  (await t.db.select().from(qbAccess).where(eq(qbAccess.id, clinicID)))[0];
const jobServices = (t: TestApp) => ({
  db: t.db,
  clock: t.clock,
  log: t.app.log,
  ...t.app.accountingServices,
  accounting: faults.provider,
});

describe('Disconnect (disconnectQuickbooks, issue 30 item 4)', () => {
  test('revokes the tokens at the revoke endpoint and removes them; the status says Not connected', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    await connect(t, manager, A.id);
    const issued = faults.state.tokens.at(-1);
    expect(sandboxOf(t).refresh.has(issued?.refreshToken as string)).toBe(true);
    expect(expectData(await manager.request(DISCONNECT, { clinicID: A.id })).disconnectQuickbooks).toBe(true);
    expect(faults.state.revoked).toContain(issued?.refreshToken);
    // Revoked at the provider: neither the refresh token nor its access token works there any more.
    expect(sandboxOf(t).refresh.has(issued?.refreshToken as string)).toBe(false);
    expect(sandboxOf(t).access.has(issued?.accessToken as string)).toBe(false);
    expect(await tokenRow(t, A.id)).toBeUndefined();
    const status = expectData(await nurse.request(STATUS, { clinicIDs: [A.id] }));
    expect(status.listAccountingStatus[0]).toMatchObject({ connected: false, state: 'NOT_CONNECTED' });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'quickbooks.disconnect'));
    expect(audited.map((row) => row.entityID)).toContain(String(A.id));
    // An invoice now waits for a connection.
    const { patient, session } = await anEndedSession(t, A);
    const answer = await linkAnswer(nurse, patient.id, session.id);
    expect(answer.failure).toBe('not-connected');
  });

  test('refusals: a Nurse (not theirs to stop invoicing), another centre', async ({
    given: { A, B, nurse, manager },
  }) => {
    expectRefused(await nurse.request(DISCONNECT, { clinicID: A.id }), 'FORBIDDEN');
    expectRefused(await manager.request(DISCONNECT, { clinicID: B.id }), 'FORBIDDEN');
  });
});

describe('the refresh job and the status (issue 30 items 4 and 8)', () => {
  test('tokens older than the refresh age are refreshed before they age out; fresh ones are left', async ({
    t,
    given: { C, manager },
  }) => {
    await connect(t, manager, C.id);
    const before = await tokenRow(t, C.id);
    await refreshAgingConnections(jobServices(t));
    expect((await tokenRow(t, C.id))?.date).toEqual(before?.date); // young: left alone
    // Two and a half days later (a long weekend): the job refreshes; the spec's rule never fires.
    await backdateToken(t, C.id, 2.5 * 24 * 3600_000);
    expect(REFRESH_AFTER_MS).toBeLessThan(2.5 * 24 * 3600_000);
    const counts = await refreshAgingConnections(jobServices(t));
    expect(counts.refreshed).toBeGreaterThanOrEqual(1);
    const after = await tokenRow(t, C.id);
    expect(after?.date).toEqual(t.clock.now());
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    const status = expectData(await manager.request(STATUS, { clinicIDs: [C.id] }));
    expect(status.listAccountingStatus[0]).toMatchObject({ expired: false, state: 'CONNECTED' });
  });

  test('a refresh QuickBooks refuses (revoked there, or a sandbox that forgot) turns the status Refused', async ({
    t,
    given: { C, manager },
  }) => {
    await connect(t, manager, C.id);
    sandboxOf(t).refresh.clear(); // forgotten by the provider
    await backdateToken(t, C.id, REFRESH_AFTER_MS + 60_000);
    const counts = await refreshAgingConnections(jobServices(t));
    expect(counts.refused).toBeGreaterThanOrEqual(1);
    const status = expectData(await manager.request(STATUS, { clinicIDs: [C.id] }));
    expect(status.listAccountingStatus[0]).toMatchObject({ connected: true, state: 'REFUSED' });
  });

  test('the demo sandbox gets the connections’ tokens back at a restart (item 8)', async ({
    t,
    given: { C, manager },
  }) => {
    await connect(t, manager, C.id);
    const issued = faults.state.tokens.at(-1);
    const restarted = sandboxState();
    await restoreSandbox(t.db, restarted, t.app.accountingServices.secrets);
    expect(restarted.refresh.get(issued?.refreshToken as string)).toMatchObject({
      clientID: SANDBOX_CENTRE.qbClientID,
    });
    expect(restarted.access.has(issued?.accessToken as string)).toBe(true);
  });
});
