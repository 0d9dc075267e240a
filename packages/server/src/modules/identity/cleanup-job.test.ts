import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { loginSession, signInFailure, signInLock } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { runJobOnce } from '../../platform/jobs.ts';
import { createEventBus } from '../../platform/pubsub.ts';
import { databaseTest } from '../../test/api-test.ts';
import { openPrivateTestDatabase } from '../../test/database.ts';
import { T0 } from '../../test/test-app.ts';
import { unique, uniqueEmail } from '../../test/unique.ts';
import { createStaffAccount } from './accounts.ts';
import { identityCleanupJob } from './cleanup-job.ts';
import { hashToken } from './sessions.ts';

// The job removes expired rows of the whole database: a database of this file's own (test/database.ts).
const test = databaseTest(openPrivateTestDatabase);

const HOUR = 3_600_000;
const at = (hoursFromT0: number) => new Date(T0.getTime() + hoursFromT0 * HOUR);

describe('identity clean-up job', () => {
  test('removes expired sessions, stale throttle events and ended locks, and keeps what still counts', async ({
    database,
  }) => {
    const db = database.db;
    const accountID = await createStaffAccount(db, {
      email: uniqueEmail('cleanup'),
      name: 'Clean Up',
      group: 'Nurse',
      password: 'Cleanup-pass-1',
      temporary: false,
    });
    const [expired, live] = [unique('expired'), unique('live')];
    await db.insert(loginSession).values([
      {
        tokenHash: hashToken(expired),
        accountID,
        stayLoggedIn: false,
        createdOn: at(-13),
        expiresOn: at(-1),
      },
      { tokenHash: hashToken(live), accountID, stayLoggedIn: false, createdOn: at(-1), expiresOn: at(11) },
    ]);
    const [oldKey, freshKey] = [`email:${unique('old')}`, `email:${unique('fresh')}`];
    await db.insert(signInFailure).values([
      { key: oldKey, at: at(-2) },
      { key: freshKey, at: at(-0.1) },
    ]);
    await db.insert(signInLock).values([
      { key: oldKey, lockedUntil: at(-1) },
      { key: freshKey, lockedUntil: at(0.2) },
    ]);

    const services = { db, clock: fixedClock(T0), pubsub: createEventBus().pubsub, log: {} as never };
    for (let run = 0; run < 2; run++) await runJobOnce(identityCleanupJob, services);

    const sessions = await db.select().from(loginSession).where(eq(loginSession.accountID, accountID));
    expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(live)]);
    expect(await db.select().from(signInFailure).where(eq(signInFailure.key, oldKey))).toHaveLength(0);
    expect(await db.select().from(signInFailure).where(eq(signInFailure.key, freshKey))).toHaveLength(1);
    expect(await db.select().from(signInLock).where(eq(signInLock.key, oldKey))).toHaveLength(0);
    expect(await db.select().from(signInLock).where(eq(signInLock.key, freshKey))).toHaveLength(1);
  });
});
