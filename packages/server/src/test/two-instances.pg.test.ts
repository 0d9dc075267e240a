import { test as base, describe, expect } from 'vitest';
import { READINGS } from '../modules/dialysis/test-documents.ts';
import { expectData } from './expect.ts';
import { graphql } from './generated/index.ts';
import { GqlClient } from './graphql.ts';
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
    return { one, two };
  },
);
test.beforeAll(async ({ instances }) => {
  void instances;
});

describe('two instances on one PostgreSQL and one Redis', () => {
  test('a reading submitted through instance 2 reaches a nurse subscribed on instance 1', async ({
    instances: { one, two },
  }) => {
    expect(one.database.kind).toBe('postgres');
    expect(one.config.redisUrl).toBeTruthy();
    const [url1] = await Promise.all([one.listen(), two.listen()]);

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
});
