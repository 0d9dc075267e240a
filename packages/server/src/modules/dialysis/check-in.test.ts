import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointment as appointmentTable, auditLog, dialysis } from '../../db/schema.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { type AnyData, firstError, type GqlResponse } from '../../test/graphql.ts';
import { T0, TODAY } from '../../test/test-app.ts';
import { SEAT_MACHINE_UNUSABLE } from '../machines/availability.ts';
import {
  aReadyCheckIn,
  aUsableMachine,
  checkInForm,
  GET,
  LIST,
  MACHINES,
  START,
  UPDATE,
} from './test-documents.ts';
import { A, aRunningSession, B, startDialysisTestApp, t } from './test-setup.ts';

const CANCEL = graphql(`
  mutation CancelAppointmentForCheckIn($update: UpdateAppointmentInput!) { updateAppointment(update: $update) { id deleted } }
`);

startDialysisTestApp();

const sessionsOf = (appointmentID: number) =>
  t.db
    .select()
    .from(dialysis)
    .where(and(eq(dialysis.appointmentID, appointmentID), eq(dialysis.deleted, 0)));

describe('startDialysis', () => {
  it('starts the session: typed numbers stored (weights in grams), server time and user, order in force, audit', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { patient, appointment, machine } = await aReadyCheckIn(t, A);
    const older = await t.aDialysisOrder(patient, { dOrder: '2029-12-01' });
    const inForce = await t.aDialysisOrder(patient, { dOrder: '2030-03-01' });
    const res = await nurse.request(START, {
      create: { ...checkInForm(machine.id), startedBy: undefined },
      appointmentID: appointment.id,
      redirectURL: 'https://example.invalid/ignored',
    });
    expect(res.errors).toBeUndefined();
    const d = expectData(res).startDialysis;
    expect(d).toMatchObject({
      patientID: patient.id,
      clinicID: A.id,
      appointmentID: appointment.id,
      sessionMonth: 1,
      arriveTime: T0.toISOString(),
      startTime: T0.toISOString(),
      endTime: null,
      startedBy: nurse.staff.accountID,
      startedByName: nurse.staff.name,
      preWeight: 65500,
      lastWeight: 65000,
      dryWeight: 63500,
      height: 170,
      preTemp: 36.5,
      preEdema: 1,
      preSBP: 140,
      preDBP: 85,
      preHRT: 76,
      preRenalin: 'none',
      ufTargetStart: 2000,
      machineID: machine.id,
      machineName: machine.name,
      dialyser: 'FX80',
      MSA: 1.8,
      membraneUse: 3,
      dialysisOrderID: inForce.id,
      // Its first version: stamped at the check-in.
      updatedOn: T0.toISOString(),
      intervalCount: 0,
      clinicName: expect.any(String),
    });
    expect(d.dialysisOrderID).not.toBe(older.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'startDialysis'), eq(auditLog.entityID, String(d.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accountID: nurse.staff.accountID, clinicID: A.id, entity: 'dialysis' });
  });

  it('keeps a given arrival time', async () => {
    const nurse = await t.signedInAs('ManagingNurse', [A]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    const arrived = new Date(T0.getTime() - 20 * 60_000).toISOString();
    const res = await nurse.request(START, {
      create: checkInForm(machine.id, { arriveTime: arrived }),
      appointmentID: appointment.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.startDialysis.arriveTime).toBe(arrived);
  });

  it('counts the session month: +1 within the month, 1 in a new month', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const same = await aReadyCheckIn(t, A);
    const earlier = await t.anAppointment(same.patient, { date: '2030-03-04' });
    await t.aDialysis(earlier, 'ended', new Date('2030-03-04T04:00:00Z'), { sessionMonth: 4 });
    const res1 = await nurse.request(START, {
      create: checkInForm(same.machine.id),
      appointmentID: same.appointment.id,
    });
    expect(res1.data?.startDialysis.sessionMonth).toBe(5);

    const fresh = await aReadyCheckIn(t, A);
    const february = await t.anAppointment(fresh.patient, { date: '2030-02-28' });
    // 2030-02-28 23:30 in Singapore is still February there (15:30 UTC).
    await t.aDialysis(february, 'ended', new Date('2030-02-28T16:30:00Z'), { sessionMonth: 12 });
    const res2 = await nurse.request(START, {
      create: checkInForm(fresh.machine.id),
      appointmentID: fresh.appointment.id,
    });
    expect(res2.data?.startDialysis.sessionMonth).toBe(1);
  });

  it.each([
    ['preWeight', '', M.required],
    ['preTemp', '  ', M.required],
    ['dialyser', '', M.required],
    ['machineID', null, M.required],
    ['membraneUse', '2.5', M.digitsOnly],
    ['preSBP', '12a', M.digitsOnly],
    // A sign is the spec's syntax; a negative weight fails its range (domain ranges.ts).
    ['preWeight', '-60', 'Must be between 1 and 400 kg.'],
    ['MSA', '1..8', M.digitsOnly],
    ['preHRT', '99999999999', M.digitsOnly],
  ])('refuses %s %j: %s (with the field), and starts nothing', async (field, value, message) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    const res = await nurse.request(START, {
      create: checkInForm(machine.id, { [field]: value }),
      appointmentID: appointment.id,
    });
    expectRefused(res, 'BAD_USER_INPUT', message);
    expect(res.errors?.[0]?.extensions?.field).toBe(field);
    expect(await sessionsOf(appointment.id)).toEqual([]);
  });

  it('refuses an unknown, cancelled or not-today appointment: Invalid Appointment.', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const machine = await aUsableMachine(t, A);
    expectRefused(
      await nurse.request(START, { create: checkInForm(machine.id), appointmentID: 2_000_000_000 }),
      'INVALID_APPOINTMENT',
      M.invalidAppointment,
    );
    const cancelled = await aReadyCheckIn(t, A);
    const { appointment: cancelledAppointment } = cancelled;
    await t.db
      .update(appointmentTable)
      .set({ deleted: 1 })
      .where(eq(appointmentTable.id, cancelledAppointment.id));
    expectRefused(
      await nurse.request(START, {
        create: checkInForm(cancelled.machine.id),
        appointmentID: cancelledAppointment.id,
      }),
      'INVALID_APPOINTMENT',
      M.invalidAppointment,
    );
    for (const date of ['2030-03-12', '2030-03-10']) {
      const other = await aReadyCheckIn(t, A, date);
      expectRefused(
        await nurse.request(START, {
          create: checkInForm(other.machine.id),
          appointmentID: other.appointment.id,
        }),
        'INVALID_APPOINTMENT',
        M.invalidAppointment,
      );
      expect(await sessionsOf(other.appointment.id)).toEqual([]);
    }
  });

  it('refuses an appointment of another centre (as an unknown one) and a Doctor (FORBIDDEN)', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const other = await aReadyCheckIn(t, B);
    for (const appointmentID of [other.appointment.id, 999_999_999]) {
      expectRefused(
        await nurse.request(START, { create: checkInForm(other.machine.id), appointmentID }),
        'INVALID_APPOINTMENT',
        M.invalidAppointment,
      );
    }
    const doctor = await t.signedInAs('Doctor', [B]);
    expectRefused(
      await doctor.request(START, {
        create: checkInForm(other.machine.id),
        appointmentID: other.appointment.id,
      }),
      'FORBIDDEN',
    );
    expect(await sessionsOf(other.appointment.id)).toEqual([]);
  });

  it('refuses a second check-in of the appointment: Dialysis already started.', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    const first = await nurse.request(START, {
      create: checkInForm(machine.id),
      appointmentID: appointment.id,
    });
    expect(first.errors).toBeUndefined();
    const another = await aUsableMachine(t, A);
    expectRefused(
      await nurse.request(START, { create: checkInForm(another.id), appointmentID: appointment.id }),
      'CONFLICT',
      M.alreadyStarted,
    );
    expect(await sessionsOf(appointment.id)).toHaveLength(1);
  });

  it('starts in place a session row made when the patient arrived', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    // The arrival's row was last saved in the check-in's own millisecond.
    const waiting = await t.aDialysis(appointment, 'waiting', T0, { updatedOn: T0 });
    const res = await nurse.request(START, {
      create: checkInForm(machine.id),
      appointmentID: appointment.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.startDialysis).toMatchObject({ id: waiting.id, startTime: T0.toISOString() });
    expect(await sessionsOf(appointment.id)).toHaveLength(1);
    // Starting it is a new version of the row, as any save (never a reset): an edit made on the arrival's
    // version is stale.
    expect(expectData(res).startDialysis.updatedOn).toBe(new Date(T0.getTime() + 1).toISOString());
    expectRefused(
      await nurse.request(UPDATE, { update: { id: waiting.id, updatedOn: T0.toISOString(), notes: 'x' } }),
      'VERSION_CONFLICT',
      M.sessionConflict,
    );
  });

  it('refuses a patient without a dialysis order: No Dialysis Order', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const patient = await t.aPatient(A);
    const appointment = await t.anAppointment(patient, { date: TODAY });
    const machine = await aUsableMachine(t, A);
    expectRefused(
      await nurse.request(START, { create: checkInForm(machine.id), appointmentID: appointment.id }),
      'NO_DIALYSIS_ORDER',
      M.noOrder,
    );
    expect(await sessionsOf(appointment.id)).toEqual([]);
  });

  it('refuses a machine not usable in the centre: MachineStatus expired. Or Machine not AVAILABLE', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const expired = await t.aMachine(A);
    await t.aMachineStatus(expired, { expiryDate: '2030-03-01' });
    const machines = [
      await t.aMachine(A, { status: 'NOTAVAILABLE' }),
      await t.aMachine(A, { deleted: 1 }),
      expired,
      await aUsableMachine(t, B),
    ];
    for (const machine of machines) {
      const { appointment } = await aReadyCheckIn(t, A);
      const res = await nurse.request(START, {
        create: checkInForm(machine.id),
        appointmentID: appointment.id,
      });
      expectRefused(res, 'BAD_USER_INPUT', SEAT_MACHINE_UNUSABLE);
      expect(res.errors?.[0]?.extensions?.field).toBe('machineID');
      expect(await sessionsOf(appointment.id)).toEqual([]);
    }
  });

  it('refuses a machine used by a session in progress; an ended one frees it', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const first = await aReadyCheckIn(t, A);
    expect(
      (
        await nurse.request(START, {
          create: checkInForm(first.machine.id),
          appointmentID: first.appointment.id,
        })
      ).errors,
    ).toBeUndefined();
    const second = await aReadyCheckIn(t, A);
    expectRefused(
      await nurse.request(START, {
        create: checkInForm(first.machine.id),
        appointmentID: second.appointment.id,
      }),
      'CONFLICT',
      M.machineInUse,
    );
    await t.db.update(dialysis).set({ endTime: T0 }).where(eq(dialysis.appointmentID, first.appointment.id));
    const again = await nurse.request(START, {
      create: checkInForm(first.machine.id),
      appointmentID: second.appointment.id,
    });
    expect(again.errors).toBeUndefined();
  });

  it('two check-ins on one machine at once: exactly one starts', async () => {
    const [n1, n2] = await Promise.all([t.asNurse([A]), t.asNurse([A])]);
    const one = await aReadyCheckIn(t, A);
    const two = await aReadyCheckIn(t, A);
    const results = await Promise.all([
      n1.request(START, { create: checkInForm(one.machine.id), appointmentID: one.appointment.id }),
      n2.request(START, { create: checkInForm(one.machine.id), appointmentID: two.appointment.id }),
    ]);
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expectRefused(refused[0] as GqlResponse<AnyData>, 'CONFLICT', M.machineInUse);
  });

  it('two check-ins of one appointment at once: one starts, the other Dialysis already started.', async () => {
    const [n1, n2] = await Promise.all([t.asNurse([A]), t.asNurse([A])]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    const other = await aUsableMachine(t, A);
    const results = await Promise.all([
      n1.request(START, { create: checkInForm(machine.id), appointmentID: appointment.id }),
      n2.request(START, { create: checkInForm(other.id), appointmentID: appointment.id }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.find((r) => r.errors) as GqlResponse<AnyData>;
    expectRefused(refused, 'CONFLICT', M.alreadyStarted);
    expect(await sessionsOf(appointment.id)).toHaveLength(1);
  });

  it('a cancel and a check-in at once: never both', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { appointment, machine } = await aReadyCheckIn(t, A);
    const [cancel, start] = await Promise.all([
      nurse.request(CANCEL, { update: { id: appointment.id, deleted: 1 } }),
      nurse.request(START, { create: checkInForm(machine.id), appointmentID: appointment.id }),
    ]);
    const sessions = await sessionsOf(appointment.id);
    if (cancel.errors) {
      expect(firstError(cancel).message).toBe('Session has already started/ended, cannot be cancelled.');
      expect(start.errors).toBeUndefined();
      expect(sessions).toHaveLength(1);
    } else {
      expectRefused(start, 'INVALID_APPOINTMENT', M.invalidAppointment);
      expect(sessions).toEqual([]);
    }
  });
});

describe('session reads', () => {
  it('getDialysis answers the patient session with names, and audits the read', async () => {
    const { patient, session, nurse } = await aRunningSession(A);
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(GET, { patientID: patient.id, id: session.id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getDialysis).toEqual(session);
    expect(res.data?.getDialysis.startedByName).toBe(nurse.staff.name);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'getDialysis'), eq(auditLog.accountID, doctor.staff.accountID)));
    expect(audits).toHaveLength(1);
  });

  it('getDialysis: another patient, another centre or unknown all answer Unable to retrieve dialysis record', async () => {
    const { patient, session } = await aRunningSession(A);
    const other = await t.aPatient(A);
    const stranger = await t.signedInAs('Nurse', [B]);
    const nurse = await t.signedInAs('Nurse', [A]);
    for (const [client, args] of [
      [nurse, { patientID: other.id, id: session.id }],
      [stranger, { patientID: patient.id, id: session.id }],
      [nurse, { patientID: patient.id, id: 2_000_000_000 }],
    ] as const) {
      expectRefused(await client.request(GET, args), 'NOT_FOUND', M.retrieveRecord);
    }
  });

  it('listDialysis: newest first with the reading count; another centre refused', async () => {
    const { patient, session } = await aRunningSession(A);
    const earlier = await t.anAppointment(patient, { date: '2030-03-04' });
    const old = await t.aDialysis(earlier, 'ended', new Date('2030-03-04T04:00:00Z'));
    await t.anInterval(old, { timestamp: new Date('2030-03-04T03:30:00Z') });
    await t.anInterval(old, { timestamp: new Date('2030-03-04T03:45:00Z') });
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(LIST, { filter: { patientID: { eq: patient.id } } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listDialysis.count).toBe(2);
    expect(res.data?.listDialysis.result.map((r: AnyData) => [r.id, r.intervalCount])).toEqual([
      [session.id, 0],
      [old.id, 2],
    ]);
    expect(expectData(res).listDialysis.result[1]?.startedByName).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listDialysis'), eq(auditLog.accountID, doctor.staff.accountID)));
    expect(audits).toEqual([expect.objectContaining({ entity: 'patient', entityID: String(patient.id) })]);
    const stranger = await t.signedInAs('Nurse', [B]);
    expectRefused(
      await stranger.request(LIST, { filter: { patientID: { eq: patient.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(await doctor.request(LIST, { filter: {} }), 'NOT_FOUND', 'Invalid Patient');
  });

  it('listSessionMachines: usable machines of the centre, in use marked; another centre refused', async () => {
    const centre = await t.aCentre();
    const nurse = await t.signedInAs('Nurse', [centre]);
    const free = await aUsableMachine(t, centre);
    await t.aMachine(centre, { status: 'NOTAVAILABLE' });
    const expired = await t.aMachine(centre);
    await t.aMachineStatus(expired, { status: 'EXPIRED' });
    const ready = await aReadyCheckIn(t, centre);
    await nurse.request(START, {
      create: checkInForm(ready.machine.id),
      appointmentID: ready.appointment.id,
    });
    const res = await nurse.request(MACHINES, { clinicID: centre.id });
    expect(res.errors).toBeUndefined();
    const list = res.data?.listSessionMachines as AnyData[];
    expect(list.map((m) => [m.id, m.inUse]).sort((a, b) => a[0] - b[0])).toEqual([
      [free.id, false],
      [ready.machine.id, true],
    ]);
    expectRefused(
      await (await t.signedInAs('Nurse', [B])).request(MACHINES, { clinicID: centre.id }),
      'FORBIDDEN',
    );
  });
});
