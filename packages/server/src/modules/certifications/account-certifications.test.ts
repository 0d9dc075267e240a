import { describe, expect } from 'vitest';
import { certification } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';

/** Manage Account's Certification section: any signed-in user, their own records only (spec 002). */
const LIST = graphql(`
  query ListMyCertification($pagination: Pagination) {
    listMyCertification(pagination: $pagination) {
      count expiredCount
      result { id accountID staffName name status expiry }
    }
  }
`);
const CREATE = graphql(`
  mutation CreateMyCertification($create: CreateMyCertificationInput!) {
    createMyCertification(create: $create) { id accountID name status expiry }
  }
`);
const UPDATE = graphql(`
  mutation UpdateMyCertification($update: UpdateCertificationInput!) {
    updateMyCertification(update: $update) { id status expiry }
  }
`);
const DELETE = graphql(`mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }`);

const test = apiTest();

// T0 is 2030-03-11 09:30 in Singapore.
describe('own certifications (Manage Account)', () => {
  test('adds ACTIVE, or EXPIRED when the expiry date has come, and lists by name with the expired count', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const nurse = await t.asNurse([centre]);
    const later = await nurse.request(CREATE, { create: { name: 'BLS', expiry: '2030-06-30' } });
    expect(later.errors).toBeUndefined();
    expect(later.data?.createMyCertification).toMatchObject({
      accountID: nurse.staff.accountID,
      name: 'BLS',
      status: 'ACTIVE',
      expiry: '2030-06-30',
    });
    const today = await nurse.request(CREATE, { create: { name: 'ACLS', expiry: '2030-03-11' } });
    expect(today.data?.createMyCertification.status).toBe('EXPIRED');
    const past = await nurse.request(CREATE, { create: { name: 'Phlebotomy', expiry: '2029-12-31' } });
    expect(past.data?.createMyCertification.status).toBe('EXPIRED');

    const list = await nurse.request(LIST, { pagination: { offset: 0 } });
    expect(list.errors).toBeUndefined();
    expect(list.data?.listMyCertification.count).toBe(3);
    expect(list.data?.listMyCertification.expiredCount).toBe(2);
    expect(list.data?.listMyCertification.result.map((c: { name: string }) => c.name)).toEqual([
      'ACLS',
      'BLS',
      'Phlebotomy',
    ]);
    expect(expectData(list).listMyCertification.result[0]?.staffName).toBe(nurse.staff.name);
  });

  test('Update Status sets ACTIVE (not PASS), or EXPIRED for a past date', async ({ t }) => {
    const doctor = await t.asDoctor([await t.aCentre()]);
    const added = await doctor.request(CREATE, { create: { name: 'ACLS', expiry: '2029-01-01' } });
    const id = expectData(added).createMyCertification.id;
    const renewed = await doctor.request(UPDATE, {
      update: { id, expiry: '2031-01-01', updatedOn: await t.version(certification, id) },
    });
    expect(renewed.errors).toBeUndefined();
    expect(renewed.data?.updateMyCertification).toEqual({ id, status: 'ACTIVE', expiry: '2031-01-01' });
    const lapsed = await doctor.request(UPDATE, {
      update: { id, expiry: '2030-03-01', updatedOn: await t.version(certification, id) },
    });
    expect(lapsed.data?.updateMyCertification.status).toBe('EXPIRED');
  });

  test('deletes softly: the record leaves the list', async ({ t }) => {
    const director = await t.asDirector();
    const added = await director.request(CREATE, { create: { name: 'Audit', expiry: '2031-01-01' } });
    const id = expectData(added).createMyCertification.id;
    expect((await director.request(DELETE, { id })).data).toEqual({ deleteMyCertification: true });
    const list = await director.request(LIST);
    expect(list.data?.listMyCertification.count).toBe(0);
    expectRefused(await director.request(DELETE, { id }), 'NOT_FOUND');
  });

  test("refuses to touch someone else's certification, as if it did not exist", async ({ t }) => {
    const centre = await t.aCentre();
    const owner = await t.asNurse([centre]);
    const other = await t.asNurse([centre]);
    const added = await owner.request(CREATE, { create: { name: 'BLS', expiry: '2031-01-01' } });
    const id = expectData(added).createMyCertification.id;
    expectRefused(
      await other.request(UPDATE, {
        update: { id, expiry: '2032-01-01', updatedOn: await t.version(certification, id) },
      }),
      'NOT_FOUND',
    );
    expectRefused(await other.request(DELETE, { id }), 'NOT_FOUND');
    expect((await other.request(LIST)).data?.listMyCertification.count).toBe(0);
  });

  test('requires a name and a real expiry date', async ({ t }) => {
    const nurse = await t.asNurse([await t.aCentre()]);
    expectRefused(
      await nurse.request(CREATE, { create: { name: ' ', expiry: '2031-01-01' } }),
      'BAD_USER_INPUT',
      'Required.',
    );
    expectRefused(
      await nurse.request(CREATE, { create: { name: 'BLS', expiry: '' } }),
      'BAD_USER_INPUT',
      'Required.',
    );
    expectRefused(
      await nurse.request(CREATE, { create: { name: 'BLS', expiry: '2031-02-30' } }),
      'BAD_USER_INPUT',
    );
  });
});
