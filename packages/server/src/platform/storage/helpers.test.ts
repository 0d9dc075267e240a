import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { fixedClock } from '../clock.ts';
import { createStorage, fileSigningSecret } from './index.ts';
import { buildKey, isSafeKey, safeFileName, utcStamp } from './keys.ts';
import { localStorage } from './local.ts';
import { acceptedType, sniff, UPLOAD_PURPOSES } from './purposes.ts';
import { s3Storage } from './s3.ts';
import { checkSignature, signedPath } from './signing.ts';
import { GIF_HEAD, JPEG_HEAD, PDF_SMALL, PNG_1PX } from './test-files.ts';

const AT = new Date('2030-03-11T01:02:03.456Z');

describe('keys', () => {
  it("stamps UTC time as the spec's YYYY-MM-DD_HHmmss", () => {
    expect(utcStamp(AT)).toBe('2030-03-11_010203');
  });

  it('builds folder/prefix_owner_stamp_random_name keys', () => {
    expect(
      buildKey({
        folder: 'staff',
        prefix: 'profile',
        owner: 'abc',
        at: AT,
        originalName: 'Me.png',
        random: 'r1',
      }),
    ).toBe('staff/profile_abc_2030-03-11_010203_r1_Me.png');
    expect(buildKey({ folder: 'machine', at: AT, originalName: 'x.pdf', random: 'r2' })).toBe(
      'machine/2030-03-11_010203_r2_x.pdf',
    );
  });

  it('reduces file names to safe characters without folders', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\Photo 1 (final).JPG')).toBe('Photo_1_final_.JPG');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('<script>.png')).toBe('script_.png');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName(`${'a'.repeat(300)}.png`)).toHaveLength(100);
    expect(safeFileName(`${'a'.repeat(300)}.png`).endsWith('.png')).toBe(true);
  });

  it('accepts only keys that cannot leave the storage folder', () => {
    expect(isSafeKey('staff/profile_a_2030-03-11_010203_r_me.png')).toBe(true);
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      'a\\b',
      '.hidden',
      'a/.',
      'x.meta.json',
      '',
    ]) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
  });
});

describe('signed links', () => {
  const secret = 's'.repeat(40);
  const expires = Math.floor(AT.getTime() / 1000) + 900;
  const parse = (url: string) => new URL(url, 'http://x').searchParams;

  it('accepts its own link until the expiry, then says it expired', () => {
    const q = parse(signedPath(secret, 'staff/a.png', expires));
    const sig = q.get('sig') ?? undefined;
    expect(checkSignature(secret, 'staff/a.png', q.get('expires') ?? undefined, sig, AT)).toBe('ok');
    const atExpiry = new Date(expires * 1000);
    expect(checkSignature(secret, 'staff/a.png', String(expires), sig, atExpiry)).toBe('expired');
  });

  it('refuses another key, expiry, secret, or a missing part', () => {
    const sig = parse(signedPath(secret, 'staff/a.png', expires)).get('sig') ?? undefined;
    expect(checkSignature(secret, 'staff/b.png', String(expires), sig, AT)).toBe('invalid');
    expect(checkSignature(secret, 'staff/a.png', String(expires + 1), sig, AT)).toBe('invalid');
    expect(checkSignature(`${secret}x`, 'staff/a.png', String(expires), sig, AT)).toBe('invalid');
    expect(checkSignature(secret, 'staff/a.png', undefined, sig, AT)).toBe('invalid');
    expect(checkSignature(secret, 'staff/a.png', String(expires), undefined, AT)).toBe('invalid');
    expect(checkSignature(secret, 'staff/a.png', '1e12', sig, AT)).toBe('invalid');
  });
});

describe('file types', () => {
  it('knows PNG, JPEG and PDF by their bytes', () => {
    expect(sniff(PNG_1PX)).toBe('png');
    expect(sniff(JPEG_HEAD)).toBe('jpeg');
    expect(sniff(PDF_SMALL)).toBe('pdf');
    expect(sniff(GIF_HEAD)).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });

  it('needs declared type, extension and bytes to agree with what the purpose accepts', () => {
    const picture = UPLOAD_PURPOSES.profilePicture;
    expect(acceptedType(picture, { declaredType: 'image/png', fileName: 'a.png', bytes: PNG_1PX })).toBe(
      'png',
    );
    expect(acceptedType(picture, { declaredType: 'image/jpg', fileName: 'a.JPG', bytes: JPEG_HEAD })).toBe(
      'jpeg',
    );
    expect(
      acceptedType(picture, { declaredType: 'image/png', fileName: 'a.jpg', bytes: PNG_1PX }),
    ).toBeNull();
    expect(
      acceptedType(picture, { declaredType: 'image/jpeg', fileName: 'a.png', bytes: PNG_1PX }),
    ).toBeNull();
    expect(
      acceptedType(picture, { declaredType: 'application/pdf', fileName: 'a.pdf', bytes: PDF_SMALL }),
    ).toBeNull();
    const document = UPLOAD_PURPOSES.machineAuditDocument;
    expect(
      acceptedType(document, { declaredType: 'application/pdf', fileName: 'a.pdf', bytes: PDF_SMALL }),
    ).toBe('pdf');
  });
});

describe('configuration', () => {
  it('uses the local disk under DATA_DIR/files unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).storage).toEqual({ kind: 'local', dir: '/srv/data/files' });
    expect(loadConfig({ S3_BUCKET: 'clinic-files', S3_REGION: 'ap-southeast-1' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'clinic-files',
      region: 'ap-southeast-1',
    });
  });

  it('refuses half an S3 or SMTP configuration, and a short signing secret', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow();
    expect(() => loadConfig({ S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_BUCKET: 'bucket', S3_ENDPOINT: 'not a url' })).toThrow();
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.c' })).toThrow();
    expect(() => loadConfig({ FILE_SIGNING_SECRET: 'short' })).toThrow();
  });

  it('generates the link secret once under DATA_DIR (mode 0600) and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-secret-'));
    try {
      const first = fileSigningSecret({ dataDir });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(fileSigningSecret({ dataDir })).toBe(first);
      const file = path.join(dataDir, 'file-signing-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(fileSigningSecret({ dataDir, fileSigningSecret: 'x'.repeat(32) })).toBe('x'.repeat(32));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates a new DATA_DIR, its file folders (0700) and the stored files (0600) for the service user only', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'dialysis-modes-'));
    const dataDir = path.join(parent, 'data');
    try {
      fileSigningSecret({ dataDir });
      const storage = localStorage({
        root: path.join(dataDir, 'files'),
        secret: 'k'.repeat(32),
        clock: fixedClock(AT),
      });
      await storage.put('documents/1/a.pdf', PDF_SMALL, 'application/pdf');
      const mode = (where: string) => statSync(path.join(dataDir, where)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      expect(mode('files')).toBe(0o700);
      expect(mode('files/documents/1')).toBe(0o700);
      expect(mode('files/documents/1/a.pdf')).toBe(0o600);
      expect(mode('files/documents/1/a.pdf.meta.json')).toBe(0o600);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('links of the local disk signed with FILE_SIGNING_SECRET when it is set', async () => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent-never-written',
      FILE_SIGNING_SECRET: 'k'.repeat(32),
    });
    const storage = createStorage(config, fixedClock(AT));
    const url = await storage.signedUrl('staff/a.png', { expiresInSeconds: 60 });
    expect(url).toBe(signedPath('k'.repeat(32), 'staff/a.png', Math.floor(AT.getTime() / 1000) + 60));
  });
});

describe('S3 adapter (offline: presigning needs no network)', () => {
  const storage = s3Storage({
    bucket: 'clinic-files',
    region: 'ap-southeast-1',
    endpoint: 'https://objects.example.net',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    clock: fixedClock(AT),
    stagingDir: path.join(tmpdir(), 'no-uploads-staged-here'),
  });

  it('records its bucket and region beside each key', () => {
    expect(storage.kind).toBe('s3');
    expect(storage.bucket).toBe('clinic-files');
    expect(storage.region).toBe('ap-southeast-1');
  });

  it('presigns a GET of the key on the endpoint, path style, expiring as asked', async () => {
    const url = new URL(
      await storage.signedUrl('machine/2030-03-11_010203_r_report.pdf', { expiresInSeconds: 600 }),
    );
    expect(url.host).toBe('objects.example.net');
    expect(url.pathname).toBe('/clinic-files/machine/2030-03-11_010203_r_report.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20300311T010203Z');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/20300311\/ap-southeast-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires after 15 minutes by default, and refuses an unsafe key', async () => {
    const url = new URL(await storage.signedUrl('staff/a.png'));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    await expect(storage.signedUrl('../a.png')).rejects.toThrow(/unsafe/);
  });

  it('uses virtual-host style on AWS itself (no endpoint)', async () => {
    const aws = s3Storage({
      bucket: 'clinic-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      clock: fixedClock(AT),
      stagingDir: path.join(tmpdir(), 'no-uploads-staged-here'),
    });
    const url = new URL(await aws.signedUrl('staff/a.png'));
    expect(url.host).toBe('clinic-files.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/staff/a.png');
  });
});
