import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { FORGOT_PASSWORD, FORGOT_PASSWORD_SUBMIT } from '../../test/documents.ts';
import { GqlClient } from '../../test/graphql.ts';
import type { TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/unique.ts';
import { createMailer } from './index.ts';
import { outboxMailer } from './outbox.ts';
import { SENT_BODY_PLACEHOLDER } from './smtp.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), with login, refusing recipients at refused.example. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) return callback(new Error('Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const test = apiTest()
  // The file's SMTP server, closed after its last test (before the app).
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await startSmtp();
    onCleanup(() => smtp.close());
    return smtp;
  });

function smtpConfig(t: TestApp, smtp: Smtp) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.config.dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dialysis Centre <no-reply@clinic.example>',
  });
}

describe('SMTP (SMTP_URL set)', () => {
  test('forgot password e-mails the code through the SMTP server, and keeps no body in mail_outbox', async ({
    t,
    smtp,
  }) => {
    const config = smtpConfig(t, smtp);
    const app = await buildApp({ config, db: t.db, pubsub: t.bus.pubsub, clock: t.clock });
    try {
      const account = await t.aStaffAccount('Nurse');
      const client = new GqlClient(app);
      const res = await client.request(FORGOT_PASSWORD, {
        email: account.email,
      });
      expect(res.errors).toBeUndefined();

      const mail = smtp.received.find((m) => m.to.includes(account.email));
      expect(mail).toBeDefined();
      expect(mail?.from).toBe('no-reply@clinic.example');
      expect(mail?.user).toBe('mailer');
      expect(mail?.raw).toMatch(/Subject: Your verification code/);
      const code = /verification code is (\d{8})/.exec(mail?.raw ?? '')?.[1];
      expect(code).toBeDefined();

      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, account.email))
        .orderBy(desc(mailOutbox.id));
      expect(row?.text).toBe(SENT_BODY_PLACEHOLDER);
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row?.sentOn).toEqual(t.clock.now());
      expect(row?.error).toBeNull();

      // The mailed code resets the password.
      const submit = await client.request(FORGOT_PASSWORD_SUBMIT, {
        email: account.email,
        code: code ?? '',
        newPassword: 'Mailed-Code-Works-1',
      });
      expect(submit.errors).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  test('a refused message rejects, and mail_outbox records why (without the body)', async ({ t, smtp }) => {
    const mailer = createMailer(smtpConfig(t, smtp), { db: t.db, clock: t.clock, log: t.app.log });
    const to = `${Date.now()}@refused.example`;
    try {
      await expect(mailer.send({ to, subject: 'Hello', text: 'code 12345678' })).rejects.toThrow(
        /could not be sent/,
      );
    } finally {
      await mailer.close();
    }
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.error).toMatch(/Mailbox unavailable/);
    expect(row?.sentOn).toBeNull();
    expect(row?.text).toBe(SENT_BODY_PLACEHOLDER);
  });
});

describe('outbox (no SMTP_URL)', () => {
  test('keeps the whole message and shows it on the console outside production', async ({ t }) => {
    const lines: string[] = [];
    const mailer = outboxMailer({ db: t.db, clock: t.clock, showText: true, print: (l) => lines.push(l) });
    const to = uniqueEmail('outbox');
    await mailer.send({ to, subject: 'Your verification code', text: 'Your verification code is 12345678' });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({
      subject: 'Your verification code',
      text: 'Your verification code is 12345678',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^\\[mail outbox\\] #${row?.id} to ${to}: Your verification code\\n`),
    );
    expect(lines[0]).toContain('    Your verification code is 12345678');
  });

  test('in production the console line names only recipient and subject', async ({ t }) => {
    const lines: string[] = [];
    const mailer = outboxMailer({ db: t.db, clock: t.clock, showText: false, print: (l) => lines.push(l) });
    const to = uniqueEmail('outbox');
    await mailer.send({ to, subject: 'Your verification code', text: 'Your verification code is 87654321' });
    expect(lines[0]).not.toContain('87654321');
    expect(lines[0]).toContain(to);
  });

  test('is what the configuration picks without SMTP_URL', ({ t, smtp }) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir });
    expect(createMailer(config, { db: t.db, clock: t.clock, log: t.app.log }).kind).toBe('outbox');
    expect(createMailer(smtpConfig(t, smtp), { db: t.db, clock: t.clock, log: t.app.log }).kind).toBe('smtp');
  });
});
