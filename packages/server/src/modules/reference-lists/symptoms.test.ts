import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, symptom as symptomTable } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique } from '../../test/unique.ts';

graphql(`
  fragment SymptomFields on Symptom {
    id name class createdOn deleted
  }
`);
const LIST = graphql(`
  query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
    listSymptom(filter: $filter, pagination: $pagination) { count result { ...SymptomFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...SymptomFields } }
`);
const UPDATE = graphql(`
  mutation UpdateSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { ...SymptomFields } }
`);

const test = apiTest(async (t) => ({ centre: await t.aCentre() }));

type Row = { id: number; name: string };

describe('listSymptom', () => {
  test('every login reads symptoms not deleted, by name ascending; search by symptom or class', async ({
    t,
    given: { centre },
  }) => {
    const tag = unique('sym');
    const [cramp, ache, byClass] = await Promise.all([
      t.aSymptom({ name: `Cramp ${tag}` }),
      t.aSymptom({ name: `Ache ${tag}`, class: 'Pain' }),
      t.aSymptom({ name: 'Zz Nausea', class: `GI ${tag}` }),
      t.aSymptom({ name: `Gone ${tag}`, deleted: 1 }),
    ]);
    const text = { contains: tag.toUpperCase() };
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      const res = await client.request(LIST, { filter: { or: [{ name: text }, { class: text }] } });
      expect(res.errors).toBeUndefined();
      expect(res.data?.listSymptom.count).toBe(3);
      expect(res.data?.listSymptom.result.map((r: Row) => r.id)).toEqual([ache.id, cramp.id, byClass.id]);
    }
  });

  test('answers a page of 20 by default', async ({ t }) => {
    const tag = unique('many');
    await Promise.all(
      Array.from({ length: 22 }, (_, n) => t.aSymptom({ name: `${tag} ${String(n).padStart(2, '0')}` })),
    );
    const res = await (await t.signedInAs('ManagingNurse')).request(LIST, {
      filter: { name: { contains: tag } },
    });
    expect(res.data?.listSymptom.count).toBe(22);
    expect(res.data?.listSymptom.result).toHaveLength(20);
  });
});

describe('createSymptom and updateSymptom', () => {
  test('a director adds a symptom (name required, class optional) and deletes it; both audited', async ({
    t,
  }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(await director.request(CREATE, { create: { name: '' } }), 'BAD_USER_INPUT', 'Required.');
    const name = unique('Headache');
    const created = await director.request(CREATE, { create: { name, class: ' Neuro ' } });
    expect(created.data?.createSymptom).toMatchObject({ name, class: 'Neuro', deleted: 0 });
    const id = expectData(created).createSymptom.id;
    const deleted = await director.request(UPDATE, {
      update: { id, deleted: 1, updatedOn: await t.version(symptomTable, id) },
    });
    expect(deleted.data?.updateSymptom.deleted).toBe(1);
    expect((await director.request(LIST, { filter: { id: { eq: id } } })).data?.listSymptom.count).toBe(0);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'symptom'), eq(auditLog.entityID, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['createSymptom', 'deleteSymptom']);
  });

  test('is refused to a Nurse and a Doctor', async ({ t, given: { centre } }) => {
    const symptom = await t.aSymptom();
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      expectRefused(await client.request(CREATE, { create: { name: 'x' } }), 'FORBIDDEN');
      expectRefused(
        await client.request(UPDATE, {
          update: { id: symptom.id, deleted: 1, updatedOn: await t.version(symptomTable, symptom.id) },
        }),
        'FORBIDDEN',
      );
    }
  });
});
