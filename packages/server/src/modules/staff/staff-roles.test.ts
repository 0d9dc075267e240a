import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { StaffAccount, StaffClient, TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/unique.ts';
import { CREATE_STAFF, DELETE_STAFF, LIST_STAFF, RESET_PASSWORD, UPDATE_STAFF } from './test-documents.ts';

/** Spec 002 sections 5 and 6: who may add, edit, reset and delete which staff, enforced by the server. */
const test = apiTest();

const FORBIDDEN_ROLE = 'You are not allowed to do this.';
const FORBIDDEN_CENTRE = 'You do not have access to this centre.';

const newNurse = (clinicIDs: number[], over: Record<string, unknown> = {}) => ({
  name: 'New Nurse',
  designation: 'Nurse',
  email: uniqueEmail('new'),
  contactNo: '+65 6123 4567',
  clinicIDs,
  password: 'Temp-pass-1',
  ...over,
});

const editOf = async (t: TestApp, s: StaffAccount, over: Record<string, unknown> = {}) => ({
  accountID: s.accountID,
  name: s.name,
  designation: {
    Nurse: 'Nurse',
    ManagingNurse: 'Nurse Manager',
    Doctor: 'Doctor',
    MedicalDirector: 'Medical Director',
  }[s.group],
  email: s.email,
  contactNo: '6123 4567',
  clinicIDs: s.clinicIDs,
  updatedOn: await t.staffVersion(s.accountID),
  ...over,
});

/** Every write on one target, each expected to be refused with the code and message. */
async function expectAllWritesRefused(
  t: TestApp,
  client: StaffClient,
  target: StaffAccount,
  code: string,
  message?: string,
) {
  expectRefused(await client.request(UPDATE_STAFF, { update: await editOf(t, target) }), code, message);
  expectRefused(
    await client.request(RESET_PASSWORD, { username: target.accountID, password: 'New-pass-12' }),
    code,
    message,
  );
  expectRefused(await client.request(DELETE_STAFF, { accountID: target.accountID }), code, message);
}

describe('roles: only Nurse Managers and Medical Directors add, edit, reset and delete', () => {
  test.for(['Nurse', 'Doctor'] as const)('a %s may list staff but not change any', async (group, { t }) => {
    const centre = await t.aCentre();
    const client =
      group === 'Nurse' ? await t.signedInAs('Nurse', [centre]) : await t.signedInAs('Doctor', [centre]);
    const colleague = await t.aStaffAccount('Nurse', [centre]);
    expect((await client.request(LIST_STAFF, { filter: { clinicIDs: [centre.id] } })).errors).toBeUndefined();
    expectRefused(
      await client.request(CREATE_STAFF, { create: newNurse([centre.id]) }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
    await expectAllWritesRefused(t, client, colleague, 'FORBIDDEN', FORBIDDEN_ROLE);
  });

  test('a Nurse Manager adds and edits Nurses and Nurse Managers of their centres', async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const added = await manager.request(CREATE_STAFF, {
      create: newNurse([centre.id], { designation: 'Nurse Manager' }),
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createStaff).toMatchObject({ designation: 'Nurse Manager', group: 'ManagingNurse' });
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const promoted = await manager.request(UPDATE_STAFF, {
      update: await editOf(t, nurse, { designation: 'Nurse Manager' }),
    });
    expect(promoted.data?.updateStaff).toMatchObject({
      designation: 'Nurse Manager',
      group: 'ManagingNurse',
    });
  });
});

describe('designations: a Medical Director assigns any; others only Nurse and Nurse Manager', () => {
  test.for(['Doctor', 'Medical Director'])(
    'a Nurse Manager may not assign %s',
    async (designation, { t }) => {
      const centre = await t.aCentre();
      const manager = await t.signedInAs('ManagingNurse', [centre]);
      expectRefused(
        await manager.request(CREATE_STAFF, { create: newNurse([centre.id], { designation }) }),
        'FORBIDDEN',
        FORBIDDEN_ROLE,
      );
      const nurse = await t.aStaffAccount('Nurse', [centre]);
      expectRefused(
        await manager.request(UPDATE_STAFF, { update: await editOf(t, nurse, { designation }) }),
        'FORBIDDEN',
        FORBIDDEN_ROLE,
      );
    },
  );

  test.for(['Doctor', 'MedicalDirector'] as const)(
    'a Nurse Manager may not edit, reset or delete a %s (that would hand over their rights)',
    async (group, { t }) => {
      const centre = await t.aCentre();
      const manager = await t.signedInAs('ManagingNurse', [centre]);
      const senior = await t.aStaffAccount(group, [centre]);
      await expectAllWritesRefused(t, manager, senior, 'FORBIDDEN', FORBIDDEN_ROLE);
    },
  );

  test('a Medical Director assigns Doctor and Medical Director, and the login group follows', async ({
    t,
  }) => {
    const director = await t.signedInAs('MedicalDirector');
    const centre = await t.aCentre();
    const doctor = await director.request(CREATE_STAFF, {
      create: newNurse([centre.id], { designation: 'Doctor' }),
    });
    expect(doctor.data?.createStaff).toMatchObject({ designation: 'Doctor', group: 'Doctor' });
    const { group: _group, ...made } = expectData(doctor).createStaff;
    const promoted = await director.request(UPDATE_STAFF, {
      update: {
        ...made,
        designation: 'Medical Director',
        contactNo: '1',
        clinicIDs: [],
        updatedOn: await t.staffVersion(made.accountID),
      },
    });
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data?.updateStaff).toMatchObject({
      designation: 'Medical Director',
      group: 'MedicalDirector',
    });
  });

  test('refuses a designation that does not exist', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(
      await director.request(CREATE_STAFF, { create: newNurse([], { designation: 'Surgeon' }) }),
      'BAD_USER_INPUT',
    );
  });
});

describe('centres: only within the user’s own centres', () => {
  test("refuses another centre's staff for every query and mutation", async ({ t }) => {
    const [mine, other] = [await t.aCentre(), await t.aCentre()];
    const manager = await t.signedInAs('ManagingNurse', [mine]);
    const stranger = await t.aStaffAccount('Nurse', [other]);
    const shared = await t.aStaffAccount('Nurse', [mine, other]);
    const everywhere = await t.aStaffAccount('Nurse', []);
    expectRefused(
      await manager.request(LIST_STAFF, { filter: { clinicIDs: [other.id] } }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await manager.request(CREATE_STAFF, { create: newNurse([other.id]) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await manager.request(CREATE_STAFF, { create: newNurse([mine.id, other.id]) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    // A member who also works elsewhere, or everywhere, is not only this manager's to change.
    for (const target of [stranger, shared, everywhere]) {
      await expectAllWritesRefused(t, manager, target, 'FORBIDDEN', FORBIDDEN_CENTRE);
    }
    // Nor can a member of this centre be moved to another.
    const own = await t.aStaffAccount('Nurse', [mine]);
    expectRefused(
      await manager.request(UPDATE_STAFF, { update: await editOf(t, own, { clinicIDs: [other.id] }) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
  });

  test('grants "all centres" (no centres) only from someone who sees every centre', async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    expectRefused(
      await manager.request(CREATE_STAFF, { create: newNurse([]) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    const self = manager.staff;
    expectRefused(
      await manager.request(UPDATE_STAFF, { update: await editOf(t, self, { clinicIDs: [] }) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    const director = await t.signedInAs('MedicalDirector');
    const added = await director.request(CREATE_STAFF, { create: newNurse([]) });
    expect(added.data?.createStaff.clinicIDs).toEqual([]);
  });
});

describe('self: nobody deletes, demotes or resets themselves', () => {
  test('refuses deleting oneself, changing one’s own designation and resetting one’s own password', async ({
    t,
  }) => {
    const director = await t.signedInAs('MedicalDirector');
    const me = director.staff;
    expectRefused(
      await director.request(DELETE_STAFF, { accountID: me.accountID }),
      'FORBIDDEN',
      'You cannot delete your own account.',
    );
    expectRefused(
      await director.request(UPDATE_STAFF, { update: await editOf(t, me, { designation: 'Nurse' }) }),
      'FORBIDDEN',
      'You cannot change your own designation.',
    );
    expectRefused(
      await director.request(RESET_PASSWORD, { username: me.accountID, password: 'New-pass-12' }),
      'FORBIDDEN',
      'Use Change Password to change your own password.',
    );
    const renamed = await director.request(UPDATE_STAFF, {
      update: await editOf(t, me, { name: 'Dr Renamed' }),
    });
    expect(renamed.data?.updateStaff.name).toBe('Dr Renamed');
  });

  test('answers NOT_FOUND for an unknown or malformed account id', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(await director.request(DELETE_STAFF, { accountID: 'not-an-id' }), 'NOT_FOUND');
    expectRefused(
      await director.request(DELETE_STAFF, { accountID: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
    );
  });
});
