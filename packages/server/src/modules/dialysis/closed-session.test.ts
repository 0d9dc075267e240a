import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, dialysis, dialysisInterval, medicationAdministered } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, type TestApp } from '../../test/test-app.ts';
import {
  aCentreWithGiverAndWitness,
  administeredInput,
  CREATE_ADMINISTERED,
} from '../medication/test-documents.ts';
import {
  aReadyCheckIn,
  CHECKOUT,
  checkInForm,
  READINGS,
  START,
  SUBMIT_INTERVAL,
  UPDATE,
  UPDATE_INTERVAL,
} from './test-documents.ts';

/**
 * A closed session (domain session-phase.ts: 24 hours after check-out) takes only the audited edits, check-out
 * edit and a Medical Director's correction of a reading; every other write is refused with SESSION_CLOSED.
 */

const CANCEL = graphql(`
  mutation ClosedSessionCancel($update: UpdateAppointmentInput!) {
    updateAppointment(update: $update) { id deleted }
  }
`);

const HOUR = 3_600_000;
const CLOSE_AFTER = 24 * HOUR;

const test = apiTest(aCentreWithGiverAndWitness);

/**
 * A session of the centre checked out `ago` ms before the clock's now (as check-out leaves it: started, ended,
 * by a nurse), with one reading, on the day before T0.
 */
async function aSessionEnded(t: TestApp, centre: { id: number }, ago: number) {
  const end = new Date(t.clock.now().getTime() - ago);
  // The builder's ended session ends 5 minutes before `at`.
  const booked = await t.aBookedPatient(centre, '2030-03-10', {
    session: 'ended',
    at: new Date(end.getTime() + 5 * 60_000),
  });
  const session = booked.dialysis;
  if (!session) throw new Error('session not made');
  expect(session.endTime?.toISOString()).toBe(end.toISOString());
  const reading = await t.anInterval(session, { timestamp: new Date(end.getTime() - HOUR) });
  // The versions a client reads them at (their updatedOn): every edit names one.
  return {
    ...booked,
    session,
    reading,
    read: session.updatedOn.toISOString(),
    readingRead: reading.updatedOn.toISOString(),
  };
}

/** Heparin given in the session (createMedicationAdministered with its dialysisID). */
const given = (staff: Parameters<typeof administeredInput>[0], patientID: number, dialysisID: number) =>
  administeredInput(staff, patientID, { dialysisID });

const auditOf = async (t: TestApp, action: string, entityID: number) =>
  (
    await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityID, String(entityID))))
  ).map((row) => row.detail);

describe('a session closes 24 hours after check-out', () => {
  test('a millisecond before, it is still open: medication given late joins it, a reading is No Active Diaylsis Session', async ({
    t,
    given: staff,
  }) => {
    const { patient, session } = await aSessionEnded(t, staff.centre, CLOSE_AFTER - 1);
    const nurse = await t.signedIn(staff.giver);
    expectRefused(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
      'CONFLICT',
      M.noActiveSession,
    );
    const res = await nurse.request(CREATE_ADMINISTERED, { create: given(staff, patient.id, session.id) });
    expect(expectData(res).createMedicationAdministered.dialysisID).toBe(session.id);
  });

  test('at exactly 24 hours: a reading, a check-out, medication given in it and a cancel are refused, nothing stored', async ({
    t,
    given: staff,
  }) => {
    const { patient, appointment, session, read } = await aSessionEnded(t, staff.centre, CLOSE_AFTER);
    const nurse = await t.signedIn(staff.giver);
    expectRefused(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
      'SESSION_CLOSED',
      M.sessionClosed,
    );
    expectRefused(
      await nurse.request(CHECKOUT, {
        checkout: { id: session.id, updatedOn: read, mode: 'SIMPLE', postWeight: '60' },
      }),
      'SESSION_CLOSED',
      M.sessionClosed,
    );
    expectRefused(
      await nurse.request(CREATE_ADMINISTERED, { create: given(staff, patient.id, session.id) }),
      'SESSION_CLOSED',
      M.sessionClosed,
    );
    expectRefused(
      await nurse.request(CANCEL, { update: { id: appointment.id, deleted: 1 } }),
      'CONFLICT',
      'Session has already started/ended, cannot be cancelled.',
    );
    const readings = await t.db
      .select()
      .from(dialysisInterval)
      .where(eq(dialysisInterval.dialysisID, session.id));
    expect(readings).toHaveLength(1);
    const medication = await t.db
      .select()
      .from(medicationAdministered)
      .where(eq(medicationAdministered.dialysisID, session.id));
    expect(medication).toHaveLength(0);
    const [row] = await t.db.select().from(dialysis).where(eq(dialysis.id, session.id));
    expect(row).toMatchObject({ updatedOn: session.updatedOn, postWeight: null, endTime: session.endTime });
  });

  test("check-in edit's pre data stays locked as after any check-out (BAD_USER_INPUT on the field)", async ({
    t,
    given: staff,
  }) => {
    const { session, read } = await aSessionEnded(t, staff.centre, 3 * CLOSE_AFTER);
    const nurse = await t.signedIn(staff.giver);
    expectFieldError(
      await nurse.request(UPDATE, { update: { id: session.id, updatedOn: read, preWeight: '66' } }),
      'preWeight',
      M.preDataLocked,
    );
  });

  test("the audited edits still change a closed session: check-out edit and a Medical Director's correction, each audited afterClose", async ({
    t,
    given: staff,
  }) => {
    const { session, reading, read, readingRead } = await aSessionEnded(t, staff.centre, 3 * CLOSE_AFTER);
    const nurse = await t.signedIn(staff.giver);
    const edited = expectData(
      await nurse.request(UPDATE, {
        update: { id: session.id, updatedOn: read, postWeight: '61.5', notes: 'late' },
      }),
    ).updateDialysis;
    expect(edited).toMatchObject({ postWeight: 61500, notes: 'late' });
    expect(edited.updatedOn > read).toBe(true);
    expect(await auditOf(t, 'updateDialysis', session.id)).toEqual([
      expect.objectContaining({ fields: ['postWeight', 'notes'], afterClose: true }),
    ]);

    const director = await t.signedInAs('MedicalDirector', [staff.centre]);
    const corrected = expectData(
      await director.request(UPDATE_INTERVAL, {
        update: { id: reading.id, updatedOn: readingRead, SBP: '135' },
      }),
    ).updateDialysisInterval;
    expect(corrected).toMatchObject({ SBP: 135 });
    expect(corrected.updatedOn > readingRead).toBe(true);
    expect(await auditOf(t, 'updateDialysisInterval', reading.id)).toEqual([
      expect.objectContaining({ changes: { SBP: [120, 135] }, afterCheckout: true, afterClose: true }),
    ]);
  });

  test('an edit of a session that is only ended is not marked afterClose', async ({ t, given: staff }) => {
    const { session, read } = await aSessionEnded(t, staff.centre, HOUR);
    const nurse = await t.signedIn(staff.giver);
    expectData(
      await nurse.request(UPDATE, { update: { id: session.id, updatedOn: read, postWeight: '61.5' } }),
    );
    const [detail] = await auditOf(t, 'updateDialysis', session.id);
    expect(detail).not.toHaveProperty('afterClose');
  });

  test('a user of another centre is refused as for an unknown session, and learns nothing of its phase', async ({
    t,
    given: staff,
  }) => {
    const { session, reading, read, readingRead } = await aSessionEnded(t, staff.centre, 3 * CLOSE_AFTER);
    const outsider = await t.signedInAs('ManagingNurse', [staff.other]);
    expectRefused(
      await outsider.request(UPDATE, { update: { id: session.id, updatedOn: read, postWeight: '61.5' } }),
      'NOT_FOUND',
      M.retrieve,
    );
    expectRefused(
      await outsider.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }),
      'NOT_FOUND',
      M.retrieve,
    );
    const director = await t.signedInAs('MedicalDirector', [staff.other]);
    expectRefused(
      await director.request(UPDATE_INTERVAL, {
        update: { id: reading.id, updatedOn: readingRead, SBP: '135' },
      }),
      'NOT_FOUND',
      M.retrieveInterval,
    );
    const [row] = await t.db.select().from(dialysis).where(eq(dialysis.id, session.id));
    expect(row?.updatedOn).toEqual(session.updatedOn);
  });

  test('a session checked out through the API closes 24 hours after the check-out the server stamped', async ({
    t,
    given: staff,
  }) => {
    const ready = await aReadyCheckIn(t, staff.centre);
    const nurse = await t.asNurse([staff.centre]);
    const started = expectData(
      await nurse.request(START, {
        create: checkInForm(ready.machine.id),
        appointmentID: ready.appointment.id,
      }),
    ).startDialysis;
    const reading = expectData(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: started.id } }),
    ).submitDialysisInterval;
    t.clock.set(new Date(T0.getTime() + 4 * HOUR));
    try {
      const later = await t.asNurse([staff.centre]);
      const answer = expectData(
        await later.request(CHECKOUT, {
          checkout: {
            id: started.id,
            updatedOn: started.updatedOn,
            mode: 'SIMPLE',
            postWeight: '63.8',
            notes: 'short',
          },
        }),
      ).checkoutDialysis;
      const ended = JSON.parse(answer).dialysis;
      const end = new Date(ended.endTime).getTime();
      expect(end).toBe(T0.getTime() + 4 * HOUR);

      t.clock.set(new Date(end + CLOSE_AFTER - 1));
      const nextDay = await t.asNurse([staff.centre]);
      expectRefused(
        await nextDay.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: started.id } }),
        'CONFLICT',
        M.noActiveSession,
      );

      t.clock.set(new Date(end + CLOSE_AFTER));
      expectRefused(
        await nextDay.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: started.id } }),
        'SESSION_CLOSED',
        M.sessionClosed,
      );
      expectData(
        await nextDay.request(UPDATE, {
          update: { id: started.id, updatedOn: ended.updatedOn, postWeight: '63.6' },
        }),
      );
      const director = await t.asDirector([staff.centre]);
      expectData(
        await director.request(UPDATE_INTERVAL, {
          update: { id: reading.id, updatedOn: reading.updatedOn, note: 'checked' },
        }),
      );
    } finally {
      t.clock.set(T0);
    }
  });
});
