import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.ts';
import { expectData, expectRefused } from '../test/expect.ts';
import { graphql } from '../test/generated/index.ts';
import type { GqlClient } from '../test/graphql.ts';

/**
 * The one list helper (db/list.ts), exercised through real list queries on the real database: filters,
 * paging, ordering and the refusals. Each list is scoped to a centre of this file's own, so rows other
 * tests add never show up.
 */
const LIST_APPOINTMENTS = graphql(`
  query ListAppointmentsPaged($filter: AppointmentDetailFilter!, $pagination: Pagination) {
    listAppointmentDetail(filter: $filter, pagination: $pagination) {
      count
      result { id patientID name date shift }
    }
  }
`);
const LIST_SEATS = graphql(`
  query ListSeatsPaged($filter: SeatFilter!, $pagination: Pagination) {
    listSeat(filter: $filter, pagination: $pagination) {
      count
      result { id name status }
    }
  }
`);

/** The appointments of the director's centre matching a filter: their count and names, in the answer's order. */
const listOf =
  (director: GqlClient, centreID: number) =>
  async (filter: Record<string, unknown>, pagination?: Record<string, unknown>) => {
    const res = await director.request(LIST_APPOINTMENTS, {
      filter: { clinicID: { eq: centreID }, ...filter },
      pagination,
    });
    expect(res.errors).toBeUndefined();
    const page: { count: number; result: { name: string }[] } = expectData(res).listAppointmentDetail;
    return { count: page.count, names: page.result.map((r) => r.name) };
  };

const test = apiTest(async (t) => {
  const centre = await t.aCentre();
  const centreID = centre.id;
  const patientIDs: Record<string, number> = {};
  const people = await t.somePatients(centre, [
    { name: 'Alice 100% Tan', nric: 'S1000001A' },
    { name: 'Bella_Lim', nric: 'S2000002B' },
    { name: 'Carla Alice', nric: 'S3000003C' },
    { name: 'Dora', nric: null },
    { name: 'Eve', nric: 'T5000005E' },
  ]);
  const plan = [
    ['2030-03-11', 'M'],
    ['2030-03-11', 'N'],
    ['2030-03-12', 'E'],
    ['2030-03-13', 'M'],
    ['2030-03-10', 'N'],
  ] as const;
  for (const [i, p] of people.entries()) {
    patientIDs[p.name] = p.id;
    const [date, shift] = plan[i] ?? plan[0];
    await t.anAppointment(p, { date, shift });
  }
  const director = await t.signedInAs('MedicalDirector');
  return { director, centreID, patientIDs };
}).extend('list', { scope: 'file' }, async ({ given: { director, centreID } }) => listOf(director, centreID));

describe('filters', () => {
  test('no filter beyond the centre: every row, in the default order (date, session, name)', async ({
    list,
  }) => {
    expect(await list({})).toEqual({
      count: 5,
      names: ['Eve', 'Alice 100% Tan', 'Bella_Lim', 'Carla Alice', 'Dora'],
    });
  });

  test('eq and ne', async ({ given: { patientIDs }, list }) => {
    expect((await list({ date: { eq: '2030-03-11' } })).names).toEqual(['Alice 100% Tan', 'Bella_Lim']);
    expect((await list({ shift: { ne: 'M' } })).names).toEqual(['Eve', 'Bella_Lim', 'Carla Alice']);
    expect((await list({ patientID: { eq: patientIDs.Dora } })).names).toEqual(['Dora']);
  });

  test('contains is case-insensitive', async ({ list }) => {
    expect((await list({ name: { contains: 'aLiCe' } })).names).toEqual(['Alice 100% Tan', 'Carla Alice']);
  });

  test('contains takes % and _ literally, not as wildcards', async ({ list }) => {
    expect((await list({ name: { contains: '%' } })).names).toEqual(['Alice 100% Tan']);
    expect((await list({ name: { contains: '_' } })).names).toEqual(['Bella_Lim']);
    expect((await list({ name: { contains: 'a_l' } })).names).toEqual(['Bella_Lim']);
    expect((await list({ name: { contains: 'Al%Tan' } })).count).toBe(0);
    expect((await list({ name: { contains: '\\' } })).count).toBe(0);
  });

  test('ge and le (bounds included)', async ({ list }) => {
    expect((await list({ date: { ge: '2030-03-11', le: '2030-03-12' } })).names).toEqual([
      'Alice 100% Tan',
      'Bella_Lim',
      'Carla Alice',
    ]);
    expect((await list({ date: { ge: '2030-03-13' } })).names).toEqual(['Dora']);
    expect((await list({ date: { le: '2030-03-10' } })).names).toEqual(['Eve']);
  });

  test('in, and an empty in matches nothing', async ({ given: { patientIDs }, list }) => {
    expect((await list({ patientID: { in: [patientIDs.Dora, patientIDs.Eve] } })).names).toEqual([
      'Eve',
      'Dora',
    ]);
    expect((await list({ shift: { in: ['E', 'N'] } })).names).toEqual(['Eve', 'Bella_Lim', 'Carla Alice']);
    expect(await list({ patientID: { in: [] } })).toEqual({ count: 0, names: [] });
  });

  test('exists true and false', async ({ list }) => {
    expect((await list({ nric: { exists: false } })).names).toEqual(['Dora']);
    expect((await list({ nric: { exists: true } })).count).toBe(4);
  });

  test('or: any of the branches, still within the centre', async ({ list }) => {
    expect((await list({ or: [{ shift: { eq: 'M' } }, { name: { eq: 'Eve' } }] })).names).toEqual([
      'Eve',
      'Alice 100% Tan',
      'Dora',
    ]);
    expect(
      (
        await list({
          date: { eq: '2030-03-11' },
          or: [{ shift: { eq: 'N' } }, { name: { contains: 'zzz' } }],
        })
      ).names,
    ).toEqual(['Bella_Lim']);
  });

  test('fields of one filter are AND-ed', async ({ list }) => {
    expect((await list({ shift: { eq: 'M' }, nric: { exists: true } })).names).toEqual(['Alice 100% Tan']);
  });
});

describe('pagination', () => {
  test('limit and offset page through the rows; count is the whole match', async ({ list }) => {
    const order = [{ field: 'name', direction: 'ASC' }];
    expect(await list({}, { limit: 2, offset: 0, orderby: order })).toEqual({
      count: 5,
      names: ['Alice 100% Tan', 'Bella_Lim'],
    });
    expect(await list({}, { limit: 2, offset: 2, orderby: order })).toEqual({
      count: 5,
      names: ['Carla Alice', 'Dora'],
    });
    expect(await list({}, { limit: 2, offset: 4, orderby: order })).toEqual({ count: 5, names: ['Eve'] });
    expect(await list({}, { limit: 2, offset: 6, orderby: order })).toEqual({ count: 5, names: [] });
  });

  test('orderby ASC and DESC, and by several fields', async ({ list }) => {
    expect((await list({}, { orderby: [{ field: 'name', direction: 'DESC' }] })).names).toEqual([
      'Eve',
      'Dora',
      'Carla Alice',
      'Bella_Lim',
      'Alice 100% Tan',
    ]);
    expect((await list({}, { orderby: [{ field: 'name' }] })).names[0]).toBe('Alice 100% Tan');
    expect(
      (
        await list(
          {},
          {
            orderby: [
              { field: 'shift', direction: 'DESC' },
              { field: 'date', direction: 'DESC' },
            ],
          },
        )
      ).names,
    ).toEqual(['Bella_Lim', 'Eve', 'Dora', 'Alice 100% Tan', 'Carla Alice']);
  });

  test('an unknown order field is refused', async ({ given: { director, centreID } }) => {
    const res = await director.request(LIST_APPOINTMENTS, {
      filter: { clinicID: { eq: centreID } },
      pagination: { orderby: [{ field: 'password_hash' }] },
    });
    expectRefused(res, 'BAD_USER_INPUT', 'Unknown order field: password_hash');
  });

  test('a limit above the maximum, below 1, or a negative offset is refused', async ({
    given: { director, centreID },
    list,
  }) => {
    for (const [pagination, message] of [
      [{ limit: 501 }, 'limit must be between 1 and 500'],
      [{ limit: 0 }, 'limit must be between 1 and 500'],
      [{ offset: -1 }, 'offset must be 0 or more'],
    ] as const) {
      const res = await director.request(LIST_APPOINTMENTS, {
        filter: { clinicID: { eq: centreID } },
        pagination,
      });
      expectRefused(res, 'BAD_USER_INPUT', message);
    }
    expect((await list({}, { limit: 500 })).count).toBe(5);
  });
});

describe('the same helper behind listSeat', () => {
  test('filters, pages and counts seats', async ({ t, given: { director } }) => {
    const centre = await t.aCentre();
    await Promise.all([
      t.aSeat(centre, { name: 'Seat 1' }),
      t.aSeat(centre, { name: 'Seat 2', status: 'NOTAVAILABLE' }),
      t.aSeat(centre, { name: 'Seat 3' }),
      t.aSeat(centre, { name: 'Seat 4', deleted: 1 }),
    ]);
    const seats = async (filter: Record<string, unknown>, pagination?: Record<string, unknown>) => {
      const res = await director.request(LIST_SEATS, {
        filter: { clinicID: { eq: centre.id }, ...filter },
        pagination,
      });
      expect(res.errors).toBeUndefined();
      return {
        count: res.data?.listSeat.count,
        names: res.data?.listSeat.result.map((s: { name: string }) => s.name),
      };
    };
    expect(await seats({})).toEqual({ count: 3, names: ['Seat 1', 'Seat 2', 'Seat 3'] });
    expect(await seats({ status: { eq: 'AVAILABLE' } })).toEqual({ count: 2, names: ['Seat 1', 'Seat 3'] });
    expect(await seats({ name: { in: ['Seat 3', 'Seat 4'] } })).toEqual({ count: 1, names: ['Seat 3'] });
    expect(await seats({}, { limit: 1, offset: 1, orderby: [{ field: 'name', direction: 'DESC' }] })).toEqual(
      {
        count: 3,
        names: ['Seat 2'],
      },
    );
    const tooMany = await director.request(LIST_SEATS, {
      filter: { clinicID: { eq: centre.id } },
      pagination: { limit: 501 },
    });
    expectRefused(tooMany, 'BAD_USER_INPUT', 'limit must be between 1 and 500');
    const unknown = await director.request(LIST_SEATS, {
      filter: { clinicID: { eq: centre.id } },
      pagination: { orderby: [{ field: 'machineID' }] },
    });
    expectRefused(unknown, 'BAD_USER_INPUT', 'Unknown order field: machineID');
  });
});
