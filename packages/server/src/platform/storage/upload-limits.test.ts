import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, storedFile } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { unique } from '../../test/unique.ts';
import { UPLOAD_QUOTA_MESSAGE } from './quota.ts';
import { PNG_1PX, upload } from './test-files.ts';

const test = apiTest();

const png = () => ({ filename: `${unique('f')}.png`, type: 'image/png', bytes: PNG_1PX });

describe('upload quota', () => {
  test('refuses a user past the day quota with 429, while another user still uploads', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const other = await t.asNurse([]);
    // The quota counts stored_file rows of the last day: fill it up to the limit but one.
    await t.db.insert(storedFile).values(
      Array.from({ length: t.config.uploads.filesPerDay - 1 }, (_, i) => ({
        key: `staff/${unique('quota')}_${i}.png`,
        bucket: 'local',
        contentType: 'image/png',
        size: 10,
        uploadedBy: nurse.staff.accountID,
        createdOn: t.clock.now(),
      })),
    );
    const last = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    expect(last.status).toBe(201);
    const refused = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'TOO_MANY_UPLOADS', message: UPLOAD_QUOTA_MESSAGE } });
    const fine = await upload(t.app, { purpose: 'profilePicture', cookie: other.cookie, parts: [png()] });
    expect(fine.status).toBe(201);
  });
});

describe('downloads through signed links', () => {
  test('are audited (file.download with the key)', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const res = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
    const key = res.body.key as string;
    const got = await t.app.inject({ method: 'GET', url: await t.storage.signedUrl(key) });
    expect(got.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityID, key)));
    expect(rows).toHaveLength(1);
  });
});
