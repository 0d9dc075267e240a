import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { ME, SIGN_IN } from '../../test/documents.ts';
import { expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';

const CHANGE = graphql(`
  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
const NEW_PASSWORD = 'Changed-Secret-42';

const test = apiTest();

describe('changeMyPassword', () => {
  test('sets the new password, ends the other sessions and keeps the current one', async ({ t }) => {
    const account = await t.aStaffAccount('Nurse');
    const desk = await t.signedIn(account);
    const tablet = await t.signedIn(account);

    const res = await desk.request(CHANGE, { currentPassword: account.password, newPassword: NEW_PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ changeMyPassword: true });

    expect((await desk.request(ME)).data?.me.accountID).toBe(account.accountID);
    expectRefused(await tablet.request(ME), 'UNAUTHENTICATED', 'Token has expired, please re-login.');
    expectRefused(
      await t.anonymous().request(SIGN_IN, { email: account.email, password: account.password }),
      'INCORRECT_CREDENTIALS',
    );
    const again = await t.anonymous().request(SIGN_IN, { email: account.email, password: NEW_PASSWORD });
    expect(again.errors).toBeUndefined();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'changePassword'), eq(auditLog.entityID, account.accountID)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);
  });

  test("answers 'Incorrect current password' for a wrong current password, and changes nothing", async ({
    t,
  }) => {
    const account = await t.aStaffAccount('Doctor');
    const desk = await t.signedIn(account);
    const tablet = await t.signedIn(account);
    expectRefused(
      await desk.request(CHANGE, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }),
      'INCORRECT_CREDENTIALS',
      'Incorrect current password',
    );
    expect((await tablet.request(ME)).errors).toBeUndefined();
    const signIn = await t.anonymous().request(SIGN_IN, { email: account.email, password: account.password });
    expect(signIn.errors).toBeUndefined();
  });

  test('counts wrong current passwords as failed sign-ins (5 lock the account for 15 minutes)', async ({
    t,
  }) => {
    const account = await t.aStaffAccount('Nurse');
    const desk = await t.signedIn(account);
    for (let i = 0; i < 5; i += 1) {
      expectRefused(
        await desk.request(CHANGE, { currentPassword: `wrong-${i}-password`, newPassword: NEW_PASSWORD }),
        'INCORRECT_CREDENTIALS',
        'Incorrect current password',
      );
    }
    expectRefused(
      await desk.request(CHANGE, { currentPassword: account.password, newPassword: NEW_PASSWORD }),
      'TOO_MANY_ATTEMPTS',
    );
  });

  test('refuses a new password shorter than 8 characters', async ({ t }) => {
    const account = await t.aStaffAccount('MedicalDirector');
    const desk = await t.signedIn(account);
    expectRefused(
      await desk.request(CHANGE, { currentPassword: account.password, newPassword: 'seven77' }),
      'BAD_USER_INPUT',
      'This field must be at least 8 characters.',
    );
  });

  test('refuses a caller without a session', async ({ t }) => {
    expectRefused(
      await t.anonymous().request(CHANGE, { currentPassword: 'x', newPassword: NEW_PASSWORD }),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});
