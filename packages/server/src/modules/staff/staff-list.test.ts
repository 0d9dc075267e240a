import { inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { staff } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectRefused } from '../../test/expect.ts';
import type { AnyData } from '../../test/graphql.ts';
import type { TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import { LIST_STAFF } from './test-documents.ts';

const test = apiTest();

/** Sets a staff member's name or phone, for searches and orders with known values. */
async function setStaff(t: TestApp, accountID: string, fields: { name?: string; contactNo?: string }) {
  if (fields.name)
    await t.db.execute(sql`update staff set name = ${fields.name} where account_id = ${accountID}`);
  if (fields.contactNo)
    await t.db.execute(
      sql`update staff set contact_no = ${fields.contactNo} where account_id = ${accountID}`,
    );
}

type Row = { accountID: string; name: string };
const names = (res: { data?: AnyData | null }) => res.data?.listStaff.result.map((r: Row) => r.name) ?? [];

describe('listStaff (spec 002 Manage Staff)', () => {
  test('cuts the list to the chosen centres; staff working in all centres match every centre', async ({
    t,
  }) => {
    const [a, b] = [await t.aCentre(), await t.aCentre()];
    const inA = await t.aStaffAccount('Nurse', [a]);
    const inB = await t.aStaffAccount('Nurse', [b]);
    const both = await t.aStaffAccount('Doctor', [a, b]);
    const everywhere = await t.aStaffAccount('ManagingNurse', []);
    const director = await t.signedInAs('MedicalDirector');
    const search = { or: [{ name: { contains: 'Tester' } }] };

    const inCentreA = await director.request(LIST_STAFF, {
      filter: { clinicIDs: [a.id], ...search },
      pagination: { limit: 500 },
    });
    expect(inCentreA.errors).toBeUndefined();
    const ids = inCentreA.data?.listStaff.result.map((r: Row) => r.accountID);
    expect(ids).toEqual(expect.arrayContaining([inA.accountID, both.accountID, everywhere.accountID]));
    expect(ids).not.toContain(inB.accountID);
  });

  test('searches name, designation, e-mail or phone, orders by name and pages by 10', async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const tag = unique('Zed');
    for (const n of [3, 1, 2]) {
      const member = await t.aStaffAccount('Nurse', [centre]);
      await setStaff(t, member.accountID, { name: `${tag} ${n}` });
    }
    const byName = await manager.request(LIST_STAFF, {
      filter: { clinicIDs: [centre.id], or: [{ name: { contains: tag } }] },
    });
    expect(names(byName)).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`]);

    const phone = unique('').replace(/\D/g, '').slice(-7);
    const withPhone = await t.aStaffAccount('Nurse', [centre]);
    await setStaff(t, withPhone.accountID, { contactNo: `+65 ${phone}` });
    const search = (text: string) => ({
      clinicIDs: [centre.id],
      or: ['name', 'designation', 'email', 'contactNo'].map((field) => ({ [field]: { contains: text } })),
    });
    const byPhone = await manager.request(LIST_STAFF, { filter: search(phone) });
    expect(byPhone.data?.listStaff.result.map((r: Row) => r.accountID)).toEqual([withPhone.accountID]);
    const byEmail = await manager.request(LIST_STAFF, {
      filter: search(withPhone.email.split('@')[0] ?? ''),
    });
    expect(byEmail.data?.listStaff.count).toBe(1);
    // Every all-centres Nurse Manager matches too (many, on a shared PostgreSQL): look beyond page 1.
    const byDesignation = await manager.request(LIST_STAFF, {
      filter: search('Nurse Manager'),
      pagination: { limit: 500 },
    });
    expect(byDesignation.data?.listStaff.result.map((r: Row) => r.accountID)).toContain(
      manager.staff.accountID,
    );
  });

  test('pages in SQL: page size 10 by default, count of all matches', async ({ t }) => {
    const centre = await t.aCentre();
    const batch: string[] = [];
    for (let i = 0; i < 12; i += 1) batch.push((await t.aStaffAccount('Nurse', [centre])).accountID);
    // Staff of all centres (no clinicIDs) match every centre filter, and on a shared PostgreSQL other test
    // files add such staff: a name only this batch carries keeps the count exact.
    const token = unique('Paging');
    await t.db
      .update(staff)
      .set({ name: sql`${token} || ' ' || ${staff.name}` })
      .where(inArray(staff.accountID, batch));
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const filter = {
      clinicIDs: [centre.id],
      designation: { eq: 'Nurse' },
      or: [{ name: { contains: token } }],
    };
    const page1 = await manager.request(LIST_STAFF, { filter });
    expect(page1.data?.listStaff.count).toBe(12);
    expect(page1.data?.listStaff.result).toHaveLength(10);
    const page2 = await manager.request(LIST_STAFF, { filter, pagination: { offset: 10 } });
    expect(page2.data?.listStaff.result).toHaveLength(2);
  });

  test("a nurse sees colleagues of her centres and staff of all centres, never another centre's", async ({
    t,
  }) => {
    const [mine, other] = [await t.aCentre(), await t.aCentre()];
    const colleague = await t.aStaffAccount('Nurse', [mine]);
    const stranger = await t.aStaffAccount('Nurse', [other]);
    const nurse = await t.signedInAs('Nurse', [mine]);
    const all = await nurse.request(LIST_STAFF, { pagination: { limit: 500 } });
    const ids = all.data?.listStaff.result.map((r: Row) => r.accountID);
    expect(ids).toContain(colleague.accountID);
    expect(ids).not.toContain(stranger.accountID);
    const byName = await nurse.request(LIST_STAFF, { filter: { name: { eq: stranger.name } } });
    expect(byName.data?.listStaff.count).toBe(0);

    expectRefused(
      await nurse.request(LIST_STAFF, { filter: { clinicIDs: [other.id] } }),
      'FORBIDDEN',
      'You do not have access to this centre.',
    );
  });
});
