import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, staff } from '../../db/schema.ts';
import { PDF_SMALL, PNG_1PX, upload } from '../../platform/storage/test-files.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient, TestApp } from '../../test/test-app.ts';

const ACCOUNT = graphql(`
  query MyStaffAccount {
    getMyStaffAccount {
      accountID name designation contactNo email
      profilePictureKey profilePictureBucket profilePictureRegion profilePictureUrl updatedOn
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {
    updateMyStaffAccount(update: $update) {
      accountID name designation profilePictureKey profilePictureBucket profilePictureUrl updatedOn
    }
  }
`);
const ME_NAME = graphql(`
  query MyName { me { name } }
`);
const INVALID_IMAGE = 'Invalid image type. Please reattach image.';

const test = apiTest();

async function uploadPicture(t: TestApp, client: StaffClient, purpose = 'profilePicture') {
  const res = await upload(t.app, {
    purpose,
    cookie: client.cookie,
    parts: [{ filename: 'me.png', type: 'image/png', bytes: PNG_1PX }],
  });
  expect(res.status).toBe(201);
  return res.body.key as string;
}

async function account(client: StaffClient) {
  const res = await client.request(ACCOUNT);
  expect(res.errors).toBeUndefined();
  return expectData(res).getMyStaffAccount;
}

describe('getMyStaffAccount', () => {
  test("answers the signed-in user's own record, with no picture link before a picture is set", async ({
    t,
  }) => {
    const nurse = await t.asNurse([]);
    await t.db
      .update(staff)
      .set({ contactNo: '+65 6123 4567' })
      .where(eq(staff.accountID, nurse.staff.accountID));
    expect(await account(nurse)).toMatchObject({
      accountID: nurse.staff.accountID,
      name: nurse.staff.name,
      designation: 'Nurse',
      contactNo: '+65 6123 4567',
      email: nurse.staff.email,
      profilePictureKey: null,
      profilePictureUrl: null,
    });
  });

  test('refuses a caller without a session', async ({ t }) => {
    expectRefused(
      await t.anonymous().request(ACCOUNT),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});

describe('updateMyStaffAccount', () => {
  test('saves the full name and an uploaded picture, answers a signed link to it, and audits the change', async ({
    t,
  }) => {
    const doctor = await t.asDoctor([]);
    const before = await account(doctor);
    const key = await uploadPicture(t, doctor);
    const res = await doctor.request(UPDATE, {
      update: { name: '  Dr. New Name ', profilePictureKey: key, updatedOn: before.updatedOn },
    });
    expect(res.errors).toBeUndefined();
    const saved = expectData(res).updateMyStaffAccount;
    expect(saved).toMatchObject({
      name: 'Dr. New Name',
      designation: 'Doctor',
      profilePictureKey: key,
      profilePictureBucket: 'local',
    });
    const picture = await t.app.inject({ method: 'GET', url: saved.profilePictureUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await account(doctor)).profilePictureKey).toBe(key);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateStaffAccount'), eq(auditLog.entityID, doctor.staff.accountID)));
    expect(audits).toHaveLength(1);
    // The header's `me` shows the new name.
    expect(expectData(await doctor.request(ME_NAME)).me?.name).toBe('Dr. New Name');
  });

  test('changes only name and picture: designation, mobile and e-mail stay', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const res = await nurse.request(UPDATE, {
      update: {
        name: 'Renamed',
        designation: 'Medical Director',
        email: 'x@y.z',
        updatedOn: await t.staffVersion(nurse.staff.accountID),
      },
    });
    expect(res.errors?.[0]?.message).toMatch(/designation/); // not a field of the input at all
    const ok = await nurse.request(UPDATE, {
      update: { name: 'Renamed', updatedOn: await t.staffVersion(nurse.staff.accountID) },
    });
    expect(ok.errors).toBeUndefined();
    const after = await account(nurse);
    expect(after).toMatchObject({ name: 'Renamed', designation: 'Nurse', email: nurse.staff.email });
  });

  test("refuses another user's uploaded picture", async ({ t }) => {
    const owner = await t.asNurse([]);
    const other = await t.asNurse([]);
    const key = await uploadPicture(t, owner);
    expectRefused(
      await other.request(UPDATE, {
        update: {
          name: other.staff.name,
          profilePictureKey: key,
          updatedOn: await t.staffVersion(other.staff.accountID),
        },
      }),
      'BAD_USER_INPUT',
      INVALID_IMAGE,
    );
    expect((await account(other)).profilePictureKey).toBeNull();
  });

  test('refuses a file uploaded for another purpose, and a made-up key', async ({ t }) => {
    const manager = await t.asManager();
    const documentRes = await upload(t.app, {
      purpose: 'machineAuditDocument',
      cookie: manager.cookie,
      parts: [{ filename: 'r.pdf', type: 'application/pdf', bytes: PDF_SMALL }],
    });
    for (const key of [documentRes.body.key, 'staff/made-up.png']) {
      expectRefused(
        await manager.request(UPDATE, {
          update: {
            name: 'M',
            profilePictureKey: key,
            updatedOn: await t.staffVersion(manager.staff.accountID),
          },
        }),
        'BAD_USER_INPUT',
        INVALID_IMAGE,
      );
    }
  });

  test('removes the picture when sent null, and keeps it when left out', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const key = await uploadPicture(t, nurse);
    await nurse.request(UPDATE, {
      update: {
        name: 'With Picture',
        profilePictureKey: key,
        updatedOn: await t.staffVersion(nurse.staff.accountID),
      },
    });
    await nurse.request(UPDATE, {
      update: { name: 'Still With Picture', updatedOn: await t.staffVersion(nurse.staff.accountID) },
    });
    expect((await account(nurse)).profilePictureKey).toBe(key);
    await nurse.request(UPDATE, {
      update: {
        name: 'No Picture',
        profilePictureKey: null,
        updatedOn: await t.staffVersion(nurse.staff.accountID),
      },
    });
    expect(await account(nurse)).toMatchObject({ profilePictureKey: null, profilePictureUrl: null });
  });

  test("refuses an empty name with 'Required.'", async ({ t }) => {
    const nurse = await t.asNurse([]);
    expectRefused(
      await nurse.request(UPDATE, {
        update: { name: '   ', updatedOn: await t.staffVersion(nurse.staff.accountID) },
      }),
      'BAD_USER_INPUT',
      'Required.',
    );
  });

  test('refuses saving over a newer version', async ({ t }) => {
    const nurse = await t.asNurse([]);
    const stale = (await account(nurse)).updatedOn;
    t.clock.advance(1000);
    expect(
      (await nurse.request(UPDATE, { update: { name: 'First', updatedOn: stale } })).errors,
    ).toBeUndefined();
    expectRefused(
      await nurse.request(UPDATE, { update: { name: 'Second', updatedOn: stale } }),
      'VERSION_CONFLICT',
    );
  });

  test('refuses a caller without a session', async ({ t }) => {
    expectRefused(
      await t.anonymous().request(UPDATE, { update: { name: 'x', updatedOn: new Date(0).toISOString() } }),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});
