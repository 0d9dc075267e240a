import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, clinic, staff } from '../../db/schema.ts';
import { accountingSecretBox } from '../../platform/secret-box.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { firstError } from '../../test/graphql.ts';
import { unique } from '../../test/unique.ts';

graphql(`
  fragment ClinicSummaryFields on ClinicSummary {
    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID
    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn
  }
`);
const LIST = graphql(`
  query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {
    listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ClinicSummaryFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ClinicSummaryFields } }
`);
const UPDATE = graphql(`
  mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ClinicSummaryFields } }
`);
const FORBIDDEN_ROLE = 'You are not allowed to do this.';
const FORBIDDEN_CENTRE = 'You do not have access to this centre.';

const test = apiTest();

type Summary = Record<string, number | string | boolean | null>;
const byId = (rows: Summary[], id: number) => rows.find((r) => r.id === id) as Summary;

describe('listClinicSummary', () => {
  test('totals staff by login type, and seats and machines that are not deleted, in one query', async ({
    t,
  }) => {
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const m1 = await t.aMachine(a);
    await Promise.all([t.aMachine(a), t.aMachine(a, { deleted: 1 }), t.aMachine(b)]);
    await Promise.all([t.aSeat(a, { machineID: m1.id }), t.aSeat(a), t.aSeat(a, { deleted: 1 })]);
    // Staff of centre A only; one more nurse of A is deleted and must not count.
    await Promise.all([
      t.aStaffAccount('MedicalDirector', [a]),
      t.aStaffAccount('ManagingNurse', [a]),
      t.aStaffAccount('ManagingNurse', [a, b]),
      t.aStaffAccount('Doctor', [a]),
      t.aStaffAccount('Nurse', [a]),
      t.aStaffAccount('Nurse', [a]),
      t.aStaffAccount('Nurse', [a]),
    ]);
    const gone = await t.aStaffAccount('Nurse', [a]);
    await t.db.update(staff).set({ deleted: 1 }).where(eq(staff.accountID, gone.accountID));
    // A nurse with no centre list works in every centre: she counts in A and in B.
    await t.aStaffAccount('Nurse', []);

    const director = await t.signedInAs('MedicalDirector');
    const res = await director.request(LIST, { filter: { id: { in: [a.id, b.id] } } });
    expect(res.errors).toBeUndefined();
    const rows = res.data?.listClinicSummary.result as Summary[];
    const [ra, rb] = [byId(rows, a.id), byId(rows, b.id)];
    expect({ seats: ra.totalSeat, machines: ra.totalMachine }).toEqual({ seats: 2, machines: 2 });
    expect({ seats: rb.totalSeat, machines: rb.totalMachine }).toEqual({ seats: 0, machines: 1 });
    // Staff with no centre list (directors built by other tests too) count in both: compare A with B,
    // read in the same query, so the difference is exactly A's own staff.
    const diff = (field: string) => Number(ra[field]) - Number(rb[field]);
    expect({
      medicalDirector: diff('totalMedicalDirector'),
      managingNurse: diff('totalManagingNurse'),
      doctor: diff('totalDoctor'),
      nurse: diff('totalNurse'),
    }).toEqual({ medicalDirector: 1, managingNurse: 1, doctor: 1, nurse: 3 });
    expect(rb.totalNurse).toBeGreaterThanOrEqual(1);
    expect(rb.totalManagingNurse).toBeGreaterThanOrEqual(1);
  });

  test('lists active centres first, then by name; searches by name; pages with a count', async ({ t }) => {
    const tag = unique('Order');
    const [zulu, alpha, closed, gone] = await Promise.all([
      t.aCentre({ name: `${tag} Zulu` }),
      t.aCentre({ name: `${tag} Alpha` }),
      t.aCentre({ name: `${tag} Able`, status: 'INACTIVE' }),
      t.aCentre({ name: `${tag} Gone`, deleted: 1 }),
    ]);
    const manager = await t.signedInAs('ManagingNurse');
    const all = await manager.request(LIST, { filter: { name: { contains: tag.toLowerCase() } } });
    expect(all.data?.listClinicSummary.count).toBe(3);
    expect(all.data?.listClinicSummary.result.map((r: Summary) => r.id)).toEqual([
      alpha.id,
      zulu.id,
      closed.id,
    ]);
    expect(all.data?.listClinicSummary.result.map((r: Summary) => r.id)).not.toContain(gone.id);

    const page2 = await manager.request(LIST, {
      filter: { name: { contains: tag } },
      pagination: { limit: 2, offset: 2 },
    });
    expect(page2.data?.listClinicSummary).toMatchObject({ count: 3, result: [{ id: closed.id }] });
  });

  test('a manager tied to centres sees only hers; asking for another centre answers nothing of it', async ({
    t,
  }) => {
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const manager = await t.signedInAs('ManagingNurse', [a]);
    const res = await manager.request(LIST, { filter: { id: { in: [a.id, b.id] } } });
    expect(res.data?.listClinicSummary).toMatchObject({ count: 1, result: [{ id: a.id }] });
  });

  test.for(['Nurse', 'Doctor'] as const)('is refused to a %s', async (group, { t }) => {
    const centre = await t.aCentre();
    const client = await t.signedIn(await t.aStaffAccount(group, [centre]));
    expectRefused(await client.request(LIST), 'FORBIDDEN', FORBIDDEN_ROLE);
  });

  test('never answers the client secret: the field does not exist', async ({ t }) => {
    const res = await (await t.signedInAs('MedicalDirector')).request(
      '{ listClinicSummary { result { qbClientSecret } } }',
    );
    expect(res.errors?.[0]?.message).toMatch(/Cannot query field "qbClientSecret"/);
  });
});

const newCentre = (over: Record<string, unknown> = {}) => ({
  name: unique('New Centre'),
  uid: unique('NC'),
  status: 'ACTIVE' as const,
  ...over,
});

describe('createClinic', () => {
  test('adds a centre with its accounting identifiers; the secret is stored, not answered', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    const create = newCentre({
      address: ' 1 Main Road ',
      phoneNo: '+65 6100 1000',
      email: 'new@example.com',
      qbClientID: 'client-1',
      qbClientSecret: 'top-secret',
      qbRealmID: '9130',
      qbItemID: 12,
      qbTaxCodeID: 0,
    });
    const res = await director.request(CREATE, { create });
    expect(res.errors).toBeUndefined();
    const created = expectData(res).createClinic;
    expect(created).toMatchObject({
      name: create.name,
      uid: create.uid,
      status: 'ACTIVE',
      address: '1 Main Road',
      hasQbClientSecret: true,
      qbItemID: 12,
      qbTaxCodeID: 0,
      totalSeat: 0,
      totalMachine: 0,
    });
    const [row] = await t.db.select().from(clinic).where(eq(clinic.id, created.id));
    expect(row).toMatchObject({ qbItemID: '12', qbTaxCodeID: '0' });
    // Encrypted at rest: the column does not hold the secret in clear, and the app's key opens it.
    expect(row?.qbClientSecret).not.toContain('top-secret');
    expect(accountingSecretBox(t.config).open(row?.qbClientSecret ?? '')).toBe('top-secret');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'createClinic'), eq(auditLog.entityID, String(created.id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.detail)).not.toContain('top-secret');
  });

  test.for<[Record<string, unknown>, string, string]>([
    [{ name: '  ' }, 'name', 'Required.'],
    [{ uid: '' }, 'uid', 'Required.'],
    [{ qbItemID: -1 }, 'qbItemID', 'Digits only'],
    [{ qbTaxCodeID: -5 }, 'qbTaxCodeID', 'Digits only'],
    [{ email: 'not-an-email' }, 'email', 'This is not a valid email.'],
    [{ phoneNo: 'call me' }, 'phoneNo', 'Invalid number'],
  ])('refuses %j: %s answers %s', async ([over, field, message], { t }) => {
    const res = await (await t.signedInAs('MedicalDirector')).request(CREATE, { create: newCentre(over) });
    expectRefused(res, 'BAD_USER_INPUT', message);
    expect(res.errors?.[0]?.extensions?.field).toBe(field);
  });

  test('refuses an item id that is not a number before it reaches the service', async ({ t }) => {
    const res = await (await t.signedInAs('MedicalDirector')).request(CREATE, {
      create: newCentre({ qbItemID: '12a' }),
    });
    expect(res.errors).toHaveLength(1);
    expect(res.data ?? null).toBeNull();
  });

  test('refuses a centre code already in use, whatever its case', async ({ t }) => {
    const existing = await t.aCentre({ uid: unique('dup') });
    const res = await (await t.signedInAs('MedicalDirector')).request(CREATE, {
      create: newCentre({ uid: existing.uid.toUpperCase() }),
    });
    expectRefused(res, 'CONFLICT', 'Centre code already exists.');
  });

  test('is refused to a Nurse and a Doctor, and to a manager tied to a list of centres', async ({ t }) => {
    const centre = await t.aCentre();
    for (const client of [
      await t.signedInAs('Nurse', [centre]),
      await t.signedInAs('Doctor', [centre]),
      await t.signedInAs('ManagingNurse', [centre]),
      await t.signedInAs('MedicalDirector', [centre]),
    ]) {
      expectRefused(await client.request(CREATE, { create: newCentre() }), 'FORBIDDEN', FORBIDDEN_ROLE);
    }
  });
});

describe('updateClinic', () => {
  test('changes the given fields, keeps the secret when none is sent, clears it with an empty one', async ({
    t,
  }) => {
    const centre = await t.aCentre({ qbClientSecret: 'kept', qbItemID: '5' });
    const manager = await t.signedInAs('ManagingNurse');
    const res = await manager.request(UPDATE, {
      update: {
        id: centre.id,
        updatedOn: await t.version(clinic, centre.id),
        name: 'Renamed Centre',
        status: 'INACTIVE',
        qbTaxCodeID: 77,
        email: null,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateClinic).toMatchObject({
      name: 'Renamed Centre',
      status: 'INACTIVE',
      uid: centre.uid,
      hasQbClientSecret: true,
      qbItemID: 5,
      qbTaxCodeID: 77,
      email: null,
    });
    const [kept] = await t.db.select().from(clinic).where(eq(clinic.id, centre.id));
    expect(kept?.qbClientSecret).toBe('kept');

    const cleared = await manager.request(UPDATE, {
      update: { id: centre.id, updatedOn: await t.version(clinic, centre.id), qbClientSecret: '' },
    });
    expect(cleared.data?.updateClinic.hasQbClientSecret).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateClinic'), eq(auditLog.entityID, String(centre.id))));
    expect(audits).toHaveLength(2);
  });

  test('validates like create', async ({ t }) => {
    const centre = await t.aCentre();
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(
      await director.request(UPDATE, {
        update: { id: centre.id, updatedOn: await t.version(clinic, centre.id), qbItemID: -2 },
      }),
      'BAD_USER_INPUT',
      'Digits only',
    );
    expectRefused(
      await director.request(UPDATE, {
        update: { id: centre.id, updatedOn: await t.version(clinic, centre.id), name: '' },
      }),
      'BAD_USER_INPUT',
      'Required.',
    );
    const other = await t.aCentre();
    expectRefused(
      await director.request(UPDATE, {
        update: { id: centre.id, updatedOn: await t.version(clinic, centre.id), uid: other.uid },
      }),
      'CONFLICT',
      'Centre code already exists.',
    );
  });

  test('refuses to save over a newer version', async ({ t }) => {
    const centre = await t.aCentre();
    const director = await t.signedInAs('MedicalDirector');
    const listed = await director.request(LIST, { filter: { id: { eq: centre.id } } });
    const updatedOn = expectData(listed).listClinicSummary.result[0]?.updatedOn ?? '';
    t.clock.advance(1000);
    const first = await director.request(UPDATE, { update: { id: centre.id, name: 'First', updatedOn } });
    expect(first.errors).toBeUndefined();
    expectRefused(
      await director.request(UPDATE, { update: { id: centre.id, name: 'Second', updatedOn } }),
      'VERSION_CONFLICT',
      'This record has been changed by someone else. Please reload and try again.',
    );
  });

  test("refuses another centre's manager, a Nurse and a Doctor", async ({ t }) => {
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const manager = await t.signedInAs('ManagingNurse', [a]);
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: b.id, updatedOn: await t.version(clinic, b.id), name: 'Not mine' },
      }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expect(
      (
        await manager.request(UPDATE, {
          update: { id: a.id, updatedOn: await t.version(clinic, a.id), phoneNo: '6100 2000' },
        })
      ).errors,
    ).toBeUndefined();
    for (const client of [await t.signedInAs('Nurse', [a]), await t.signedInAs('Doctor', [a])]) {
      expect(
        firstError(
          await client.request(UPDATE, {
            update: { id: a.id, updatedOn: await t.version(clinic, a.id), name: 'x' },
          }),
        ),
      ).toEqual({
        code: 'FORBIDDEN',
        message: FORBIDDEN_ROLE,
      });
    }
  });
});

describe('text limits of a centre', () => {
  test('refuses a 313-character centre name with the limit, on the name field; 200 is fine', async ({
    t,
  }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectFieldError(
      await director.request(CREATE, { create: newCentre({ name: 'N'.repeat(313) }) }),
      'name',
      'At most 200 characters.',
    );
    const fine = await director.request(CREATE, {
      create: newCentre({ name: unique('N').padEnd(200, 'x') }),
    });
    expect(fine.errors).toBeUndefined();
  });

  test('refuses a NUL byte in a text with a field message, not Unexpected error.', async ({ t }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectFieldError(
      await director.request(CREATE, { create: newCentre({ address: 'Block 1\u0000' }) }),
      'address',
      'This text contains characters that are not allowed.',
    );
  });
});
