import { and, desc, eq, like, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, loginAccount, mailOutbox, passwordResetCode } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { asOwner } from '../../test/database.ts';
import {
  FORGOT_PASSWORD as FORGOT,
  ME,
  SIGN_IN,
  FORGOT_PASSWORD_SUBMIT as SUBMIT,
} from '../../test/documents.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { GqlClient } from '../../test/graphql.ts';
import { codeMailedTo } from '../../test/mail.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/unique.ts';
import { RESET_CODE } from './codes.ts';

const NEW_PASSWORD = 'Brand-New-Secret-9';
const MINUTE = 60_000;

const test = apiTest();

/** Each test that moves time gets its own app (own clock) on the file's database. */
async function withOwnClock(shared: TestApp, run: (t: TestApp) => Promise<void>) {
  const t = await startTestApp({ database: shared.database });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

async function requestCode(t: TestApp, email: string, client: GqlClient = t.anonymous()) {
  const res = await client.request(FORGOT, { email });
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({ forgotPassword: true });
  return codeMailedTo(t, email);
}

const wrongCode = (code: string) => (code === '00000000' ? '11111111' : '00000000');

describe('forgotPassword', () => {
  test('mails a random 8-digit code, kept only as a hash, valid 15 minutes', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    const code = await requestCode(shared, account.email);
    expect(code).toMatch(new RegExp(`^\\d{${RESET_CODE.digits}}$`));
    const [mail] = await shared.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect(mail?.subject).toBe('Your verification code');
    const [row] = await shared.db
      .select()
      .from(passwordResetCode)
      .where(eq(passwordResetCode.accountID, account.accountID));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect(row?.expiresOn.getTime()).toBe(shared.clock.now().getTime() + 15 * MINUTE);
    const audits = await shared.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'forgotPassword'), eq(auditLog.entityID, account.accountID)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  test("answers 'Email not found.' for an unknown e-mail, and sends nothing", async ({ t: shared }) => {
    const email = uniqueEmail('nobody');
    expectRefused(await shared.anonymous().request(FORGOT, { email }), 'NOT_FOUND', 'Email not found.');
    expect(await shared.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  test("answers 'Email not found.' for a disabled account", async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    await shared.db
      .update(loginAccount)
      .set({ enabled: false })
      .where(eq(loginAccount.id, account.accountID));
    expectRefused(
      await shared.anonymous().request(FORGOT, { email: account.email }),
      'NOT_FOUND',
      'Email not found.',
    );
  });

  test('refuses an address that is not an e-mail', async ({ t: shared }) => {
    expectRefused(
      await shared.anonymous().request(FORGOT, { email: 'not-an-email' }),
      'BAD_USER_INPUT',
      'This is not a valid email.',
    );
  });

  test("answers a blank e-mail with 'Required.' (spec 002 section 5)", async ({ t: shared }) => {
    expectRefused(await shared.anonymous().request(FORGOT, { email: '  ' }), 'BAD_USER_INPUT', 'Required.');
  });

  test('matches the e-mail without regard to case or surrounding spaces', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Doctor');
    const res = await shared.anonymous().request(FORGOT, { email: `  ${account.email.toUpperCase()} ` });
    expect(res.errors).toBeUndefined();
    expect(await codeMailedTo(shared, account.email)).toMatch(/^\d+$/);
  });

  test('limits the codes mailed to one account (3 per 15 minutes), from any address', ({ t: shared }) =>
    withOwnClock(shared, async (t) => {
      const account = await t.aStaffAccount('Nurse');
      for (let i = 0; i < 3; i += 1) await requestCode(t, account.email);
      expectRefused(
        await t.anonymous().request(FORGOT, { email: account.email }),
        'TOO_MANY_ATTEMPTS',
        'Attempt limit exceeded, please try after some time.',
      );
      t.clock.advance(15 * MINUTE + 1000);
      expect(await requestCode(t, account.email)).toMatch(/^\d+$/);
    }));

  test('limits the requests from one address (20 per 15 minutes), unknown e-mails included', async ({
    t: shared,
  }) => {
    const prober = shared.anonymous();
    for (let i = 0; i < 20; i += 1) {
      const res = await prober.request(FORGOT, { email: uniqueEmail('probe') });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const account = await shared.aStaffAccount('Nurse');
    expectRefused(
      await prober.request(FORGOT, { email: account.email }),
      'TOO_MANY_ATTEMPTS',
      'Attempt limit exceeded, please try after some time.',
    );
    // Another address is not affected.
    expect(await requestCode(shared, account.email)).toMatch(/^\d+$/);
  });
  test('20 parallel requests for one account mail 3 codes (the limit), not 20', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shared.anonymous().request(FORGOT, { email: account.email })),
    );
    const sent = answers.filter((res) => res.data?.forgotPassword === true).length;
    const refused = answers.filter((res) => res.errors?.[0]?.extensions?.code === 'TOO_MANY_ATTEMPTS').length;
    const mails = await shared.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect({ sent, refused, mails: mails.length }).toEqual({ sent: 3, refused: 17, mails: 3 });
  });
});

describe('forgotPasswordSubmit', () => {
  test("sets the new password, ends every session of the account, and the code's account can sign in", async ({
    t: shared,
  }) => {
    const account = await shared.aStaffAccount('Nurse');
    const phone = await shared.signedIn(account);
    const tablet = await shared.signedIn(account);
    const code = await requestCode(shared, account.email);

    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ forgotPasswordSubmit: true });

    for (const client of [phone, tablet]) {
      expectRefused(await client.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
    }
    const oldPassword = await shared
      .anonymous()
      .request(SIGN_IN, { email: account.email, password: account.password });
    expectRefused(oldPassword, 'INCORRECT_CREDENTIALS');
    const newPassword = await shared
      .anonymous()
      .request(SIGN_IN, { email: account.email, password: NEW_PASSWORD });
    expect(newPassword.errors).toBeUndefined();
    expect(expectData(newPassword).signIn.me?.accountID).toBe(account.accountID);
    const audits = await shared.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'forgotPasswordSubmit%'), eq(auditLog.entityID, account.accountID)));
    expect(audits.map((a) => a.action)).toEqual(['forgotPasswordSubmit']);
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);
  });

  test('a failure after the new password is set leaves the old password, the sessions and the code as they were', async ({
    t: shared,
  }) => {
    const account = await shared.aStaffAccount('Nurse');
    const phone = await shared.signedIn(account);
    const code = await requestCode(shared, account.email);
    // Ending the account's sessions fails, after the code was used and the password set in the same write
    // (a trigger only the owner may add).
    await asOwner(shared.database, async ({ db }) => {
      await db.execute(
        sql.raw(`create or replace function refuse_session_end() returns trigger language plpgsql as $$
        begin
          if old.account_id = '${account.accountID}' then raise exception 'session delete failed'; end if;
          return old;
        end $$`),
      );
      await db.execute(
        sql.raw(`create trigger refuse_session_end before delete on login_session
        for each row execute function refuse_session_end()`),
      );
    });
    try {
      const res = await shared
        .anonymous()
        .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
      expect((await phone.request(ME)).errors).toBeUndefined();
      const old = await shared
        .anonymous()
        .request(SIGN_IN, { email: account.email, password: account.password });
      expect(old.errors).toBeUndefined();
    } finally {
      await asOwner(shared.database, ({ db }) =>
        db.execute(sql.raw('drop trigger refuse_session_end on login_session')),
      );
    }
    // Nothing was kept: the same code still works.
    const again = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(again.data).toEqual({ forgotPasswordSubmit: true });
  });

  test('a code works once', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Doctor');
    const code = await requestCode(shared, account.email);
    const vars = { email: account.email, code, newPassword: NEW_PASSWORD };
    expect((await shared.anonymous().request(SUBMIT, vars)).errors).toBeUndefined();
    expectRefused(
      await shared.anonymous().request(SUBMIT, { ...vars, newPassword: 'Another-Secret-1' }),
      'BAD_USER_INPUT',
      'Invalid code provided, please request a code again.',
    );
  });

  test('a code expires after 15 minutes', ({ t: shared }) =>
    withOwnClock(shared, async (t) => {
      const account = await t.aStaffAccount('Nurse');
      const code = await requestCode(t, account.email);
      t.clock.advance(15 * MINUTE);
      expectRefused(
        await t.anonymous().request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD }),
        'BAD_USER_INPUT',
        'Invalid code provided, please request a code again.',
      );
    }));

  test('a code still works just before its 15 minutes are up', ({ t: shared }) =>
    withOwnClock(shared, async (t) => {
      const account = await t.aStaffAccount('Nurse');
      const code = await requestCode(t, account.email);
      t.clock.advance(15 * MINUTE - 1000);
      const res = await t
        .anonymous()
        .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
      expect(res.errors).toBeUndefined();
    }));

  test('only the newest code counts', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    const first = await requestCode(shared, account.email);
    const second = await requestCode(shared, account.email);
    if (first !== second) {
      expectRefused(
        await shared
          .anonymous()
          .request(SUBMIT, { email: account.email, code: first, newPassword: NEW_PASSWORD }),
        'BAD_USER_INPUT',
      );
    }
    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code: second, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
  });

  test('allows 5 tries of a code: a wrong code is refused, and after 5 even the right one is', async ({
    t: shared,
  }) => {
    const account = await shared.aStaffAccount('ManagingNurse');
    const code = await requestCode(shared, account.email);
    const guess = { email: account.email, code: wrongCode(code), newPassword: NEW_PASSWORD };
    for (let i = 0; i < RESET_CODE.maxAttempts; i += 1) {
      expectRefused(
        await shared.anonymous().request(SUBMIT, guess),
        'BAD_USER_INPUT',
        'Invalid verification code provided, please try again.',
      );
    }
    expectRefused(
      await shared.anonymous().request(SUBMIT, { ...guess, code }),
      'TOO_MANY_ATTEMPTS',
      'Attempt limit exceeded, please try after some time.',
    );
    // The password did not change.
    const signIn = await shared
      .anonymous()
      .request(SIGN_IN, { email: account.email, password: account.password });
    expect(signIn.errors).toBeUndefined();
    // A new code starts afresh.
    const fresh = await requestCode(shared, account.email);
    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code: fresh, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
  });

  test('parallel guesses cannot exceed the attempt limit', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    await requestCode(shared, account.email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      shared.anonymous().request(SUBMIT, {
        email: account.email,
        code: String(10_000_000 + i),
        newPassword: NEW_PASSWORD,
      }),
    );
    await Promise.all(guesses);
    const [row] = await shared.db
      .select()
      .from(passwordResetCode)
      .where(eq(passwordResetCode.accountID, account.accountID))
      .orderBy(desc(passwordResetCode.id))
      .limit(1);
    expect(row?.attempts).toBe(RESET_CODE.maxAttempts);
  });

  test("answers a blank e-mail, code or new password with 'Required.', and keeps the code", async ({
    t: shared,
  }) => {
    const account = await shared.aStaffAccount('Nurse');
    const code = await requestCode(shared, account.email);
    for (const blank of [{ email: ' ' }, { code: ' ' }, { newPassword: '' }]) {
      expectRefused(
        await shared
          .anonymous()
          .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD, ...blank }),
        'BAD_USER_INPUT',
        'Required.',
      );
    }
    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
  });

  test("answers 'Email not found.' for an unknown e-mail", async ({ t: shared }) => {
    expectRefused(
      await shared.anonymous().request(SUBMIT, {
        email: uniqueEmail('nobody'),
        code: '12345678',
        newPassword: NEW_PASSWORD,
      }),
      'NOT_FOUND',
      'Email not found.',
    );
  });

  test('refuses a new password shorter than 8 characters, and keeps the code', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse');
    const code = await requestCode(shared, account.email);
    expectRefused(
      await shared.anonymous().request(SUBMIT, { email: account.email, code, newPassword: 'short' }),
      'BAD_USER_INPUT',
      'This field must be at least 8 characters.',
    );
    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
  });

  test('answers the new-password challenge of a temporary password too', async ({ t: shared }) => {
    const account = await shared.aStaffAccount('Nurse', [], { temporary: true });
    const code = await requestCode(shared, account.email);
    const res = await shared
      .anonymous()
      .request(SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
    const signIn = await shared
      .anonymous()
      .request(SIGN_IN, { email: account.email, password: NEW_PASSWORD });
    expect(signIn.data?.signIn.challenge).toBeNull();
    expect(expectData(signIn).signIn.me?.accountID).toBe(account.accountID);
  });

  test('limits wrong codes from one address over all accounts (20 per 15 minutes)', async ({ t: shared }) => {
    const sprayer = shared.anonymous();
    const accounts = await Promise.all(Array.from({ length: 5 }, () => shared.aStaffAccount('Nurse')));
    const codes: string[] = [];
    for (const a of accounts) codes.push(await requestCode(shared, a.email));
    let refusedForLimit = false;
    for (let round = 0; round < 5 && !refusedForLimit; round += 1) {
      for (const [i, a] of accounts.entries()) {
        const res = await sprayer.request(SUBMIT, {
          email: a.email,
          code: wrongCode(codes[i] ?? ''),
          newPassword: NEW_PASSWORD,
        });
        if (res.errors?.[0]?.extensions?.code === 'TOO_MANY_ATTEMPTS') refusedForLimit = true;
      }
    }
    expect(refusedForLimit).toBe(true);
    // That address is refused even with a right code; another address is not.
    const first = accounts[0];
    if (!first) throw new Error('no account');
    const fresh = await requestCode(shared, first.email);
    const vars = { email: first.email, code: fresh, newPassword: NEW_PASSWORD };
    expectRefused(await sprayer.request(SUBMIT, vars), 'TOO_MANY_ATTEMPTS');
    expect((await shared.anonymous().request(SUBMIT, vars)).errors).toBeUndefined();
  });
});
