import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, medicalMilestone } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';

graphql(`
  fragment MedicalMilestoneFields on MedicalMilestone {
    id patientID timestamp milestone note
  }
`);
const LIST = graphql(`
  query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {
    listMedicalMilestone(filter: $filter, pagination: $pagination) { count result { ...MedicalMilestoneFields } }
  }
`);
const CREATE = graphql(`
  mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {
    createMedicalMilestone(create: $create) { ...MedicalMilestoneFields }
  }
`);

const test = apiTest(async (t) => ({ centre: await t.aCentre(), other: await t.aCentre() }));

const milestoneOf = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  timestamp: '2030-03-10T16:00:00.000Z',
  milestone: 'Started haemodialysis',
  ...over,
});

describe('createMedicalMilestone', () => {
  test('adds a milestone (note optional); audited', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    const doctor = await t.signedInAs('Doctor', [centre]);
    const res = await doctor.request(CREATE, { create: milestoneOf(p.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createMedicalMilestone).toMatchObject({
      patientID: p.id,
      timestamp: '2030-03-10T16:00:00.000Z',
      milestone: 'Started haemodialysis',
      note: null,
    });
    const audits = await t.db
      .select({ action: auditLog.action, clinicID: auditLog.clinicID })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'medicalMilestone'),
          eq(auditLog.entityID, String(res.data?.createMedicalMilestone.id)),
        ),
      );
    expect(audits).toEqual([{ action: 'createMedicalMilestone', clinicID: centre.id }]);
  });

  test('requires date and milestone, and refuses a date after today in the centre', async ({
    t,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(
      await nurse.request(CREATE, { create: milestoneOf(p.id, { timestamp: null }) }),
      'BAD_USER_INPUT',
      'Required.',
    );
    expectRefused(
      await nurse.request(CREATE, { create: milestoneOf(p.id, { milestone: ' ' }) }),
      'BAD_USER_INPUT',
      'Required.',
    );
    expectRefused(
      await nurse.request(CREATE, { create: milestoneOf(p.id, { timestamp: 'soon' }) }),
      'BAD_USER_INPUT',
      'Not a valid date.',
    );
    // 2030-03-11T16:00Z is 12 March in Singapore, the day after the test's today.
    expectRefused(
      await nurse.request(CREATE, { create: milestoneOf(p.id, { timestamp: '2030-03-11T16:00:00.000Z' }) }),
      'BAD_USER_INPUT',
      'The date cannot be in the future.',
    );
    const today = await nurse.request(CREATE, {
      create: milestoneOf(p.id, { timestamp: '2030-03-11T15:59:00.000Z' }),
    });
    expect(today.errors).toBeUndefined();
  });
});

describe('listMedicalMilestone', () => {
  test('pages 20 at a time, newest first; reads audited', async ({ t, given: { centre } }) => {
    const p = await t.aPatient(centre);
    await t.db.insert(medicalMilestone).values(
      Array.from({ length: 21 }, (_, n) => ({
        patientID: p.id,
        milestone: `M${n}`,
        timestamp: new Date(Date.UTC(2029, 0, 1 + n)),
      })),
    );
    const nurse = await t.signedInAs('Nurse', [centre]);
    const first = await nurse.request(LIST, { filter: { patientID: { eq: p.id } } });
    expect(first.data?.listMedicalMilestone.count).toBe(21);
    expect(first.data?.listMedicalMilestone.result).toHaveLength(20);
    expect(expectData(first).listMedicalMilestone.result[0]?.milestone).toBe('M20');
    const reads = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityID, String(p.id))));
    expect(reads.map((r) => r.action)).toEqual(['listMedicalMilestone']);
  });

  test("another centre's patient answers 'Invalid Patient' to list and create", async ({
    t,
    given: { centre, other },
  }) => {
    const theirs = await t.aPatient(other);
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(
      await nurse.request(LIST, { filter: { patientID: { eq: theirs.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(CREATE, { create: milestoneOf(theirs.id) }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});
