import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointment, auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, type TestApp, TODAY } from '../../test/test-app.ts';
import { isPatientDayViolation } from './patient-day.ts';

/**
 * Issue 27 item 3: one live appointment per patient and day in any centre, and no booking of a session that has
 * ended on the centre's clock; the repeating booking says beforehand which dates it books and which it skips.
 */
const BOOK = graphql(`
  mutation OneADayBook($create: CreateAppointmentInput!) {
    createAppointment(create: $create) { id date shift clinicID }
  }
`);
const CANCEL = graphql(`
  mutation OneADayCancel($update: UpdateAppointmentInput!) {
    updateAppointment(update: $update) { id deleted }
  }
`);
const PREVIEW = graphql(`
  query OneADayPreview($create: CreateAppointmentSeriesInput!) {
    previewAppointmentSeries(create: $create) { date outcome existing }
  }
`);
const SERIES = graphql(`
  mutation OneADaySeries($create: CreateAppointmentSeriesInput!) {
    createAppointmentSeries(create: $create) { booked { date } full alreadyBooked ended }
  }
`);
const CALENDAR = graphql(`
  query OneADayCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {
      today endedSessions
    }
  }
`);

const DAY = '2030-03-20';
const SHOWN_DAY = '20 Mar 2030';
const test = apiTest();

async function aCentreWithSeats(t: TestApp, seats: number, over: { timezone?: string } = {}) {
  const centre = await t.aCentre(over);
  for (let i = 0; i < seats; i++) await t.aSeat(centre, { machineID: (await t.aMachine(centre)).id });
  return centre;
}

const create = (patientID: number, clinicID: number, shift: 'M' | 'N' | 'E', date = DAY) => ({
  create: { patientID, clinicID, date, shift },
});

const liveOf = (t: TestApp, patientID: number) =>
  t.db
    .select()
    .from(appointment)
    .where(and(eq(appointment.patientID, patientID), eq(appointment.deleted, 0)));

describe('one appointment per patient and day', () => {
  test('refuses another session of the same day, naming the appointment the patient has', async ({ t }) => {
    const A = await aCentreWithSeats(t, 2);
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A]);
    expect((await nurse.request(BOOK, create(p.id, A.id, 'M'))).errors).toBeUndefined();
    for (const shift of ['N', 'E'] as const) {
      expectRefused(
        await nurse.request(BOOK, create(p.id, A.id, shift)),
        'CONFLICT',
        `The patient already has an appointment on ${SHOWN_DAY}: Morning session at ${A.name}.`,
      );
    }
    expect(await liveOf(t, p.id)).toHaveLength(1);
  });

  test("refuses another centre the same day, and names a centre outside the user's list only as another", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2);
    const B = await aCentreWithSeats(t, 2);
    const p = await t.aPatient(B);
    const both = await t.signedInAs('Nurse', [A, B]);
    expect((await both.request(BOOK, create(p.id, A.id, 'N'))).errors).toBeUndefined();
    expectRefused(
      await both.request(BOOK, create(p.id, B.id, 'E')),
      'CONFLICT',
      `The patient already has an appointment on ${SHOWN_DAY}: Noon session at ${A.name}.`,
    );
    // A nurse of B only sees the patient (of B) but not centre A: told the patient is booked, not where.
    const onlyB = await t.signedInAs('Nurse', [B]);
    expectRefused(
      await onlyB.request(BOOK, create(p.id, B.id, 'M')),
      'CONFLICT',
      `The patient already has an appointment on ${SHOWN_DAY}: Noon session at another centre.`,
    );
    expect((await liveOf(t, p.id)).map((a) => a.clinicID)).toEqual([A.id]);
  });

  test('a cancelled appointment does not block the day: cancel and book again is how an appointment moves', async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2);
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A]);
    const first = expectData(await nurse.request(BOOK, create(p.id, A.id, 'M'))).createAppointment;
    expect((await nurse.request(CANCEL, { update: { id: first.id, deleted: 1 } })).errors).toBeUndefined();
    const moved = await nurse.request(BOOK, create(p.id, A.id, 'E'));
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.createAppointment).toMatchObject({ date: DAY, shift: 'E' });
    // Cancelling the live one frees the day again (an update of the row never collides with itself).
    const live = expectData(moved).createAppointment;
    expect((await nurse.request(CANCEL, { update: { id: live.id, deleted: 1 } })).errors).toBeUndefined();
    expect((await nurse.request(BOOK, create(p.id, A.id, 'N'))).errors).toBeUndefined();
    expect((await liveOf(t, p.id)).map((a) => a.shift)).toEqual(['N']);
  });

  test('lets exactly one of two simultaneous bookings of one patient and day (other session, other centre) in', async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2);
    const B = await aCentreWithSeats(t, 2);
    const p = await t.aPatient(A);
    const [n1, n2] = await Promise.all([t.signedInAs('Nurse', [A, B]), t.signedInAs('Nurse', [A, B])]);
    // Different sessions and centres: different session locks, so only the check or the index stands between.
    const results = await Promise.all([
      n1.request(BOOK, create(p.id, A.id, 'M')),
      n2.request(BOOK, create(p.id, B.id, 'N')),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = expectData(won[0] as (typeof results)[number]).createAppointment;
    const named = winner.clinicID === A.id ? `Morning session at ${A.name}` : `Noon session at ${B.name}`;
    expectRefused(
      lost[0] as (typeof results)[number],
      'CONFLICT',
      `The patient already has an appointment on ${SHOWN_DAY}: ${named}.`,
    );
    expect(await liveOf(t, p.id)).toHaveLength(1);
  });

  test('the database refuses a second live row of the day by itself (appointment_patient_day_key)', async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 1);
    const p = await t.aPatient(A);
    await t.anAppointment(p, { date: DAY, shift: 'M' });
    const second = await t.anAppointment(p, { date: DAY, shift: 'E' }).catch((error: unknown) => error);
    expect(isPatientDayViolation(second)).toBe(true);
    await t.anAppointment(p, { date: DAY, shift: 'E', deleted: 1 });
    expect(await liveOf(t, p.id)).toHaveLength(1);
  });

  test('refuses a user of another centre and a Doctor before anything is told', async ({ t }) => {
    const A = await aCentreWithSeats(t, 1);
    const B = await aCentreWithSeats(t, 1);
    const p = await t.aPatient(A);
    await t.anAppointment(p, { date: DAY, shift: 'M' });
    const other = await t.signedInAs('Nurse', [B]);
    expectRefused(await other.request(BOOK, create(p.id, B.id, 'N')), 'NOT_FOUND', 'Invalid Patient');
    expectRefused(await other.request(BOOK, create(p.id, A.id, 'N')), 'FORBIDDEN');
    const doctor = await t.signedInAs('Doctor', [A]);
    expectRefused(await doctor.request(BOOK, create(p.id, A.id, 'N')), 'FORBIDDEN');
  });
});

describe('sessions that have ended', () => {
  test("refuses a session whose end has passed on the centre's clock, and books one under way (a walk-in)", async ({
    t,
  }) => {
    // 09:30 in Singapore (the test clock) is 15:30 at UTC+14: the morning is over there, the noon session on.
    const far = await aCentreWithSeats(t, 2, { timezone: 'Pacific/Kiritimati' });
    const [p, q] = await t.somePatients(far, [{}, {}]);
    if (!p || !q) throw new Error('patients');
    const nurse = await t.signedInAs('Nurse', [far]);
    expectRefused(
      await nurse.request(BOOK, create(p.id, far.id, 'M', TODAY)),
      'CONFLICT',
      'The Morning session of 11 Mar 2030 has ended and can no longer be booked.',
    );
    expect((await nurse.request(BOOK, create(p.id, far.id, 'N', TODAY))).errors).toBeUndefined();
    // At 09:30 in Singapore its own morning has started: still bookable there.
    const near = await aCentreWithSeats(t, 1, { timezone: 'Asia/Singapore' });
    const nearby = await t.aPatient(near);
    const local = await t.signedInAs('Nurse', [near]);
    expect((await local.request(BOOK, create(nearby.id, near.id, 'M', TODAY))).errors).toBeUndefined();
    expect(await liveOf(t, q.id)).toEqual([]);
  });

  test("at 20:47 today's morning and noon are over, the evening bookable; the calendar says which ended", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2, { timezone: 'Asia/Singapore' });
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A]);
    t.clock.set('2030-03-11T12:47:00Z');
    try {
      for (const [shift, label] of [
        ['M', 'Morning'],
        ['N', 'Noon'],
      ] as const) {
        expectRefused(
          await nurse.request(BOOK, create(p.id, A.id, shift, TODAY)),
          'CONFLICT',
          `The ${label} session of 11 Mar 2030 has ended and can no longer be booked.`,
        );
      }
      const calendar = await nurse.request(CALENDAR, {
        patientID: p.id,
        clinicID: A.id,
        start: '2030-03-01',
        end: '2030-03-31',
      });
      expect(calendar.data?.getPatientAppointmentCalendar).toEqual({
        today: TODAY,
        endedSessions: ['M', 'N'],
      });
      expect((await nurse.request(BOOK, create(p.id, A.id, 'E', TODAY))).errors).toBeUndefined();
    } finally {
      t.clock.set(T0);
    }
  });
});

describe('repeating booking and the one-a-day rule', () => {
  test('shows every date before booking, with why a date would be skipped; then books what it showed', async ({
    t,
  }) => {
    // UTC+14: at the test clock today's (Monday 11 March) morning is over there.
    const A = await aCentreWithSeats(t, 1, { timezone: 'Pacific/Kiritimati' });
    const B = await aCentreWithSeats(t, 1);
    const [p, other] = await t.somePatients(A, [{}, {}]);
    if (!p || !other) throw new Error('patients');
    // Wednesday 13th: the patient has the evening at B. Friday 15th: the only seat is taken by another patient.
    await t.anAppointment(p, { date: '2030-03-13', shift: 'E', clinicID: B.id });
    await t.anAppointment(other, { date: '2030-03-15', shift: 'M' });
    const nurse = await t.signedInAs('Nurse', [A, B]);
    const series = {
      patientID: p.id,
      clinicID: A.id,
      shift: 'M' as const,
      start: TODAY,
      weekdays: [1, 3, 5],
      weeks: 2,
    };
    const preview = await nurse.request(PREVIEW, { create: series });
    expect(preview.errors).toBeUndefined();
    expect(expectData(preview).previewAppointmentSeries).toEqual([
      { date: '2030-03-11', outcome: 'ENDED', existing: null },
      { date: '2030-03-13', outcome: 'TAKEN', existing: `Evening session at ${B.name}` },
      { date: '2030-03-15', outcome: 'FULL', existing: null },
      { date: '2030-03-18', outcome: 'BOOK', existing: null },
      { date: '2030-03-20', outcome: 'BOOK', existing: null },
      { date: '2030-03-22', outcome: 'BOOK', existing: null },
    ]);
    // The preview books nothing; it is audited as a read of the patient.
    expect(await liveOf(t, p.id)).toHaveLength(1);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountID, nurse.staff.accountID), eq(auditLog.action, 'previewAppointmentSeries')),
      );
    expect(reads).toHaveLength(1);

    const booked = expectData(await nurse.request(SERIES, { create: series })).createAppointmentSeries;
    expect(booked).toEqual({
      booked: [{ date: '2030-03-18' }, { date: '2030-03-20' }, { date: '2030-03-22' }],
      full: ['2030-03-15'],
      alreadyBooked: ['2030-03-13'],
      ended: ['2030-03-11'],
    });
    // Booked again, every date is now taken by the patient's own appointments.
    const again = expectData(
      await nurse.request(PREVIEW, { create: { ...series, start: '2030-03-18', weeks: 1 } }),
    );
    expect(again.previewAppointmentSeries.map((d) => [d.outcome, d.existing])).toEqual([
      ['TAKEN', `Morning session at ${A.name}`],
      ['TAKEN', `Morning session at ${A.name}`],
      ['TAKEN', `Morning session at ${A.name}`],
    ]);
  });

  test("refuses the preview for another centre, another centre's patient, a Doctor and bad inputs", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 1);
    const B = await aCentreWithSeats(t, 1);
    const mine = await t.aPatient(A);
    const theirs = await t.aPatient(B);
    const nurse = await t.signedInAs('Nurse', [A]);
    const base = {
      patientID: mine.id,
      clinicID: A.id,
      shift: 'N' as const,
      start: DAY,
      weekdays: [1],
      weeks: 2,
    };
    expectRefused(
      await nurse.request(PREVIEW, { create: { ...base, clinicID: B.id } }),
      'FORBIDDEN',
      'You do not have access to this centre.',
    );
    expectRefused(
      await nurse.request(PREVIEW, { create: { ...base, patientID: theirs.id } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await (await t.signedInAs('Doctor', [A])).request(PREVIEW, { create: base }),
      'FORBIDDEN',
      'You are not allowed to do this.',
    );
    expectRefused(
      await nurse.request(PREVIEW, { create: { ...base, weekdays: [] } }),
      'BAD_USER_INPUT',
      'Choose at least one weekday, a start date and 1 to 12 weeks.',
    );
    expectRefused(
      await nurse.request(PREVIEW, { create: { ...base, start: '2030-03-01' } }),
      'BAD_USER_INPUT',
      'Appointments cannot be booked for a past date.',
    );
  });
});
