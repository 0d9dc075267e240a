import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { COMPLETE_NEW_PASSWORD, SIGN_IN } from '../../test/documents.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { GqlClient } from '../../test/graphql.ts';
import type { TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/unique.ts';
import {
  CREATE_STAFF,
  DELETE_STAFF,
  LIST_STAFF,
  ME,
  RESET_PASSWORD,
  UPDATE_STAFF,
} from './test-documents.ts';

/** Staff and their login accounts: temporary passwords, duplicates, resets and deletes end sessions. */
const test = apiTest();

const STAFF_VERSION = graphql(`
  query StaffVersionByName($name: String) { listStaff(filter: { name: { eq: $name } }) { result { updatedOn } } }
`);

const signIn = (t: TestApp, email: string, password: string) =>
  t.anonymous().request(SIGN_IN, { email, password });

describe('Add Staff creates the login with a temporary password', () => {
  test('the new user meets NEW_PASSWORD_REQUIRED, then signs in with the password they chose', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const director = await t.asDirector();
    const email = uniqueEmail('added');
    const res = await director.request(CREATE_STAFF, {
      create: {
        name: 'Added Nurse',
        designation: 'Nurse',
        email,
        clinicIDs: [centre.id],
        password: 'Temp-pass-1',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createStaff).toMatchObject({
      name: 'Added Nurse',
      designation: 'Nurse',
      email,
      contactNo: null,
      clinicIDs: [centre.id],
      group: 'Nurse',
    });

    const first = await signIn(t, email, 'Temp-pass-1');
    expect(first.data?.signIn).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', me: null });
    const browser = t.anonymous();
    const done = await browser.request(COMPLETE_NEW_PASSWORD, {
      email,
      password: 'Temp-pass-1',
      newPassword: 'My-own-pass-1',
    });
    expect(expectData(done).completeNewPassword.me?.group).toBe('Nurse');
    expect(expectData(await signIn(t, email, 'My-own-pass-1')).signIn.me?.accountID).toBe(
      res.data?.createStaff.accountID,
    );
  });

  test("answers 'An account with the email already exists.' for a taken e-mail, in any case", async ({
    t,
  }) => {
    const director = await t.asDirector();
    const existing = await t.aStaffAccount('Nurse');
    const create = {
      name: 'Copy',
      designation: 'Nurse',
      email: existing.email.toUpperCase(),
      clinicIDs: [],
      password: 'Temp-pass-1',
    };
    expectRefused(
      await director.request(CREATE_STAFF, { create }),
      'CONFLICT',
      'An account with the email already exists.',
    );
    const other = await t.aStaffAccount('Nurse');
    expectRefused(
      await director.request(UPDATE_STAFF, {
        update: {
          accountID: other.accountID,
          updatedOn: await t.staffVersion(other.accountID),
          name: other.name,
          designation: 'Nurse',
          email: existing.email,
          contactNo: '1',
          clinicIDs: [],
        },
      }),
      'CONFLICT',
      'An account with the email already exists.',
    );
  });

  test('validates the form on the server with the spec messages', async ({ t }) => {
    const director = await t.asDirector();
    const base = {
      name: 'V',
      designation: 'Nurse',
      email: uniqueEmail('v'),
      clinicIDs: [],
      password: 'Temp-pass-1',
    };
    const refusedWith = async (over: Record<string, unknown>, message: string) =>
      expectRefused(
        await director.request(CREATE_STAFF, { create: { ...base, ...over } }),
        'BAD_USER_INPUT',
        message,
      );
    await refusedWith({ name: ' ' }, 'Required.');
    await refusedWith({ email: 'nope' }, 'This is not a valid email.');
    await refusedWith({ contactNo: '12ab' }, 'Invalid number');
    await refusedWith({ password: 'short' }, 'This field must be at least 8 characters.');
    const staff = await t.aStaffAccount('Nurse');
    expectRefused(
      await director.request(UPDATE_STAFF, {
        update: {
          accountID: staff.accountID,
          updatedOn: await t.staffVersion(staff.accountID),
          name: 'X',
          designation: 'Nurse',
          email: staff.email,
          contactNo: '',
          clinicIDs: [],
        },
      }),
      'BAD_USER_INPUT',
      'Required.',
    );
  });
});

describe('Edit Staff changes the login too', () => {
  test('a new e-mail signs in, the old one no longer; the designation sets the group at once', async ({
    t,
  }) => {
    const director = await t.asDirector();
    const nurse = await t.aStaffAccount('Nurse');
    const session = await t.signedIn(nurse);
    const email = uniqueEmail('moved');
    const res = await director.request(UPDATE_STAFF, {
      update: {
        accountID: nurse.accountID,
        updatedOn: await t.staffVersion(nurse.accountID),
        name: nurse.name,
        designation: 'Nurse Manager',
        email,
        contactNo: '+65 1',
        clinicIDs: [],
      },
    });
    expect(res.data?.updateStaff).toMatchObject({ email, group: 'ManagingNurse', contactNo: '+65 1' });
    expect((await session.request(ME)).data?.me.group).toBe('ManagingNurse');
    expectRefused(await signIn(t, nurse.email, nurse.password), 'INCORRECT_CREDENTIALS');
    expect(expectData(await signIn(t, email, nurse.password)).signIn.me?.group).toBe('ManagingNurse');
  });
});

describe('edits carry a version', () => {
  test('refuses saving over a newer version of the record (VERSION_CONFLICT)', async ({ t }) => {
    const director = await t.asDirector();
    const nurse = await t.aStaffAccount('Nurse');
    const listed = await director.request(STAFF_VERSION, { name: nurse.name });
    const version = expectData(listed).listStaff.result[0]?.updatedOn ?? '';
    expect(version).toBeTruthy();
    const edit = (name: string) => ({
      accountID: nurse.accountID,
      name,
      designation: 'Nurse',
      email: nurse.email,
      contactNo: '1',
      clinicIDs: [],
      updatedOn: version,
    });
    t.clock.advance(1000);
    const first = await director.request(UPDATE_STAFF, { update: edit('First') });
    expect(first.errors).toBeUndefined();
    expectRefused(
      await director.request(UPDATE_STAFF, { update: edit('Second') }),
      'VERSION_CONFLICT',
      'This record has been changed by someone else. Please reload and try again.',
    );
  });
});

describe('Reset Password (changePassword)', () => {
  test('sets a temporary password and ends every session of that user', async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.asManager([centre]);
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const [laptop, tablet] = [await t.signedIn(nurse), await t.signedIn(nurse)];
    const res = await manager.request(RESET_PASSWORD, {
      username: nurse.accountID,
      password: 'Reset-pass-1',
    });
    expect(res.data).toEqual({ changePassword: true });
    for (const session of [laptop, tablet]) expectRefused(await session.request(ME), 'UNAUTHENTICATED');
    expectRefused(await signIn(t, nurse.email, nurse.password), 'INCORRECT_CREDENTIALS');
    expect((await signIn(t, nurse.email, 'Reset-pass-1')).data?.signIn.challenge).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
    expect((await manager.request(ME)).data?.me.accountID).toBe(manager.staff.accountID);
  });

  test('lifts the sign-in lock a guesser left on the account, so its owner can sign in at once', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const manager = await t.asManager([centre]);
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    for (let i = 0; i < 5; i++) {
      expectRefused(
        await t.anonymous().request(SIGN_IN, { email: nurse.email, password: 'guess' }),
        'INCORRECT_CREDENTIALS',
      );
    }
    expectRefused(await signIn(t, nurse.email, nurse.password), 'TOO_MANY_ATTEMPTS');
    await manager.request(RESET_PASSWORD, { username: nurse.accountID, password: 'Reset-pass-2' });
    expect((await signIn(t, nurse.email, 'Reset-pass-2')).data?.signIn.challenge).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });

  test('refuses a password under 8 characters', async ({ t }) => {
    const director = await t.asDirector();
    const nurse = await t.aStaffAccount('Nurse');
    expectRefused(
      await director.request(RESET_PASSWORD, { username: nurse.accountID, password: 'short' }),
      'BAD_USER_INPUT',
      'This field must be at least 8 characters.',
    );
  });
});

describe('Delete Staff', () => {
  test.for([true, false])(
    'deleteCognito %s: the user cannot sign in any more and their sessions end',
    async (deleteCognito, { t }) => {
      const director = await t.asDirector();
      const nurse = await t.aStaffAccount('Nurse');
      const session = await t.signedIn(nurse);
      const res = await director.request(DELETE_STAFF, { accountID: nurse.accountID, deleteCognito });
      expect(res.data).toEqual({ deleteStaff: true });
      expectRefused(await session.request(ME), 'UNAUTHENTICATED');
      expectRefused(await signIn(t, nurse.email, nurse.password), 'INCORRECT_CREDENTIALS');
      // Deleting the login frees its e-mail for a new account; a disabled login keeps it reserved.
      const again = await director.request(CREATE_STAFF, {
        create: {
          name: 'Again',
          designation: 'Nurse',
          email: nurse.email,
          clinicIDs: [],
          password: 'Temp-pass-1',
        },
      });
      if (deleteCognito) expect(again.errors).toBeUndefined();
      else expectRefused(again, 'CONFLICT', 'An account with the email already exists.');
      expectRefused(await director.request(DELETE_STAFF, { accountID: nurse.accountID }), 'NOT_FOUND');
    },
  );

  test('a deleted staff member no longer appears in the list', async ({ t }) => {
    const director = await t.asDirector();
    const nurse = await t.aStaffAccount('Nurse');
    await director.request(DELETE_STAFF, { accountID: nurse.accountID });
    const list = await new GqlClient(t.app, { cookie: director.cookie }).request(LIST_STAFF, {
      filter: { name: { eq: nurse.name } },
    });
    expect(list.data?.listStaff.count).toBe(0);
  });
});
