import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { TODAY } from '../../test/test-app.ts';

const LIST = graphql(`
  query ListAppointmentAvailability(
    $calendarStartDay: String!
    $calenderEndDay: String!
    $start: String!
    $end: String!
    $patientID: Int
    $clinicIDs: [Int!]!
  ) {
    listAppointmentAvailability(
      calendarStartDay: $calendarStartDay
      calenderEndDay: $calenderEndDay
      start: $start
      end: $end
      patientID: $patientID
      clinicIDs: $clinicIDs
    )
  }
`);
const TOMORROW = '2030-03-12';

const test = apiTest(async (t) => {
  // One after another: the answer is ordered by centre id, and parallel inserts on a PostgreSQL pool may
  // take their ids in any order.
  const A = await t.aCentre();
  const B = await t.aCentre();
  const empty = await t.aCentre();
  const other = await t.aCentre();
  // A: three active seats; one seat closed, one on a NOTAVAILABLE machine, one on a machine whose audit
  // expired, one deleted: none of those count.
  const ok = await Promise.all([t.aMachine(A), t.aMachine(A), t.aMachine(A)]);
  for (const m of ok) await t.aSeat(A, { machineID: m.id });
  const spare = await t.aMachine(A);
  await t.aSeat(A, { machineID: spare.id, status: 'NOTAVAILABLE' });
  await t.aSeat(A, { machineID: spare.id, deleted: 1 });
  const broken = await t.aMachine(A, { status: 'NOTAVAILABLE' });
  await t.aSeat(A, { machineID: broken.id });
  const expired = await t.aMachine(A);
  await t.aMachineStatus(expired, { status: 'EXPIRED', expiryDate: '2030-03-01' });
  await t.aSeat(A, { machineID: expired.id });
  // B: one active seat; empty: two active seats and no appointments.
  await t.aSeat(B, { machineID: (await t.aMachine(B)).id });
  for (const m of await Promise.all([t.aMachine(empty), t.aMachine(empty)])) {
    await t.aSeat(empty, { machineID: m.id });
  }
  const [p1, p2, p3, gone] = await t.somePatients(A, [{}, {}, {}, { deleted: 1 }]);
  if (!p1 || !p2 || !p3 || !gone) throw new Error('patients not built');
  const patientID = p1.id;
  await t.anAppointment(p1, { date: TODAY, shift: 'M' });
  await t.anAppointment(p2, { date: TODAY, shift: 'M' });
  await t.anAppointment(p3, { date: TODAY, shift: 'M', deleted: 1 });
  await t.anAppointment(gone, { date: TODAY, shift: 'M' });
  await t.anAppointment(p3, { date: TODAY, shift: 'E' });
  await t.anAppointment(p1, { date: TOMORROW, shift: 'N' });
  await t.anAppointment(await t.aPatient(B), { date: TODAY, shift: 'N' });
  return { A, B, empty, other, patientID };
});

type Entry = {
  clinicID: number;
  date: string;
  shift: string;
  noOfActiveSeat: number;
  noOfAppointment: number;
  ended: boolean;
};

const range = (clinicIDs: number[], over: Record<string, unknown> = {}) => ({
  calendarStartDay: TODAY,
  calenderEndDay: TOMORROW,
  start: TODAY,
  end: TOMORROW,
  clinicIDs,
  ...over,
});

const parse = (res: { data?: { listAppointmentAvailability?: string } | null }) =>
  JSON.parse(res.data?.listAppointmentAvailability ?? 'null') as {
    appointmentAvailability: Entry[];
    patientAppointments?: { id: number; clinicID: number; date: string; shift: string }[];
  };

describe('listAppointmentAvailability', () => {
  test('counts active seats and live appointments per centre, date and session', async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A, B]);
    const res = await nurse.request(LIST, range([A.id, B.id]));
    expect(res.errors).toBeUndefined();
    const { appointmentAvailability, patientAppointments } = parse(res);
    expect(patientAppointments).toBeUndefined();
    const e = (
      clinicID: number,
      date: string,
      shift: string,
      noOfActiveSeat: number,
      noOfAppointment: number,
    ) => ({
      clinicID,
      date,
      shift,
      noOfActiveSeat,
      noOfAppointment,
      // 09:30 in Singapore: today's morning has started, not ended; nothing has ended.
      ended: false,
    });
    expect(appointmentAvailability).toEqual([
      e(A.id, TODAY, 'M', 3, 2),
      e(A.id, TODAY, 'N', 3, 0),
      e(A.id, TODAY, 'E', 3, 1),
      e(B.id, TODAY, 'M', 1, 0),
      e(B.id, TODAY, 'N', 1, 1),
      e(B.id, TODAY, 'E', 1, 0),
      e(A.id, TOMORROW, 'M', 3, 0),
      e(A.id, TOMORROW, 'N', 3, 1),
      e(A.id, TOMORROW, 'E', 3, 0),
      e(B.id, TOMORROW, 'M', 1, 0),
      e(B.id, TOMORROW, 'N', 1, 0),
      e(B.id, TOMORROW, 'E', 1, 0),
    ]);
  });

  test('gives a centre with no appointments its active seats in every session (seats x 3 a day)', async ({
    t,
    given: { empty },
  }) => {
    const nurse = await t.signedInAs('Nurse', [empty]);
    const res = await nurse.request(LIST, range([empty.id], { calenderEndDay: TODAY }));
    const rows = parse(res).appointmentAvailability;
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.noOfActiveSeat === 2 && row.noOfAppointment === 0)).toBe(true);
  });

  test("marks the sessions that have ended on each centre's own clock: a past day's, and today's once over", async ({
    t,
  }) => {
    // 09:30 in Singapore is 15:30 at UTC+14: there today's morning is over, the noon session still on.
    const far = await t.aCentre({ timezone: 'Pacific/Kiritimati' });
    const near = await t.aCentre({ timezone: 'Asia/Singapore' });
    const nurse = await t.signedInAs('Nurse', [far, near]);
    const res = await nurse.request(
      LIST,
      range([far.id, near.id], {
        calendarStartDay: '2030-03-10',
        start: '2030-03-10',
        calenderEndDay: TODAY,
      }),
    );
    expect(res.errors).toBeUndefined();
    const ended = parse(res)
      .appointmentAvailability.filter((row) => row.ended)
      .map((row) => [row.clinicID === far.id ? 'far' : 'near', row.date, row.shift]);
    expect(ended).toEqual([
      ['far', '2030-03-10', 'M'],
      ['far', '2030-03-10', 'N'],
      ['far', '2030-03-10', 'E'],
      ['near', '2030-03-10', 'M'],
      ['near', '2030-03-10', 'N'],
      ['near', '2030-03-10', 'E'],
      ['far', TODAY, 'M'],
    ]);
  });

  test('answers only the days both in the calendar grid and the month loaded', async ({
    t,
    given: { A },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const res = await nurse.request(LIST, range([A.id], { calendarStartDay: '2030-02-23', end: TODAY }));
    const dates = new Set(parse(res).appointmentAvailability.map((row) => row.date));
    expect([...dates]).toEqual([TODAY]);
  });

  test("adds the patient's live appointments when a patient is named", async ({
    t,
    given: { A, patientID },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const res = await nurse.request(LIST, range([A.id], { patientID }));
    expect(parse(res).patientAppointments?.map((a) => [a.date, a.shift])).toEqual([
      [TODAY, 'M'],
      [TOMORROW, 'N'],
    ]);
  });

  test("answers 'Invalid Patient' for another centre's, a deleted or an unknown patient, with no data", async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const [gone] = await t.somePatients(A, [{ deleted: 1 }]);
    for (const patientID of [(await t.aPatient(B)).id, Number(gone?.id), 2_000_000_000]) {
      expectRefused(await nurse.request(LIST, range([A.id], { patientID })), 'NOT_FOUND', 'Invalid Patient');
    }
  });

  test('answers every login type for their centres', async ({ t, given: { A } }) => {
    const callers = await Promise.all([
      t.signedInAs('Doctor', [A]),
      t.signedInAs('ManagingNurse', [A]),
      t.signedInAs('MedicalDirector'),
    ]);
    for (const caller of callers) {
      const res = await caller.request(LIST, range([A.id], { calenderEndDay: TODAY }));
      expect(res.errors).toBeUndefined();
      expect(parse(res).appointmentAvailability.map((row) => row.noOfAppointment)).toEqual([2, 0, 1]);
    }
  });

  test('refuses a centre outside the user list, with no data', async ({ t, given: { A, other } }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(await nurse.request(LIST, range([A.id, other.id])), 'FORBIDDEN');
  });

  test('refuses a range longer than 62 days and a malformed date', async ({ t, given: { A } }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(
      await nurse.request(LIST, range([A.id], { calenderEndDay: '2030-06-30', end: '2030-06-30' })),
      'BAD_USER_INPUT',
    );
    expectRefused(await nurse.request(LIST, range([A.id], { start: '11/03/2030' })), 'BAD_USER_INPUT');
  });
});
