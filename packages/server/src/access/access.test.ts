import { GROUPS } from '@dialysis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../test/expect.ts';
import { graphql } from '../test/generated/index.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { unique } from '../test/unique.ts';
import { type CentreRow, visibleCentreIds } from './centre-visibility.ts';
import { allows, POLICY } from './policy.ts';

const centres: CentreRow[] = [
  { id: 1, status: 'ACTIVE' },
  { id: 2, status: 'ACTIVE' },
  { id: 3, status: 'INACTIVE' },
  { id: 4, status: 'ACTIVE' },
];

describe('visibleCentreIds (spec 000 section 4, Centre visibility)', () => {
  it.each(['Nurse', 'Doctor'] as const)('a %s with no clinicIDs sees every active centre', (group) => {
    expect(visibleCentreIds({ group, clinicIDs: [] }, centres)).toEqual([1, 2, 4]);
  });

  it.each(['Nurse', 'Doctor'] as const)('a %s with clinicIDs sees the active ones among them', (group) => {
    expect(visibleCentreIds({ group, clinicIDs: [2, 3] }, centres)).toEqual([2]);
    expect(visibleCentreIds({ group, clinicIDs: [1, 4] }, centres)).toEqual([1, 4]);
  });

  it.each(['ManagingNurse', 'MedicalDirector'] as const)(
    'a %s with no clinicIDs sees every centre, inactive ones included',
    (group) => {
      expect(visibleCentreIds({ group, clinicIDs: [] }, centres)).toEqual([1, 2, 3, 4]);
    },
  );

  it.each(['ManagingNurse', 'MedicalDirector'] as const)(
    'a %s with clinicIDs sees the active ones among them',
    (group) => {
      expect(visibleCentreIds({ group, clinicIDs: [1, 3] }, centres)).toEqual([1]);
    },
  );

  it('ids of centres that do not exist give nothing', () => {
    expect(visibleCentreIds({ group: 'Nurse', clinicIDs: [99] }, centres)).toEqual([]);
    expect(visibleCentreIds({ group: 'MedicalDirector', clinicIDs: [99] }, centres)).toEqual([]);
  });
});

describe('policy', () => {
  it('every action names at least one group, and only known groups', () => {
    for (const [action, groups] of Object.entries(POLICY)) {
      expect(groups.length, action).toBeGreaterThan(0);
      for (const group of groups) expect(GROUPS).toContain(group);
    }
  });

  it('the foundation actions are open to every login type', () => {
    for (const group of GROUPS) {
      expect(allows(group, 'appointment:list')).toBe(true);
      expect(allows(group, 'dialysis:read')).toBe(true);
    }
  });

  it('readings are recorded by the staff who dialyse (not Doctors) and edited by Medical Directors only', () => {
    expect(GROUPS.filter((g) => allows(g, 'dialysisInterval:submit'))).toEqual(
      GROUPS.filter((g) => g !== 'Doctor'),
    );
    expect(GROUPS.filter((g) => allows(g, 'dialysisInterval:update'))).toEqual(['MedicalDirector']);
  });
});

const LIST_CLINIC = graphql(`
  query ListClinic($filter: ClinicFilter, $pagination: Pagination) {
    listClinic(filter: $filter, pagination: $pagination) {
      count
      result { id name uid status timezone today currentShift }
    }
  }
`);

describe('listClinic through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a nurse with [A, B, C inactive] sees exactly A and B', async () => {
    const [a, b, c] = await Promise.all([t.aCentre(), t.aCentre(), t.aCentre({ status: 'INACTIVE' })]);
    const nurse = await t.asNurse([a, b, c]);
    const res = await nurse.request(LIST_CLINIC);
    expect(res.errors).toBeUndefined();
    expect(res.data?.listClinic.count).toBe(2);
    const ids = res.data?.listClinic.result.map((r: { id: number }) => r.id);
    expect(ids?.sort()).toEqual([a?.id, b?.id].sort());
  });

  it("answers each centre's today and session of the day by the server clock", async () => {
    const centre = await t.aCentre({ timezone: 'Asia/Singapore' });
    const nurse = await t.asNurse([centre]);
    const res = await nurse.request(LIST_CLINIC);
    expect(res.data?.listClinic.result).toEqual([
      {
        id: centre.id,
        name: centre.name,
        uid: centre.uid,
        status: 'ACTIVE',
        timezone: 'Asia/Singapore',
        today: '2030-03-11',
        currentShift: 'M',
      },
    ]);
  });

  it('a director with no clinicIDs sees every centre, inactive ones included, but not deleted ones', async () => {
    const [a, b, c, gone] = await Promise.all([
      t.aCentre({ name: unique('Bravo') }),
      t.aCentre({ name: unique('Alpha') }),
      t.aCentre({ name: unique('Able'), status: 'INACTIVE' }),
      t.aCentre({ deleted: 1 }),
    ]);
    const director = await t.asDirector();
    const res = await director.request(LIST_CLINIC, {
      filter: { id: { in: [a.id, b.id, c.id, gone.id] } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listClinic.count).toBe(3);
    expect(res.data?.listClinic.result.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual(
      // Active centres first, then by name.
      [
        [b.id, 'ACTIVE'],
        [a.id, 'ACTIVE'],
        [c.id, 'INACTIVE'],
      ],
    );
  });

  it('a doctor cannot widen the list with a filter', async () => {
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const doctor = await t.asDoctor([a]);
    const res = await doctor.request(LIST_CLINIC, { filter: { id: { in: [a.id, b.id] } } });
    expect(res.data?.listClinic.result.map((r: { id: number }) => r.id)).toEqual([a.id]);
  });

  it('signed out, is refused', async () => {
    expectRefused(
      await t.anonymous().request(LIST_CLINIC),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });
});
