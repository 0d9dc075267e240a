import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, machine, seat } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { CreateMachineInput } from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique } from '../../test/unique.ts';

graphql(`
  fragment MachineFields on Machine {
    id name serialNo manufacturer clinicID clinicName status auditExpired deleted updatedOn
  }
`);
const LIST = graphql(`
  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {
    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {
      count count2 count3 result { ...MachineFields }
    }
  }
`);
const CREATE = graphql(`
  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...MachineFields } }
`);
const UPDATE = graphql(`
  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...MachineFields } }
`);
const FORBIDDEN_ROLE = 'You are not allowed to do this.';
const FORBIDDEN_CENTRE = 'You do not have access to this centre.';

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  return { A, B };
});

type Row = { id: number; name: string; status: string };

describe('listMachine', () => {
  test('orders by status then name, with the available and unavailable counts of the centre', async ({
    t,
    given: { B },
  }) => {
    const centre = await t.aCentre();
    const [zed, able, off, , old] = await Promise.all([
      t.aMachine(centre, { name: 'Zed' }),
      t.aMachine(centre, { name: 'Able' }),
      t.aMachine(centre, { name: 'Aardvark', status: 'NOTAVAILABLE' }),
      t.aMachine(B, { name: 'Elsewhere' }),
      t.aMachine(centre, { name: 'Old', deleted: 1 }),
    ]);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const inCentre = { clinicID: { eq: centre.id } };
    const res = await nurse.request(LIST, {
      filter: inCentre,
      filter2: { ...inCentre, status: { eq: 'AVAILABLE' } },
      filter3: { ...inCentre, status: { ne: 'AVAILABLE' } },
    });
    expect(res.errors).toBeUndefined();
    const list = expectData(res).listMachine;
    expect(list.result.map((r: Row) => r.id)).toEqual([able.id, zed.id, off.id]);
    expect(list.result.map((r: Row) => r.id)).not.toContain(old.id);
    expect({ count: list.count, count2: list.count2, count3: list.count3 }).toEqual({
      count: 3,
      count2: 2,
      count3: 1,
    });
    expect(list.result[0]).toMatchObject({
      clinicID: centre.id,
      clinicName: centre.name,
      auditExpired: false,
    });
  });

  test('searches by name, serial number or manufacturer; the extra counts are null when not asked', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const tag = unique('find');
    const [byName, bySerial, byMaker] = await Promise.all([
      t.aMachine(centre, { name: `HD ${tag}` }),
      t.aMachine(centre, { serialNo: `SN-${tag}` }),
      t.aMachine(centre, { manufacturer: `Maker ${tag}` }),
      t.aMachine(centre),
    ]);
    const text = { contains: tag.toUpperCase() };
    const res = await (await t.signedInAs('Doctor', [centre])).request(LIST, {
      filter: {
        clinicID: { eq: centre.id },
        or: [{ name: text }, { serialNo: text }, { manufacturer: text }],
      },
    });
    expect(expectData(res).listMachine.count).toBe(3);
    expect(
      expectData(res)
        .listMachine.result.map((r: Row) => r.id)
        .sort(),
    ).toEqual([byName.id, bySerial.id, byMaker.id].sort());
    expect(expectData(res).listMachine.count2).toBeNull();
  });

  test('without a centre, answers the machines of every centre the user may see, and no others', async ({
    t,
    given: { A, B },
  }) => {
    const [mine, other] = await Promise.all([t.aMachine(A), t.aMachine(B)]);
    const res = await (await t.signedInAs('Nurse', [A])).request(LIST, { pagination: { limit: 500 } });
    const ids = expectData(res).listMachine.result.map((r: Row) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
  });

  test('marks a machine whose audit has expired', async ({ t, given: { A } }) => {
    const m = await t.aMachine(A);
    await t.aMachineStatus(m, { status: 'EXPIRED' });
    const res = await (await t.signedInAs('Nurse', [A])).request(LIST, { filter: { id: { eq: m.id } } });
    expect(expectData(res).listMachine.result[0]?.auditExpired).toBe(true);
  });

  test('refuses a centre of another user in any of its filters', async ({ t, given: { A, B } }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    for (const variables of [
      { filter: { clinicID: { eq: B.id } } },
      { filter: { clinicID: { in: [A.id, B.id] } } },
      { filter2: { clinicID: { eq: B.id } } },
      { filter3: { clinicID: { in: [B.id] } } },
    ]) {
      expectRefused(await nurse.request(LIST, variables), 'FORBIDDEN', FORBIDDEN_CENTRE);
    }
  });
});

const newMachine = (clinicID: number, over: Partial<CreateMachineInput> = {}): CreateMachineInput => ({
  clinicID,
  name: unique('HD'),
  serialNo: unique('SN'),
  manufacturer: 'Fresenius',
  status: 'AVAILABLE',
  ...over,
});

describe('createMachine', () => {
  test('a nurse adds a machine to her centre; the write is audited', async ({ t, given: { A } }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const create = newMachine(A.id, { manufacturer: '  ' });
    const res = await nurse.request(CREATE, { create });
    expect(res.errors).toBeUndefined();
    expect(expectData(res).createMachine).toMatchObject({
      name: create.name,
      serialNo: create.serialNo,
      manufacturer: null,
      clinicID: A.id,
      clinicName: A.name,
      status: 'AVAILABLE',
      deleted: 0,
    });
    const id = expectData(res).createMachine.id;
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'createMachine'), eq(auditLog.entityID, String(id))));
    expect(audits).toMatchObject([{ clinicID: A.id, accountID: nurse.staff.accountID, role: 'Nurse' }]);
  });

  test.for<[Partial<CreateMachineInput>, string]>([
    [{ name: ' ' }, 'Required.'],
    [{ serialNo: '' }, 'Required.'],
  ])('refuses %j with %s', async ([over, message], { t, given: { A } }) => {
    const res = await (await t.signedInAs('ManagingNurse')).request(CREATE, {
      create: newMachine(A.id, over),
    });
    expectRefused(res, 'BAD_USER_INPUT', message);
  });

  test('refuses a serial number already in use', async ({ t, given: { A, B } }) => {
    const existing = await t.aMachine(B);
    const res = await (await t.signedInAs('MedicalDirector')).request(CREATE, {
      create: newMachine(A.id, { serialNo: existing.serialNo.toLowerCase() }),
    });
    expectRefused(res, 'CONFLICT', 'A machine with this serial number already exists.');
  });

  test('refuses another centre, and a Doctor', async ({ t, given: { A, B } }) => {
    expectRefused(
      await (await t.signedInAs('Nurse', [A])).request(CREATE, { create: newMachine(B.id) }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await (await t.signedInAs('Doctor', [A])).request(CREATE, { create: newMachine(A.id) }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
  });
});

describe('updateMachine', () => {
  test('edits the given fields and refuses a stale version', async ({ t, given: { A } }) => {
    const m = await t.aMachine(A, { manufacturer: 'Nipro' });
    const nurse = await t.signedInAs('Nurse', [A]);
    const listed = await nurse.request(LIST, { filter: { id: { eq: m.id } } });
    const updatedOn = expectData(listed).listMachine.result[0]?.updatedOn ?? '';
    t.clock.advance(1000);
    const res = await nurse.request(UPDATE, { update: { id: m.id, name: 'Renamed', updatedOn } });
    expect(expectData(res).updateMachine).toMatchObject({
      name: 'Renamed',
      manufacturer: 'Nipro',
      serialNo: m.serialNo,
    });
    expectRefused(
      await nurse.request(UPDATE, { update: { id: m.id, name: 'Again', updatedOn } }),
      'VERSION_CONFLICT',
      'This record has been changed by someone else. Please reload and try again.',
    );
  });

  test("answers 'MachineStatus expired.' while an audit item of the machine has expired", async ({
    t,
    given: { A },
  }) => {
    const m = await t.aMachine(A);
    await t.aMachineStatus(m, { status: 'PASS' });
    await t.aMachineStatus(m, { status: 'EXPIRED' });
    const manager = await t.signedInAs('ManagingNurse');
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: m.id, updatedOn: await t.version(machine, m.id), status: 'AVAILABLE' },
      }),
      'CONFLICT',
      'MachineStatus expired.',
    );
    // A deleted expired item no longer blocks.
    const m2 = await t.aMachine(A);
    await t.aMachineStatus(m2, { status: 'EXPIRED', deleted: 1 });
    expect(
      (
        await manager.request(UPDATE, {
          update: { id: m2.id, updatedOn: await t.version(machine, m2.id), name: unique('ok') },
        })
      ).errors,
    ).toBeUndefined();
  });

  test("also answers 'MachineStatus expired.' for an overdue item that was scheduled, or not yet marked by the job", async ({
    t,
    given: { A },
  }) => {
    const manager = await t.signedInAs('ManagingNurse');
    // The test clock stands on 2030-03-11 (Singapore); these items' expiry day has come.
    for (const status of ['SCHEDULED', 'PASS'] as const) {
      const m = await t.aMachine(A);
      await t.aMachineStatus(m, { status, expiryDate: '2030-03-11' });
      expectRefused(
        await manager.request(UPDATE, {
          update: { id: m.id, updatedOn: await t.version(machine, m.id), name: unique('late') },
        }),
        'CONFLICT',
        'MachineStatus expired.',
      );
    }
    // History rows of finished cycles (INACTIVE) and items still in date do not block.
    const ok = await t.aMachine(A);
    await t.aMachineStatus(ok, { status: 'INACTIVE', expiryDate: '2029-01-01' });
    await t.aMachineStatus(ok, { status: 'SCHEDULED', expiryDate: '2030-03-12' });
    expect(
      (
        await manager.request(UPDATE, {
          update: { id: ok.id, updatedOn: await t.version(machine, ok.id), name: unique('fine') },
        })
      ).errors,
    ).toBeUndefined();
  });

  test('an expired machine can still be retired (deleted)', async ({ t, given: { A } }) => {
    const m = await t.aMachine(A);
    await t.aMachineStatus(m, { status: 'EXPIRED' });
    const res = await (await t.signedInAs('ManagingNurse')).request(UPDATE, {
      update: { id: m.id, updatedOn: await t.version(machine, m.id), deleted: 1 },
    });
    expect(expectData(res).updateMachine.deleted).toBe(1);
  });

  test('made NOTAVAILABLE, takes its available seats out of service', async ({ t, given: { A } }) => {
    const m = await t.aMachine(A);
    const [s1, s2] = await Promise.all([t.aSeat(A, { machineID: m.id }), t.aSeat(A)]);
    const res = await (await t.signedInAs('Nurse', [A])).request(UPDATE, {
      update: { id: m.id, updatedOn: await t.version(machine, m.id), status: 'NOTAVAILABLE' },
    });
    expect(expectData(res).updateMachine.status).toBe('NOTAVAILABLE');
    const [after1] = await t.db.select().from(seat).where(eq(seat.id, s1.id));
    const [after2] = await t.db.select().from(seat).where(eq(seat.id, s2.id));
    expect([after1?.status, after2?.status]).toEqual(['NOTAVAILABLE', 'AVAILABLE']);
  });

  test('soft-deletes with deleted 1, unless a seat still uses the machine', async ({ t, given: { A } }) => {
    const [free, used] = await Promise.all([t.aMachine(A), t.aMachine(A)]);
    await t.aSeat(A, { machineID: used.id });
    const nurse = await t.signedInAs('Nurse', [A]);
    const res = await nurse.request(UPDATE, {
      update: { id: free.id, updatedOn: await t.version(machine, free.id), deleted: 1 },
    });
    expect(expectData(res).updateMachine.deleted).toBe(1);
    const [row] = await t.db.select().from(machine).where(eq(machine.id, free.id));
    expect(row?.deletedOn).toBeInstanceOf(Date);
    const listed = await nurse.request(LIST, { filter: { id: { eq: free.id } } });
    expect(expectData(listed).listMachine.count).toBe(0);
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: used.id, updatedOn: await t.version(machine, used.id), deleted: 1 },
      }),
      'CONFLICT',
      'This machine is assigned to a seat. Assign the seat another machine first.',
    );
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: free.id, updatedOn: await t.version(machine, free.id), deleted: 1 },
      }),
      'NOT_FOUND',
    );
  });

  test('moves to another centre of the user only; a machine on a seat does not move', async ({
    t,
    given: { A, B },
  }) => {
    const [m, onSeat] = await Promise.all([t.aMachine(A), t.aMachine(A)]);
    await t.aSeat(A, { machineID: onSeat.id });
    const director = await t.signedInAs('MedicalDirector', [A, B]);
    const moved = await director.request(UPDATE, {
      update: { id: m.id, updatedOn: await t.version(machine, m.id), clinicID: B.id },
    });
    expect(expectData(moved).updateMachine).toMatchObject({ clinicID: B.id, clinicName: B.name });
    expectRefused(
      await director.request(UPDATE, {
        update: { id: onSeat.id, updatedOn: await t.version(machine, onSeat.id), clinicID: B.id },
      }),
      'CONFLICT',
      'This machine is assigned to a seat. Assign the seat another machine first.',
    );
    const nurse = await t.signedInAs('Nurse', [A]);
    const m2 = await t.aMachine(A);
    expectRefused(
      await nurse.request(UPDATE, {
        update: { id: m2.id, updatedOn: await t.version(machine, m2.id), clinicID: B.id },
      }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
  });

  test("refuses another centre's machine (as an unknown one) and a Doctor", async ({
    t,
    given: { A, B },
  }) => {
    const m = await t.aMachine(B);
    for (const id of [m.id, 999_999_999]) {
      expectRefused(
        await (await t.signedInAs('Nurse', [A])).request(UPDATE, {
          update: { id, updatedOn: await t.version(machine, id), name: 'x' },
        }),
        'NOT_FOUND',
        'Unable to update record',
      );
      expectRefused(
        await (await t.signedInAs('Nurse', [A])).request(UPDATE, {
          update: { id, updatedOn: await t.version(machine, id), deleted: 1 },
        }),
        'NOT_FOUND',
        'Unable to update record',
      );
    }
    // The attempt on the other centre's machine is audited, though it is answered as an unknown one.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ detail: auditLog.detail })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.action, 'access.refused'),
                  eq(auditLog.entity, 'machine'),
                  eq(auditLog.entityID, String(m.id)),
                ),
              )
          ).length,
      )
      .toBeGreaterThan(0);
    expectRefused(
      await (await t.signedInAs('Doctor', [B])).request(UPDATE, {
        update: { id: m.id, updatedOn: await t.version(machine, m.id), name: 'x' },
      }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
  });
});
