import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique, uniqueNric } from '../../test/unique.ts';
import { COUNT_CAP } from './query.ts';
import { UNMASKED_REFUSED } from './service.ts';

const LIST = graphql(`
  query ListPatient($filter: PatientSearchFilter, $pagination: Pagination, $unmasked: Boolean) {
    listPatient(filter: $filter, pagination: $pagination, unmasked: $unmasked) {
      count
      countCapped
      result { id namecode name nric existingClinicID clinicName referringSource referrer photoUrl phoneNo email }
    }
  }
`);

/** The dashboard's search: the same text over the four fields. */
const search = (text: string, clinicID?: number) => ({
  ...(clinicID === undefined ? {} : { existingClinicID: { eq: clinicID } }),
  or: ['name', 'nric', 'referringSource', 'referrer'].map((field) => ({ [field]: { contains: text } })),
});

const test = apiTest(async (t) => {
  const [A, B, C] = await Promise.all([t.aCentre(), t.aCentre(), t.aCentre()]);
  await t.somePatients(A, [
    {
      name: `Alice ${tag}`,
      nric: aliceNric,
      photoKey: 'patient/alice.png',
      phoneNo: '+65 9123 4567',
      email: 'alice@example.com',
    },
    { name: 'Bob Plain', referringSource: `Hospital ${tag}` },
    { name: 'Carl Plain', referrer: `Dr ${tag}` },
    { name: `Dora ${tag} Removed`, deleted: 1 },
  ]);
  await t.somePatients(B, [{ name: `Eve ${tag}`, nric: uniqueNric('321Z') }]);
  await t.somePatients(C, [{ name: `Finn ${tag} Elsewhere` }]);
  return { A, B, C };
});
// A word unique to this file, so counts hold on a shared PostgreSQL too.
const tag = unique('Zq').replace(/[^A-Za-z0-9]/g, '');
// One live patient per NRIC: values of this file only, ending as the masking asserts expect.
const aliceNric = uniqueNric('567D');

describe('listPatient', () => {
  test('searches name, NRIC, referring source and referrer within one centre, masking the NRIC', async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A, B]);
    const res = await nurse.request(LIST, { filter: search(tag, A.id) });
    expect(res.errors).toBeUndefined();
    const list = expectData(res).listPatient;
    expect(list.count).toBe(3);
    expect(list.result.map((p: { name: string }) => p.name)).toEqual([
      `Alice ${tag}`,
      'Bob Plain',
      'Carl Plain',
    ]);
    // The manual lab input list shows the mobile number and e-mail too.
    expect(list.result[0]).toMatchObject({
      nric: '*****567D',
      existingClinicID: A.id,
      clinicName: A.name,
      phoneNo: '+65 9123 4567',
      email: 'alice@example.com',
    });
    // The avatar: a signed, expiring link to the stored picture; none without one.
    expect(list.result[0]?.photoUrl).toMatch(/^\/files\/patient\/alice\.png\?expires=\d+&sig=/);
    expect(list.result[1]?.photoUrl).toBeNull();
    const byNric = await nurse.request(LIST, { filter: search(aliceNric.slice(1, 8), A.id) });
    expect(byNric.data?.listPatient.result.map((p: { name: string }) => p.name)).toEqual([`Alice ${tag}`]);
  });

  test("all-centres mode lists every centre of the user's, with the centre's name, and no other", async ({
    t,
    given: { A, B },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A, B]);
    const res = await nurse.request(LIST, { filter: search(tag) });
    expect(res.errors).toBeUndefined();
    const names = expectData(res).listPatient.result.map((p) => [p.name, p.clinicName]);
    expect(names).toEqual([
      [`Alice ${tag}`, A.name],
      ['Bob Plain', A.name],
      ['Carl Plain', A.name],
      [`Eve ${tag}`, B.name],
    ]);
  });

  test('pages in SQL: 20 by default, the count over every page', async ({ t }) => {
    const D = await t.aCentre();
    const pageTag = unique('Pg').replace(/[^A-Za-z0-9]/g, '');
    await t.somePatients(
      D,
      Array.from({ length: 25 }, (_, i) => ({ name: `${pageTag} ${String(i).padStart(2, '0')}` })),
    );
    const nurse = await t.signedInAs('Nurse', [D]);
    const first = await nurse.request(LIST, { filter: search(pageTag, D.id) });
    expect(first.data?.listPatient.count).toBe(25);
    expect(first.data?.listPatient.result).toHaveLength(20);
    const second = await nurse.request(LIST, {
      filter: search(pageTag, D.id),
      pagination: { limit: 20, offset: 20 },
    });
    expect(second.data?.listPatient.result.map((p: { name: string }) => p.name)).toEqual(
      [20, 21, 22, 23, 24].map((i) => `${pageTag} ${i}`),
    );
    const tooMany = await nurse.request(LIST, { filter: search(pageTag, D.id), pagination: { limit: 101 } });
    expectRefused(tooMany, 'BAD_USER_INPUT');
  });

  test("counts up to 1,000 and says when more match; the pages stay in name order, whatever the text's fields", async ({
    t,
  }) => {
    const D = await t.aCentre();
    const many = unique('Cap').replace(/[^A-Za-z0-9]/g, '');
    await t.db.execute(sql`
      insert into patient (name, existing_clinic_id, referrer)
      select ${many} || ' ' || lpad(i::text, 4, '0'), ${D.id}, case when i % 500 = 0 then 'Dr Few' end
      from generate_series(1, ${COUNT_CAP + 5}) i`);
    const nurse = await t.signedInAs('Nurse', [D]);
    const broad = expectData(await nurse.request(LIST, { filter: search(many, D.id) })).listPatient;
    expect(broad).toMatchObject({ count: COUNT_CAP, countCapped: true });
    expect(broad.result.map((p) => p.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${many} ${String(i + 1).padStart(4, '0')}`),
    );
    const last = expectData(
      await nurse.request(LIST, { filter: search(many, D.id), pagination: { limit: 20, offset: 980 } }),
    ).listPatient;
    expect(last.result.map((p) => p.name).at(-1)).toBe(`${many} 1000`);
    // Under the cap the count is exact.
    const few = expectData(await nurse.request(LIST, { filter: search('Dr Few', D.id) })).listPatient;
    expect(few).toMatchObject({ count: 2, countCapped: false });
    // A broad text beside another condition: the count is the list's, not the text's alone.
    const one = expectData(
      await nurse.request(LIST, { filter: { ...search(many, D.id), name: { eq: `${many} 0007` } } }),
    ).listPatient;
    expect(one).toMatchObject({ count: 1, countCapped: false });
    expect(one.result.map((p) => p.name)).toEqual([`${many} 0007`]);
    // Name or NRIC (the lab input's list) and one field alone, broad and narrow, in the same order.
    const byName = (text: string, pagination?: { limit: number; offset: number }) =>
      nurse.request(LIST, {
        filter: {
          existingClinicID: { eq: D.id },
          or: [{ name: { contains: text } }, { nric: { contains: text } }],
        },
        pagination,
      });
    const nameBroad = expectData(await byName(many, { limit: 20, offset: 980 })).listPatient;
    expect(nameBroad).toMatchObject({ count: COUNT_CAP, countCapped: true });
    expect(nameBroad.result.map((p) => p.name).at(-1)).toBe(`${many} 1000`);
    const nameFew = expectData(await byName(`${many} 100`)).listPatient;
    expect(nameFew.result.map((p) => p.name)).toEqual(
      ['1000', '1001', '1002', '1003', '1004', '1005'].map((n) => `${many} ${n}`),
    );
    const referrer = expectData(
      await nurse.request(LIST, {
        filter: { existingClinicID: { eq: D.id }, referrer: { contains: 'few' } },
      }),
    ).listPatient;
    expect(referrer).toMatchObject({ count: 2, countCapped: false });
  });

  test('the search box matches each field case-insensitively, never across two fields, % and _ literally', async ({
    t,
  }) => {
    const D = await t.aCentre();
    const word = unique('Bx').replace(/[^A-Za-z0-9]/g, '');
    const nric = uniqueNric('111A');
    await t.somePatients(D, [
      { name: `Anne ${word}`, nric, referringSource: 'Tan Tock Seng Hospital' },
      { name: `Ben ${word}`, referrer: 'Dr 50%_off' },
    ]);
    const nurse = await t.signedInAs('Nurse', [D]);
    const names = async (text: string) =>
      expectData(await nurse.request(LIST, { filter: search(text, D.id) })).listPatient.result.map(
        (p) => p.name,
      );
    expect(await names(word.toUpperCase())).toEqual([`Anne ${word}`, `Ben ${word}`]);
    expect(await names('tOCK sENG')).toEqual([`Anne ${word}`]);
    expect(await names('50%_')).toEqual([`Ben ${word}`]);
    expect(await names('5_%')).toEqual([]);
    // The end of the name and the start of the NRIC are two fields: no match across them.
    expect(await names(`${word}${nric.slice(0, 2)}`)).toEqual([]);
    expect(await names(nric.slice(0, 2))).toContain(`Anne ${word}`);
    // Any other filter shape takes the per-field conditions, with the same answer.
    const general = await nurse.request(LIST, {
      filter: {
        existingClinicID: { eq: D.id },
        or: [...search('tock seng').or, { name: { contains: 'tock seng' } }],
      },
    });
    expect(expectData(general).listPatient.result.map((p) => p.name)).toEqual([`Anne ${word}`]);
  });

  test('refuses a centre outside the user’s list, also inside `or`, with no data', async ({
    t,
    given: { A, C },
  }) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(await nurse.request(LIST, { filter: search(tag, C.id) }), 'FORBIDDEN');
    expectRefused(
      await nurse.request(LIST, { filter: { or: [{ existingClinicID: { in: [A.id, C.id] } }] } }),
      'FORBIDDEN',
    );
  });

  test('refuses the unmasked flag and a caller without a session', async ({ t, given: { A } }) => {
    const director = await t.signedInAs('MedicalDirector');
    expectRefused(
      await director.request(LIST, { filter: search(tag, A.id), unmasked: true }),
      'FORBIDDEN',
      UNMASKED_REFUSED,
    );
    expectRefused(await t.anonymous().request(LIST, { filter: search(tag) }), 'UNAUTHENTICATED');
  });

  test('audits each search: who, role, centre and the patients answered', async ({ t, given: { A } }) => {
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(LIST, { filter: search(tag, A.id) });
    const ids = res.data?.listPatient.result.map((p: { id: number }) => p.id);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountID, doctor.staff.accountID), eq(auditLog.action, 'listPatient')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'Doctor', clinicID: A.id, entity: 'patient' });
    expect(rows[0]?.detail).toEqual({ patientIDs: ids, count: 3, countCapped: false });
  });
});
