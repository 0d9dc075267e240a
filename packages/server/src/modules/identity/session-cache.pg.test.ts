import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { clinic, loginAccount, staff } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { ownerUrlOfDatabase } from '../../test/database.ts';
import { SIGN_OUT } from '../../test/documents.ts';
import { expectRefused } from '../../test/expect.ts';
import { GqlClient } from '../../test/graphql.ts';
import { waitUntil } from '../../test/ports.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { KEEP_MS, sessionCacheOf } from './session-cache.ts';
import { hashToken } from './sessions.ts';

// The session look-up kept between requests (issue 32, session-cache.ts) on the PostgreSQL server, where it is
// kept: every change to what it answers takes effect on the next request, on this instance and on another.
const ME = '{ me { name group clinicIDs } }';
const CENTRES = '{ listClinic { result { id } } }';
const EXPIRED = 'Token has expired, please re-login.';

const test = apiTest();

/** The app's look-ups are kept only while its listener is connected (it connects as the app starts). */
const listening = (t: TestApp) => waitUntil(() => t.database.identityChanges?.listening === true);
const keptFor = (t: TestApp, cookie: string | null) =>
  sessionCacheOf(t.database.identityChanges)?.read(hashToken(cookie ?? ''), t.clock.now());

/** Runs one statement as the tables' owner on a connection of its own (an administrator, a script). */
async function asOwnerOutOfBand(t: TestApp, statement: string, values: unknown[], triggers = true) {
  const owner = new pg.Client({ connectionString: ownerUrlOfDatabase(t.config.databaseUrl ?? '') });
  await owner.connect();
  try {
    // The owner (a superuser here) can switch the triggers off for its session: a change nobody hears.
    if (!triggers) await owner.query(`set session_replication_role = replica`);
    await owner.query(statement, values);
  } finally {
    await owner.end();
  }
}

describe('the session look-up kept between requests', () => {
  test('answers the next request; a change no trigger saw shows within a minute', async ({ t }) => {
    await listening(t);
    const nurse = await t.asNurse([]);
    expect((await nurse.request(ME)).errors).toBeUndefined();
    expect(keptFor(t, nurse.cookie)?.viewer.group).toBe('Nurse');
    // Out of every allowed group, unheard: the database would now refuse the session, the kept look-up does not.
    await asOwnerOutOfBand(
      t,
      `update login_account set groups = '{}' where id = $1`,
      [nurse.staff.accountID],
      false,
    );
    expect((await nurse.request(ME)).errors).toBeUndefined();
    t.clock.advance(KEEP_MS);
    expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', EXPIRED);
  });

  test('a sign-out refuses the same cookie on the next request', async ({ t }) => {
    await listening(t);
    const nurse = await t.asNurse([]);
    expect((await nurse.request(ME)).errors).toBeUndefined();
    const cookie = nurse.cookie;
    expect(keptFor(t, cookie)).toBeDefined();
    expect((await nurse.request(SIGN_OUT)).data?.signOut).toBe(true);
    expect(keptFor(t, cookie)).toBeUndefined();
    nurse.cookie = cookie;
    expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', EXPIRED);
  });

  test('a role, an account disabled, a centre closed: each on the next request', async ({ t }) => {
    await listening(t);
    const [a, b] = [await t.aCentre(), await t.aCentre()];
    const manager = await t.asManager([a, b]);
    expect((await manager.request(ME)).data?.me.group).toBe('ManagingNurse');
    await t.db
      .update(loginAccount)
      .set({ groups: ['Doctor'] })
      .where(eq(loginAccount.id, manager.staff.accountID));
    expect((await manager.request(ME)).data?.me.group).toBe('Doctor');
    await t.db
      .update(staff)
      .set({ clinicIDs: [a.id] })
      .where(eq(staff.accountID, manager.staff.accountID));
    expect((await manager.request(ME)).data?.me.clinicIDs).toEqual([a.id]);

    const nurse = await t.asNurse([a, b]);
    const seen = async () =>
      (((await nurse.request(CENTRES)).data?.listClinic.result ?? []) as { id: number }[]).map((c) => c.id);
    expect(await seen()).toEqual(expect.arrayContaining([a.id, b.id]));
    await t.db.update(clinic).set({ status: 'INACTIVE' }).where(eq(clinic.id, b.id));
    expect(await seen()).not.toContain(b.id);

    await t.db.update(loginAccount).set({ enabled: false }).where(eq(loginAccount.id, nurse.staff.accountID));
    expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', EXPIRED);
  });

  test('a change made elsewhere (an administrator, another instance) as soon as it is heard', async ({
    t,
  }) => {
    await listening(t);
    const nurse = await t.asNurse([]);
    expect((await nurse.request(ME)).errors).toBeUndefined();
    expect(keptFor(t, nurse.cookie)).toBeDefined();
    await asOwnerOutOfBand(t, 'update login_account set enabled = false where id = $1', [
      nurse.staff.accountID,
    ]);
    await waitUntil(() => keptFor(t, nurse.cookie) === undefined, 5_000, 5);
    expectRefused(await nurse.request(ME), 'UNAUTHENTICATED', EXPIRED);

    // Signed out on one instance, refused on the other, which kept the session.
    const two = await startTestApp({ database: undefined });
    try {
      await listening(two);
      const doctor = await t.asDoctor([]);
      const onTwo = new GqlClient(two.app, { cookie: doctor.cookie });
      expect((await onTwo.request(ME)).errors).toBeUndefined();
      expect(keptFor(two, doctor.cookie)).toBeDefined();
      await doctor.request(SIGN_OUT);
      await waitUntil(() => keptFor(two, onTwo.cookie) === undefined, 5_000, 5);
      expectRefused(await onTwo.request(ME), 'UNAUTHENTICATED', EXPIRED);
    } finally {
      await two.close();
    }
  });

  test('nothing is kept while the listener is lost, and it comes back', async ({ t }) => {
    await listening(t);
    const nurse = await t.asNurse([]);
    await nurse.request(ME);
    expect(keptFor(t, nurse.cookie)).toBeDefined();
    const listener = t.database.identityChanges?.backendPid;
    expect(listener).toBeTypeOf('number');
    await asOwnerOutOfBand(t, 'select pg_terminate_backend($1)', [listener]);
    await waitUntil(() => t.database.identityChanges?.listening === false, 5_000, 5);
    expect(keptFor(t, nurse.cookie)).toBeUndefined();
    await nurse.request(ME);
    await listening(t);
    await nurse.request(ME);
    expect(keptFor(t, nurse.cookie)).toBeDefined();
  });
});
