import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, calculatedLabResult, dialysis } from '../../db/schema.ts';
import { expectData, expectFieldError } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { AnyData } from '../../test/graphql.ts';
import { type StaffClient, T0, TODAY } from '../../test/test-app.ts';
import { aReadyCheckIn, CHECKOUT, checkInForm, START, UPDATE } from './test-documents.ts';
import { A, aRunningSession, startDialysisTestApp, t } from './test-setup.ts';

/**
 * A session's times (issue 25 items 1 and 7): arrival <= start < end <= discharge, a treatment of 60 to 480
 * minutes, the discharge recorded at check-out and corrected at check-out edit. T0 is 09:30 in Singapore.
 */

startDialysisTestApp();

const ADD_LAB = graphql(`
  mutation SessionTimesLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

const at = (time: string) => new Date(`${TODAY}T${time}:00+08:00`);
const stored = async (id: number) => (await t.db.select().from(dialysis).where(eq(dialysis.id, id)))[0];

const POST = {
  postWeight: '63.8',
  postTemp: '36.4',
  postEdema: '0',
  postSBP: '125',
  postDBP: '78',
  postHRT: '70',
  notes: 'few readings',
};

/** Checks a running session out at `when` (the clock goes back to T0 after). */
async function checkOutAt(when: Date, session: AnyData, over: Record<string, unknown> = {}) {
  const nurse = await t.asNurse([A]);
  t.clock.set(when);
  try {
    return await nurse.request(CHECKOUT, {
      checkout: { id: session.id, updatedOn: session.updatedOn, mode: 'SIMPLE', ...POST, ...over },
    });
  } finally {
    t.clock.set(T0);
  }
}

/** An ended session of today: arrived 07:40, 08:00 to 12:00, discharged 12:20; the clock reads 13:00. */
async function anEndedSession() {
  const ready = await aReadyCheckIn(t, A);
  const row = await t.aDialysis(ready.appointment, 'ended', T0, {
    arriveTime: at('07:40'),
    startTime: at('08:00'),
    endTime: at('12:00'),
    dischargeTime: at('12:20'),
    preWeight: 65_500,
    postWeight: 63_800,
  });
  t.clock.set(at('13:00'));
  return { row, patient: ready.patient };
}

describe('discharge time at check-out', () => {
  it('is the check-out time unless the nurse records another', async () => {
    const { session } = await aRunningSession();
    const end = at('13:30');
    const answer = JSON.parse(expectData(await checkOutAt(end, session)).checkoutDialysis);
    expect(answer.dialysis).toMatchObject({ endTime: end.toISOString(), dischargeTime: end.toISOString() });

    const other = (await aRunningSession()).session;
    // Recorded on the form to the minute: the same minute as the check-out is not before it.
    const picked = at('13:30');
    const later = JSON.parse(
      expectData(
        await checkOutAt(new Date(picked.getTime() + 40_000), other, { dischargeTime: picked.toISOString() }),
      ).checkoutDialysis,
    );
    expect(later.dialysis.dischargeTime).toBe(picked.toISOString());
  });

  it('is refused before the end (the check-out) or in the future, and nothing is checked out', async () => {
    const { session } = await aRunningSession();
    expectFieldError(
      await checkOutAt(at('13:30'), session, { dischargeTime: at('13:20').toISOString() }),
      'dischargeTime',
      'The discharge time cannot be before the end time.',
    );
    expectFieldError(
      await checkOutAt(at('13:30'), session, { dischargeTime: at('14:00').toISOString() }),
      'dischargeTime',
      'The date cannot be in the future.',
    );
    expectFieldError(
      await checkOutAt(at('13:30'), session, { dischargeTime: 'half past one' }),
      'dischargeTime',
      'Not a valid date.',
    );
    expect((await stored(session.id))?.endTime).toBeNull();
  });

  it('reaches the calculated result, whose Duration is discharge minus start', async () => {
    const { session, patient } = await aRunningSession();
    const nurse = await t.asNurse([A]);
    expectData(
      await nurse.request(ADD_LAB, {
        create: { patientID: patient.id, timestamp: TODAY, ureaPre: 20, ureaPost: 6 },
      }),
    );
    expectData(await checkOutAt(at('13:30'), session, { dischargeTime: at('13:31').toISOString() }));
    const [row] = await t.db
      .select()
      .from(calculatedLabResult)
      .where(and(eq(calculatedLabResult.dialysisID, session.id), eq(calculatedLabResult.deleted, 0)));
    expect(row?.dialysisDischargeTime?.toISOString()).toBe(at('13:31').toISOString());
    expect(row?.dialysisStartTime?.toISOString()).toBe(T0.toISOString());
  });
});

describe('check-out edit: corrected times', () => {
  // A row as stored (updatedOn a Date) or as the API answered it (an ISO string): the version it was read at.
  const update = async (row: AnyData, times: Record<string, string>) => {
    const nurse = await t.asNurse([A]);
    const updatedOn = new Date(row.updatedOn).toISOString();
    return nurse.request(UPDATE, { update: { id: row.id, updatedOn, ...times } });
  };

  it('refuses a treatment shorter than 60 or longer than 480 minutes', async () => {
    const { row } = await anEndedSession();
    try {
      expectFieldError(
        await update(row, { endTime: at('08:59').toISOString() }),
        'endTime',
        'The treatment must last 60 to 480 minutes.',
      );
      expectFieldError(
        await update(row, { startTime: at('11:30').toISOString() }),
        'startTime',
        'The treatment must last 60 to 480 minutes.',
      );
      const long = await anEndedSession();
      await t.db
        .update(dialysis)
        .set({ arriveTime: at('03:00') })
        .where(eq(dialysis.id, long.row.id));
      expectFieldError(
        await update(long.row, { startTime: at('03:59').toISOString() }),
        'startTime',
        'The treatment must last 60 to 480 minutes.',
      );
      expectData(
        await update(row, { endTime: at('09:00').toISOString(), dischargeTime: at('09:10').toISOString() }),
      );
    } finally {
      t.clock.set(T0);
    }
  });

  it('refuses a start before the arrival', async () => {
    const { row } = await anEndedSession();
    try {
      expectFieldError(
        await update(row, { startTime: at('07:39').toISOString() }),
        'startTime',
        'The start time cannot be before the arrival time.',
      );
      expectData(await update(row, { startTime: at('07:40').toISOString() }));
    } finally {
      t.clock.set(T0);
    }
  });

  it('corrects the discharge: not before the end, not in the future, on the day; audited with old and new', async () => {
    const { row } = await anEndedSession();
    try {
      expectFieldError(
        await update(row, { dischargeTime: at('11:59').toISOString() }),
        'dischargeTime',
        'The discharge time cannot be before the end time.',
      );
      expectFieldError(
        await update(row, { endTime: at('12:30').toISOString() }),
        'endTime',
        'The end time cannot be after the discharge time.',
      );
      expectFieldError(
        await update(row, { dischargeTime: at('13:30').toISOString() }),
        'dischargeTime',
        'The date cannot be in the future.',
      );
      expectFieldError(
        await update(row, { dischargeTime: new Date(at('12:20').getTime() - 86_400_000).toISOString() }),
        'dischargeTime',
        "Times must be on the session's day.",
      );
      expect((await stored(row.id))?.dischargeTime?.toISOString()).toBe(at('12:20').toISOString());

      const saved = expectData(
        await update(row, { dischargeTime: at('12:45').toISOString() }),
      ).updateDialysis;
      expect(saved.dischargeTime).toBe(at('12:45').toISOString());
      const [audit] = await t.db
        .select({ detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'updateDialysis'), eq(auditLog.entityID, String(row.id))));
      expect(audit?.detail).toMatchObject({
        fields: ['dischargeTime'],
        times: { dischargeTime: [at('12:20').toISOString(), at('12:45').toISOString()] },
      });
    } finally {
      t.clock.set(T0);
    }
  });

  it('a session still running has no discharge to correct', async () => {
    const { session } = await aRunningSession();
    expectFieldError(
      await update(session, { dischargeTime: T0.toISOString() }),
      'dischargeTime',
      'Start, end and discharge times can be corrected after check-out.',
    );
  });
});

describe('arrival', () => {
  const checkIn = async (arriveTime: Date) => {
    const nurse = await t.asNurse([A]);
    const ready = await aReadyCheckIn(t, A);
    return nurse.request(START, {
      create: checkInForm(ready.machine.id, { arriveTime: arriveTime.toISOString() }),
      appointmentID: ready.appointment.id,
    });
  };
  const editArrival = (nurse: StaffClient, session: AnyData, arriveTime: Date) =>
    nurse.request(UPDATE, {
      update: { id: session.id, updatedOn: session.updatedOn, arriveTime: arriveTime.toISOString() },
    });

  it('check-in refuses an arrival in the future (the start is now), and keeps one of this minute', async () => {
    expectFieldError(await checkIn(at('09:31')), 'arriveTime', 'The date cannot be in the future.');
    expectFieldError(await checkIn(at('21:00')), 'arriveTime', 'The date cannot be in the future.');
    const started = expectData(await checkIn(at('09:10'))).startDialysis;
    expect(started.arriveTime).toBe(at('09:10').toISOString());
  });

  it('check-in refuses an arrival more than 4 hours before the start; exactly 4 hours is kept', async () => {
    // T0 is 09:30:00: the browser in New York filled the day's 20:30 as 07:30 (issue 27), 14 hours early.
    expectFieldError(
      await checkIn(at('05:29')),
      'arriveTime',
      'The arrival time cannot be more than 4 hours before the start time.',
    );
    const started = expectData(await checkIn(at('05:30'))).startDialysis;
    expect(started.arriveTime).toBe(at('05:30').toISOString());
  });

  it('check-in edit refuses an arrival moved after the start, or into the future', async () => {
    const { session, nurse } = await aRunningSession();
    t.clock.set(at('10:30'));
    try {
      expectFieldError(
        await editArrival(nurse, session, at('09:45')),
        'arriveTime',
        'The arrival time cannot be after the start time.',
      );
      expectFieldError(
        await editArrival(nurse, session, at('10:45')),
        'arriveTime',
        'The date cannot be in the future.',
      );
    } finally {
      t.clock.set(T0);
    }
    expect((await stored(session.id))?.arriveTime?.toISOString()).toBe(T0.toISOString());
  });

  it('check-in edit refuses an arrival more than 4 hours before the start; exactly 4 hours is kept', async () => {
    const { session, nurse } = await aRunningSession();
    expectFieldError(
      await editArrival(nurse, session, at('05:29')),
      'arriveTime',
      'The arrival time cannot be more than 4 hours before the start time.',
    );
    const saved = expectData(await editArrival(nurse, session, at('05:30'))).updateDialysis;
    expect(saved.arriveTime).toBe(at('05:30').toISOString());
  });

  it('check-out edit refuses a start moved more than 4 hours after the arrival (07:40)', async () => {
    const { row } = await anEndedSession();
    const nurse = await t.asNurse([A]);
    const correct = (start: string, end: string) =>
      nurse.request(UPDATE, {
        update: {
          id: row.id,
          updatedOn: row.updatedOn.toISOString(),
          startTime: at(start).toISOString(),
          endTime: at(end).toISOString(),
          dischargeTime: at('12:50').toISOString(),
        },
      });
    try {
      expectFieldError(
        await correct('11:41', '12:45'),
        'startTime',
        'The start time cannot be more than 4 hours after the arrival time.',
      );
      expect(expectData(await correct('11:40', '12:45')).updateDialysis.startTime).toBe(
        at('11:40').toISOString(),
      );
    } finally {
      t.clock.set(T0);
    }
  });
});
