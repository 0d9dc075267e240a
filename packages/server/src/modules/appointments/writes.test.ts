import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointment, auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { listen } from '../../test/events.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, type TestApp, TODAY } from '../../test/test-app.ts';

const BOOK = graphql(`
  mutation CreateAppointment($create: CreateAppointmentInput!) {
    createAppointment(create: $create) { id patientID clinicID date shift time deleted }
  }
`);
const CANCEL = graphql(`
  mutation UpdateAppointment($update: UpdateAppointmentInput!) {
    updateAppointment(update: $update) { id date shift deleted deletedOn }
  }
`);
const CALENDAR = graphql(`
  query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
    getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {
      patientID clinicID activeSeats
      sessions { date shift booked }
      appointments { id clinicID date shift time state }
      today endedSessions
    }
  }
`);
const DAY = '2030-03-20';

const test = apiTest();

/** A centre with `seats` bookable seats (AVAILABLE seat, AVAILABLE machine), plus one that does not count. */
async function aCentreWithSeats(t: TestApp, seats: number) {
  const centre = await t.aCentre();
  for (let i = 0; i < seats; i++) await t.aSeat(centre, { machineID: (await t.aMachine(centre)).id });
  await t.aSeat(centre, { machineID: (await t.aMachine(centre, { status: 'NOTAVAILABLE' })).id });
  await t.aSeat(centre, { status: 'NOTAVAILABLE', machineID: (await t.aMachine(centre)).id });
  return centre;
}

const nextEvent = (t: TestApp, topic: 'onCreateAppointment' | 'onUpdateAppointment', clinicID: number) =>
  listen(t.bus.pubsub, topic, clinicID);

const auditRows = (t: TestApp, accountID: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountID, accountID), eq(auditLog.action, action)));

describe('createAppointment', () => {
  test('books a session with the spec time, audits it and publishes onCreateAppointment', async ({ t }) => {
    const A = await aCentreWithSeats(t, 2);
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A]);
    const event = await nextEvent(t, 'onCreateAppointment', A.id);
    const res = await nurse.request(BOOK, {
      create: { patientID: p.id, clinicID: A.id, date: DAY, shift: 'N' },
    });
    expect(res.errors).toBeUndefined();
    const booked = expectData(res).createAppointment;
    expect(booked).toMatchObject({
      patientID: p.id,
      clinicID: A.id,
      date: DAY,
      shift: 'N',
      time: '12:00:00',
      deleted: 0,
    });
    expect(await event.next()).toEqual({
      id: booked.id,
      clinicID: A.id,
      patientID: p.id,
      date: DAY,
      shift: 'N',
      deleted: 0,
    });
    await event.stop();
    const rows = await auditRows(t, nurse.staff.accountID, 'createAppointment');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'Nurse',
      clinicID: A.id,
      entity: 'appointment',
      entityID: String(booked.id),
      at: T0,
    });

    // The evening's time, for another patient (one appointment per patient and day).
    const other = await t.aPatient(A);
    const evening = await nurse.request(BOOK, {
      create: { patientID: other.id, clinicID: A.id, date: DAY, shift: 'E' },
    });
    expect(evening.data?.createAppointment.time).toBe('18:00:00');
  });

  test("refuses a full session with the spec's message (only AVAILABLE seats with an AVAILABLE machine count)", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 1);
    const [p1, p2] = await t.somePatients(A, [{}, {}]);
    if (!p1 || !p2) throw new Error('patients');
    const nurse = await t.signedInAs('Nurse', [A]);
    const create = (p: { id: number }) => ({
      create: { patientID: p.id, clinicID: A.id, date: DAY, shift: 'M' as const },
    });
    expect((await nurse.request(BOOK, create(p1))).errors).toBeUndefined();
    expectRefused(
      await nurse.request(BOOK, create(p2)),
      'CONFLICT',
      'There are no available slots for the selected session.',
    );
    // A cancelled appointment frees its seat.
    const [first] = await t.db.select().from(appointment).where(eq(appointment.patientID, p1.id));
    expect(
      (await nurse.request(CANCEL, { update: { id: Number(first?.id), deleted: 1 } })).errors,
    ).toBeUndefined();
    expect((await nurse.request(BOOK, create(p2))).errors).toBeUndefined();
  });

  test('lets exactly one of two simultaneous bookings take the last seat', async ({ t }) => {
    const A = await aCentreWithSeats(t, 1);
    const [p1, p2] = await t.somePatients(A, [{}, {}]);
    if (!p1 || !p2) throw new Error('patients');
    const [n1, n2] = await Promise.all([t.signedInAs('Nurse', [A]), t.signedInAs('Nurse', [A])]);
    const results = await Promise.all([
      n1.request(BOOK, { create: { patientID: p1.id, clinicID: A.id, date: DAY, shift: 'E' } }),
      n2.request(BOOK, { create: { patientID: p2.id, clinicID: A.id, date: DAY, shift: 'E' } }),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expectRefused(
      lost[0] as (typeof results)[number],
      'CONFLICT',
      'There are no available slots for the selected session.',
    );
    const live = await t.db
      .select()
      .from(appointment)
      .where(and(eq(appointment.clinicID, A.id), eq(appointment.deleted, 0)));
    expect(live).toHaveLength(1);
  });

  test('refuses a second live appointment of the same patient that day (naming it), and a past date', async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 3);
    const B = await aCentreWithSeats(t, 3);
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A, B]);
    expect(
      (await nurse.request(BOOK, { create: { patientID: p.id, clinicID: A.id, date: DAY, shift: 'M' } }))
        .errors,
    ).toBeUndefined();
    for (const clinicID of [A.id, B.id]) {
      expectRefused(
        await nurse.request(BOOK, { create: { patientID: p.id, clinicID, date: DAY, shift: 'M' } }),
        'CONFLICT',
        `The patient already has an appointment on 20 Mar 2030: Morning session at ${A.name}.`,
      );
    }
    expectRefused(
      await nurse.request(BOOK, {
        create: { patientID: p.id, clinicID: A.id, date: '2030-03-10', shift: 'N' },
      }),
      'BAD_USER_INPUT',
      'Appointments cannot be booked for a past date.',
    );
    expect(
      (await nurse.request(BOOK, { create: { patientID: p.id, clinicID: A.id, date: TODAY, shift: 'N' } }))
        .errors,
    ).toBeUndefined();
    expectFieldError(
      await nurse.request(BOOK, {
        create: { patientID: p.id, clinicID: A.id, date: '2030-02-30', shift: 'N' },
      }),
      'date',
      'Not a valid date.',
    );
    expectFieldError(
      await nurse.request(BOOK, {
        create: { patientID: p.id, clinicID: A.id, date: TODAY, shift: 'E', time: '24:00:00' },
      }),
      'time',
      'Not a valid time.',
    );
  });

  test("refuses another centre (FORBIDDEN), another centre's patient ('Invalid Patient') and a Doctor", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2);
    const B = await aCentreWithSeats(t, 2);
    const mine = await t.aPatient(A);
    const theirs = await t.aPatient(B);
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(
      await nurse.request(BOOK, { create: { patientID: mine.id, clinicID: B.id, date: DAY, shift: 'M' } }),
      'FORBIDDEN',
      'You do not have access to this centre.',
    );
    expectRefused(
      await nurse.request(BOOK, { create: { patientID: theirs.id, clinicID: A.id, date: DAY, shift: 'M' } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    const doctor = await t.signedInAs('Doctor', [A]);
    expectRefused(
      await doctor.request(BOOK, { create: { patientID: mine.id, clinicID: A.id, date: DAY, shift: 'M' } }),
      'FORBIDDEN',
      'You are not allowed to do this.',
    );
    const none = await t.db.select().from(appointment).where(eq(appointment.clinicID, B.id));
    expect(none).toEqual([]);
  });
});

describe('updateAppointment (cancel)', () => {
  test('cancels a booked appointment, audits it and publishes onUpdateAppointment', async ({ t }) => {
    const A = await aCentreWithSeats(t, 1);
    const p = await t.aPatient(A);
    const a = await t.anAppointment(p, { date: DAY, shift: 'N' });
    const manager = await t.signedInAs('ManagingNurse', [A]);
    const event = await nextEvent(t, 'onUpdateAppointment', A.id);
    const res = await manager.request(CANCEL, { update: { id: a.id, deleted: 1 } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateAppointment).toEqual({
      id: a.id,
      date: DAY,
      shift: 'N',
      deleted: 1,
      deletedOn: T0.toISOString(),
    });
    expect(await event.next()).toEqual({
      id: a.id,
      clinicID: A.id,
      patientID: p.id,
      date: DAY,
      shift: 'N',
      deleted: 1,
    });
    await event.stop();
    const rows = await auditRows(t, manager.staff.accountID, 'updateAppointment');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'ManagingNurse', clinicID: A.id, entityID: String(a.id) });
    // Already cancelled: nothing to cancel.
    expectRefused(
      await manager.request(CANCEL, { update: { id: a.id, deleted: 1 } }),
      'NOT_FOUND',
      'Invalid Appointment.',
    );
  });

  test('refuses once the session has started or ended, and leaves the appointment', async ({ t }) => {
    const A = await aCentreWithSeats(t, 2);
    const nurse = await t.signedInAs('Nurse', [A]);
    for (const state of ['started', 'ended'] as const) {
      const { appointment: a } = await t.aBookedPatient(A, TODAY, { session: state, at: T0 });
      expectRefused(
        await nurse.request(CANCEL, { update: { id: a.id, deleted: 1 } }),
        'CONFLICT',
        'Session has already started/ended, cannot be cancelled.',
      );
      const [row] = await t.db.select().from(appointment).where(eq(appointment.id, a.id));
      expect(row?.deleted).toBe(0);
    }
    // Arrived but not started: still cancellable.
    const { appointment: waiting } = await t.aBookedPatient(A, TODAY, { session: 'waiting', at: T0 });
    expect((await nurse.request(CANCEL, { update: { id: waiting.id, deleted: 1 } })).errors).toBeUndefined();
  });

  test("refuses another centre's appointment (as an unknown one), a Doctor, and anything but deleted 1", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 1);
    const B = await aCentreWithSeats(t, 1);
    const { appointment: mine } = await t.aBookedPatient(A, DAY);
    const { appointment: theirs } = await t.aBookedPatient(B, DAY);
    const nurse = await t.signedInAs('Nurse', [A]);
    // Another centre's appointment answers as an unknown one (no existence oracle).
    expectRefused(
      await nurse.request(CANCEL, { update: { id: theirs.id, deleted: 1 } }),
      'NOT_FOUND',
      'Invalid Appointment.',
    );
    expectRefused(
      await nurse.request(CANCEL, { update: { id: 999_999_999, deleted: 1 } }),
      'NOT_FOUND',
      'Invalid Appointment.',
    );
    expectRefused(
      await (await t.signedInAs('Doctor', [A])).request(CANCEL, { update: { id: mine.id, deleted: 1 } }),
      'FORBIDDEN',
      'You are not allowed to do this.',
    );
    expectRefused(
      await nurse.request(CANCEL, { update: { id: mine.id, deleted: 0 } }),
      'BAD_USER_INPUT',
      'Unable to update Appointment',
    );
    const rows = await t.db.select().from(appointment).where(eq(appointment.id, theirs.id));
    expect(rows[0]?.deleted).toBe(0);
  });
});

describe('getPatientAppointmentCalendar', () => {
  test("answers the centre's seats, bookings per session and the patient's appointments with their state", async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 2);
    const [p, other] = await t.somePatients(A, [{}, {}]);
    if (!p || !other) throw new Error('patients');
    const started = await t.anAppointment(p, { date: TODAY, shift: 'M' });
    await t.aDialysis(started, 'started', T0);
    const later = await t.anAppointment(p, { date: DAY, shift: 'N', time: '12:00:00' });
    await t.anAppointment(other, { date: DAY, shift: 'N' });
    await t.anAppointment(other, { date: '2030-03-21', shift: 'E', deleted: 1 });
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(CALENDAR, {
      patientID: p.id,
      clinicID: A.id,
      start: '2030-03-01',
      end: '2030-03-31',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getPatientAppointmentCalendar).toEqual({
      patientID: p.id,
      clinicID: A.id,
      activeSeats: 2,
      sessions: [
        { date: TODAY, shift: 'M', booked: 1 },
        { date: DAY, shift: 'N', booked: 2 },
      ],
      today: TODAY,
      // 09:30 in Singapore: the morning has started, nothing has ended.
      endedSessions: [],
      appointments: [
        { id: started.id, clinicID: A.id, date: TODAY, shift: 'M', time: null, state: 'In Progress' },
        { id: later.id, clinicID: A.id, date: DAY, shift: 'N', time: '12:00:00', state: 'Booked' },
      ],
    });
    expect(await auditRows(t, doctor.staff.accountID, 'getPatientAppointmentCalendar')).toHaveLength(1);
  });

  test("refuses another centre, another centre's patient and a range over 42 days", async ({ t }) => {
    const A = await aCentreWithSeats(t, 1);
    const B = await aCentreWithSeats(t, 1);
    const mine = await t.aPatient(A);
    const theirs = await t.aPatient(B);
    const nurse = await t.signedInAs('Nurse', [A]);
    const range = { start: '2030-03-01', end: '2030-03-31' };
    expectRefused(
      await nurse.request(CALENDAR, { patientID: mine.id, clinicID: B.id, ...range }),
      'FORBIDDEN',
    );
    expectRefused(
      await nurse.request(CALENDAR, { patientID: theirs.id, clinicID: A.id, ...range }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(CALENDAR, {
        patientID: mine.id,
        clinicID: A.id,
        start: '2030-03-01',
        end: '2030-05-01',
      }),
      'BAD_USER_INPUT',
      'Unable to list Appointment availability',
    );
  });
});

const SERIES = graphql(`
  mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
    createAppointmentSeries(create: $create) { booked { id date shift time } full alreadyBooked ended }
  }
`);

describe('createAppointmentSeries (repeating pattern, beyond the spec)', () => {
  test('books the chosen weekdays for N weeks, and reports the full dates and those already booked', async ({
    t,
  }) => {
    const A = await aCentreWithSeats(t, 1);
    const [p, other] = await t.somePatients(A, [{}, {}]);
    if (!p || !other) throw new Error('patients');
    // 2030-03-18 is a Monday: Mon, Wed, Fri for 2 weeks. Wednesday 20th is full, Friday 22nd already his.
    await t.anAppointment(other, { date: '2030-03-20', shift: 'M' });
    await t.anAppointment(p, { date: '2030-03-22', shift: 'M' });
    const nurse = await t.signedInAs('Nurse', [A]);
    const res = await nurse.request(SERIES, {
      create: {
        patientID: p.id,
        clinicID: A.id,
        shift: 'M',
        start: '2030-03-18',
        weekdays: [1, 3, 5],
        weeks: 2,
      },
    });
    expect(res.errors).toBeUndefined();
    const result = expectData(res).createAppointmentSeries;
    expect(result.booked.map((a: { date: string }) => a.date)).toEqual([
      '2030-03-18',
      '2030-03-25',
      '2030-03-27',
      '2030-03-29',
    ]);
    expect(result.booked[0]).toMatchObject({ shift: 'M', time: '09:00:00' });
    expect(result.full).toEqual(['2030-03-20']);
    expect(result.alreadyBooked).toEqual(['2030-03-22']);
    expect(result.ended).toEqual([]);
    expect(await auditRows(t, nurse.staff.accountID, 'createAppointment')).toHaveLength(4);
    const [summary] = await auditRows(t, nurse.staff.accountID, 'createAppointmentSeries');
    expect(summary?.detail).toMatchObject({ full: ['2030-03-20'], alreadyBooked: ['2030-03-22'] });
  });

  test('refuses bad inputs, a past start, another centre and a Doctor', async ({ t }) => {
    const A = await aCentreWithSeats(t, 1);
    const B = await aCentreWithSeats(t, 1);
    const p = await t.aPatient(A);
    const nurse = await t.signedInAs('Nurse', [A]);
    const base = {
      patientID: p.id,
      clinicID: A.id,
      shift: 'N' as const,
      start: DAY,
      weekdays: [1],
      weeks: 2,
    };
    for (const bad of [{ weekdays: [] }, { weekdays: [7] }, { weeks: 0 }, { weeks: 13 }]) {
      expectRefused(
        await nurse.request(SERIES, { create: { ...base, ...bad } }),
        'BAD_USER_INPUT',
        'Choose at least one weekday, a start date and 1 to 12 weeks.',
      );
    }
    // A start that is not a real date answers its field (the one date parser).
    expectFieldError(
      await nurse.request(SERIES, { create: { ...base, start: '2030-13-01' } }),
      'start',
      'Not a valid date.',
    );
    expectRefused(
      await nurse.request(SERIES, { create: { ...base, start: '2030-03-01' } }),
      'BAD_USER_INPUT',
      'Appointments cannot be booked for a past date.',
    );
    expectRefused(await nurse.request(SERIES, { create: { ...base, clinicID: B.id } }), 'FORBIDDEN');
    expectRefused(await (await t.signedInAs('Doctor', [A])).request(SERIES, { create: base }), 'FORBIDDEN');
    const none = await t.db.select().from(appointment).where(eq(appointment.patientID, p.id));
    expect(none).toEqual([]);
  });
});
