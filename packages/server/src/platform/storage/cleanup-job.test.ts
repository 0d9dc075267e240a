import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { staff, storedFile, uploadReservation } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { unique } from '../../test/unique.ts';
import { runJobOnce } from '../jobs.ts';
import { unattachedUploadsJob } from './cleanup-job.ts';
import { PNG_1PX, upload } from './test-files.ts';

// The job removes stale uploads of the whole database: a database of this file's own (test/database.ts).
const test = apiTest(undefined, { ownDatabase: true });

const png = () => ({ filename: `${unique('f')}.png`, type: 'image/png', bytes: PNG_1PX });
const HOUR = 3_600_000;

describe('unattached uploads job', () => {
  test('removes uploads no record took within a day, bytes and row, and keeps attached and recent ones', async ({
    t,
  }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const stale = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    const attached = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    expect([stale.status, attached.status]).toEqual([201, 201]);
    const attachedKey = attached.body.key as string;
    await t.db
      .update(staff)
      .set({ profilePictureKey: attachedKey })
      .where(eq(staff.accountID, nurse.staff.accountID));
    // Made 25 hours ago (the row's time is what the job reads).
    const past = new Date(t.clock.now().getTime() - 25 * HOUR);
    await t.db.update(storedFile).set({ createdOn: past }).where(eq(storedFile.key, stale.body.key));
    await t.db.update(storedFile).set({ createdOn: past }).where(eq(storedFile.key, attachedKey));
    const recent = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    expect(recent.status).toBe(201);
    const services = { db: t.db, clock: t.clock, pubsub: t.bus.pubsub, log: t.app.log, storage: t.storage };
    expect(await runJobOnce(unattachedUploadsJob, services)).toBe(true);
    const keys = async (key: string) => t.db.select().from(storedFile).where(eq(storedFile.key, key));
    expect(await keys(stale.body.key)).toHaveLength(0);
    expect(await t.storage.get(stale.body.key)).toBeNull();
    expect(await keys(attachedKey)).toHaveLength(1);
    expect(await keys(recent.body.key)).toHaveLength(1);
  });

  test('removes what a crash in the middle of uploads left: expired reservations and day-old staged files', async ({
    t,
  }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const now = t.clock.now();
    const reservation = (expiresAt: Date) => ({ accountID: nurse.staff.accountID, bytes: 10, expiresAt });
    await t.db
      .insert(uploadReservation)
      .values([reservation(now), reservation(new Date(now.getTime() + HOUR))]);
    const staged = (name: string) => path.join(t.storage.stagingDir, name);
    mkdirSync(t.storage.stagingDir, { recursive: true });
    for (const name of ['old.part', 'new.part']) writeFileSync(staged(name), '%PDF-');
    const dayAgo = new Date(Date.now() - 25 * HOUR);
    utimesSync(staged('old.part'), dayAgo, dayAgo);
    const services = { db: t.db, clock: t.clock, pubsub: t.bus.pubsub, log: t.app.log, storage: t.storage };
    expect(await runJobOnce(unattachedUploadsJob, services)).toBe(true);
    const left = await t.db
      .select()
      .from(uploadReservation)
      .where(eq(uploadReservation.accountID, nurse.staff.accountID));
    expect(left.map((r) => r.expiresAt)).toEqual([new Date(now.getTime() + HOUR)]);
    expect([existsSync(staged('old.part')), existsSync(staged('new.part'))]).toEqual([false, true]);
  });
});
