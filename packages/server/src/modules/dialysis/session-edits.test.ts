import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dialysis } from '../../db/schema.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { AnyData, GqlResponse } from '../../test/graphql.ts';
import { type StaffClient, T0 } from '../../test/test-app.ts';
import { SEAT_MACHINE_UNUSABLE } from '../machines/availability.ts';
import { aReadyCheckIn, aUsableMachine, CHECKOUT, UPDATE } from './test-documents.ts';
import { A, aRunningSession, B, startDialysisTestApp, t } from './test-setup.ts';

startDialysisTestApp();

const stored = async (id: number) => (await t.db.select().from(dialysis).where(eq(dialysis.id, id)))[0];

const POST = {
  postWeight: '63.8',
  postTemp: '36.4',
  postEdema: '0',
  postSBP: '125',
  postDBP: '78',
  postHRT: '70',
};

function checkout(client: StaffClient, session: AnyData, over: Record<string, unknown> = {}) {
  return client.request(CHECKOUT, {
    checkout: { id: session.id, updatedOn: session.updatedOn, mode: 'SIMPLE', ...POST, ...over },
  });
}

async function addReadings(session: AnyData, n: number) {
  for (let i = 0; i < n; i++) {
    await t.anInterval(session as { id: number; clinicID: number }, {
      timestamp: new Date(T0.getTime() + i * 60_000),
    });
  }
}

describe('updateDialysis', () => {
  it('changes the fields present, clears an optional one with "", moves the version on, audits the field names', async () => {
    const { session, nurse } = await aRunningSession();
    const manager = await t.asManager([A]);
    const res = await manager.request(UPDATE, {
      update: {
        id: session.id,
        updatedOn: session.updatedOn,
        preWeight: '66',
        preRenalin: '',
        notes: 'stable',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateDialysis).toMatchObject({
      preWeight: 66000,
      preRenalin: null,
      notes: 'stable',
      preSBP: 140,
      lastUpdatedBy: manager.staff.accountID,
      lastUpdatedByName: manager.staff.name,
      startedByName: nurse.staff.name,
    });
    // The save made a new version: the one it was made on is stale now.
    expect(expectData(res).updateDialysis.updatedOn > session.updatedOn).toBe(true);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateDialysis'), eq(auditLog.entityID, String(session.id))));
    expect(row?.detail).toMatchObject({ fields: ['preWeight', 'preRenalin', 'notes'] });
  });

  it('two edits made on one version: the first wins, the second VERSION_CONFLICT, the row keeps the first', async () => {
    const { session, nurse } = await aRunningSession();
    const other = await t.asNurse([A]);
    const read = session.updatedOn;
    const first = await nurse.request(UPDATE, { update: { id: session.id, updatedOn: read, preSBP: '150' } });
    const saved = expectData(first).updateDialysis.updatedOn;
    const second = await other.request(UPDATE, {
      update: { id: session.id, updatedOn: read, preSBP: '160' },
    });
    expectRefused(second, 'VERSION_CONFLICT', M.sessionConflict);
    expect(await stored(session.id)).toMatchObject({ preSBP: 150, updatedOn: new Date(saved) });
  });

  it('two edits at once on one version: exactly one lands', async () => {
    const { session, nurse } = await aRunningSession();
    const other = await t.asNurse([A]);
    const results = await Promise.all([
      nurse.request(UPDATE, { update: { id: session.id, updatedOn: session.updatedOn, preDBP: '81' } }),
      other.request(UPDATE, { update: { id: session.id, updatedOn: session.updatedOn, preDBP: '82' } }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expectRefused(
      results.find((r) => r.errors) as GqlResponse<AnyData>,
      'VERSION_CONFLICT',
      M.sessionConflict,
    );
    const row = await stored(session.id);
    const winner = results.find((r) => !r.errors)?.data?.updateDialysis;
    expect(row?.preDBP).toBe(winner?.preDBP);
    expect(row?.updatedOn.toISOString()).toBe(winner?.updatedOn);
  });

  it.each([
    ['preWeight', '', M.required],
    ['machineID', null, null],
    ['dialyser', ' ', M.required],
    ['preEdema', 'x', M.digitsOnly],
  ])('%s %j: a required field cannot be cleared or broken', async (field, value, message) => {
    const { session, nurse } = await aRunningSession();
    const res = await nurse.request(UPDATE, {
      update: { id: session.id, updatedOn: session.updatedOn, [field]: value },
    });
    if (message === null) {
      // An absent (null) field is not a change.
      expect(res.errors).toBeUndefined();
      return;
    }
    expectRefused(res, 'BAD_USER_INPUT', message);
    expect(res.errors?.[0]?.extensions?.field).toBe(field);
    expect((await stored(session.id))?.updatedOn.toISOString()).toBe(session.updatedOn);
  });

  it('while running, post fields and the dialyser are refused; resent unchanged they are accepted', async () => {
    const { session, nurse } = await aRunningSession();
    for (const [field, value] of [
      ['postWeight', '63'],
      ['KTVonline', '1.2'],
      ['postRenalin', 'x'],
      ['dialyser', 'FX100'],
    ]) {
      const res = await nurse.request(UPDATE, {
        update: { id: session.id, updatedOn: session.updatedOn, [field as string]: value },
      });
      expectRefused(res, 'BAD_USER_INPUT', M.postDataLocked);
      expect(res.errors?.[0]?.extensions?.field).toBe(field);
    }
    const same = await nurse.request(UPDATE, {
      update: { id: session.id, updatedOn: session.updatedOn, dialyser: 'FX80' },
    });
    expect(same.errors).toBeUndefined();
  });

  it('once ended, pre fields, machine, MSA and membrane use are refused; post fields and notes change', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    const out = await checkout(nurse, session);
    expect(out.errors).toBeUndefined();
    const updatedOn = JSON.parse(expectData(out).checkoutDialysis).dialysis.updatedOn;
    const other = await aUsableMachine(t, A);
    for (const [field, value] of [
      ['preWeight', '70'],
      ['machineID', other.id],
      ['MSA', '2'],
      ['membraneUse', '9'],
      ['arriveTime', new Date(T0.getTime() - 3_600_000).toISOString()],
    ] as const) {
      const res = await nurse.request(UPDATE, { update: { id: session.id, updatedOn, [field]: value } });
      expectRefused(res, 'BAD_USER_INPUT', M.preDataLocked);
    }
    const ok = await nurse.request(UPDATE, {
      update: { id: session.id, updatedOn, postWeight: '63.5', notes: 'late entry', preWeight: '65.5' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateDialysis).toMatchObject({
      postWeight: 63500,
      notes: 'late entry',
      preWeight: 65500,
    });
  });

  it('a new machine while running re-runs the machine checks', async () => {
    const { session, nurse } = await aRunningSession();
    const busy = await aRunningSession();
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: session.id, updatedOn: session.updatedOn, machineID: busy.machine.id },
      }),
      'CONFLICT',
      M.machineInUse,
    );
    const broken = await t.aMachine(A, { status: 'NOTAVAILABLE' });
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: session.id, updatedOn: session.updatedOn, machineID: broken.id },
      }),
      'BAD_USER_INPUT',
      SEAT_MACHINE_UNUSABLE,
    );
    const free = await aUsableMachine(t, A);
    const res = await nurse.request(UPDATE, {
      update: { id: session.id, updatedOn: session.updatedOn, machineID: free.id },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateDialysis).toMatchObject({ machineID: free.id, machineName: free.name });
  });

  it('refuses a session not started, another centre, a Doctor, and an unknown session', async () => {
    const nurse = await t.asNurse([A]);
    const { appointment } = await aReadyCheckIn(t, A);
    const waiting = await t.aDialysis(appointment, 'waiting', T0);
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: waiting.id, updatedOn: waiting.updatedOn.toISOString(), notes: 'x' },
      }),
      'CONFLICT',
      M.notStarted,
    );
    const { session } = await aRunningSession(B);
    // Another centre's session answers as an unknown one (no existence oracle).
    expectRefused(
      await nurse.request(UPDATE, { update: { id: session.id, updatedOn: session.updatedOn, notes: 'x' } }),
      'NOT_FOUND',
      M.retrieve,
    );
    const doctor = await t.asDoctor([B]);
    expectRefused(
      await doctor.request(UPDATE, { update: { id: session.id, updatedOn: session.updatedOn, notes: 'x' } }),
      'FORBIDDEN',
    );
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: 2_000_000_000, updatedOn: session.updatedOn, notes: 'x' },
      }),
      'NOT_FOUND',
      M.retrieve,
    );
    expect((await stored(session.id))?.notes).toBeNull();
  });
});

describe('checkoutDialysis', () => {
  it('simple: post fields, endTime = now, endedBy = the caller whatever the client sends; audit', async () => {
    const { session } = await aRunningSession();
    await addReadings(session, 8);
    const manager = await t.asManager([A]);
    t.clock.set(new Date(T0.getTime() + 4 * 3_600_000));
    try {
      const res = await checkout(manager, session, { endedBy: 'someone else', KTVonline: '1.3' });
      // endedBy is not part of the input type: the client cannot even send it.
      expect(res.errors?.[0]?.message).toMatch(/endedBy/);
      const ok = await checkout(manager, session, { KTVonline: '1.3', preWeight: '99' });
      expect(ok.errors).toBeUndefined();
      const answer = JSON.parse(expectData(ok).checkoutDialysis);
      expect(answer).toMatchObject({ invoiceURL: null, qbMessage: null });
      expect(answer.dialysis).toMatchObject({
        id: session.id,
        endTime: new Date(T0.getTime() + 4 * 3_600_000).toISOString(),
        endedBy: manager.staff.accountID,
        endedByName: manager.staff.name,
        postWeight: 63800,
        postTemp: 36.4,
        KTVonline: 1.3,
        // SIMPLE takes only the post data.
        preWeight: 65500,
        // The check-out made a new version, stamped at its time.
        updatedOn: new Date(T0.getTime() + 4 * 3_600_000).toISOString(),
        intervalCount: 8,
      });
    } finally {
      t.clock.set(T0);
    }
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'checkoutDialysis'), eq(auditLog.entityID, String(session.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ mode: 'SIMPLE', intervalCount: 8, exception: false });
  });

  it('full: pre fields too, with the check-in rules', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    expectRefused(
      await checkout(nurse, session, { mode: 'FULL', preWeight: '' }),
      'BAD_USER_INPUT',
      M.required,
    );
    const res = await checkout(nurse, session, { mode: 'FULL', preWeight: '64', MSA: '2.1' });
    expect(res.errors).toBeUndefined();
    expect(JSON.parse(expectData(res).checkoutDialysis).dialysis).toMatchObject({
      preWeight: 64000,
      MSA: 2.1,
    });
  });

  it('an older session lacking a check-in field: FULL asks for it, SIMPLE (no pre data) checks out', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    await t.db.update(dialysis).set({ membraneUse: null }).where(eq(dialysis.id, session.id));
    const full = await checkout(nurse, session, { mode: 'FULL' });
    expectRefused(full, 'BAD_USER_INPUT', M.required);
    expect(full.errors?.[0]?.extensions?.field).toBe('membraneUse');
    const simple = await checkout(nurse, session);
    expect(simple.errors).toBeUndefined();
  });

  it('with fewer than 8 readings the notes are required (check-out exception)', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 7);
    for (const notes of [undefined, '  ']) {
      const res = await checkout(nurse, session, { notes });
      expectRefused(res, 'BAD_USER_INPUT', M.exceptionNotesRequired);
      expect(res.errors?.[0]?.extensions?.field).toBe('notes');
    }
    expect((await stored(session.id))?.endTime).toBeNull();
    const ok = await checkout(nurse, session, { notes: 'patient felt unwell, stopped early' });
    expect(ok.errors).toBeUndefined();
    expect(JSON.parse(expectData(ok).checkoutDialysis).dialysis.notes).toBe(
      'patient felt unwell, stopped early',
    );
  });

  it('a stale version answers VERSION_CONFLICT and ends nothing; an ended session is refused', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    const other = await t.asNurse([A]);
    const edit = await other.request(UPDATE, {
      update: { id: session.id, updatedOn: session.updatedOn, preSBP: '151' },
    });
    const edited = expectData(edit).updateDialysis.updatedOn;
    // The check-out made on the version read before that edit.
    expectRefused(await checkout(nurse, session, { postSBP: '120' }), 'VERSION_CONFLICT', M.sessionConflict);
    expect(await stored(session.id)).toMatchObject({ endTime: null, postSBP: null, preSBP: 151 });
    const done = await checkout(nurse, { ...session, updatedOn: edited });
    const ended = JSON.parse(expectData(done).checkoutDialysis).dialysis.updatedOn;
    expectRefused(await checkout(nurse, { ...session, updatedOn: ended }), 'CONFLICT', M.alreadyEnded);
  });

  it('two check-outs at once on one version: one ends it', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    const other = await t.asNurse([A]);
    const results = await Promise.all([checkout(nurse, session), checkout(other, session)]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.find((r) => r.errors) as GqlResponse<AnyData>;
    expect(['VERSION_CONFLICT', 'CONFLICT']).toContain(refused.errors?.[0]?.extensions?.code);
  });

  it('refuses a bad mode, a session not started, another centre and a Doctor', async () => {
    const { session, nurse } = await aRunningSession();
    await addReadings(session, 8);
    expectRefused(await checkout(nurse, session, { mode: 'QUICK' }), 'BAD_USER_INPUT', M.checkoutMode);
    const stranger = await t.asNurse([B]);
    expectRefused(await checkout(stranger, session), 'NOT_FOUND', M.retrieve);
    expectRefused(await checkout(await t.asDoctor([A]), session), 'FORBIDDEN');
    const { appointment } = await aReadyCheckIn(t, A);
    const waiting = await t.aDialysis(appointment, 'waiting', T0);
    expectRefused(
      await checkout(nurse, { id: waiting.id, updatedOn: waiting.updatedOn.toISOString() }),
      'CONFLICT',
      M.notStarted,
    );
    expect((await stored(session.id))?.endTime).toBeNull();
  });
});
