import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, machine, machineStatus, seat } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type {
  CreateMachineStatusInput,
  MachineStatusAction,
  UpdateMachineStatusInput,
} from '../../test/generated/graphql.ts';
import { type StaffClient, type TestApp, TODAY } from '../../test/test-app.ts';
import { CREATE, UPDATE, uploadDocument } from './test-documents.ts';

const NEXT_AUDIT_MESSAGE = 'The next audit date cannot be after expiry date.';
const FAR = '2031-03-11';
const SOON = '2030-05-01';

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [doctor, manager, doctorB] = await Promise.all([
    t.signedInAs('Doctor', [A]),
    t.signedInAs('ManagingNurse', [A]),
    t.signedInAs('Doctor', [B]),
  ]);
  return { A, B, doctor, manager, doctorB };
});

const create = (client: StaffClient, input: Record<string, unknown>) =>
  client.request(CREATE, { create: input as CreateMachineStatusInput });
/** An update made on the item's current version, unless the test names one (updates are versioned). */
const update = async (t: TestApp, client: StaffClient, input: Record<string, unknown>, state: string) => {
  const current = input.updatedOn ?? (await itemRow(t, input.id as number))?.updatedOn.toISOString();
  const versioned = { updatedOn: current ?? new Date(0).toISOString(), ...input };
  return client.request(UPDATE, {
    update: versioned as UpdateMachineStatusInput,
    state: state as MachineStatusAction,
  });
};
const itemRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(machineStatus).where(eq(machineStatus.id, id)))[0];

describe('createMachineStatus', () => {
  test('adds a test case whose status follows from the dates, with its machine and centre', async ({
    t,
    given: { A, doctor, manager },
  }) => {
    const m = await t.aMachine(A, { name: 'HD-01', serialNo: 'SN-01' });
    const far = await create(doctor, { machineID: m.id, name: ' Electrical safety ', expiryDate: FAR });
    expect(far.errors).toBeUndefined();
    expect(far.data?.createMachineStatus).toMatchObject({
      machineID: m.id,
      name: 'Electrical safety',
      expiryDate: FAR,
      nextAudit: null,
      status: 'PASS',
      machineName: 'HD-01',
      machineSerialNo: 'SN-01',
      machineClinicID: A.id,
      documentUrl: null,
    });
    const soon = await create(manager, {
      machineID: m.id,
      name: 'Water',
      expiryDate: SOON,
      nextAudit: '2030-04-01',
    });
    expect(soon.data?.createMachineStatus).toMatchObject({ status: 'TO_SCHEDULE', nextAudit: '2030-04-01' });
  });

  test('an item expiring today is EXPIRED at once, and its machine and seats become NOTAVAILABLE', async ({
    t,
    given: { A, doctor },
  }) => {
    const m = await t.aMachine(A);
    const s = await t.aSeat(A, { machineID: m.id });
    const other = await t.aSeat(A);
    const res = await create(doctor, { machineID: m.id, name: 'Alarm check', expiryDate: TODAY });
    expect(res.data?.createMachineStatus.status).toBe('EXPIRED');
    expect((await t.db.select().from(machine).where(eq(machine.id, m.id)))[0]?.status).toBe('NOTAVAILABLE');
    expect((await t.db.select().from(seat).where(eq(seat.id, s.id)))[0]?.status).toBe('NOTAVAILABLE');
    expect((await t.db.select().from(seat).where(eq(seat.id, other.id)))[0]?.status).toBe('AVAILABLE');
  });

  test('refuses a past expiry date, a next audit not before the expiry date, and long remarks', async ({
    t,
    given: { A, doctor },
  }) => {
    const m = await t.aMachine(A);
    const base = { machineID: m.id, name: 'Dates', expiryDate: SOON };
    expectRefused(
      await create(doctor, { ...base, expiryDate: '2030-03-10' }),
      'BAD_USER_INPUT',
      'The expiry date cannot be in the past.',
    );
    expectRefused(await create(doctor, { ...base, nextAudit: SOON }), 'BAD_USER_INPUT', NEXT_AUDIT_MESSAGE);
    expectRefused(
      await create(doctor, { ...base, nextAudit: '2030-06-01' }),
      'BAD_USER_INPUT',
      NEXT_AUDIT_MESSAGE,
    );
    expectRefused(await create(doctor, { ...base, remarks: 'x'.repeat(1001) }), 'BAD_USER_INPUT');
    expectRefused(await create(doctor, { ...base, name: '  ' }), 'BAD_USER_INPUT', 'Required.');
    expectRefused(await create(doctor, { ...base, expiryDate: '2030-02-30' }), 'BAD_USER_INPUT');
    const ok = await create(doctor, { ...base, remarks: 'x'.repeat(1000) });
    expect(ok.errors).toBeUndefined();
  });

  test('refuses a second live item of the same test case on one machine', async ({
    t,
    given: { A, doctor },
  }) => {
    const m = await t.aMachine(A);
    await create(doctor, { machineID: m.id, name: 'Disinfection', expiryDate: FAR });
    const again = await create(doctor, { machineID: m.id, name: 'disinfection', expiryDate: FAR });
    expectRefused(again, 'CONFLICT', 'This test case already exists for this machine.');
  });

  test('refuses a machine of another centre (FORBIDDEN), a nurse, and an unknown machine, writing nothing', async ({
    t,
    given: { A, B, doctor },
  }) => {
    const mB = await t.aMachine(B);
    expectRefused(await create(doctor, { machineID: mB.id, name: 'Sneaky', expiryDate: FAR }), 'FORBIDDEN');
    const nurse = await t.signedInAs('Nurse', [A]);
    const mA = await t.aMachine(A);
    expectRefused(await create(nurse, { machineID: mA.id, name: 'Nurse', expiryDate: FAR }), 'FORBIDDEN');
    expectRefused(
      await create(doctor, { machineID: 999_999, name: 'Ghost', expiryDate: FAR }),
      'BAD_USER_INPUT',
    );
    const rows = await t.db.select().from(machineStatus).where(eq(machineStatus.machineID, mB.id));
    expect(rows).toHaveLength(0);
  });

  test('attaches only a document the caller uploaded', async ({ t, given: { A, doctor, manager } }) => {
    const m = await t.aMachine(A);
    const mine = await uploadDocument(t, doctor, 'certificate.pdf');
    const res = await create(doctor, {
      machineID: m.id,
      name: 'With document',
      expiryDate: FAR,
      key: mine.key,
    });
    expect(res.data?.createMachineStatus).toMatchObject({ key: mine.key, documentName: 'certificate.pdf' });
    expect(res.data?.createMachineStatus.documentUrl).toMatch(/^\/files\/machine\/.+\?expires=\d+&sig=/);
    const theirs = await uploadDocument(t, manager);
    expectRefused(
      await create(doctor, { machineID: m.id, name: 'Borrowed', expiryDate: FAR, key: theirs.key }),
      'BAD_USER_INPUT',
      'The document was not found. Please attach it again.',
    );
  });

  test('writes an audit row: who, role, centre, what', async ({ t, given: { A, manager } }) => {
    const m = await t.aMachine(A);
    const res = await create(manager, { machineID: m.id, name: 'Audited', expiryDate: FAR });
    const id = String(res.data?.createMachineStatus.id);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'machineStatus'), eq(auditLog.entityID, id)));
    expect(row).toMatchObject({
      action: 'machineStatus.create',
      accountID: manager.staff.accountID,
      role: 'ManagingNurse',
      clinicID: A.id,
    });
  });
});

describe('updateMachineStatus: the audit cycle', () => {
  test('TO_SCHEDULE -> SCHEDULE -> PASS_AUDIT (document) -> APPROVE (Sign) -> PASS with a new expiry', async ({
    t,
    given: { A, doctor, manager },
  }) => {
    const m = await t.aMachine(A);
    const item = await t.aMachineStatus(m, { status: 'TO_SCHEDULE', expiryDate: SOON, name: 'Cycle' });

    expectRefused(await update(t, doctor, { id: item.id }, 'SCHEDULE'), 'BAD_USER_INPUT', 'Required.');
    expectRefused(
      await update(t, doctor, { id: item.id, nextAudit: '2030-05-02' }, 'SCHEDULE'),
      'BAD_USER_INPUT',
      NEXT_AUDIT_MESSAGE,
    );
    const scheduled = await update(
      t,
      doctor,
      { id: item.id, nextAudit: SOON, remarks: 'Booked' },
      'SCHEDULE',
    );
    expect(scheduled.data?.updateMachineStatus).toMatchObject({
      status: 'SCHEDULED',
      nextAudit: SOON,
      remarks: 'Booked',
    });

    expectRefused(
      await update(t, doctor, { id: item.id }, 'PASS_AUDIT'),
      'BAD_USER_INPUT',
      'Attach the audit document.',
    );
    const doc = await uploadDocument(t, doctor);
    const passed = await update(t, doctor, { id: item.id, key: doc.key, bucket: 'ignored' }, 'PASS_AUDIT');
    expect(passed.data?.updateMachineStatus).toMatchObject({
      status: 'PENDING_SIGNATURE',
      key: doc.key,
      bucket: doc.bucket,
    });

    // The link reads the document without a session, until it expires.
    const link = passed.data?.updateMachineStatus.documentUrl as string;
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    expectRefused(await update(t, doctor, { id: item.id, expiryDate: '2031-05-01' }, 'APPROVE'), 'FORBIDDEN');
    expectRefused(
      await update(t, manager, { id: item.id }, 'APPROVE'),
      'BAD_USER_INPUT',
      'Enter the new expiry date.',
    );
    t.clock.advance(60_000);
    const signed = await update(t, manager, { id: item.id, expiryDate: '2031-05-01' }, 'APPROVE');
    expect(signed.errors).toBeUndefined();
    const live = expectData(signed).updateMachineStatus;
    expect(live).toMatchObject({
      id: item.id,
      status: 'PASS',
      expiryDate: '2031-05-01',
      nextAudit: null,
      approvedBy: manager.staff.name,
      approvedTimestamp: t.clock.now().toISOString(),
      key: doc.key,
    });
    // The finished cycle is kept as INACTIVE history, and the live item points at it.
    const history = await itemRow(t, live.prevMachineStatusID as number);
    expect(history).toMatchObject({
      status: 'INACTIVE',
      machineID: m.id,
      name: 'Cycle',
      expiryDate: SOON,
      nextAudit: SOON,
      key: doc.key,
      approvedBy: manager.staff.name,
    });
  });

  test('an EXPIRED item may be scheduled after its expiry date, but not have its expiry date changed', async ({
    t,
    given: { A, doctor },
  }) => {
    const m = await t.aMachine(A);
    const item = await t.aMachineStatus(m, { status: 'EXPIRED', expiryDate: '2030-03-01', name: 'Late' });
    expectRefused(
      await update(t, doctor, { id: item.id, nextAudit: '2030-04-01', expiryDate: '2031-01-01' }, 'SCHEDULE'),
      'BAD_USER_INPUT',
      'The expiry date of an expired item cannot be changed; schedule its audit instead.',
    );
    const res = await update(
      t,
      doctor,
      { id: item.id, nextAudit: '2030-04-01', expiryDate: '2030-03-01' },
      'SCHEDULE',
    );
    expect(res.data?.updateMachineStatus).toMatchObject({ status: 'SCHEDULED', nextAudit: '2030-04-01' });
  });

  test('refuses every other transition with CONFLICT and a clear message, changing nothing', async ({
    t,
    given: { A, manager },
  }) => {
    const m = await t.aMachine(A);
    const cases = [
      ['PASS', 'SCHEDULE', 'Only an item that is To Schedule or Expired can be scheduled.'],
      ['TO_SCHEDULE', 'PASS_AUDIT', 'Only a Scheduled item can pass its audit.'],
      ['PENDING_SIGNATURE', 'SCHEDULE', 'Only an item that is To Schedule or Expired can be scheduled.'],
      ['SCHEDULED', 'APPROVE', 'Only an item pending signature can be signed.'],
      ['PASS', 'APPROVE', 'Only an item pending signature can be signed.'],
    ] as const;
    for (const [status, state, message] of cases) {
      // Far from expiry, so no automatic change applies first.
      const item = await t.aMachineStatus(m, { status, expiryDate: FAR });
      const input = { id: item.id, nextAudit: '2030-04-01', expiryDate: '2031-05-01', key: 'machine/x.pdf' };
      expectRefused(await update(t, manager, input, state), 'CONFLICT', message);
      expect((await itemRow(t, item.id))?.status).toBe(status);
    }
  });

  test('refuses a user of another centre (FORBIDDEN) and an unknown or history item (NOT_FOUND)', async ({
    t,
    given: { A, B, doctor, doctorB },
  }) => {
    const m = await t.aMachine(A);
    const item = await t.aMachineStatus(m, { status: 'TO_SCHEDULE', expiryDate: SOON });
    expectRefused(
      await update(t, doctorB, { id: item.id, nextAudit: '2030-04-01' }, 'SCHEDULE'),
      'FORBIDDEN',
    );
    const directorB = await t.signedInAs('MedicalDirector', [B]);
    expectRefused(await update(t, directorB, { id: item.id, expiryDate: FAR }, 'APPROVE'), 'FORBIDDEN');
    expect((await itemRow(t, item.id))?.status).toBe('TO_SCHEDULE');
    expectRefused(await update(t, doctor, { id: 999_999, nextAudit: '2030-04-01' }, 'SCHEDULE'), 'NOT_FOUND');
    const old = await t.aMachineStatus(m, { status: 'INACTIVE', expiryDate: SOON });
    expectRefused(await update(t, doctor, { id: old.id, nextAudit: '2030-04-01' }, 'SCHEDULE'), 'NOT_FOUND');
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(await update(t, nurse, { id: item.id, nextAudit: '2030-04-01' }, 'SCHEDULE'), 'FORBIDDEN');
  });

  test('refuses saving over a newer version (VERSION_CONFLICT)', async ({ t, given: { A, doctor } }) => {
    const m = await t.aMachine(A);
    const item = await t.aMachineStatus(m, { status: 'TO_SCHEDULE', expiryDate: SOON });
    const stale = new Date(item.updatedOn.getTime() - 1000).toISOString();
    expectRefused(
      await update(t, doctor, { id: item.id, nextAudit: '2030-04-01', updatedOn: stale }, 'SCHEDULE'),
      'VERSION_CONFLICT',
    );
    const fresh = item.updatedOn.toISOString();
    const ok = await update(
      t,
      doctor,
      { id: item.id, nextAudit: '2030-04-01', updatedOn: fresh },
      'SCHEDULE',
    );
    expect(ok.errors).toBeUndefined();
  });

  test('applies a due expiry before deciding: a SCHEDULED item on its expiry day is EXPIRED, not passed', async ({
    t,
    given: { A, doctor },
  }) => {
    const m = await t.aMachine(A);
    const s = await t.aSeat(A, { machineID: m.id });
    const item = await t.aMachineStatus(m, {
      status: 'SCHEDULED',
      expiryDate: TODAY,
      nextAudit: '2030-03-10',
      updatedOn: new Date('2030-03-01T00:00:00Z'),
    });
    const doc = await uploadDocument(t, doctor);
    const res = await update(t, doctor, { id: item.id, key: doc.key }, 'PASS_AUDIT');
    expectRefused(res, 'CONFLICT', 'Only a Scheduled item can pass its audit.');
    expect((await itemRow(t, item.id))?.status).toBe('EXPIRED');
    expect((await t.db.select().from(machine).where(eq(machine.id, m.id)))[0]?.status).toBe('NOTAVAILABLE');
    expect((await t.db.select().from(seat).where(eq(seat.id, s.id)))[0]?.status).toBe('NOTAVAILABLE');
    // ...and from EXPIRED it can be scheduled again, after its expiry date.
    const again = await update(t, doctor, { id: item.id, nextAudit: '2030-03-20' }, 'SCHEDULE');
    expect(again.data?.updateMachineStatus.status).toBe('SCHEDULED');
  });

  test('writes an audit row for each action, with the transition', async ({ t, given: { A, doctor } }) => {
    const m = await t.aMachine(A);
    const item = await t.aMachineStatus(m, { status: 'TO_SCHEDULE', expiryDate: SOON });
    await update(t, doctor, { id: item.id, nextAudit: '2030-04-01' }, 'SCHEDULE');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'machineStatus.update'), eq(auditLog.entityID, String(item.id))));
    expect(row).toMatchObject({ accountID: doctor.staff.accountID, role: 'Doctor', clinicID: A.id });
    expect(row?.detail).toMatchObject({ state: 'SCHEDULE', from: 'TO_SCHEDULE', to: 'SCHEDULED' });
  });
});
