import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { loginAccount, loginSession } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { sqlRows } from '../../test/database.ts';
import { COMPLETE_NEW_PASSWORD, SIGN_IN, SIGN_OUT } from '../../test/documents.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0 } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/unique.ts';

const ME = graphql(`
  query SignedInMe { me { accountID name designation email clinicIDs group } }
`);
const WRONG = 'Incorrect username or password.';
const DAY = 24 * 3_600_000;

const test = apiTest();

describe('signIn', () => {
  test('signs a staff member in: me, and an httpOnly SameSite=Lax session cookie that ends with the browser', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const account = await t.aStaffAccount('Nurse', [centre]);
    const client = t.anonymous();
    const res = await client.request(SIGN_IN, { email: account.email, password: account.password });

    expect(res.errors).toBeUndefined();
    expect(res.data?.signIn).toEqual({
      challenge: null,
      me: {
        accountID: account.accountID,
        name: account.name,
        designation: 'Nurse',
        email: account.email,
        clinicIDs: [centre.id],
        group: 'Nurse',
      },
    });
    const line = res.setCookie.find((l) => l.startsWith('sid='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Expires=/i);
    expect(line).not.toMatch(/Max-Age=/i);

    const me = await client.request(ME);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.accountID).toBe(account.accountID);
  });

  test('with Stay logged in, the cookie lasts 14 days', async ({ t }) => {
    const account = await t.aStaffAccount('Doctor');
    const res = await t.anonymous().request(SIGN_IN, {
      email: account.email,
      password: account.password,
      stayLoggedIn: true,
    });
    expect(res.errors).toBeUndefined();
    expect(res.sessionCookie?.httpOnly).toBe(true);
    expect(res.sessionCookie?.sameSite).toBe('Lax');
    const expires = res.sessionCookie?.expires?.getTime() ?? 0;
    // Cookie dates have whole seconds.
    expect(Math.abs(expires - (T0.getTime() + 14 * DAY))).toBeLessThan(1_000);
  });

  test('accepts the e-mail in any case and with spaces around it', async ({ t }) => {
    const account = await t.aStaffAccount('ManagingNurse');
    const res = await t
      .anonymous()
      .request(SIGN_IN, { email: `  ${account.email.toUpperCase()} `, password: account.password });
    expect(res.errors).toBeUndefined();
    expect(expectData(res).signIn.me?.accountID).toBe(account.accountID);
  });

  test('a wrong password and an unknown e-mail answer the same refusal, and set no cookie', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse');
    for (const attempt of [
      { email: account.email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: account.password },
    ]) {
      const res = await t.anonymous().request(SIGN_IN, attempt);
      expectRefused(res, 'INCORRECT_CREDENTIALS', WRONG);
      expect(res.sessionCookie).toBeUndefined();
    }
  });

  test('an account in no allowed group answers Not authorised account', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse');
    await t.db
      .update(loginAccount)
      .set({ groups: ['Patient'] })
      .where(eq(loginAccount.id, account.accountID));
    const res = await t.anonymous().request(SIGN_IN, { email: account.email, password: account.password });
    expectRefused(res, 'NOT_AUTHORISED_ACCOUNT', 'Not authorised account');
    expect(res.sessionCookie).toBeUndefined();
  });

  test('a disabled account is refused like a wrong password', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse');
    await t.db.update(loginAccount).set({ enabled: false }).where(eq(loginAccount.id, account.accountID));
    const res = await t.anonymous().request(SIGN_IN, { email: account.email, password: account.password });
    expectRefused(res, 'INCORRECT_CREDENTIALS', WRONG);
  });
});

describe('first sign-in with a temporary password', () => {
  test('challenges for a new password, refuses a short one, then signs in with the new one only', async ({
    t,
  }) => {
    const account = await t.aStaffAccount('MedicalDirector', [], {
      password: 'Temp-Pass-1',
      temporary: true,
    });
    const client = t.anonymous();

    const challenged = await client.request(SIGN_IN, { email: account.email, password: 'Temp-Pass-1' });
    expect(challenged.errors).toBeUndefined();
    expect(challenged.data?.signIn).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', me: null });
    expect(challenged.sessionCookie).toBeUndefined();
    expect(client.cookie).toBeNull();

    const short = await client.request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: 'Temp-Pass-1',
      newPassword: '7-chars',
    });
    expectRefused(short, 'BAD_USER_INPUT', 'This field must be at least 8 characters.');
    expect(short.sessionCookie).toBeUndefined();

    const done = await client.request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: 'Temp-Pass-1',
      newPassword: 'Brand-New-Pass-2',
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeNewPassword).toEqual({
      challenge: null,
      me: { accountID: account.accountID, email: account.email, group: 'MedicalDirector' },
    });
    expect(done.sessionCookie?.httpOnly).toBe(true);
    const me = await client.request(ME);
    expect(me.data?.me.accountID).toBe(account.accountID);

    const old = await t.anonymous().request(SIGN_IN, { email: account.email, password: 'Temp-Pass-1' });
    expectRefused(old, 'INCORRECT_CREDENTIALS', WRONG);
    const fresh = await t
      .anonymous()
      .request(SIGN_IN, { email: account.email, password: 'Brand-New-Pass-2' });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data?.signIn.challenge).toBeNull();
    expect(expectData(fresh).signIn.me?.accountID).toBe(account.accountID);
  });

  test('completeNewPassword with a wrong temporary password is refused and changes nothing', async ({
    t,
  }) => {
    const account = await t.aStaffAccount('Nurse', [], { password: 'Temp-Pass-3', temporary: true });
    const res = await t.anonymous().request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: 'Not-The-Temp-1',
      newPassword: 'Brand-New-Pass-4',
    });
    expectRefused(res, 'INCORRECT_CREDENTIALS', WRONG);
    const again = await t.anonymous().request(SIGN_IN, { email: account.email, password: 'Temp-Pass-3' });
    expect(again.data?.signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });
  test('completeNewPassword for an account that needs no new password is refused', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse');
    const res = await t.anonymous().request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: account.password,
      newPassword: 'Another-Pass-5',
    });
    expectRefused(res, 'BAD_USER_INPUT', 'No new password is required for this account.');
    expect(res.sessionCookie).toBeUndefined();
    const still = await t.anonymous().request(SIGN_IN, { email: account.email, password: account.password });
    expect(still.errors).toBeUndefined();
  });
});

describe('signOut', () => {
  test('ends the session: the same cookie is then unauthenticated', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const cookie = nurse.cookie;
    const out = await nurse.request(SIGN_OUT);
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ signOut: true });
    expect(out.sessionCookie?.value).toBe('');
    expect(nurse.cookie).toBeNull();

    const replay = t.anonymous();
    replay.cookie = cookie;
    expectRefused(await replay.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
  });

  test('without a session it only clears the cookie', async ({ t }) => {
    const res = await t.anonymous().request(SIGN_OUT);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ signOut: true });
  });

  test('a new sign-in in the same browser ends its previous session', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const before = nurse.cookie;
    const again = await nurse.request(SIGN_IN, { email: nurse.staff.email, password: nurse.staff.password });
    expect(again.errors).toBeUndefined();
    expect(nurse.cookie).not.toBe(before);
    const replay = t.anonymous();
    replay.cookie = before;
    expectRefused(await replay.request(ME), 'UNAUTHENTICATED');
    expect((await nurse.request(ME)).data?.me.accountID).toBe(nurse.staff.accountID);
  });
});

describe('secrets at rest', () => {
  test('never writes a password to the audit log, stores only an argon2id hash and the token hash', async ({
    t,
  }) => {
    const secret = 'Only-In-This-Test-9f3a';
    const wrong = 'Wrong-But-Secret-7c1d';
    const account = await t.aStaffAccount('Nurse', [], { password: secret, temporary: true });
    const client = t.anonymous();
    await client.request(SIGN_IN, { email: account.email, password: wrong });
    await client.request(SIGN_IN, { email: uniqueEmail('ghost'), password: wrong });
    await client.request(SIGN_IN, { email: account.email, password: secret });
    const done = await client.request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: secret,
      newPassword: `${secret}-new`,
    });
    expect(done.errors).toBeUndefined();
    await client.request(SIGN_OUT);

    for (const text of [secret, wrong, `${secret}-new`]) {
      const found = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_log a where a::text like ${`%${text}%`}`,
      );
      expect(found[0]?.n).toBe(0);
    }
    const audited = await sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity_id = ${account.accountID} order by id`,
    );
    expect(audited.map((r) => r.action)).toEqual([
      'signIn.failed',
      'completeNewPassword',
      'signIn',
      'signOut',
    ]);

    const [stored] = await t.db.select().from(loginAccount).where(eq(loginAccount.id, account.accountID));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(secret);

    const nurse = await t.asNurse([]);
    const token = nurse.cookie ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const sessions = await t.db
      .select()
      .from(loginSession)
      .where(eq(loginSession.accountID, nurse.staff.accountID));
    expect(sessions.map((s) => s.tokenHash)).toEqual([hash]);
  });
});
