import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { certification } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { sqlRows } from '../../test/database.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffAccount, TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';

/** Manage Certifications (spec 002): list, stats, order, add, update status, delete; roles and centres. */
const LIST = graphql(`
  query ListCertification($filter: CertificationFilter, $pagination: Pagination) {
    listCertification(filter: $filter, pagination: $pagination) {
      count expiredCount
      result { id accountID staffName name status expiry clinicID changeable }
    }
  }
`);
const CREATE = graphql(`
  mutation CreateCertification($create: CreateCertificationInput!) {
    createCertification(create: $create) { id accountID staffName name status expiry clinicID }
  }
`);
const UPDATE = graphql(`
  mutation UpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id status expiry } }
`);
const VERSIONS = graphql(`
  query CertificationVersions($id: String) {
    listCertification(filter: { accountID: { eq: $id } }) { result { updatedOn } }
  }
`);
const DELETE = graphql(`
  mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }
`);

const test = apiTest();

async function named(
  t: TestApp,
  group: 'Nurse' | 'Doctor',
  centres: { id: number }[],
  name: string,
): Promise<StaffAccount> {
  const member = await t.aStaffAccount(group, centres);
  await t.db.execute(sql`update staff set name = ${name} where account_id = ${member.accountID}`);
  return { ...member, name };
}

// T0 is 2030-03-11 09:30 in Singapore.
describe('status rules on Manage Certifications', () => {
  test('adds ACTIVE or EXPIRED by date; Update Status sets PASS, or EXPIRED for a past date', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const added = await manager.request(CREATE, {
      create: { accountID: nurse.accountID, name: 'BLS', expiry: '2030-06-01' },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createCertification).toMatchObject({
      accountID: nurse.accountID,
      staffName: nurse.name,
      status: 'ACTIVE',
      clinicID: centre.id,
    });
    const lapsed = await manager.request(CREATE, {
      create: { accountID: nurse.accountID, name: 'ACLS', expiry: '2030-03-11' },
    });
    expect(lapsed.data?.createCertification.status).toBe('EXPIRED');

    const id = expectData(lapsed).createCertification.id;
    const renewed = await manager.request(UPDATE, {
      update: { id, expiry: '2031-03-11', updatedOn: await t.version(certification, id) },
    });
    expect(renewed.data?.updateCertification).toEqual({ id, status: 'PASS', expiry: '2031-03-11' });
    const past = await manager.request(UPDATE, {
      update: { id, expiry: '2030-01-01', updatedOn: await t.version(certification, id) },
    });
    expect(past.data?.updateCertification.status).toBe('EXPIRED');
  });

  test('decides "today" in the centre’s time zone', async ({ t }) => {
    // 2030-03-11 01:30 UTC is still 2030-03-10 in Los Angeles: a 2030-03-11 expiry is not yet due there.
    const centre = await t.aCentre({ timezone: 'America/Los_Angeles' });
    const director = await t.signedInAs('MedicalDirector');
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const res = await director.request(CREATE, {
      create: { accountID: nurse.accountID, name: 'BLS', expiry: '2030-03-11' },
    });
    expect(res.data?.createCertification.status).toBe('ACTIVE');
  });
});

describe('versions', () => {
  test('refuses an Update Status made on an older version (VERSION_CONFLICT)', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    const nurse = await t.aStaffAccount('Nurse');
    const added = await director.request(CREATE, {
      create: { accountID: nurse.accountID, name: 'BLS', expiry: '2031-01-01' },
    });
    const { id } = expectData(added).createCertification;
    const listed = await director.request(VERSIONS, { id: nurse.accountID });
    const updatedOn = expectData(listed).listCertification.result[0]?.updatedOn ?? '';
    t.clock.advance(1000);
    expect(
      (await director.request(UPDATE, { update: { id, expiry: '2032-01-01', updatedOn } })).errors,
    ).toBeUndefined();
    expectRefused(
      await director.request(UPDATE, { update: { id, expiry: '2033-01-01', updatedOn } }),
      'VERSION_CONFLICT',
      'This record has been changed by someone else. Please reload and try again.',
    );
  });
});

describe('listCertification', () => {
  test('orders EXPIRED first, then expiry, staff name and certification name, and counts the expired', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const tag = unique('Order');
    const [anna, ben] = [
      await named(t, 'Nurse', [centre], `${tag} Anna`),
      await named(t, 'Nurse', [centre], `${tag} Ben`),
    ];
    const director = await t.signedInAs('MedicalDirector');
    const add = (who: StaffAccount, name: string, expiry: string) =>
      director.request(CREATE, { create: { accountID: who.accountID, name, expiry } });
    await add(ben, 'BLS', '2031-01-01');
    await add(anna, 'BLS', '2031-01-01');
    await add(anna, 'ACLS', '2031-01-01');
    await add(ben, 'Old', '2029-01-01');
    await add(anna, 'Soon', '2030-04-01');
    await add(anna, 'Lapsed', '2030-02-01');
    const res = await director.request(LIST, {
      filter: { clinicIDs: [centre.id], staffName: { contains: tag } },
    });
    expect(res.errors).toBeUndefined();
    const rows = res.data?.listCertification.result.map(
      (c: { staffName: string; name: string; status: string }) =>
        `${c.status} ${c.staffName.slice(-4)} ${c.name}`,
    );
    expect(rows).toEqual([
      'EXPIRED  Ben Old',
      'EXPIRED Anna Lapsed',
      'ACTIVE Anna Soon',
      'ACTIVE Anna ACLS',
      'ACTIVE Anna BLS',
      'ACTIVE  Ben BLS',
    ]);
    expect(res.data?.listCertification.count).toBe(6);
    expect(res.data?.listCertification.expiredCount).toBe(2);
  });

  test('filters by centre (staff of all centres match every centre) and by staff name', async ({ t }) => {
    const [a, b] = [await t.aCentre(), await t.aCentre()];
    const tag = unique('Filter');
    const inA = await named(t, 'Nurse', [a], `${tag} A`);
    const inB = await named(t, 'Nurse', [b], `${tag} B`);
    const everywhere = await named(t, 'Doctor', [], `${tag} All`);
    const director = await t.signedInAs('MedicalDirector');
    for (const who of [inA, inB, everywhere]) {
      await director.request(CREATE, {
        create: { accountID: who.accountID, name: 'BLS', expiry: '2031-01-01' },
      });
    }
    const inCentreA = await director.request(LIST, {
      filter: { clinicIDs: [a.id], staffName: { contains: tag } },
    });
    expect(
      inCentreA.data?.listCertification.result.map((c: { staffName: string }) => c.staffName).sort(),
    ).toEqual([`${tag} A`, `${tag} All`].sort());
    const all = await director.request(LIST, { filter: { staffName: { contains: tag } } });
    expect(all.data?.listCertification.count).toBe(3);
  });

  test('deletes softly', async ({ t }) => {
    const centre = await t.aCentre();
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const nurse = await t.aStaffAccount('Nurse', [centre]);
    const added = await manager.request(CREATE, {
      create: { accountID: nurse.accountID, name: 'BLS', expiry: '2031-01-01' },
    });
    const id = expectData(added).createCertification.id;
    expect((await manager.request(DELETE, { id })).data).toEqual({ deleteCertification: true });
    const list = await manager.request(LIST, { filter: { accountID: { eq: nurse.accountID } } });
    expect(list.data?.listCertification.count).toBe(0);
    const rows = await sqlRows<{ deleted: number }>(
      t.db,
      sql`select deleted from certification where id = ${id}`,
    );
    expect(rows).toEqual([{ deleted: 1 }]);
  });
});

describe('roles and centres', () => {
  test('a Nurse sees neither the manage list nor its writes; a Doctor reads but does not write', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const target = await t.aStaffAccount('Nurse', [centre]);
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const added = await manager.request(CREATE, {
      create: { accountID: target.accountID, name: 'BLS', expiry: '2031-01-01' },
    });
    const id = expectData(added).createCertification.id;
    const nurse = await t.signedInAs('Nurse', [centre]);
    const doctor = await t.signedInAs('Doctor', [centre]);
    expectRefused(await nurse.request(LIST), 'FORBIDDEN', 'You are not allowed to do this.');
    expect(
      (
        await doctor.request(LIST, {
          filter: { clinicIDs: [centre.id], accountID: { eq: target.accountID } },
        })
      ).data?.listCertification.count,
    ).toBe(1);
    for (const client of [nurse, doctor]) {
      expectRefused(
        await client.request(CREATE, {
          create: { accountID: target.accountID, name: 'X', expiry: '2031-01-01' },
        }),
        'FORBIDDEN',
      );
      expectRefused(
        await client.request(UPDATE, {
          update: { id, expiry: '2032-01-01', updatedOn: await t.version(certification, id) },
        }),
        'FORBIDDEN',
      );
      expectRefused(await client.request(DELETE, { id }), 'FORBIDDEN');
    }
  });

  test("a Nurse Manager of one centre cannot add, renew or delete a Medical Director's or a shared nurse's certifications", async ({
    t,
  }) => {
    const [mine, other] = [await t.aCentre(), await t.aCentre()];
    // A Medical Director working in the manager's centre, and a nurse who also works in another centre.
    const director = await t.aStaffAccount('MedicalDirector', [mine]);
    const shared = await t.aStaffAccount('Nurse', [mine, other]);
    const boss = await t.signedInAs('MedicalDirector');
    const ids: number[] = [];
    for (const member of [director, shared]) {
      const added = await boss.request(CREATE, {
        create: { accountID: member.accountID, name: 'ACLS', expiry: '2031-01-01' },
      });
      ids.push(expectData(added).createCertification.id);
    }
    const manager = await t.signedInAs('ManagingNurse', [mine]);
    for (const [i, member] of [director, shared].entries()) {
      const id = ids[i] as number;
      const refused = [
        await manager.request(CREATE, {
          create: { accountID: member.accountID, name: 'X', expiry: '2031-01-01' },
        }),
        await manager.request(UPDATE, {
          update: { id, expiry: '2030-03-01', updatedOn: await t.version(certification, id) },
        }),
        await manager.request(DELETE, { id }),
      ];
      for (const res of refused) expectRefused(res, 'FORBIDDEN');
    }
    // Nothing changed: both certifications still ACTIVE, not deleted, with their expiry.
    const left = await boss.request(LIST, { filter: { accountID: { eq: director.accountID } } });
    expect(expectData(left).listCertification.result.map((c) => [c.status, c.expiry])).toEqual([
      ['ACTIVE', '2031-01-01'],
    ]);
    // The list tells the screen which rows the manager may change, by the same rule.
    const own = await t.aStaffAccount('Nurse', [mine]);
    expectData(
      await boss.request(CREATE, { create: { accountID: own.accountID, name: 'CPR', expiry: '2031-01-01' } }),
    );
    const seen = expectData(await manager.request(LIST, { filter: { clinicIDs: [mine.id] } }))
      .listCertification.result;
    const changeable = (accountID: string) =>
      seen.filter((c) => c.accountID === accountID).map((c) => c.changeable);
    expect(changeable(director.accountID)).toEqual([false]);
    expect(changeable(shared.accountID)).toEqual([false]);
    expect(changeable(own.accountID)).toEqual([true]);
    // The manager may still keep a nurse of their own centre only.
    expectData(
      await manager.request(CREATE, {
        create: { accountID: own.accountID, name: 'BLS', expiry: '2031-01-01' },
      }),
    );
  });

  test("refuses another centre's staff and their certifications for every query and mutation", async ({
    t,
  }) => {
    const [mine, other] = [await t.aCentre(), await t.aCentre()];
    const stranger = await t.aStaffAccount('Nurse', [other]);
    const director = await t.signedInAs('MedicalDirector');
    const theirs = await director.request(CREATE, {
      create: { accountID: stranger.accountID, name: 'BLS', expiry: '2031-01-01' },
    });
    const id = expectData(theirs).createCertification.id;
    const manager = await t.signedInAs('ManagingNurse', [mine]);
    const forbidden = 'You do not have access to this centre.';
    expectRefused(await manager.request(LIST, { filter: { clinicIDs: [other.id] } }), 'FORBIDDEN', forbidden);
    const visible = await manager.request(LIST, { filter: { accountID: { eq: stranger.accountID } } });
    expect(visible.data?.listCertification.count).toBe(0);
    expectRefused(
      await manager.request(CREATE, {
        create: { accountID: stranger.accountID, name: 'X', expiry: '2031-01-01' },
      }),
      'FORBIDDEN',
      forbidden,
    );
    expectRefused(
      await manager.request(UPDATE, {
        update: { id, expiry: '2032-01-01', updatedOn: await t.version(certification, id) },
      }),
      'FORBIDDEN',
      forbidden,
    );
    expectRefused(await manager.request(DELETE, { id }), 'FORBIDDEN', forbidden);
  });

  test('answers NOT_FOUND for an unknown staff member or certification', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(
      await director.request(CREATE, { create: { accountID: 'nope', name: 'BLS', expiry: '2031-01-01' } }),
      'NOT_FOUND',
    );
    expectRefused(
      await director.request(UPDATE, {
        update: {
          id: 2_000_000_000,
          expiry: '2031-01-01',
          updatedOn: await t.version(certification, 2_000_000_000),
        },
      }),
      'NOT_FOUND',
    );
  });
});
