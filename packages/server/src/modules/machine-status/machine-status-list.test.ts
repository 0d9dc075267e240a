import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { StaffClient } from '../../test/test-app.ts';
import { csvCell } from './report.ts';
import { LIST, REPORT } from './test-documents.ts';

const test = apiTest(async (t) => {
  const [A, A2, B] = await Promise.all([
    t.aCentre({ name: 'Alpha' }),
    t.aCentre({ name: 'Alpha Two' }),
    t.aCentre({ name: 'Beta' }),
  ]);
  const [m1, m2, m3] = await Promise.all([
    t.aMachine(A, { name: 'HD-1' }),
    t.aMachine(A, { name: 'HD-2' }),
    t.aMachine(A2, { name: 'HD-3' }),
  ]);
  const gone = await t.aMachine(A, { name: 'HD-gone', deleted: 1 });
  const mB = await t.aMachine(B, { name: 'HD-B' });
  const safety = 'Electrical safety';
  const water = 'Water quality';
  await t.aMachineStatus(m1, { name: safety, status: 'PASS', expiryDate: '2031-01-01' });
  await t.aMachineStatus(m2, { name: safety, status: 'EXPIRED', expiryDate: '2030-03-01' });
  await t.aMachineStatus(m3, { name: safety, status: 'PENDING_SIGNATURE', expiryDate: '2030-05-01' });
  await t.aMachineStatus(m1, {
    name: water,
    status: 'SCHEDULED',
    expiryDate: '2030-05-01',
    remarks: '=1+1, "quoted"',
  });
  await t.aMachineStatus(m2, { name: water, status: 'TO_SCHEDULE', expiryDate: '2030-05-02' });
  // Never listed: history, deleted items, items of a deleted machine, another centre's items.
  await t.aMachineStatus(m1, { name: water, status: 'INACTIVE', expiryDate: '2029-05-01' });
  await t.aMachineStatus(m1, { name: 'Deleted', status: 'PASS', deleted: 1 });
  await t.aMachineStatus(gone, { name: safety, status: 'EXPIRED' });
  await t.aMachineStatus(mB, { name: safety, status: 'EXPIRED', expiryDate: '2030-03-01' });
  const doctor = await t.signedInAs('Doctor', [A, A2]);
  return { A, A2, B, doctor };
});

type Group = { name: string; count: number; result: { status: string; machineName: string }[] };

const list = (client: StaffClient, variables: Record<string, unknown> = {}) =>
  client.request(LIST, variables);
const groupsOf = (res: Awaited<ReturnType<typeof list>>): Group[] =>
  res.data?.listMachineStatus.groupByName ?? [];

describe('listMachineStatus', () => {
  test("groups the user's items by test case, in the status order, with both stats cards", async ({
    given: { A, doctor },
  }) => {
    const res = await list(doctor);
    expect(res.errors).toBeUndefined();
    const answer = expectData(res).listMachineStatus;
    expect(answer).toMatchObject({ count: 5, machineCount: 3, actionNeededCount: 4 });
    const groups = answer.groupByName as Group[];
    expect(groups.map((g) => [g.name, g.count, g.result.map((i) => `${i.status} ${i.machineName}`)])).toEqual(
      [
        ['Electrical safety', 3, ['EXPIRED HD-2', 'PENDING_SIGNATURE HD-3', 'PASS HD-1']],
        ['Water quality', 2, ['TO_SCHEDULE HD-2', 'SCHEDULED HD-1']],
      ],
    );
    expect(groups[0]?.result[0]).toMatchObject({ machineClinicID: A.id, machineClinicName: 'Alpha' });
  });

  test('filters by centre and searches by test case; the machines card follows the centre filter', async ({
    given: { A, A2, doctor },
  }) => {
    const onlyA = await list(doctor, { filter: { machineClinicID: { eq: A.id } } });
    expect(onlyA.data?.listMachineStatus).toMatchObject({ count: 4, machineCount: 2, actionNeededCount: 3 });
    const search = await list(doctor, {
      filter: { machineClinicID: { in: [A.id, A2.id] }, name: { contains: 'water' } },
    });
    expect(search.data?.listMachineStatus).toMatchObject({ count: 2, machineCount: 3, actionNeededCount: 2 });
    expect(groupsOf(search).map((g) => g.name)).toEqual(['Water quality']);
  });

  test('pages in SQL; a group keeps its full size on every page it spans', async ({ given: { doctor } }) => {
    const first = await list(doctor, { pagination: { limit: 2, offset: 0 } });
    const second = await list(doctor, { pagination: { limit: 2, offset: 2 } });
    const names = (res: typeof first) => groupsOf(res).map((g) => [g.name, g.count, g.result.length]);
    expect(names(first)).toEqual([['Electrical safety', 3, 2]]);
    expect(names(second)).toEqual([
      ['Electrical safety', 3, 1],
      ['Water quality', 2, 1],
    ]);
    expect(first.data?.listMachineStatus.count).toBe(5);
  });

  test('refuses a centre outside the user\'s list (FORBIDDEN, no data), also inside "or"', async ({
    given: { A, B, doctor },
  }) => {
    expectRefused(await list(doctor, { filter: { machineClinicID: { eq: B.id } } }), 'FORBIDDEN');
    expectRefused(await list(doctor, { filter: { machineClinicID: { in: [A.id, B.id] } } }), 'FORBIDDEN');
    expectRefused(await list(doctor, { filter: { or: [{ machineClinicID: { eq: B.id } }] } }), 'FORBIDDEN');
  });

  test("shows a user of another centre only that centre's items", async ({ t, given: { B } }) => {
    const other = await t.signedInAs('ManagingNurse', [B]);
    const res = await list(other);
    expect(res.data?.listMachineStatus).toMatchObject({ count: 1, machineCount: 1, actionNeededCount: 1 });
  });

  test('is refused to a Nurse (the screen is not in her menu)', async ({ t, given: { A } }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(await list(nurse), 'FORBIDDEN');
    expectRefused(await nurse.request(REPORT, {}), 'FORBIDDEN');
  });
});

describe('downloadMachineStatusReport', () => {
  test('answers the filtered list as CSV, one row per item, spreadsheet-safe', async ({
    given: { A, doctor },
  }) => {
    const res = await doctor.request(REPORT, { filter: { machineClinicID: { eq: A.id } } });
    expect(res.errors).toBeUndefined();
    const report = expectData(res).downloadMachineStatusReport;
    expect(report).toMatchObject({
      fileName: 'machine-status-2030-03-11.csv',
      contentType: 'text/csv; charset=utf-8',
      count: 4,
    });
    const lines = (report.csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Centre,Machine,Serial No,Test Case,Status,Expiry Date,Next Audit,Remarks,Approved By,Approved On,Document',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 5).join(','))).toEqual([
      expect.stringMatching(/^Alpha,HD-2,SN-.+,Electrical safety,Expired$/),
      expect.stringMatching(/^Alpha,HD-1,SN-.+,Electrical safety,Pass$/),
      expect.stringMatching(/^Alpha,HD-2,SN-.+,Water quality,To Schedule$/),
      expect.stringMatching(/^Alpha,HD-1,SN-.+,Water quality,Scheduled$/),
    ]);
    expect(lines[4]).toContain(',01 May 2030,,"\'=1+1, ""quoted""",');
  });

  test('is scoped like the list: every centre of the user, and another centre refused', async ({
    given: { B, doctor },
  }) => {
    const all = await doctor.request(REPORT, {});
    expect(all.data?.downloadMachineStatusReport.count).toBe(5);
    expect(all.data?.downloadMachineStatusReport.csv).not.toContain('HD-B');
    expectRefused(await doctor.request(REPORT, { filter: { machineClinicID: { eq: B.id } } }), 'FORBIDDEN');
  });

  test('is audited: who took which centres', async ({ t, given: { A2 } }) => {
    const manager = await t.signedInAs('ManagingNurse', [A2]);
    await manager.request(REPORT, {});
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'machineStatus.report'), eq(auditLog.accountID, manager.staff.accountID)),
      );
    expect(row).toMatchObject({
      role: 'ManagingNurse',
      clinicID: A2.id,
      detail: { count: 1, clinicIDs: [A2.id] },
    });
  });
});

describe('csvCell', () => {
  test('quotes separators and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
  });
});
