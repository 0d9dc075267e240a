import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { SIGN_IN } from '../../test/documents.ts';
import { expectRefused } from '../../test/expect.ts';
import { codeMailedTo } from '../../test/mail.ts';

/** The password rules wherever a password is chosen: length 8..128, not a common one, not the temporary. */
const COMPLETE = /* GraphQL */ `
  mutation Complete($email: String!, $password: String!, $newPassword: String!) {
    completeNewPassword(email: $email, password: $password, newPassword: $newPassword) { challenge }
  }
`;
const CHANGE_MINE =
  'mutation C($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }';
const RESET = 'mutation R($u: ID!, $p: String!) { changePassword(username: $u, password: $p) }';
const FORGOT = 'mutation F($email: String!) { forgotPassword(email: $email) }';
const SUBMIT = /* GraphQL */ `
  mutation S($email: String!, $code: String!, $newPassword: String!) {
    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)
  }
`;
const SAME_AS_TEMPORARY = 'The new password must be different from the temporary password.';
const TOO_COMMON = 'This password is too common. Please choose a less guessable one.';
const SAME_AS_CURRENT = 'The new password must be different from the current password.';
const TOO_LONG = 'This field must be at most 128 characters.';
const TEMPORARY = 'Temp-Pass-77';

const test = apiTest();

describe('the new-password challenge of a temporary password', () => {
  test('refuses keeping the temporary password, and the challenge still stands', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse', [], { password: TEMPORARY, temporary: true });
    const kept = await t
      .anonymous()
      .request(COMPLETE, { email: account.email, password: TEMPORARY, newPassword: TEMPORARY });
    expectRefused(kept, 'BAD_USER_INPUT', SAME_AS_TEMPORARY);
    expect(kept.sessionCookie).toBeUndefined();
    const again = await t.anonymous().request(SIGN_IN, { email: account.email, password: TEMPORARY });
    expect(again.data?.signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });

  test('refuses a common or an overlong password', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse', [], { password: TEMPORARY, temporary: true });
    const ask = (newPassword: string) =>
      t.anonymous().request(COMPLETE, { email: account.email, password: TEMPORARY, newPassword });
    expectRefused(await ask('Password123'), 'BAD_USER_INPUT', TOO_COMMON);
    expectRefused(await ask('x'.repeat(129)), 'BAD_USER_INPUT', TOO_LONG);
    const ok = await ask('A-far-better-one-9');
    expect(ok.errors).toBeUndefined();
  });

  test('refuses resetting a temporary password to itself through forgot password', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse', [], { password: TEMPORARY, temporary: true });
    expect((await t.anonymous().request(FORGOT, { email: account.email })).errors).toBeUndefined();
    const code = await codeMailedTo(t, account.email);
    const res = await t.anonymous().request(SUBMIT, { email: account.email, code, newPassword: TEMPORARY });
    expectRefused(res, 'BAD_USER_INPUT', SAME_AS_TEMPORARY);
  });
});

describe('other places a password is chosen', () => {
  test('Change Password refuses a common password', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const res = await nurse.request(CHANGE_MINE, { c: nurse.staff.password, n: 'iloveyou' });
    expectRefused(res, 'BAD_USER_INPUT', TOO_COMMON);
  });

  test('Change Password refuses a decorated common password and the current password, and keeps the old one', async ({
    t,
  }) => {
    const nurse = await t.asNurse([]);
    for (const common of ['Password123!', 'Passw0rd!', 'Qwerty123!']) {
      const res = await nurse.request(CHANGE_MINE, { c: nurse.staff.password, n: common });
      expectRefused(res, 'BAD_USER_INPUT', TOO_COMMON);
    }
    const same = await nurse.request(CHANGE_MINE, { c: nurse.staff.password, n: nurse.staff.password });
    expectRefused(same, 'BAD_USER_INPUT', SAME_AS_CURRENT);
    const still = await t
      .anonymous()
      .request(SIGN_IN, { email: nurse.staff.email, password: nurse.staff.password });
    expect(still.errors).toBeUndefined();
  });

  test("a manager's reset refuses a common temporary password", async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.asManager([centre]);
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const res = await manager.request(RESET, { u: nurse.accountID, p: '12345678' });
    expectRefused(res, 'BAD_USER_INPUT', TOO_COMMON);
  });
});
