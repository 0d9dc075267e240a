import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, dialysis } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, TODAY } from '../../test/test-app.ts';
import { uniqueNric } from '../../test/unique.ts';

const LIST = graphql(`
  query ListAppointmentDetail($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      count
      result {
        id patientID clinicID seatID date shift name namecode nric seatName
        dialysisID dialysisStartedBy dialysisStartTime dialysisEndTime
        lastDialysisIntervalID lastDialysisIntervalTimestamp
        dialysis { id clinicID startTime endTime intervalCount updatedOn }
        deleted
      }
    }
  }
`);
// The day's query reads only the card's session columns when nothing else of the session is selected (columns.ts
// CARD_DIALYSIS_FIELDS), here through a fragment as the web selects them; any other session field reads them all.
graphql(`
  fragment TestCardSession on Dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount }
`);
const CARD_DAY = graphql(`
  query ListDayCards($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      result { id dialysis { ...TestCardSession } }
    }
  }
`);
const FULL_DAY = graphql(`
  query ListDayFull($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      result { id dialysis { id startTime endTime preWeight postSBP KTVonline intervalCount clinicID updatedOn } }
    }
  }
`);
// Every AppointmentDetail field and every session field a card may read (columns.ts CARD_DIALYSIS_FIELDS): the
// day's card read (card-rows.ts) must answer all of them as the general path does.
graphql(`
  fragment TestEveryCardSessionField on Dialysis {
    id startTime endTime startedBy endedBy preEdema preWeight preTemp preSBP preDBP preHRT ufTargetStart dryWeight
    machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP postHRT KTVonline intervalCount
  }
`);
const EVERY_CARD_FIELD = graphql(`
  query ListDayEveryCardField($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      count
      result {
        id patientID clinicID seatID date shift time dialysisID quickbookInvoiceID namecode name nric key bucket
        region seatName dialysisStartedBy dialysisStartTime dialysisEndedBy dialysisEndTime lastDialysisIntervalID
        lastDialysisIntervalTimestamp createdOn updatedOn deleted deletedOn
        dialysis { ...TestEveryCardSessionField }
      }
    }
  }
`);
const MINUTE = 60_000;
const at = (minutesBefore: number) => new Date(T0.getTime() - minutesBefore * MINUTE);

const test = apiTest(async (t) => {
  const [A, B, inactive] = await Promise.all([t.aCentre(), t.aCentre(), t.aCentre({ status: 'INACTIVE' })]);
  const machine = await t.aMachine(A, { name: 'HD-7' });
  const seat = await t.aSeat(A, { name: 'Seat 7', machineID: machine.id });
  const [inProgress, waiting, cancelled, removed, tomorrow] = await t.somePatients(A, [
    { name: 'Ann In Progress', nric: uniqueNric('567D') },
    { name: 'Ben Waiting', nric: uniqueNric('321Z') },
    { name: 'Cat Cancelled' },
    { name: 'Dan Removed', deleted: 1 },
    { name: 'Eli Tomorrow' },
  ]);
  if (!inProgress || !waiting || !cancelled || !removed || !tomorrow) throw new Error('patients not built');
  const a1 = await t.anAppointment(inProgress, { date: TODAY, shift: 'M', seatID: seat.id });
  const session = await t.aDialysis(a1, 'started', T0);
  await t.anInterval(session, { timestamp: at(50) });
  const last = await t.anInterval(session, { timestamp: at(20) });
  await t.anInterval(session, { timestamp: at(10), deleted: 1 });
  const a2 = await t.anAppointment(waiting, { date: TODAY, shift: 'N' });
  await t.anAppointment(cancelled, { date: TODAY, shift: 'M', deleted: 1 });
  await t.anAppointment(removed, { date: TODAY, shift: 'M' });
  await t.anAppointment(tomorrow, { date: '2030-03-12', shift: 'M' });
  const other = await t.aPatient(B, { name: 'Other Centre' });
  await t.anAppointment(other, { date: TODAY, shift: 'M' });
  const ids: Record<string, number> = {
    a1: a1.id,
    a2: a2.id,
    seat: seat.id,
    session: session.id,
    last: last.id,
    inProgress: inProgress.id,
    waiting: waiting.id,
  };
  return { A, B, inactive, ids };
});

const today = (clinicID: number) => ({ filter: { clinicID: { eq: clinicID }, date: { eq: TODAY } } });

describe('listAppointmentDetail', () => {
  test("answers the centre's appointments of the day with patient, seat, session and last reading", async ({
    t,
    given: { A, ids },
  }) => {
    const nurse = await t.asNurse([A]);
    const res = await nurse.request(LIST, today(A.id));
    expect(res.errors).toBeUndefined();
    expect(res.data?.listAppointmentDetail.count).toBe(2);
    const [first, second] = res.data?.listAppointmentDetail.result ?? [];
    expect(first).toEqual({
      id: ids.a1,
      patientID: ids.inProgress,
      clinicID: A.id,
      seatID: ids.seat,
      date: TODAY,
      shift: 'M',
      name: 'Ann In Progress',
      namecode: expect.any(String),
      nric: '*****567D',
      seatName: 'Seat 7',
      dialysisID: ids.session,
      dialysisStartedBy: 'Nurse Starter',
      dialysisStartTime: at(60).toISOString(),
      dialysisEndTime: null,
      lastDialysisIntervalID: ids.last,
      lastDialysisIntervalTimestamp: at(20).toISOString(),
      // Two readings count; the deleted third does not.
      dialysis: {
        id: ids.session,
        clinicID: A.id,
        startTime: at(60).toISOString(),
        endTime: null,
        intervalCount: 2,
        updatedOn: await t.version(dialysis, ids.session ?? 0),
      },
      deleted: 0,
    });
    expect(second).toMatchObject({
      id: ids.a2,
      name: 'Ben Waiting',
      nric: '*****321Z',
      shift: 'N',
      seatID: null,
      seatName: null,
      dialysisID: null,
      dialysis: null,
      lastDialysisIntervalID: null,
      lastDialysisIntervalTimestamp: null,
    });
  });

  test("the dashboard's day (its prepared statements) answers exactly as the list helper does", async ({
    t,
    given: { A },
  }) => {
    const nurse = await t.asNurse([A]);
    // The web's shape (dashboard-day.ts takes it), and the same request with an empty `or`, which the list
    // helper compiles to nothing: the same rows, order and count, whole page or not, with a session or not.
    const byName = [{ field: 'name', direction: 'ASC' as const }];
    const shapes = [
      { filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 0 } }, limit: 500, offset: 0 },
      { filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 0 } }, limit: 1, offset: 0 },
      { filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 0 } }, limit: 1, offset: 1 },
      {
        filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 0 }, shift: { eq: 'N' } },
        limit: 500,
        offset: 0,
      },
      { filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 1 } }, limit: 500, offset: 0 },
    ];
    for (const { filter, limit, offset } of shapes) {
      const pagination = { limit, offset, orderby: byName };
      const fast = await nurse.request(LIST, { filter, pagination });
      const general = await nurse.request(LIST, { filter: { ...filter, or: [] }, pagination });
      expect(fast.errors).toBeUndefined();
      expect(fast.data).toEqual(general.data);
    }
    const whole = await nurse.request(LIST, {
      filter: shapes[0]?.filter ?? {},
      pagination: { orderby: byName, limit: 500 },
    });
    expect(whole.data?.listAppointmentDetail.count).toBe(2);
    const page = await nurse.request(LIST, {
      filter: shapes[0]?.filter ?? {},
      pagination: { orderby: byName, limit: 1 },
    });
    expect(page.data?.listAppointmentDetail).toMatchObject({
      count: 2,
      result: [{ name: 'Ann In Progress' }],
    });
  });

  test("the day's card read answers the card's session fields as the full read does; other fields still come", async ({
    t,
    given: { A, ids },
  }) => {
    const nurse = await t.asNurse([A]);
    const variables = {
      filter: { clinicID: { eq: A.id }, date: { eq: TODAY }, deleted: { eq: 0 } },
      pagination: { limit: 500, orderby: [{ field: 'name', direction: 'ASC' as const }] },
    };
    const cards = expectData(await nurse.request(CARD_DAY, variables)).listAppointmentDetail.result;
    const full = expectData(await nurse.request(FULL_DAY, variables)).listAppointmentDetail.result;
    expect(cards.map((c) => c.id)).toEqual([ids.a1, ids.a2]);
    expect(cards[0]?.dialysis).toMatchObject({
      id: ids.session,
      startTime: at(60).toISOString(),
      intervalCount: 2,
    });
    expect(cards[1]?.dialysis).toBeNull();
    // The full read's extra fields are there; the shared ones are equal.
    expect(full[0]?.dialysis).toMatchObject({
      clinicID: A.id,
      updatedOn: await t.version(dialysis, ids.session ?? 0),
    });
    const { clinicID: _c, updatedOn: _u, ...shared } = full[0]?.dialysis ?? {};
    expect(cards[0]?.dialysis).toEqual(shared);
  });

  test("the day's card read answers every field exactly as the general path does", async ({ t }) => {
    const C = await t.aCentre();
    const machine = await t.aMachine(C, { name: 'HD-9' });
    const seat = await t.aSeat(C, { name: 'Seat 9', machineID: machine.id });
    const [ended, started, waiting] = await t.somePatients(C, [
      { name: 'Fay Ended', nric: uniqueNric('111A') },
      { name: 'Gus Started' },
      { name: 'Hal Waiting' },
    ]);
    if (!ended || !started || !waiting) throw new Error('patients not built');
    const done = await t.aDialysis(
      await t.anAppointment(ended, { date: TODAY, shift: 'M', seatID: seat.id, quickbookInvoiceID: 'INV-9' }),
      'ended',
      T0,
      {
        preEdema: 1,
        preWeight: 70500,
        preTemp: 36.6,
        preSBP: 140,
        preDBP: 85,
        preHRT: 72,
        ufTargetStart: 2500,
        dryWeight: 68000,
        machineID: machine.id,
        dialyser: 'FX80',
        MSA: 1.8,
        membraneUse: 3,
        postWeight: 68200,
        postTemp: 36.4,
        postEdema: 0,
        postSBP: 125,
        postDBP: 80,
        postHRT: 70,
        KTVonline: 1.35,
      },
    );
    await t.anInterval(done, { timestamp: at(30) });
    await t.aDialysis(
      await t.anAppointment(started, { date: TODAY, shift: 'N', time: '12:30' }),
      'started',
      T0,
    );
    await t.anAppointment(waiting, { date: TODAY, shift: 'E' });
    const nurse = await t.asNurse([C]);
    const filter = { clinicID: { eq: C.id }, date: { eq: TODAY }, deleted: { eq: 0 } };
    const pagination = { limit: 500, offset: 0, orderby: [{ field: 'name', direction: 'ASC' as const }] };
    const fast = expectData(await nurse.request(EVERY_CARD_FIELD, { filter, pagination }));
    const general = expectData(
      await nurse.request(EVERY_CARD_FIELD, { filter: { ...filter, or: [] }, pagination }),
    );
    expect(fast).toEqual(general);
    expect(fast.listAppointmentDetail.result.map((c) => c.name)).toEqual([
      'Fay Ended',
      'Gus Started',
      'Hal Waiting',
    ]);
    expect(fast.listAppointmentDetail.result[0]).toMatchObject({
      nric: '*****111A',
      quickbookInvoiceID: 'INV-9',
      dialysisEndedBy: 'Nurse Ender',
      dialysisEndTime: new Date(T0.getTime() - 5 * MINUTE).toISOString(),
      dialysis: { preTemp: 36.6, KTVonline: 1.35, dialyser: 'FX80', intervalCount: 1 },
    });
  });

  test('leaves out deleted appointments and deleted patients, and other days', async ({
    t,
    given: { A, B },
  }) => {
    const doctor = await t.asDoctor([A, B]);
    const res = await doctor.request(LIST, { filter: { clinicID: { eq: A.id } } });
    const names = res.data?.listAppointmentDetail.result.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Ann In Progress', 'Ben Waiting', 'Eli Tomorrow']);
    expect(res.data?.listAppointmentDetail.count).toBe(3);
  });

  test('writes an audit row for the read: who, role, centre, which patients', async ({
    t,
    given: { A, ids },
  }) => {
    const nurse = await t.asNurse([A]);
    await nurse.request(LIST, today(A.id));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountID, nurse.staff.accountID), eq(auditLog.action, 'listAppointmentDetail')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'Nurse',
      clinicID: A.id,
      entity: 'patient',
      at: T0,
      detail: { patientIDs: [ids.inProgress, ids.waiting], count: 2 },
    });
  });

  test("refuses a nurse asking for another centre's appointments, with no data and no audit row", async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.asNurse([A]);
    const res = await nurse.request(LIST, today(B.id));
    expectRefused(res, 'FORBIDDEN', 'You do not have access to this centre.');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.accountID, nurse.staff.accountID));
    expect(rows.filter((r) => r.action === 'listAppointmentDetail')).toEqual([]);
  });

  test('refuses an inactive centre to a nurse who has it in her list', async ({
    t,
    given: { A, inactive },
  }) => {
    const nurse = await t.asNurse([A, inactive]);
    expectRefused(
      await nurse.request(LIST, today(inactive.id)),
      'FORBIDDEN',
      'You do not have access to this centre.',
    );
  });

  test('cannot be widened to another centre through `or`', async ({ t, given: { A, B } }) => {
    const nurse = await t.asNurse([A]);
    const res = await nurse.request(LIST, {
      filter: { clinicID: { eq: A.id }, or: [{ clinicID: { eq: B.id } }, { name: { eq: 'Other Centre' } }] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listAppointmentDetail).toEqual({ count: 0, result: [] });
  });

  test('a centre (clinicID eq) is required', async ({ t, given: { A } }) => {
    const nurse = await t.asNurse([A]);
    for (const filter of [{ date: { eq: TODAY } }, { clinicID: { in: [A.id] } }]) {
      expectRefused(
        await nurse.request(LIST, { filter }),
        'BAD_USER_INPUT',
        'A centre (clinicID) is required.',
      );
    }
  });

  test('a director with no clinicIDs may read any centre', async ({ t, given: { B } }) => {
    const director = await t.asDirector();
    const res = await director.request(LIST, today(B.id));
    expect(res.data?.listAppointmentDetail.result.map((r: { name: string }) => r.name)).toEqual([
      'Other Centre',
    ]);
  });

  test('signed out, is refused', async ({ t, given: { A } }) => {
    expectRefused(
      await t.anonymous().request(LIST, today(A.id)),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});

const SEATS = graphql(`
  query ListCentreSeats($filter: SeatFilter!) {
    listSeat(filter: $filter) {
      count
      result { id clinicID name status machineID machineName machineSerialNo }
    }
  }
`);

describe('listSeat', () => {
  test("answers the centre's seats with their machine", async ({ t, given: { A, ids } }) => {
    const nurse = await t.asNurse([A]);
    const res = await nurse.request(SEATS, { filter: { clinicID: { eq: A.id } } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listSeat).toEqual({
      count: 1,
      result: [
        {
          id: ids.seat,
          clinicID: A.id,
          name: 'Seat 7',
          status: 'AVAILABLE',
          machineID: expect.any(Number),
          machineName: 'HD-7',
          machineSerialNo: expect.any(String),
        },
      ],
    });
  });

  test("refuses another centre's seats, a missing centre, and a signed-out caller", async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.asNurse([A]);
    expectRefused(
      await nurse.request(SEATS, { filter: { clinicID: { eq: B.id } } }),
      'FORBIDDEN',
      'You do not have access to this centre.',
    );
    expectRefused(
      await nurse.request(SEATS, { filter: { name: { eq: 'Seat 7' } } }),
      'BAD_USER_INPUT',
      'A centre (clinicID) is required.',
    );
    expectRefused(
      await t.anonymous().request(SEATS, { filter: { clinicID: { eq: A.id } } }),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});
