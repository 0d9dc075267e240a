import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, storedFile } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import { signedPath } from './signing.ts';
import { GIF_HEAD, JPEG_HEAD, PDF_SMALL, PNG_1PX, upload } from './test-files.ts';

const INVALID_IMAGE = 'Invalid image type. Please reattach image.';
const MINUTE = 60_000;

const test = apiTest();

const png = (filename = 'me.png') => ({ filename, type: 'image/png', bytes: PNG_1PX });

async function get(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return res;
}

describe('POST /files (upload)', () => {
  test('refuses a caller without a session, before reading the file', async ({ t }) => {
    // A name no other test uses: on a shared PostgreSQL other files' uploads are there too.
    const name = `${unique('refused')}.png`;
    const res = await upload(t.app, { purpose: 'profilePicture', parts: [png(name)] });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Token has expired, please re-login.' },
    });
    expect(await t.db.select().from(storedFile).where(eq(storedFile.originalName, name))).toHaveLength(0);
  });

  test('refuses a made-up session cookie', async ({ t }) => {
    const res = await upload(t.app, { purpose: 'profilePicture', cookie: 'made-up', parts: [png()] });
    expect(res.status).toBe(401);
  });

  test('stores a profile picture, records who uploaded it, and audits the upload', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const res = await upload(t.app, {
      purpose: 'profilePicture',
      cookie: nurse.cookie,
      parts: [png('My Photo.PNG')],
    });
    expect(res.status).toBe(201);
    const { key } = res.body;
    expect(key).toMatch(
      new RegExp(`^staff/profile_${nurse.staff.accountID}_2030-03-11_013000_[0-9a-f]{8}_My_Photo\\.PNG$`),
    );
    expect(res.body).toMatchObject({
      bucket: 'local',
      region: null,
      contentType: 'image/png',
      size: PNG_1PX.length,
      originalName: 'My_Photo.PNG',
    });
    const [row] = await t.db.select().from(storedFile).where(eq(storedFile.key, key));
    expect(row).toMatchObject({
      uploadedBy: nurse.staff.accountID,
      contentType: 'image/png',
      size: PNG_1PX.length,
    });
    const stored = await t.storage.get(key);
    expect(stored?.bytes.equals(PNG_1PX)).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.upload'), eq(auditLog.entityID, key)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.accountID).toBe(nurse.staff.accountID);
  });

  test('accepts jpeg and jpg pictures', async ({ t }) => {
    const doctor = await t.signedInAs('Doctor', []);
    for (const filename of ['a.jpg', 'b.jpeg', 'no-extension']) {
      const res = await upload(t.app, {
        purpose: 'profilePicture',
        cookie: doctor.cookie,
        parts: [{ filename, type: 'image/jpeg', bytes: JPEG_HEAD }],
      });
      expect(res.status, filename).toBe(201);
      expect(res.body.contentType).toBe('image/jpeg');
    }
  });

  test.for([
    { why: 'a GIF', part: { filename: 'a.gif', type: 'image/gif', bytes: GIF_HEAD } },
    { why: 'a PDF', part: { filename: 'a.pdf', type: 'application/pdf', bytes: PDF_SMALL } },
    { why: 'text named .png', part: { filename: 'a.png', type: 'image/png', bytes: Buffer.from('<svg/>') } },
    { why: 'a PNG declared as HTML', part: { filename: 'a.png', type: 'text/html', bytes: PNG_1PX } },
    { why: 'a PNG named .gif', part: { filename: 'a.gif', type: 'image/png', bytes: PNG_1PX } },
  ])(
    "refuses $why as a profile picture with 'Invalid image type. Please reattach image.'",
    async ({ part }, { t }) => {
      const nurse = await t.signedInAs('Nurse', []);
      const res = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [part] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: INVALID_IMAGE } });
    },
  );

  test('accepts a PDF or an image as a machine audit document, under the machine folder', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    const pdf = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [{ filename: 'audit report.pdf', type: 'application/pdf', bytes: PDF_SMALL }],
    });
    expect(pdf.status).toBe(201);
    expect(pdf.body.key).toMatch(/^machine\/2030-03-11_013000_[0-9a-f]{8}_audit_report\.pdf$/);
    expect(pdf.body.contentType).toBe('application/pdf');
    const image = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [png()],
    });
    expect(image.status).toBe(201);
    const gif = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [{ filename: 'a.gif', type: 'image/gif', bytes: GIF_HEAD }],
    });
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe('Invalid document type. Please attach a PDF or an image.');
  });

  test('refuses a file over the purpose size limit (5 MB for a picture)', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t.app, {
      purpose: 'profilePicture',
      cookie: nurse.cookie,
      parts: [{ filename: 'big.png', type: 'image/png', bytes: big }],
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The file is too large (at most 5 MB).',
    });
  });

  test('takes a picture of more than the 1 MB JSON body limit', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const bytes = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(t.app, {
      purpose: 'profilePicture',
      cookie: nurse.cookie,
      parts: [{ filename: 'large.png', type: 'image/png', bytes }],
    });
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(bytes.length);
  });

  test('refuses two files, no file, an unknown purpose and a cross-site page', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const two = await upload(t.app, {
      purpose: 'profilePicture',
      cookie: nurse.cookie,
      parts: [png(), png('b.png')],
    });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('Only one file can be uploaded.');
    const none = await upload(t.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('A file is required.');
    const unknown = await upload(t.app, { purpose: '__proto__', cookie: nurse.cookie, parts: [png()] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown upload purpose.');
    const crossSite = await upload(t.app, {
      purpose: 'profilePicture',
      cookie: nurse.cookie,
      parts: [png()],
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('GET /files/<key> (signed links)', () => {
  async function uploadedBy(t: TestApp, client: { cookie: string | null }) {
    const res = await upload(t.app, { purpose: 'profilePicture', cookie: client.cookie, parts: [png()] });
    expect(res.status).toBe(201);
    return res.body.key as string;
  }

  test('serves the file through a signed link, without a session, as an inline image', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const key = await uploadedBy(t, nurse);
    const url = await t.storage.signedUrl(key);
    expect(url).toMatch(/^\/files\/staff\/profile_[^?]+\?expires=\d+&sig=[\w-]+$/);
    const res = await get(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="me.png"');
    expect(res.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  test('serves a document as an attachment', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    const res = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [{ filename: 'report.pdf', type: 'application/pdf', bytes: PDF_SMALL }],
    });
    const file = await get(t, await t.storage.signedUrl(res.body.key));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
  });

  test('refuses a link after its expiry (15 minutes by default)', async ({ t }) => {
    const own = await startTestApp({ database: t.database });
    try {
      const nurse = await own.asNurse([]);
      const res = await upload(own.app, { purpose: 'profilePicture', cookie: nurse.cookie, parts: [png()] });
      const url = await own.storage.signedUrl(res.body.key);
      own.clock.advance(15 * MINUTE - 1000);
      expect((await own.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      own.clock.advance(1000);
      const expired = await own.app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This link has expired.' } });
    } finally {
      await own.close();
    }
  });

  test('refuses a link whose expiry, signature or key was changed', async ({ t }) => {
    const nurse = await t.signedInAs('Nurse', []);
    const doctor = await t.signedInAs('Doctor', []);
    const mine = await uploadedBy(t, nurse);
    const theirs = await uploadedBy(t, doctor);
    const url = new URL(await t.storage.signedUrl(mine), 'http://localhost');
    const expires = url.searchParams.get('expires');
    const sig = url.searchParams.get('sig') ?? '';

    const later = await get(t, `/files/${mine}?expires=${Number(expires) + 3600}&sig=${sig}`);
    expect(later.statusCode).toBe(403);
    expect(later.json().error.message).toBe('Invalid link.');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(t, `/files/${mine}?expires=${expires}&sig=${flipped}`)).statusCode).toBe(403);
    // Another user's file is not reachable with a signature made for mine, nor without one.
    expect((await get(t, `/files/${theirs}?expires=${expires}&sig=${sig}`)).statusCode).toBe(403);
    expect((await get(t, `/files/${theirs}`)).statusCode).toBe(403);
    // A link signed with another secret is refused.
    const forged = signedPath('not-the-secret', theirs, Number(expires));
    expect((await get(t, forged)).statusCode).toBe(403);
  });

  test('never leaves the storage folder', async ({ t }) => {
    for (const url of [
      '/files/../file-signing-secret',
      '/files/%2e%2e/file-signing-secret',
      '/files/a/..%2f..%2fx',
    ]) {
      const res = await get(t, url);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/^[0-9a-f]{64}$/);
    }
  });

  test('answers 404 for a signed link to a missing file', async ({ t }) => {
    const url = await t.storage.signedUrl('staff/never-uploaded.png');
    expect((await get(t, url)).statusCode).toBe(404);
  });
});
