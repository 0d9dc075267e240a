import { and, desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { recordHistory } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { COMPLETE_NEW_PASSWORD, FORGOT_PASSWORD, FORGOT_PASSWORD_SUBMIT } from '../../test/documents.ts';
import { graphql } from '../../test/generated/index.ts';
import { codeMailedTo } from '../../test/mail.ts';
import type { StaffAccount, TestApp } from '../../test/test-app.ts';
import { type Fields, instantsInUtc } from './test-history.ts';

const CHANGE_MY_PASSWORD = graphql(`
  mutation HistoryChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const test = apiTest();
const NEW_PASSWORD = 'Brand-new-pass-9';

/** The newest history row of the account's login: by the account itself, at the clock's time, no hash. */
async function expectChangedByItself(
  t: TestApp,
  account: StaffAccount,
  changed: { old: Fields; new: Fields } = { old: {}, new: {} },
) {
  const [row] = await t.db
    .select()
    .from(recordHistory)
    .where(and(eq(recordHistory.entity, 'login_account'), eq(recordHistory.entityID, account.accountID)))
    .orderBy(desc(recordHistory.id))
    .limit(1);
  expect(row).toMatchObject({
    operation: 'update',
    accountID: account.accountID,
    role: account.group,
    at: t.clock.now(),
  });
  expect({ old: row?.old, new: instantsInUtc(row?.new ?? null) }).toEqual({
    old: { password_changed_on: null, ...changed.old },
    new: { password_changed_on: t.clock.now().toISOString(), ...changed.new },
  });
}

describe("a password change is kept in the login's history: when, by whom, never the hash", () => {
  test('changing your own password', async ({ t }) => {
    const account = await t.aStaffAccount('Doctor');
    const me = await t.signedIn(account);
    t.clock.advance(60_000);
    const res = await me.request(CHANGE_MY_PASSWORD, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.errors).toBeUndefined();
    await expectChangedByItself(t, account);
  });

  // Before a session exists the account acts as itself (withWrite's writer): its history rows name it, at the
  // request's time, as its audit row does.
  test('choosing a new password at first sign-in', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse', [], { temporary: true });
    t.clock.advance(60_000);
    const res = await t.anonymous().request(COMPLETE_NEW_PASSWORD, {
      email: account.email,
      password: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.errors).toBeUndefined();
    await expectChangedByItself(t, account, {
      old: { must_change_password: true },
      new: { must_change_password: false },
    });
  });

  test('a forgotten password reset with a mailed code', async ({ t }) => {
    const account = await t.aStaffAccount('ManagingNurse');
    expect((await t.anonymous().request(FORGOT_PASSWORD, { email: account.email })).errors).toBeUndefined();
    const code = await codeMailedTo(t, account.email);
    t.clock.advance(60_000);
    const res = await t
      .anonymous()
      .request(FORGOT_PASSWORD_SUBMIT, { email: account.email, code, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
    await expectChangedByItself(t, account);
  });
});
