import { routineOrderState } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { ListRoutineOrderQueryVariables } from '../../test/generated/graphql.ts';
import { T0 } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';
import { LIST_ROUTINE_ORDER } from './test-documents.ts';

const test = apiTest();

describe('listRoutineOrder', () => {
  test('answers each active patient of the centre by name with the order in force; audited', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    const other = await t.aCentre();
    const tag = unique('R');
    const [ann, ben, cat] = await t.somePatients(centre, [
      { name: `${tag} Ann`, nric: 'S1111111A' },
      { name: `${tag} Ben` },
      { name: `${tag} Cat` },
    ]);
    if (!ann || !ben || !cat) throw new Error('patients');
    // Not on the round: deleted, inactive, a clinic patient, a patient of another centre.
    await t.somePatients(centre, [
      { name: `${tag} Deleted`, deleted: 1 },
      { name: `${tag} Inactive`, status: 'INACTIVE' },
      { name: `${tag} Clinic`, status: 'CLINIC' },
    ]);
    await t.aPatient(other, { name: `${tag} Elsewhere` });
    const doctor = await t.signedInAs('Doctor', [centre, other]);
    // Ann: the later order by date is in force, and of two on one day the later entered; a deleted one is not.
    await t.aDialysisOrder(ann, { dOrder: '2030-01-01', QB: 200 });
    await t.aDialysisOrder(ann, { dOrder: '2030-03-01', QB: 300, notes: 'first of the day' });
    const inForce = await t.aDialysisOrder(ann, {
      dOrder: '2030-03-01',
      QB: 350,
      QD: 500,
      duration: 240,
      dryWeight: 58000,
      accessPrim: 'AVF LEFT WRIST',
      hepLoad: 1000,
      hepCont: 500,
      staffAccountID: doctor.staff.accountID,
    });
    await t.aDialysisOrder(ann, { dOrder: '2030-03-05', deleted: 1 });
    await t.aDialysisOrder(ben, { dOrder: '2029-12-01' });

    const res = await doctor.request(LIST_ROUTINE_ORDER, { clinicID: centre.id });
    const list = expectData(res).listRoutineOrder;
    expect(list.today).toBe('2030-03-11');
    expect(list.count).toBe(3);
    expect(list.result.map((r) => [r.patientName, r.state])).toEqual([
      [`${tag} Ann`, 'CURRENT'],
      [`${tag} Ben`, 'DUE'],
      [`${tag} Cat`, 'MISSING'],
    ]);
    const [first, , third] = list.result;
    expect(first?.patientNric).toBe('*****111A');
    expect(first?.order).toMatchObject({
      id: inForce.id,
      patientID: ann.id,
      dOrder: '2030-03-01',
      QB: 350,
      QD: 500,
      duration: 240,
      dryWeight: 58000,
      accessPrim: 'AVF LEFT WRIST',
      hepLoad: 1000,
      hepCont: 500,
      staffName: doctor.staff.name,
    });
    expect(third?.order).toBeNull();

    const audits = await t.db
      .select({ role: auditLog.role, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listRoutineOrder'), eq(auditLog.clinicID, centre.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.role).toBe('Doctor');
    expect(audits[0]?.detail).toMatchObject({ count: 3, patientIDs: [ann.id, ben.id, cat.id] });
  });

  test("flags an order older than 30 days by the centre's today, not the UTC day", async ({ t }) => {
    const singapore = await t.aCentre({ timezone: 'Asia/Singapore' });
    const losAngeles = await t.aCentre({ timezone: 'America/Los_Angeles' });
    // Signed in after the clock moves (a session idle for hours has ended).
    const states = async (clinicID: number) => {
      const manager = await t.signedInAs('ManagingNurse', [singapore, losAngeles]);
      const list = expectData(await manager.request(LIST_ROUTINE_ORDER, { clinicID })).listRoutineOrder;
      return { today: list.today, states: list.result.map((r) => [r.order?.dOrder ?? null, r.state]) };
    };
    for (const centre of [singapore, losAngeles]) {
      const [a, b, c] = await t.somePatients(centre, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
      if (!a || !b || !c) throw new Error('patients');
      await t.aDialysisOrder(a, { dOrder: '2030-02-08' });
      await t.aDialysisOrder(b, { dOrder: '2030-02-09' });
      await t.aDialysisOrder(c, { dOrder: '2030-02-10' });
    }
    try {
      // 20:00 UTC on 11 March is already 12 March in Singapore: 30 days back is 10 February.
      t.clock.set('2030-03-11T20:00:00Z');
      expect(await states(singapore.id)).toEqual({
        today: '2030-03-12',
        states: [
          ['2030-02-08', 'DUE'],
          ['2030-02-09', 'DUE'],
          ['2030-02-10', 'CURRENT'],
        ],
      });
      // 05:00 UTC on 11 March is still 10 March in Los Angeles: 30 days back is 8 February.
      t.clock.set('2030-03-11T05:00:00Z');
      expect(await states(losAngeles.id)).toEqual({
        today: '2030-03-10',
        states: [
          ['2030-02-08', 'CURRENT'],
          ['2030-02-09', 'CURRENT'],
          ['2030-02-10', 'CURRENT'],
        ],
      });
      // The domain rule says the same for the same day.
      expect(routineOrderState('2030-02-09', '2030-03-12')).toBe('DUE');
      expect(routineOrderState('2030-02-10', '2030-03-12')).toBe('CURRENT');
    } finally {
      t.clock.set(T0);
    }
  });

  test('filters by state, searches name or NRIC, and pages with the count of all', async ({ t }) => {
    const centre = await t.aCentre();
    const director = await t.signedInAs('MedicalDirector', [centre]);
    const tag = unique('S');
    const patients = await t.somePatients(
      centre,
      Array.from({ length: 5 }, (_, i) => ({ name: `${tag} ${i}`, nric: `T000000${i}Z` })),
    );
    // 0 and 1 current, 2 due, 3 and 4 without an order.
    await t.aDialysisOrder(patients[0] as { id: number }, { dOrder: '2030-03-10' });
    await t.aDialysisOrder(patients[1] as { id: number }, { dOrder: '2030-02-09' });
    await t.aDialysisOrder(patients[2] as { id: number }, { dOrder: '2030-02-08' });
    const list = async (variables: Omit<ListRoutineOrderQueryVariables, 'clinicID'>) =>
      expectData(await director.request(LIST_ROUTINE_ORDER, { clinicID: centre.id, ...variables }))
        .listRoutineOrder;
    const names = (l: { result: { patientName: string }[] }) => l.result.map((r) => r.patientName.slice(-1));

    const due = await list({ state: 'DUE' });
    expect([due.count, names(due)]).toEqual([1, ['2']]);
    const missing = await list({ state: 'MISSING' });
    expect([missing.count, names(missing)]).toEqual([2, ['3', '4']]);
    const current = await list({ state: 'CURRENT' });
    expect([current.count, names(current)]).toEqual([2, ['0', '1']]);

    const page2 = await list({ pagination: { limit: 2, offset: 2 } });
    expect([page2.count, names(page2)]).toEqual([5, ['2', '3']]);
    const past = await list({ pagination: { limit: 2, offset: 10 } });
    expect([past.count, past.result]).toEqual([5, []]);

    const byName = await list({ filter: { or: [{ patientName: { contains: `${tag} 4` } }] } });
    expect([byName.count, names(byName)]).toEqual([1, ['4']]);
    const byNric = await list({
      filter: { or: [{ patientName: { contains: '0000003' } }, { patientNric: { contains: '0000003' } }] },
    });
    expect([byNric.count, names(byNric)]).toEqual([1, ['3']]);
    const searchedAndDue = await list({ filter: { patientNric: { contains: 'T000000' } }, state: 'MISSING' });
    expect(searchedAndDue.count).toBe(2);

    expectRefused(
      await director.request(LIST_ROUTINE_ORDER, { clinicID: centre.id, pagination: { limit: 101 } }),
      'BAD_USER_INPUT',
    );
    expectRefused(
      await director.request(LIST_ROUTINE_ORDER, {
        clinicID: centre.id,
        pagination: { orderby: [{ field: 'patientName', direction: 'DESC' }] },
      }),
      'BAD_USER_INPUT',
    );
  });

  test("refuses a centre outside the user's and a Nurse; nothing is listed", async ({ t }) => {
    const centre = await t.aCentre();
    const other = await t.aCentre();
    await t.aPatient(other);
    const doctor = await t.signedInAs('Doctor', [centre]);
    expectRefused(await doctor.request(LIST_ROUTINE_ORDER, { clinicID: other.id }), 'FORBIDDEN');
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectRefused(await nurse.request(LIST_ROUTINE_ORDER, { clinicID: centre.id }), 'FORBIDDEN');
    expectRefused(
      await t.anonymous().request(LIST_ROUTINE_ORDER, { clinicID: centre.id }),
      'UNAUTHENTICATED',
    );
    const listed = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listRoutineOrder'), eq(auditLog.clinicID, other.id)));
    expect(listed).toEqual([]);
  });
});
