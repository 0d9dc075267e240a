import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, machine, machineStatus, seat } from '../../db/schema.ts';
import { JOBS } from '../../jobs/index.ts';
import { runJobOnce } from '../../platform/jobs.ts';
import { apiTest } from '../../test/api-test.ts';
import type { TestApp } from '../../test/test-app.ts';
import { machineStatusJob } from './automatic.ts';

/**
 * The scheduled job with a set clock: three months before expiry a PASS item becomes TO_SCHEDULE; on the
 * expiry day, in the centre's time zone, an item becomes EXPIRED and its machine and that machine's seats
 * NOTAVAILABLE. Running it again changes nothing.
 */
// The job acts on every audit item of the database: a database of this file's own (test/database.ts).
const test = apiTest(undefined, { ownDatabase: true });

const LONG_AGO = new Date('2029-01-01T00:00:00Z');
const run = (t: TestApp) =>
  runJobOnce(machineStatusJob, { db: t.db, clock: t.clock, pubsub: t.bus.pubsub, log: t.app.log });

async function statuses(t: TestApp, ids: number[]) {
  const rows = await t.db
    .select({ id: machineStatus.id, status: machineStatus.status })
    .from(machineStatus)
    .where(inArray(machineStatus.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}
const machineStatusOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(machine).where(eq(machine.id, id)))[0]?.status;
const seatStatusOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(seat).where(eq(seat.id, id)))[0]?.status;

describe('machine status job', () => {
  test('is registered to run at start and every 15 minutes', () => {
    expect(JOBS).toContain(machineStatusJob);
    expect(machineStatusJob.intervalMs).toBe(15 * 60_000);
  });

  test('moves only the items that are due, and running it twice leaves the same state', async ({ t }) => {
    t.clock.set('2030-06-01T02:00:00Z'); // 10:00 on 1 June in Singapore
    const centre = await t.aCentre({ timezone: 'Asia/Singapore' });
    const [m1, m2, m3] = await Promise.all([t.aMachine(centre), t.aMachine(centre), t.aMachine(centre)]);
    // A machine stands at one live seat at most (seat_machine_key): one seat each for m1 and m3.
    const [s1, s3] = await Promise.all([
      t.aSeat(centre, { machineID: m1.id }),
      t.aSeat(centre, { machineID: m3.id }),
    ]);
    const item = (m: { id: number }, status: typeof machineStatus.$inferInsert.status, expiryDate: string) =>
      t.aMachineStatus(m, { status, expiryDate, updatedOn: LONG_AGO });
    const due = {
      passInWindow: await item(m2, 'PASS', '2030-09-01'), // exactly three months ahead: TO_SCHEDULE
      passExpiring: await item(m1, 'PASS', '2030-06-01'), // today: EXPIRED
      scheduledExpiring: await item(m1, 'SCHEDULED', '2030-05-31'),
      pendingExpiring: await item(m1, 'PENDING_SIGNATURE', '2030-06-01'),
    };
    const notDue = {
      passLater: await item(m3, 'PASS', '2030-09-02'),
      scheduledInWindow: await item(m3, 'SCHEDULED', '2030-07-01'),
      pendingInWindow: await item(m3, 'PENDING_SIGNATURE', '2030-06-02'),
      alreadyExpired: await item(m3, 'EXPIRED', '2030-05-01'),
      history: await item(m3, 'INACTIVE', '2030-05-01'),
      deleted: await t.aMachineStatus(m3, {
        status: 'PASS',
        expiryDate: '2030-05-01',
        deleted: 1,
        updatedOn: LONG_AGO,
      }),
      // Expired, then scheduled by a user after its expiry day: the job must not undo that.
      rescheduled: await t.aMachineStatus(m3, {
        status: 'SCHEDULED',
        expiryDate: '2030-05-01',
        nextAudit: '2030-06-10',
        updatedOn: new Date('2030-05-02T03:00:00Z'),
      }),
    };
    const ids = [...Object.values(due), ...Object.values(notDue)].map((i) => i.id);
    const before = await statuses(t, ids);

    expect(await run(t)).toBe(true);
    const after = await statuses(t, ids);
    expect(after).toEqual({
      ...before,
      [due.passInWindow.id]: 'TO_SCHEDULE',
      [due.passExpiring.id]: 'EXPIRED',
      [due.scheduledExpiring.id]: 'EXPIRED',
      [due.pendingExpiring.id]: 'EXPIRED',
    });
    // The expired items' machine and its seats are out of use; the others are untouched.
    expect(await machineStatusOf(t, m1.id)).toBe('NOTAVAILABLE');
    expect(await seatStatusOf(t, s1.id)).toBe('NOTAVAILABLE');
    expect(await machineStatusOf(t, m2.id)).toBe('AVAILABLE');
    expect(await machineStatusOf(t, m3.id)).toBe('AVAILABLE');
    expect(await seatStatusOf(t, s3.id)).toBe('AVAILABLE');

    const auditCount = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.clinicID, centre.id))).length;
    const audited = await auditCount();
    expect(audited).toBe(4 + 1 + 1); // four items, one machine, its seat

    t.clock.advance(15 * 60_000);
    await run(t);
    expect(await statuses(t, ids)).toEqual(after);
    expect(await auditCount()).toBe(audited);
  });

  test('audits as the system, with the change it made', async ({ t }) => {
    t.clock.set('2030-06-01T02:00:00Z');
    const centre = await t.aCentre();
    const m = await t.aMachine(centre);
    const item = await t.aMachineStatus(m, { status: 'PASS', expiryDate: '2030-06-01', updatedOn: LONG_AGO });
    await run(t);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'machineStatus'), eq(auditLog.entityID, String(item.id))));
    expect(row).toMatchObject({
      accountID: null,
      role: 'system',
      clinicID: centre.id,
      action: 'machineStatus.automatic',
      detail: { from: 'PASS', to: 'EXPIRED', expiryDate: '2030-06-01', today: '2030-06-01' },
    });
  });

  test("decides the expiry day in the centre's own time zone", async ({ t }) => {
    // 20:00 UTC on 31 May: already 1 June in Singapore (04:00), still 31 May in New York (16:00).
    t.clock.set('2030-05-31T20:00:00Z');
    const singapore = await t.aCentre({ timezone: 'Asia/Singapore' });
    const newYork = await t.aCentre({ timezone: 'America/New_York' });
    const inSingapore = await t.aMachineStatus(await t.aMachine(singapore), {
      status: 'PASS',
      expiryDate: '2030-06-01',
      updatedOn: LONG_AGO,
    });
    const inNewYork = await t.aMachineStatus(await t.aMachine(newYork), {
      status: 'PASS',
      expiryDate: '2030-06-01',
      updatedOn: LONG_AGO,
    });
    await run(t);
    expect(await statuses(t, [inSingapore.id, inNewYork.id])).toEqual({
      [inSingapore.id]: 'EXPIRED',
      [inNewYork.id]: 'TO_SCHEDULE',
    });
    t.clock.set('2030-06-01T04:00:00Z'); // midnight in New York
    await run(t);
    expect((await statuses(t, [inNewYork.id]))[inNewYork.id]).toBe('EXPIRED');
  });

  test('counts three months the way the calendar does (31 May expiry: TO_SCHEDULE from 28 February)', async ({
    t,
  }) => {
    const m = await t.aMachine(await t.aCentre({ timezone: 'UTC' }));
    const item = await t.aMachineStatus(m, { status: 'PASS', expiryDate: '2031-05-31', updatedOn: LONG_AGO });
    t.clock.set('2031-02-27T12:00:00Z');
    await run(t);
    expect((await statuses(t, [item.id]))[item.id]).toBe('PASS');
    t.clock.set('2031-02-28T00:00:00Z');
    await run(t);
    expect((await statuses(t, [item.id]))[item.id]).toBe('TO_SCHEDULE');
  });
});
