import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, hospitalReason as reasonTable } from '../../db/schema.ts';
import { STALE_RECORD } from '../../db/versioned-update.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique } from '../../test/unique.ts';
import { HOSPITAL_REASON_TAKEN } from './service.ts';

graphql(`
  fragment HospitalReasonFields on HospitalReason {
    id hospDetail createdOn updatedOn deleted
  }
`);
const LIST = graphql(`
  query ListHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {
    listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...HospitalReasonFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {
    createHospitalReason(create: $create) { ...HospitalReasonFields }
  }
`);
const UPDATE = graphql(`
  mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {
    updateHospitalReason(update: $update) { ...HospitalReasonFields }
  }
`);

const test = apiTest(async (t) => ({ centre: await t.aCentre() }));

const actions = async (t: { db: Db }, id: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hospitalReason'), eq(auditLog.entityID, String(id))))
  )
    .map((a) => a.action)
    .sort();

describe('listHospitalReason', () => {
  test('every login reads the seeded list, not deleted, by hospDetail', async ({ t, given: { centre } }) => {
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      const res = expectData(await client.request(LIST, { pagination: { limit: 500 } })).listHospitalReason;
      const names = res.result.map((r) => r.hospDetail);
      for (const seeded of ['Access thrombosis', 'Fluid overload', 'Hyperkalaemia', 'Sepsis', 'Others']) {
        expect(names).toContain(seeded);
      }
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(res.count).toBe(names.length);
    }
  });

  test('leaves deleted reasons out, searches by hospDetail, pages with a count', async ({ t }) => {
    const tag = unique('reason');
    await Promise.all([
      t.aHospitalReason({ hospDetail: `${tag} B` }),
      t.aHospitalReason({ hospDetail: `${tag} A` }),
      t.aHospitalReason({ hospDetail: `${tag} C` }),
      t.aHospitalReason({ hospDetail: `${tag} D`, deleted: 1 }),
    ]);
    const manager = await t.signedInAs('ManagingNurse');
    const all = expectData(
      await manager.request(LIST, { filter: { hospDetail: { contains: tag } } }),
    ).listHospitalReason;
    expect(all.result.map((r) => r.hospDetail)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    const page = expectData(
      await manager.request(LIST, {
        filter: { hospDetail: { contains: tag } },
        pagination: { limit: 2, offset: 2 },
      }),
    ).listHospitalReason;
    expect(page).toMatchObject({ count: 3, result: [{ hospDetail: `${tag} C` }] });
  });
});

describe('createHospitalReason and updateHospitalReason', () => {
  test('a Nurse Manager adds, edits and deletes a reason, each audited', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    expectFieldError(
      await manager.request(CREATE, { create: { hospDetail: ' ' } }),
      'hospDetail',
      'Required.',
    );
    const text = unique('Hypoglycaemia');
    const created = expectData(await manager.request(CREATE, { create: { hospDetail: ` ${text} ` } }));
    expect(created.createHospitalReason).toMatchObject({ hospDetail: text, deleted: 0 });
    expect(created.createHospitalReason.createdOn).toBe(t.clock.now().toISOString());
    const id = created.createHospitalReason.id;

    const edited = expectData(
      await manager.request(UPDATE, {
        update: { id, hospDetail: `${text} (severe)`, updatedOn: await t.version(reasonTable, id) },
      }),
    ).updateHospitalReason;
    expect(edited.hospDetail).toBe(`${text} (severe)`);

    const deleted = await manager.request(UPDATE, {
      update: { id, deleted: 1, updatedOn: await t.version(reasonTable, id) },
    });
    expect(expectData(deleted).updateHospitalReason.deleted).toBe(1);
    expect(
      expectData(await manager.request(LIST, { filter: { id: { eq: id } } })).listHospitalReason.count,
    ).toBe(0);
    expectRefused(
      await manager.request(UPDATE, {
        update: { id, deleted: 1, updatedOn: await t.version(reasonTable, id) },
      }),
      'NOT_FOUND',
      'Unable to update record',
    );
    expect(await actions(t, id)).toEqual([
      'createHospitalReason',
      'deleteHospitalReason',
      'updateHospitalReason',
    ]);
  });

  test('an edit on a version someone else moved past is refused and changes nothing', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    const reason = await t.aHospitalReason();
    const read = await t.version(reasonTable, reason.id);
    expectData(
      await director.request(UPDATE, {
        update: { id: reason.id, hospDetail: `${reason.hospDetail} 1`, updatedOn: read },
      }),
    );
    expectRefused(
      await director.request(UPDATE, { update: { id: reason.id, hospDetail: 'stale', updatedOn: read } }),
      'VERSION_CONFLICT',
      STALE_RECORD,
    );
    expectRefused(
      await director.request(UPDATE, { update: { id: reason.id, deleted: 1, updatedOn: read } }),
      'VERSION_CONFLICT',
    );
    const [row] = await t.db.select().from(reasonTable).where(eq(reasonTable.id, reason.id));
    expect(row).toMatchObject({ hospDetail: `${reason.hospDetail} 1`, deleted: 0 });
  });

  test('a reason already on the list (case aside) is refused on add and on edit', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    const [a, b] = await Promise.all([t.aHospitalReason(), t.aHospitalReason()]);
    expectFieldError(
      await manager.request(CREATE, { create: { hospDetail: a.hospDetail.toUpperCase() } }),
      'hospDetail',
      HOSPITAL_REASON_TAKEN,
    );
    expectFieldError(
      await manager.request(UPDATE, {
        update: { id: b.id, hospDetail: a.hospDetail, updatedOn: await t.version(reasonTable, b.id) },
      }),
      'hospDetail',
      HOSPITAL_REASON_TAKEN,
    );
    // A deleted reason's text may be added again.
    const c = await t.aHospitalReason({ deleted: 1 });
    expectData(await manager.request(CREATE, { create: { hospDetail: c.hospDetail } }));
  });

  test('is refused to a Nurse and a Doctor', async ({ t, given: { centre } }) => {
    const reason = await t.aHospitalReason();
    for (const client of [await t.signedInAs('Nurse', [centre]), await t.signedInAs('Doctor', [centre])]) {
      expectRefused(await client.request(CREATE, { create: { hospDetail: 'x' } }), 'FORBIDDEN');
      expectRefused(
        await client.request(UPDATE, {
          update: { id: reason.id, deleted: 1, updatedOn: await t.version(reasonTable, reason.id) },
        }),
        'FORBIDDEN',
      );
    }
    const [row] = await t.db.select().from(reasonTable).where(eq(reasonTable.id, reason.id));
    expect(row?.deleted).toBe(0);
  });
});
