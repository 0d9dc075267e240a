import { GROUPS, type Group } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinic } from '../db/schema.ts';
import { MESSAGES } from '../errors.ts';
import { apiTest } from '../test/api-test.ts';
import { expectRefused } from '../test/expect.ts';
import { graphql } from '../test/generated/index.ts';
import { unique } from '../test/unique.ts';
import { Access } from './access.ts';
import { type CentreRow, visibleCentreIds } from './centre-visibility.ts';
import { allows, POLICY } from './policy.ts';
import type { Viewer } from './viewer.ts';

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

// The app of the file, for the tests through the API (the ones above need none).
const test = apiTest();

describe('listClinic through the API', () => {
  test('a nurse with [A, B, C inactive] sees exactly A and B', async ({ t }) => {
    const [a, b, c] = await Promise.all([t.aCentre(), t.aCentre(), t.aCentre({ status: 'INACTIVE' })]);
    const nurse = await t.signedInAs('Nurse', [a, b, c]);
    const res = await nurse.request(LIST_CLINIC);
    expect(res.errors).toBeUndefined();
    expect(res.data?.listClinic.count).toBe(2);
    const ids = res.data?.listClinic.result.map((r: { id: number }) => r.id);
    expect(ids?.sort()).toEqual([a?.id, b?.id].sort());
  });

  test('a centre made inactive is out of sight on the next request of the same session', async ({ t }) => {
    // The centres arrive with the session's own statement (access/viewer.ts liveCentres): read per request,
    // never kept between requests.
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const nurse = await t.signedInAs('Nurse', [a, b]);
    const before = await nurse.request(LIST_CLINIC);
    expect(before.data?.listClinic.result.map((r: { id: number }) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    await t.db.update(clinic).set({ status: 'INACTIVE' }).where(eq(clinic.id, a.id));
    const after = await nurse.request(LIST_CLINIC);
    expect(after.data?.listClinic.result.map((r: { id: number }) => r.id)).toEqual([b.id]);
  });

  test("answers each centre's today and session of the day by the server clock", async ({ t }) => {
    const centre = await t.aCentre({ timezone: 'Asia/Singapore' });
    const nurse = await t.signedInAs('Nurse', [centre]);
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

  test('a director with no clinicIDs sees every centre, inactive ones included, but not deleted ones', async ({
    t,
  }) => {
    const [a, b, c, gone] = await Promise.all([
      t.aCentre({ name: unique('Bravo') }),
      t.aCentre({ name: unique('Alpha') }),
      t.aCentre({ name: unique('Able'), status: 'INACTIVE' }),
      t.aCentre({ deleted: 1 }),
    ]);
    const director = await t.signedInAs('MedicalDirector');
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

  test('a doctor cannot widen the list with a filter', async ({ t }) => {
    const [a, b] = await Promise.all([t.aCentre(), t.aCentre()]);
    const doctor = await t.signedInAs('Doctor', [a]);
    const res = await doctor.request(LIST_CLINIC, { filter: { id: { in: [a.id, b.id] } } });
    expect(res.data?.listClinic.result.map((r: { id: number }) => r.id)).toEqual([a.id]);
  });

  test('signed out, is refused', async ({ t }) => {
    expectRefused(
      await t.anonymous().request(LIST_CLINIC),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
  });

  test('assertIn names the action and the centre in one call: the role is refused first, then a centre not theirs', async ({
    t,
  }) => {
    const [mine, other] = await Promise.all([t.aCentre(), t.aCentre()]);
    const viewer = (group: Group): Viewer => ({
      accountID: 'a',
      name: 'N',
      email: 'n@example.org',
      group,
      clinicIDs: [mine.id],
      sessionHash: 'h',
      liveCentres: [mine, other].map((c) => ({ id: c.id, status: 'ACTIVE' as const })),
    });
    const doctor = new Access(viewer('Doctor'));
    await expect(doctor.assertIn('appointment:book', mine.id)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: MESSAGES.forbiddenRole,
    });
    const nurse = new Access(viewer('Nurse'));
    await expect(nurse.assertIn('appointment:book', mine.id)).resolves.toBe(mine.id);
    await expect(nurse.assertIn('appointment:book', other.id)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: MESSAGES.forbiddenCentre,
    });
  });
});
