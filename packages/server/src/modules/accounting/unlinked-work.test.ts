import { ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { type TestApp, TODAY } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import {
  invoiceOf,
  LINK,
  MARK_NOT_BILLABLE,
  SANDBOX_CENTRE,
  UNLINKED,
  UNMARK_NOT_BILLABLE,
} from './test-support.ts';

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(SANDBOX_CENTRE), t.aCentre(SANDBOX_CENTRE)]);
  const [manager, nurse, managerB] = await Promise.all([
    t.signedInAs('ManagingNurse', [A]),
    t.signedInAs('Nurse', [A]),
    t.signedInAs('ManagingNurse', [B]),
  ]);
  return { A, B, manager, nurse, managerB };
});

/** An ended session of a new patient named `name`, booked on `date`. */
async function endedOn(t: TestApp, centre: { id: number }, name: string, date: string) {
  const patient = await t.aPatient(centre, { name });
  const booked = await t.anAppointment(patient, { date });
  return t.aDialysis(booked, 'ended', new Date(`${date}T04:00:00Z`));
}

describe('working through the unlinked list (issue 30 item 6)', () => {
  test('a date range narrows the list to the sessions of those days', async ({
    t,
    given: { A, manager },
  }) => {
    const name = unique('Ranged');
    const early = await endedOn(t, A, name, '2026-11-02');
    const middle = await endedOn(t, A, name, '2026-11-10');
    await endedOn(t, A, name, '2026-11-20');
    const listed = expectData(
      await manager.request(UNLINKED, {
        filter: { clinicIDs: [A.id], search: name, from: '2026-11-01', to: '2026-11-10' },
      }),
    );
    expect(listed.listUnlinkedInvoice.result.map((r) => r.dialysisID).sort()).toEqual(
      [early.id, middle.id].sort(),
    );
    expect(listed.listUnlinkedInvoice.count).toBe(2);
    expectFieldError(
      await manager.request(UNLINKED, { filter: { from: '2026-02-30' } }),
      'from',
      'Invalid date',
    );
  });

  test('a session marked not billable (with why, audited) leaves the list and is not invoiced; the mark is taken back', async ({
    t,
    given: { A, manager, nurse },
  }) => {
    const name = unique('Unbilled');
    const session = await endedOn(t, A, name, TODAY);
    expectFieldError(
      await manager.request(MARK_NOT_BILLABLE, { dialysisID: session.id, reason: ' ' }),
      'reason',
      'Required.',
    );
    expectData(
      await manager.request(MARK_NOT_BILLABLE, { dialysisID: session.id, reason: 'Charity case, waived' }),
    );
    const list = (notBillable: boolean) =>
      manager.request(UNLINKED, { filter: { clinicIDs: [A.id], search: name, notBillable } });
    expect(expectData(await list(false)).listUnlinkedInvoice.count).toBe(0);
    expect(expectData(await list(true)).listUnlinkedInvoice.result).toEqual([
      expect.objectContaining({ dialysisID: session.id, notBillableReason: 'Charity case, waived' }),
    ]);
    const refused = invoiceOf(
      expectData(await nurse.request(LINK, { patientID: session.patientID, dialysisID: session.id }))
        .linkAppointmentToQuickbooks3,
    );
    expect(refused).toEqual({ invoiceURL: null, qbMessage: M.notBillable, failure: 'not-billable' });
    expectData(await manager.request(UNMARK_NOT_BILLABLE, { dialysisID: session.id }));
    expect(expectData(await list(false)).listUnlinkedInvoice.result.map((r) => r.dialysisID)).toEqual([
      session.id,
    ]);
    const audited = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dialysis'), eq(auditLog.entityID, String(session.id))));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['invoice.notBillable', 'invoice.billable']),
    );
  });

  test('refusals: a Nurse (not on their menu), another centre’s session (unknown)', async ({
    t,
    given: { A, nurse, managerB },
  }) => {
    const session = await endedOn(t, A, unique('Guarded'), TODAY);
    expectRefused(
      await nurse.request(MARK_NOT_BILLABLE, { dialysisID: session.id, reason: 'x' }),
      'FORBIDDEN',
    );
    expectRefused(
      await managerB.request(MARK_NOT_BILLABLE, { dialysisID: session.id, reason: 'x' }),
      'NOT_FOUND',
    );
    expectRefused(await managerB.request(UNMARK_NOT_BILLABLE, { dialysisID: session.id }), 'NOT_FOUND');
  });
});
