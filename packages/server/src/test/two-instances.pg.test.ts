import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { test as base, describe, expect } from 'vitest';
import { dialysisInterval } from '../db/schema.ts';
import { aReadyCheckIn, checkInForm, READINGS, START } from '../modules/dialysis/test-documents.ts';
import { expectData } from './expect.ts';
import { graphql } from './generated/index.ts';
import { GqlClient } from './graphql.ts';
import { aSessionOnTwoInstances } from './session-on-two.ts';
import { startTestApp, T0, TODAY } from './test-app.ts';
import { type Outcome, payloadOf, WsClient } from './ws.ts';

/**
 * DESIGN.md, a network of centres: N stateless instances on one PostgreSQL and one Redis. An event
 * raised on one instance reaches a subscriber connected to another. This suite needs both servers, so
 * vitest.config.ts collects *.pg.test.ts files only when DATABASE_URL and REDIS_URL are set (CI's second
 * run); there it must pass.
 */
const INTERVALS = graphql(`
  subscription OnIntervalOnAnyInstance($clinicID: Int!) {
    onSubmitDialysisInterval(clinicID: $clinicID) { id dialysisID clinicID staffAccountID SBP }
  }
`);
/** The dashboard's live event of a check-in (packages/web/src/api/centre-events.ts, ON_START_DIALYSIS). */
const ON_START = graphql(`
  subscription OnStartDialysisOnAnyInstance($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }
`);
/** The web dashboard's one query (packages/web/src/features/dashboard/dashboard-query.ts), same selection. */
const DASHBOARD = graphql(`
  query DashboardOnInstance($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      count
      result {
        id patientID date shift namecode name nric seatName dialysisID
        dialysisStartTime dialysisEndTime lastDialysisIntervalTimestamp
        dialysis {
          id startTime endTime endedBy preEdema preWeight preTemp preSBP preDBP preHRT
          ufTargetStart dryWeight machineID dialyser MSA membraneUse postWeight postTemp postEdema postSBP postDBP
          postHRT KTVonline
        }
      }
    }
    listSeat(filter: { clinicID: { eq: $clinicID }, status: { eq: "AVAILABLE" }, deleted: { eq: 0 } }, pagination: { limit: 1 }) {
      count
    }
    listClinic(filter: { id: { eq: $clinicID } }) {
      result { id today currentShift }
    }
  }
`);
const SUBMIT = graphql(`
  mutation SubmitIntervalOnInstance($create: CreateDialysisIntervalInput!) {
    submitDialysisInterval(create: $create) { id }
  }
`);

/** Two instances, each with its own pool on the database and its own Redis connections. */
const test = base.extend(
  'instances',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
      throw new Error('two-instances.pg.test.ts needs DATABASE_URL and REDIS_URL');
    }
    const [one, two] = await Promise.all([startTestApp(), startTestApp()]);
    onCleanup(() => Promise.all([one.close(), two.close()]).then(() => undefined));
    // Both listen (WebSockets need a port); the tests subscribe on instance 1.
    const [url1] = await Promise.all([one.listen(), two.listen()]);
    return { one, two, url1 };
  },
);
test.beforeAll(async ({ instances }) => {
  void instances;
});

describe('two instances on one PostgreSQL and one Redis', () => {
  test('a reading submitted through instance 2 reaches a nurse subscribed on instance 1', async ({
    instances: { one, two, url1 },
  }) => {
    expect(one.database.kind).toBe('postgres');
    expect(one.config.redisUrl).toBeTruthy();

    const centre = await one.aCentre();
    const { dialysis } = await one.aBookedPatient(centre, TODAY, { session: 'started', at: T0 });
    if (!dialysis) throw new Error('no session built');
    const nurse = await one.asNurse([centre]);

    const socket = new WsClient(url1, nurse.cookie);
    try {
      const sub = socket.subscribe(INTERVALS, { clinicID: centre.id });
      const probe = (o: Outcome) => payloadOf(o, 'onSubmitDialysisInterval')?.id === -1;
      // Probes go out on instance 2's bus: they too must cross Redis to reach instance 1.
      await sub.untilLive(
        () =>
          two.bus.pubsub.publish('onSubmitDialysisInterval', centre.id, {
            id: -1,
            dialysisID: dialysis.id,
            clinicID: centre.id,
            timestamp: T0.toISOString(),
          }),
        probe,
      );

      // The session lives in the shared database: the same cookie works on instance 2.
      const onTwo = new GqlClient(two.app, { cookie: nurse.cookie });
      const res = await onTwo.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, SBP: 128 } });
      expect(res.errors).toBeUndefined();
      const id = expectData(res).submitDialysisInterval.id;

      const heard = await sub.waitFor((o) => payloadOf(o, 'onSubmitDialysisInterval')?.id === id);
      expect(payloadOf(heard, 'onSubmitDialysisInterval')).toEqual({
        id,
        dialysisID: dialysis.id,
        clinicID: centre.id,
        staffAccountID: nurse.staff.accountID,
        SBP: 128,
      });
    } finally {
      await socket.close();
    }
  });

  test('a check-in made on instance 2 shows on the dashboard of a nurse on instance 1', async ({
    instances: { one, two, url1 },
  }) => {
    const centre = await one.aCentre();
    const { appointment, machine, patient } = await aReadyCheckIn(one, centre);
    const nurse = await one.asNurse([centre]);
    const onOne = new GqlClient(one.app, { cookie: nurse.cookie });
    const dashboardVariables = {
      clinicID: centre.id,
      filter: { clinicID: { eq: centre.id }, date: { eq: TODAY }, deleted: { eq: 0 } },
      pagination: { limit: 500, offset: 0, orderby: [{ field: 'name', direction: 'ASC' as const }] },
    };
    const cardOf = async () => {
      const res = await onOne.request(DASHBOARD, dashboardVariables);
      expect(res.errors).toBeUndefined();
      return expectData(res).listAppointmentDetail.result.find((a) => a.id === appointment.id);
    };
    // The dashboard as the nurse opens it: the patient booked, not started.
    expect(await cardOf()).toMatchObject({ patientID: patient.id, dialysisID: null, dialysis: null });

    // The dashboard's live subscription (packages/web/src/api/centre-events.ts) on instance 1.
    const socket = new WsClient(url1, nurse.cookie);
    try {
      const sub = socket.subscribe(ON_START, { clinicID: centre.id });
      await sub.untilLive(
        () =>
          two.bus.pubsub.publish('onStartDialysis', centre.id, {
            id: -1,
            clinicID: centre.id,
            patientID: patient.id,
            appointmentID: appointment.id,
          }),
        (o) => payloadOf(o, 'onStartDialysis')?.id === -1,
      );

      // The check-in, by another nurse of the centre signed in on instance 2.
      const other = await two.asNurse([centre]);
      const started = await other.request(START, {
        create: checkInForm(machine.id),
        appointmentID: appointment.id,
      });
      expect(started.errors).toBeUndefined();
      const dialysisID = expectData(started).startDialysis.id;

      const heard = await sub.waitFor((o) => payloadOf(o, 'onStartDialysis')?.id === dialysisID);
      expect(payloadOf(heard, 'onStartDialysis')).toEqual({ id: dialysisID });

      // What the web does on the event: reload the dashboard query, here on instance 1.
      const card = await cardOf();
      expect(card).toMatchObject({
        dialysisID,
        dialysisStartTime: T0.toISOString(),
        dialysisEndTime: null,
        dialysis: { id: dialysisID, startTime: T0.toISOString(), endTime: null, machineID: machine.id },
      });
    } finally {
      await socket.close();
    }
  });

  test('the same Idempotency-Key sent to both instances at once writes one reading and answers it twice', async ({
    instances: { one, two },
  }) => {
    const { dialysis, nurse, onTwo } = await aSessionOnTwoInstances(one, two);
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: dialysis.id, SBP: 133 };
    const [first, second] = await Promise.all([
      nurse.request(SUBMIT, { create }, { 'idempotency-key': key }),
      onTwo.request(SUBMIT, { create }, { 'idempotency-key': key }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    // A third, later, on instance 2 after instance 1 answered: still the first answer.
    const third = await onTwo.request(SUBMIT, { create }, { 'idempotency-key': key });
    expect(third.data).toEqual(first.data);
    const stored = await one.db
      .select()
      .from(dialysisInterval)
      .where(eq(dialysisInterval.dialysisID, dialysis.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.SBP).toBe(133);
  });
});
