import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, seat } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';

graphql(`
  fragment SeatFields on Seat {
    id name clinicID clinicName machineID machineName machineSerialNo status deleted updatedOn
  }
`);
const LIST = graphql(`
  query ListSeat($filter: SeatFilter!, $pagination: Pagination) {
    listSeat(filter: $filter, pagination: $pagination) { count result { ...SeatFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...SeatFields } }
`);
const UPDATE = graphql(`
  mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...SeatFields } }
`);
const UNUSABLE = 'MachineStatus expired. Or Machine not AVAILABLE';
const FORBIDDEN_ROLE = 'You are not allowed to do this.';
const FORBIDDEN_CENTRE = 'You do not have access to this centre.';

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  return { A, B };
});

type Row = { id: number; name: string };

describe('listSeat for Manage Seats', () => {
  test('lists the seats of several centres by name, with centre and machine, and searches by seat name', async ({
    t,
    given: { A, B },
  }) => {
    const tag = unique('S');
    const m = await t.aMachine(A, { name: 'HD-A' });
    const [a2, a1, b1] = await Promise.all([
      t.aSeat(A, { name: `${tag} 2`, machineID: m.id }),
      t.aSeat(A, { name: `${tag} 1` }),
      t.aSeat(B, { name: `${tag} 3` }),
      t.aSeat(A, { name: `${tag} gone`, deleted: 1 }),
      t.aSeat(A, { name: 'Other name' }),
    ]);
    const manager = await t.signedInAs('ManagingNurse', [A, B]);
    const res = await manager.request(LIST, {
      filter: { clinicID: { in: [A.id, B.id] }, name: { contains: tag } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listSeat.count).toBe(3);
    expect(res.data?.listSeat.result.map((r: Row) => r.id)).toEqual([a1.id, a2.id, b1.id]);
    expect(res.data?.listSeat.result[1]).toMatchObject({
      clinicName: A.name,
      machineName: 'HD-A',
      machineSerialNo: m.serialNo,
    });
  });

  test('orders by centre, then seat number as people count (2 before 10)', async ({ t }) => {
    const [first, second] = await Promise.all([
      t.aCentre({ name: unique('AAA') }),
      t.aCentre({ name: unique('BBB') }),
    ]);
    const [s10, s2, b1, vip] = await Promise.all([
      t.aSeat(first, { name: 'Seat 10' }),
      t.aSeat(first, { name: 'Seat 2' }),
      t.aSeat(second, { name: 'Seat 1' }),
      t.aSeat(first, { name: 'Bed' }),
    ]);
    const res = await (await t.signedInAs('MedicalDirector')).request(LIST, {
      filter: { clinicID: { in: [second.id, first.id] } },
    });
    expect(res.data?.listSeat.result.map((r: Row) => r.id)).toEqual([vip.id, s2.id, s10.id, b1.id]);
  });

  test('refuses a list naming a centre of another user among several', async ({ t, given: { A, B } }) => {
    const manager = await t.signedInAs('ManagingNurse', [A]);
    expectRefused(
      await manager.request(LIST, { filter: { clinicID: { in: [A.id, B.id] } } }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
  });
});

async function usableMachine(t: TestApp, centre: { id: number }) {
  return t.aMachine(centre);
}

describe('createSeat', () => {
  test('adds a seat on an AVAILABLE machine of its centre; audited', async ({ t, given: { A } }) => {
    const m = await usableMachine(t, A);
    const manager = await t.signedInAs('ManagingNurse');
    const name = unique('Seat');
    const res = await manager.request(CREATE, {
      create: { clinicID: A.id, name: ` ${name} `, machineID: m.id, status: 'AVAILABLE' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createSeat).toMatchObject({
      name,
      clinicID: A.id,
      clinicName: A.name,
      machineID: m.id,
      machineName: m.name,
      status: 'AVAILABLE',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'createSeat'), eq(auditLog.entityID, String(res.data?.createSeat.id))));
    expect(audits).toHaveLength(1);
  });

  test(`answers '${UNUSABLE}' for an expired, unavailable, deleted or other centre's machine`, async ({
    t,
    given: { A, B },
  }) => {
    const expired = await t.aMachine(A);
    await t.aMachineStatus(expired, { status: 'EXPIRED' });
    const [unavailable, deleted, elsewhere] = await Promise.all([
      t.aMachine(A, { status: 'NOTAVAILABLE' }),
      t.aMachine(A, { deleted: 1 }),
      t.aMachine(B),
    ]);
    const director = await t.signedInAs('MedicalDirector');
    for (const m of [expired, unavailable, deleted, elsewhere]) {
      const res = await director.request(CREATE, {
        create: { clinicID: A.id, name: unique('Seat'), machineID: m.id, status: 'AVAILABLE' },
      });
      expectRefused(res, 'CONFLICT', UNUSABLE);
    }
  });

  test('refuses an empty seat number and a seat number already used in the centre', async ({
    t,
    given: { A, B },
  }) => {
    const m = await usableMachine(t, A);
    const existing = await t.aSeat(A);
    const director = await t.signedInAs('MedicalDirector');
    const create = (name: string) => ({
      clinicID: A.id,
      name,
      machineID: m.id,
      status: 'AVAILABLE' as const,
    });
    expectRefused(await director.request(CREATE, { create: create('  ') }), 'BAD_USER_INPUT', 'Required.');
    expectRefused(
      await director.request(CREATE, { create: create(existing.name.toUpperCase()) }),
      'CONFLICT',
      'A seat with this name already exists in this centre.',
    );
    // The same number in another centre is fine.
    const other = await t.aSeat(B);
    expect((await director.request(CREATE, { create: create(other.name) })).errors).toBeUndefined();
  });

  test('refuses another centre, a Nurse and a Doctor', async ({ t, given: { A, B } }) => {
    const m = await usableMachine(t, B);
    const create = { clinicID: B.id, name: unique('Seat'), machineID: m.id, status: 'AVAILABLE' as const };
    expectRefused(
      await (await t.signedInAs('ManagingNurse', [A])).request(CREATE, { create }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await (await t.signedInAs('Nurse', [B])).request(CREATE, { create }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
    expectRefused(
      await (await t.signedInAs('Doctor', [B])).request(CREATE, { create }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
  });
});

describe('updateSeat', () => {
  test('changes name, machine and status; refuses a stale version', async ({ t, given: { A } }) => {
    const [m1, m2] = await Promise.all([usableMachine(t, A), usableMachine(t, A)]);
    const s = await t.aSeat(A, { machineID: m1.id });
    const manager = await t.signedInAs('ManagingNurse');
    const listed = await manager.request(LIST, { filter: { clinicID: { eq: A.id }, name: { eq: s.name } } });
    const updatedOn = expectData(listed).listSeat.result[0]?.updatedOn ?? '';
    t.clock.advance(1000);
    const name = unique('Seat');
    const res = await manager.request(UPDATE, {
      update: { id: s.id, name, machineID: m2.id, status: 'NOTAVAILABLE', updatedOn },
    });
    expect(res.data?.updateSeat).toMatchObject({ name, machineID: m2.id, status: 'NOTAVAILABLE' });
    expectRefused(
      await manager.request(UPDATE, { update: { id: s.id, name: 'again', updatedOn } }),
      'VERSION_CONFLICT',
      'This record has been changed by someone else. Please reload and try again.',
    );
  });

  test(`answers '${UNUSABLE}' when the seat's machine has expired or is not available, even unchanged`, async ({
    t,
    given: { A },
  }) => {
    const m = await usableMachine(t, A);
    const s = await t.aSeat(A, { machineID: m.id });
    await t.aMachineStatus(m, { status: 'EXPIRED' });
    const manager = await t.signedInAs('ManagingNurse');
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), name: unique('x') },
      }),
      'CONFLICT',
      UNUSABLE,
    );
    const off = await t.aMachine(A, { status: 'NOTAVAILABLE' });
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), machineID: off.id },
      }),
      'CONFLICT',
      UNUSABLE,
    );
    // Choosing a usable machine puts the seat right.
    const good = await usableMachine(t, A);
    expect(
      (
        await manager.request(UPDATE, {
          update: { id: s.id, updatedOn: await t.version(seat, s.id), machineID: good.id },
        })
      ).errors,
    ).toBeUndefined();
  });

  test('soft-deletes with deleted 1, even when its machine has expired; the seat leaves the list', async ({
    t,
    given: { A },
  }) => {
    const m = await usableMachine(t, A);
    const s = await t.aSeat(A, { machineID: m.id });
    await t.aMachineStatus(m, { status: 'EXPIRED' });
    const manager = await t.signedInAs('ManagingNurse');
    const res = await manager.request(UPDATE, {
      update: { id: s.id, updatedOn: await t.version(seat, s.id), deleted: 1 },
    });
    expect(res.data?.updateSeat.deleted).toBe(1);
    const [row] = await t.db.select().from(seat).where(eq(seat.id, s.id));
    expect(row?.deletedOn).toBeInstanceOf(Date);
    const listed = await manager.request(LIST, { filter: { clinicID: { eq: A.id }, name: { eq: s.name } } });
    expect(listed.data?.listSeat.count).toBe(0);
  });

  test("refuses another centre's seat (edit and delete), a Nurse and a Doctor", async ({
    t,
    given: { A, B },
  }) => {
    const s = await t.aSeat(B);
    const manager = await t.signedInAs('ManagingNurse', [A]);
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), name: 'x' },
      }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await manager.request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), deleted: 1 },
      }),
      'FORBIDDEN',
      FORBIDDEN_CENTRE,
    );
    expectRefused(
      await (await t.signedInAs('Nurse', [B])).request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), deleted: 1 },
      }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
    expectRefused(
      await (await t.signedInAs('Doctor', [B])).request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), name: 'x' },
      }),
      'FORBIDDEN',
      FORBIDDEN_ROLE,
    );
  });
});

describe('a machine belongs to at most one seat', () => {
  const MACHINE_TAKEN = 'This machine is already assigned to another seat.';

  test('refuses a second seat for a machine, on create and on update, with a message on the machine field', async ({
    t,
    given: { A },
  }) => {
    const m = await usableMachine(t, A);
    const other = await usableMachine(t, A);
    const director = await t.signedInAs('MedicalDirector');
    const first = await director.request(CREATE, {
      create: { clinicID: A.id, name: unique('Seat'), machineID: m.id, status: 'AVAILABLE' },
    });
    expect(first.errors).toBeUndefined();
    const second = await director.request(CREATE, {
      create: { clinicID: A.id, name: unique('Seat'), machineID: m.id, status: 'AVAILABLE' },
    });
    expectRefused(second, 'BAD_USER_INPUT', MACHINE_TAKEN);
    expect(second.errors?.[0]?.extensions?.field).toBe('machineID');
    const s = await t.aSeat(A, { machineID: other.id });
    expectRefused(
      await director.request(UPDATE, {
        update: { id: s.id, updatedOn: await t.version(seat, s.id), machineID: m.id },
      }),
      'BAD_USER_INPUT',
      MACHINE_TAKEN,
    );
    // A deleted seat gives its machine back.
    await director.request(UPDATE, {
      update: {
        id: expectData(first).createSeat.id,
        updatedOn: await t.version(seat, expectData(first).createSeat.id),
        deleted: 1,
      },
    });
    expect(
      (
        await director.request(UPDATE, {
          update: { id: s.id, updatedOn: await t.version(seat, s.id), machineID: m.id },
        })
      ).errors,
    ).toBeUndefined();
  });

  test('two parallel assignments of one machine: exactly one succeeds, the other gets the field message', async ({
    t,
    given: { A },
  }) => {
    const m = await usableMachine(t, A);
    const director = await t.signedInAs('MedicalDirector');
    const create = () =>
      director.request(CREATE, {
        create: { clinicID: A.id, name: unique('Seat'), machineID: m.id, status: 'AVAILABLE' },
      });
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors)) {
      expectRefused(refused, 'BAD_USER_INPUT', MACHINE_TAKEN);
    }
    const live = await t.db
      .select({ id: seat.id })
      .from(seat)
      .where(and(eq(seat.machineID, m.id), eq(seat.deleted, 0)));
    expect(live).toHaveLength(1);
  });

  test('the database itself refuses a second live seat for a machine (seat_machine_key)', async ({
    t,
    given: { A },
  }) => {
    const m = await usableMachine(t, A);
    await t.aSeat(A, { machineID: m.id });
    await expect(t.aSeat(A, { machineID: m.id })).rejects.toThrow();
  });
});
