import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { loginAccount } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { ME } from '../../test/documents.ts';
import { expectRefused } from '../../test/expect.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// Each test moves time, so each gets its own app (own clock) on the file's shared database.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const test = apiTest();

async function withOwnClock(
  shared: TestApp,
  run: (t: TestApp) => Promise<void>,
  env?: Record<string, string>,
) {
  const t = await startTestApp({ database: shared.database, env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('session lifetime', () => {
  // The test app turns the idle timeout off: these are the sessions' whole lifetimes.
  test('without Stay logged in, lasts 12 hours', ({ t: shared }) =>
    withOwnClock(
      shared,
      async (t) => {
        const nurse = await t.signedIn(await t.aStaffAccount('Nurse'), { stayLoggedIn: false });
        t.clock.advance(11 * HOUR + 59 * MINUTE);
        const before = await nurse.request(ME);
        expect(before.errors).toBeUndefined();
        expect(before.data?.me.accountID).toBe(nurse.staff.accountID);

        t.clock.advance(2 * MINUTE);
        expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
      },
      { SESSION_IDLE_MINUTES: '0' },
    ));

  test('with Stay logged in, lasts 14 days', ({ t: shared }) =>
    withOwnClock(shared, async (t) => {
      const nurse = await t.signedIn(await t.aStaffAccount('Doctor'), { stayLoggedIn: true });
      t.clock.advance(13 * DAY + 23 * HOUR + 59 * MINUTE);
      const before = await nurse.request(ME);
      expect(before.errors).toBeUndefined();
      expect(before.data?.me.accountID).toBe(nurse.staff.accountID);

      t.clock.advance(2 * MINUTE);
      expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
    }));

  test('ends when the account is disabled', async ({ t: shared }) => {
    const nurse = await shared.asNurse([]);
    expect((await nurse.request(ME)).errors).toBeUndefined();
    await shared.db
      .update(loginAccount)
      .set({ enabled: false })
      .where(eq(loginAccount.id, nurse.staff.accountID));
    expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
  });

  test('a made-up cookie is unauthenticated', async ({ t: shared }) => {
    const stranger = shared.anonymous();
    stranger.cookie = 'made-up-token';
    expectRefused(await stranger.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
  });
});

// The production default (config.test.ts checks that it is the default).
const IDLE_DEFAULT = { SESSION_IDLE_MINUTES: '30' };

describe('idle timeout (shared ward computers)', () => {
  test('without Stay logged in, ends after 30 minutes without a request; each request restarts the 30', ({
    t: shared,
  }) =>
    withOwnClock(
      shared,
      async (t) => {
        const nurse = await t.signedIn(await t.aStaffAccount('Nurse'), { stayLoggedIn: false });
        // Busy for 2 hours: a request every 29 minutes keeps the session.
        for (let i = 0; i < 4; i += 1) {
          t.clock.advance(29 * MINUTE);
          expect((await nurse.request(ME)).errors).toBeUndefined();
        }
        t.clock.advance(30 * MINUTE);
        expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
        // It is ended, not only refused: coming back earlier does not revive it.
        t.clock.advance(-5 * MINUTE);
        expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
      },
      IDLE_DEFAULT,
    ));

  test('with Stay logged in there is no idle timeout', ({ t: shared }) =>
    withOwnClock(
      shared,
      async (t) => {
        const doctor = await t.signedIn(await t.aStaffAccount('Doctor'), { stayLoggedIn: true });
        t.clock.advance(3 * HOUR);
        expect((await doctor.request(ME)).errors).toBeUndefined();
      },
      IDLE_DEFAULT,
    ));

  test('SESSION_IDLE_MINUTES sets the timeout', ({ t: shared }) =>
    withOwnClock(
      shared,
      async (t) => {
        const nurse = await t.signedIn(await t.aStaffAccount('Nurse'));
        t.clock.advance(9 * MINUTE);
        expect((await nurse.request(ME)).errors).toBeUndefined();
        t.clock.advance(10 * MINUTE);
        expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
      },
      { SESSION_IDLE_MINUTES: '10' },
    ));
});
