import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.ts';
import { GqlClient } from '../test/graphql.ts';
import { T0 } from '../test/test-app.ts';
import { errorsOf, payloadOf, WsClient } from '../test/ws.ts';
import { TOO_MANY_REQUESTS } from './request-budget.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * The per-account and per-address request budget on /graphql (http/graphql-budget.ts), small here: past it a
 * request answers 429 with Retry-After and TOO_MANY_REQUESTS, and other accounts and addresses go on.
 */
const test = apiTest(
  async (t) => {
    const centre = await t.aCentre();
    const [nurse, other] = await Promise.all([
      t.signedInAs('Nurse', [centre]),
      t.signedInAs('Doctor', [centre]),
    ]);
    return { nurse, other };
  },
  { env: { REQUEST_BUDGET_PER_MINUTE: '5', REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: '3' } },
);

const ME = '{ me { email } }';

describe('the request budget', () => {
  test('a signed-in account past its budget gets 429 with Retry-After; another account does not', async ({
    given,
    t,
  }) => {
    const { nurse, other } = given;
    for (let i = 0; i < 5; i++) expect((await nurse.request(ME)).status).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: nurse.remoteAddress,
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${nurse.cookie}` },
      payload: JSON.stringify({ query: ME }),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      errors: [{ message: TOO_MANY_REQUESTS.message, extensions: { code: TOO_MANY_REQUESTS.code } }],
    });
    // The account's budget, wherever it calls from.
    const elsewhere = new GqlClient(t.app, { cookie: nurse.cookie });
    expect((await elsewhere.request(ME)).status).toBe(429);
    expect((await other.request(ME)).status).toBe(200);
  });

  test('an address without a session has its own budget', async ({ t }) => {
    const anonymous = t.anonymous();
    for (let i = 0; i < 3; i++) expect((await anonymous.request(ME)).status).not.toBe(429);
    const refused = await anonymous.request(ME);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe(TOO_MANY_REQUESTS.code);
    expect((await t.anonymous().request(ME)).status).not.toBe(429);
  });

  test('a subscription over WebSocket counts against the same budget, and past it is refused', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const nurse = await t.signedInAs('Nurse', [centre]);
    const socket = new WsClient(await t.listen(), nurse.cookie);
    try {
      const live = socket.subscribe(INTERVALS, { clinicID: centre.id });
      await live.untilLive(
        () =>
          t.bus.pubsub.publish('onSubmitDialysisInterval', centre.id, {
            id: -1,
            dialysisID: -1,
            clinicID: centre.id,
            timestamp: T0.toISOString(),
          }),
        (o) => payloadOf(o, 'onSubmitDialysisInterval')?.id === -1,
      );
      // The subscription was the first of five: four requests more, then HTTP refuses.
      for (let i = 0; i < 4; i++) expect((await nurse.request(ME)).status).toBe(200);
      expect((await nurse.request(ME)).status).toBe(429);
      const refused = await socket.subscribe(INTERVALS, { clinicID: centre.id }).first();
      expect(errorsOf(refused).map((e) => [e.message, e.extensions?.code])).toEqual([
        [TOO_MANY_REQUESTS.message, TOO_MANY_REQUESTS.code],
      ]);
    } finally {
      await socket.close();
    }
  });
});

const INTERVALS = `subscription BudgetedIntervals($clinicID: Int!) {
  onSubmitDialysisInterval(clinicID: $clinicID) { id }
}`;
