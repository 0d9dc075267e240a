import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, drug as drugTable } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique } from '../../test/unique.ts';

graphql(`
  fragment DrugFields on Drug {
    id name purpose manufacturer createdOn deleted
  }
`);
const LIST = graphql(`
  query ListDrug($filter: DrugFilter, $pagination: Pagination) {
    listDrug(filter: $filter, pagination: $pagination) { count result { ...DrugFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...DrugFields } }
`);
const UPDATE = graphql(`
  mutation UpdateDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { ...DrugFields } }
`);

const test = apiTest(async (t) => ({ centre: await t.aCentre() }));

type Row = { id: number; name: string };

describe('listDrug', () => {
  test('every login reads the drugs that are not deleted, by name; search by name, purpose or maker', async ({
    t,
    given: { centre },
  }) => {
    const tag = unique('drug');
    const [b, a, byPurpose] = await Promise.all([
      t.aDrug({ name: `B ${tag}` }),
      t.aDrug({ name: `A ${tag}` }),
      t.aDrug({ name: 'Heparin', purpose: `anticoagulant ${tag}` }),
      t.aDrug({ name: `C ${tag}`, deleted: 1 }),
    ]);
    const text = { contains: tag };
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      const res = await client.request(LIST, {
        filter: { or: [{ name: text }, { purpose: text }, { manufacturer: text }] },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.listDrug.count).toBe(3);
      expect(res.data?.listDrug.result.map((r: Row) => r.id)).toEqual([a.id, b.id, byPurpose.id]);
    }
  });

  test('pages with a count', async ({ t }) => {
    const tag = unique('page');
    await Promise.all([1, 2, 3].map((n) => t.aDrug({ name: `${tag} ${n}` })));
    const res = await (await t.signedInAs('ManagingNurse')).request(LIST, {
      filter: { name: { contains: tag } },
      pagination: { limit: 2, offset: 2 },
    });
    expect(res.data?.listDrug).toMatchObject({ count: 3, result: [{ name: `${tag} 3` }] });
  });
});

describe('createDrug and updateDrug', () => {
  test('a manager adds a drug (name required) and deletes it with deleted 1; both audited', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    expectRefused(await manager.request(CREATE, { create: { name: ' ' } }), 'BAD_USER_INPUT', 'Required.');
    const name = unique('Epoetin');
    const created = await manager.request(CREATE, { create: { name, purpose: 'Anaemia', manufacturer: '' } });
    expect(created.data?.createDrug).toMatchObject({
      name,
      purpose: 'Anaemia',
      manufacturer: null,
      deleted: 0,
    });
    expect(created.data?.createDrug.createdOn).toBe(t.clock.now().toISOString());
    const id = expectData(created).createDrug.id;

    const deleted = await manager.request(UPDATE, {
      update: { id, deleted: 1, updatedOn: await t.version(drugTable, id) },
    });
    expect(deleted.data?.updateDrug.deleted).toBe(1);
    expect((await manager.request(LIST, { filter: { id: { eq: id } } })).data?.listDrug.count).toBe(0);
    expectRefused(
      await manager.request(UPDATE, {
        update: { id, deleted: 1, updatedOn: await t.version(drugTable, id) },
      }),
      'NOT_FOUND',
      'Unable to update record',
    );
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'drug'), eq(auditLog.entityID, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['createDrug', 'deleteDrug']);
  });

  test('a director edits a drug', async ({ t }) => {
    const drug = await t.aDrug({ purpose: 'old' });
    const res = await (await t.signedInAs('MedicalDirector')).request(UPDATE, {
      update: { id: drug.id, purpose: 'new', updatedOn: await t.version(drugTable, drug.id) },
    });
    expect(res.data?.updateDrug).toMatchObject({ name: drug.name, purpose: 'new' });
  });

  test('is refused to a Nurse and a Doctor', async ({ t, given: { centre } }) => {
    const drug = await t.aDrug();
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      expectRefused(await client.request(CREATE, { create: { name: 'x' } }), 'FORBIDDEN');
      expectRefused(
        await client.request(UPDATE, {
          update: { id: drug.id, deleted: 1, updatedOn: await t.version(drugTable, drug.id) },
        }),
        'FORBIDDEN',
      );
    }
  });
});
