import { randomUUID } from 'node:crypto';
import { DIALYSIS_MESSAGES as M, TREATMENT_TIME_MESSAGES } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dialysis, dialysisInterval, idempotencyKey, recordHistory } from '../../db/schema.ts';
import { listen } from '../../test/events.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/plugin.ts';
import {
  aReadyCheckIn,
  aSimpleCheckout,
  CHECKOUT,
  checkInForm,
  READINGS,
  START,
  SUBMIT_INTERVAL,
} from './test-documents.ts';
import { A, aRunningSession, B, startDialysisTestApp, t } from './test-setup.ts';

// Issue 31, the two gaps: a check-in kept on a tablet offline (a provisional session id the readings entered
// meanwhile name it by), and a write's key kept on its row so a repeat is recognised after the idempotency
// table let its answer go (48 hours).

startDialysisTestApp();

const keyed = (key: string) => ({ 'idempotency-key': key });
const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();
const readingsOf = (dialysisID: number) =>
  t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, dialysisID));
const sessionsOf = (appointmentID: number) =>
  t.db.select().from(dialysis).where(eq(dialysis.appointmentID, appointmentID));
/** The idempotency table lets a key go (the clean-up job after 48 hours): here, at once. */
const forgetKey = (accountID: string, key: string) =>
  t.db
    .delete(idempotencyKey)
    .where(and(eq(idempotencyKey.accountID, accountID), eq(idempotencyKey.key, key)));
const auditsOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityID, String(id))));

/** A check-in made offline an hour ago, sent now: its provisional id, its start, and the Idempotency-Key. */
async function anOfflineCheckIn(centre = A) {
  const nurse = await t.asNurse([centre]);
  const ready = await aReadyCheckIn(t, centre);
  const sessionKey = randomUUID();
  const variables = {
    create: {
      ...checkInForm(ready.machine.id),
      arriveTime: minutesAgo(70),
      startTime: minutesAgo(60),
      sessionKey,
    },
    appointmentID: ready.appointment.id,
  };
  return { ...ready, nurse, sessionKey, variables, key: randomUUID() };
}

describe('a check-in kept offline, with a provisional session id', () => {
  it('starts the session at the time it was made; readings named by the provisional id land on it', async () => {
    const { nurse, appointment, variables, sessionKey, key } = await anOfflineCheckIn();
    const started = expectData(await nurse.request(START, variables, keyed(key))).startDialysis;
    expect(started.startTime).toBe(variables.create.startTime);
    expect(started.arriveTime).toBe(variables.create.arriveTime);
    const [row] = await sessionsOf(appointment.id);
    expect(row?.checkInKey).toBe(sessionKey);

    const times = [minutesAgo(45), minutesAgo(15)];
    for (const [i, timestamp] of times.entries()) {
      const res = await nurse.request(
        SUBMIT_INTERVAL,
        { create: { ...READINGS, SBP: 121 + i, dialysisKey: sessionKey, timestamp } },
        keyed(randomUUID()),
      );
      expect(expectData(res).submitDialysisInterval.dialysisID).toBe(started.id);
    }
    const stored = await readingsOf(started.id);
    expect(stored.map((r) => r.SBP).sort()).toEqual([121, 122]);
    expect(stored.map((r) => r.timestamp.toISOString()).sort()).toEqual(times);
    // The audit says it came late.
    const [audit] = await auditsOf('dialysis', started.id);
    expect(audit?.detail).toMatchObject({ sentLaterByMs: 60 * 60_000 });
  });

  it('creates one session when the same check-in is sent twice, in the 48 hours and after', async () => {
    const { nurse, appointment, variables, key } = await anOfflineCheckIn();
    const events = await listen(t.bus.pubsub, 'onStartDialysis', A.id);
    const first = await nurse.request(START, variables, keyed(key));
    const started = expectData(first).startDialysis;
    await events.next();
    // Within the 48 hours: the stored first answer.
    const again = await nurse.request(START, variables, keyed(key));
    expect(again).toEqual(first);
    // After: recognised by the key the session keeps; answered with the session, nothing written.
    await forgetKey(nurse.staff.accountID, key);
    const late = expectData(await nurse.request(START, variables, keyed(key))).startDialysis;
    expect(late.id).toBe(started.id);
    // And without any Idempotency-Key: the provisional id alone is the check-in's.
    const bare = expectData(await nurse.request(START, variables)).startDialysis;
    expect(bare.id).toBe(started.id);
    expect(await sessionsOf(appointment.id)).toHaveLength(1);
    expect((await auditsOf('dialysis', started.id)).map((a) => a.action)).toEqual(['startDialysis']);
    const history = await t.db.select().from(recordHistory).where(eq(recordHistory.dialysisID, started.id));
    expect(history.map((h) => h.operation)).toEqual(['create']);
    // The key is bookkeeping: not in the record's history.
    expect(Object.keys(history[0]?.new as object)).not.toContain('check_in_key');
    expect(await events.heard(500)).toBeNull();
  });

  it('keeps the Idempotency-Key on a session checked in without a provisional id', async () => {
    const { nurse, appointment, variables, key } = await anOfflineCheckIn();
    const { sessionKey: _none, ...create } = variables.create;
    const first = expectData(await nurse.request(START, { ...variables, create }, keyed(key))).startDialysis;
    await forgetKey(nurse.staff.accountID, key);
    const again = expectData(await nurse.request(START, { ...variables, create }, keyed(key))).startDialysis;
    expect(again.id).toBe(first.id);
    expect(await sessionsOf(appointment.id)).toHaveLength(1);
  });

  it('answers "Dialysis already started." when the appointment was checked in by someone else meanwhile', async () => {
    const { nurse, appointment, machine, variables, sessionKey } = await anOfflineCheckIn();
    // The other nurse, online, on another machine.
    const colleague = await t.asNurse([A]);
    const other = await aReadyCheckIn(t, A);
    const theirs = expectData(
      await colleague.request(START, {
        create: checkInForm(other.machine.id),
        appointmentID: appointment.id,
      }),
    ).startDialysis;
    void machine;
    const refused = await nurse.request(START, variables, keyed(randomUUID()));
    expectRefused(refused, 'CONFLICT', M.alreadyStarted);
    // That session stands; the readings kept for the provisional one reach no session.
    const reading = await nurse.request(
      SUBMIT_INTERVAL,
      { create: { ...READINGS, dialysisKey: sessionKey, timestamp: minutesAgo(10) } },
      keyed(randomUUID()),
    );
    expectRefused(reading, 'NOT_FOUND', M.retrieve);
    expect(await sessionsOf(appointment.id)).toMatchObject([
      { id: theirs.id, startedBy: colleague.staff.accountID },
    ]);
    expect(await readingsOf(theirs.id)).toHaveLength(0);
  });

  it('refuses a provisional id already used for another appointment', async () => {
    const first = await anOfflineCheckIn();
    expectData(await first.nurse.request(START, first.variables));
    const other = await aReadyCheckIn(t, A);
    const res = await first.nurse.request(START, {
      create: { ...checkInForm(other.machine.id), sessionKey: first.sessionKey },
      appointmentID: other.appointment.id,
    });
    expectRefused(res, 'CONFLICT', M.sessionKeyReused);
    expect(await sessionsOf(other.appointment.id)).toHaveLength(0);
  });

  it('takes a start a little ahead of the server as now, refuses one in the future or on another day', async () => {
    const ahead = await anOfflineCheckIn();
    const now = t.clock.now();
    const soon = new Date(now.getTime() + 60_000).toISOString();
    const started = expectData(
      await ahead.nurse.request(START, {
        ...ahead.variables,
        create: { ...ahead.variables.create, arriveTime: undefined, startTime: soon },
      }),
    ).startDialysis;
    expect(started.startTime).toBe(now.toISOString());

    const future = await anOfflineCheckIn();
    const later = new Date(now.getTime() + 10 * 60_000).toISOString();
    const res = await future.nurse.request(START, {
      ...future.variables,
      create: { ...future.variables.create, arriveTime: undefined, startTime: later },
    });
    expectRefused(res, 'BAD_USER_INPUT', TREATMENT_TIME_MESSAGES.future);
    expect(res.errors?.[0]?.extensions?.field).toBe('startTime');

    // Started yesterday in the centre (a tablet's clock a day behind): not that appointment's day.
    const yesterday = await anOfflineCheckIn();
    const dayBefore = new Date(now.getTime() - 24 * 3_600_000).toISOString();
    expectRefused(
      await yesterday.nurse.request(START, {
        ...yesterday.variables,
        create: { ...yesterday.variables.create, arriveTime: undefined, startTime: dayBefore },
      }),
      'INVALID_APPOINTMENT',
      M.invalidAppointment,
    );

    // An arrival after the start is the same slip as before.
    const arrival = await anOfflineCheckIn();
    const res2 = await arrival.nurse.request(START, {
      ...arrival.variables,
      create: { ...arrival.variables.create, arriveTime: minutesAgo(30) },
    });
    expect(res2.errors?.[0]?.extensions?.field).toBe('arriveTime');
    expect(await sessionsOf(future.appointment.id)).toHaveLength(0);
    expect(await sessionsOf(arrival.appointment.id)).toHaveLength(0);
  });

  it('names a session by one of dialysisID and dialysisKey, not both or neither', async () => {
    const { nurse, variables, sessionKey } = await anOfflineCheckIn();
    const started = expectData(await nurse.request(START, variables)).startDialysis;
    for (const create of [
      { ...READINGS, dialysisID: started.id, dialysisKey: sessionKey },
      { ...READINGS },
    ]) {
      const res = await nurse.request(SUBMIT_INTERVAL, { create });
      expectRefused(res, 'BAD_USER_INPUT', M.sessionReference);
      expect(res.errors?.[0]?.extensions?.field).toBe('dialysisID');
    }
    expectRefused(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisKey: 'not a key' } }),
      'BAD_USER_INPUT',
      IDEMPOTENCY_MESSAGES.invalidKey,
    );
    expect(await readingsOf(started.id)).toHaveLength(0);
  });
});

describe('a repeat recognised by the key its row keeps, after the 48 hours', () => {
  it('stores a reading once when it is sent again after its key was let go, after check-out too', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: session.id, SBP: 133, timestamp: t.clock.now().toISOString() };
    t.clock.advance(60_000);
    const first = expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    await forgetKey(nurse.staff.accountID, key);
    const again = expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expect(again.submitDialysisInterval).toEqual(first.submitDialysisInterval);
    // Checked out since: the repeat is still the reading stored, not 'No Active Diaylsis Session'.
    t.clock.advance(4 * 3_600_000);
    expectData(
      await nurse.request(CHECKOUT, {
        checkout: { id: session.id, updatedOn: session.updatedOn, mode: 'SIMPLE', notes: 'Short session.' },
      }),
    );
    await forgetKey(nurse.staff.accountID, key);
    const afterCheckout = expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expect(afterCheckout.submitDialysisInterval.id).toBe(first.submitDialysisInterval.id);
    const stored = await readingsOf(session.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.clientKey).toBe(key);
    expect((await auditsOf('dialysisInterval', stored[0]?.id as number)).map((a) => a.action)).toEqual([
      'submitDialysisInterval',
    ]);
  });

  it('refuses the same key for a reading of another session (another request)', async () => {
    const one = await aRunningSession();
    const nurse = one.nurse;
    const two = await aReadyCheckIn(t, A);
    const other = expectData(
      await nurse.request(START, { create: checkInForm(two.machine.id), appointmentID: two.appointment.id }),
    ).startDialysis;
    const key = randomUUID();
    expectData(
      await nurse.request(
        SUBMIT_INTERVAL,
        { create: { ...READINGS, dialysisID: one.session.id } },
        keyed(key),
      ),
    );
    await forgetKey(nurse.staff.accountID, key);
    const res = await nurse.request(
      SUBMIT_INTERVAL,
      { create: { ...READINGS, dialysisID: other.id } },
      keyed(key),
    );
    expectRefused(res, 'CONFLICT', IDEMPOTENCY_MESSAGES.reused);
    expect(await readingsOf(other.id)).toHaveLength(0);
  });

  it('answers a check-out sent again after its key was let go with the session, once checked out', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const checkout = aSimpleCheckout(session);
    t.clock.advance(60_000);
    const first = JSON.parse(
      expectData(await nurse.request(CHECKOUT, { checkout }, keyed(key))).checkoutDialysis,
    );
    await forgetKey(nurse.staff.accountID, key);
    t.clock.advance(60_000);
    const again = JSON.parse(
      expectData(await nurse.request(CHECKOUT, { checkout }, keyed(key))).checkoutDialysis,
    );
    expect(again.dialysis.endTime).toBe(first.dialysis.endTime);
    expect(again.dialysis.updatedOn).toBe(first.dialysis.updatedOn);
    expect((await auditsOf('dialysis', session.id)).map((a) => a.action)).toEqual([
      'startDialysis',
      'checkoutDialysis',
    ]);
    // Another key is another check-out: refused as before.
    const other = await nurse.request(CHECKOUT, { checkout }, keyed(randomUUID()));
    expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('a user of another centre', () => {
  it('is refused the new and changed operations', async () => {
    const outsider = await t.asNurse([B]);
    // A check-in with a provisional id, of an appointment of A.
    const offline = await anOfflineCheckIn();
    expectRefused(
      await outsider.request(START, offline.variables, keyed(randomUUID())),
      'INVALID_APPOINTMENT',
      M.invalidAppointment,
    );
    expect(await sessionsOf(offline.appointment.id)).toHaveLength(0);
    const started = expectData(await offline.nurse.request(START, offline.variables)).startDialysis;

    // A reading by the provisional id (its own key or not): unknown to anyone but the nurse who checked in.
    expectRefused(
      await outsider.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisKey: offline.sessionKey } }),
      'NOT_FOUND',
      M.retrieve,
    );
    const colleague = await t.asNurse([A]);
    expectRefused(
      await colleague.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisKey: offline.sessionKey } }),
      'NOT_FOUND',
      M.retrieve,
    );

    // A repeat of a stored reading (the same key, as the nurse's tablet would send it): not theirs.
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: started.id };
    expectData(await offline.nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    await forgetKey(offline.nurse.staff.accountID, key);
    expectRefused(await outsider.request(SUBMIT_INTERVAL, { create }, keyed(key)), 'NOT_FOUND', M.retrieve);

    // A repeat of a check-out.
    const checkoutKey = randomUUID();
    const checkout = { id: started.id, updatedOn: started.updatedOn, mode: 'SIMPLE', notes: 'Short.' };
    expectData(await offline.nurse.request(CHECKOUT, { checkout }, keyed(checkoutKey)));
    await forgetKey(offline.nurse.staff.accountID, checkoutKey);
    expectRefused(
      await outsider.request(CHECKOUT, { checkout }, keyed(checkoutKey)),
      'NOT_FOUND',
      M.retrieve,
    );

    // A repeat of the check-in itself.
    expectRefused(
      await outsider.request(START, offline.variables),
      'INVALID_APPOINTMENT',
      M.invalidAppointment,
    );
    expect(await readingsOf(started.id)).toHaveLength(1);
  });
});
