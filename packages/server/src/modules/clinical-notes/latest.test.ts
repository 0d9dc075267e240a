import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, hospitalSummary } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import type { ListLatestClinicalNoteQueryVariables } from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';

const LATEST = graphql(`
  query ListLatestClinicalNote(
    $groupBy: LatestClinicalNoteGroupBy!
    $filter: LatestClinicalNoteFilter!
    $pagination: Pagination
  ) {
    listLatestClinicalNote(groupBy: $groupBy, filter: $filter, pagination: $pagination) {
      count
      result {
        id patientID patientName patientNric existingClinicID clinicID clinicName staffAccountID staffName
        admitTimestamp type observation assessment plan notes createdOn
      }
    }
  }
`);

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, doctor, nurseB] = await Promise.all([t.asNurse([A]), t.asDoctor([A, B]), t.asNurse([B])]);
  return { A, B, nurse, doctor, nurseB };
});

type NoteOver = Partial<typeof hospitalSummary.$inferInsert>;

/** Notes written straight into the table, so dates, types and deletions are the test's to choose. */
function notesOf(t: { db: import('../../db/client.ts').Db }) {
  return async (rows: (NoteOver & { patientID: number; at: string })[]) => {
    const inserted = await t.db
      .insert(hospitalSummary)
      .values(
        rows.map(({ at, ...row }) => ({ type: 'CLINIC' as const, admitTimestamp: new Date(at), ...row })),
      )
      .returning({ id: hospitalSummary.id });
    return inserted.map((r) => r.id);
  };
}

const byAuthor = (
  client: StaffClient,
  accountID: string,
  over: Partial<ListLatestClinicalNoteQueryVariables> = {},
) => client.request(LATEST, { groupBy: 'author', filter: { staffAccountID: { eq: accountID } }, ...over });
const byCentre = (
  client: StaffClient,
  clinicID: number,
  over: Partial<ListLatestClinicalNoteQueryVariables> = {},
) => client.request(LATEST, { groupBy: 'clinicID', filter: { clinicID: { eq: clinicID } }, ...over });

describe('listLatestClinicalNote by author', () => {
  test('one card per patient: the newest live CLINIC or EVENT note of the author, newest first', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const me = doctor.staff.accountID;
    const other = nurse.staff.accountID;
    const [p1, p2, p3, p4] = await t.somePatients(A, [{}, {}, {}, {}]);
    if (!p1 || !p2 || !p3 || !p4) throw new Error('patients');
    const ids = await notesOf(t)([
      // p1: three notes of mine; the newest is a deleted one, so the one before it is the latest.
      { patientID: p1.id, clinicID: A.id, staffAccountID: me, at: '2030-01-01T01:00:00Z', plan: 'old' },
      {
        patientID: p1.id,
        clinicID: A.id,
        staffAccountID: me,
        at: '2030-01-03T01:00:00Z',
        type: 'EVENT',
        plan: 'p1 latest',
      },
      {
        patientID: p1.id,
        clinicID: A.id,
        staffAccountID: me,
        at: '2030-01-05T01:00:00Z',
        deleted: 1,
        plan: 'gone',
      },
      // p1: a newer note by someone else does not make mine less the latest of mine.
      { patientID: p1.id, clinicID: A.id, staffAccountID: other, at: '2030-01-09T01:00:00Z' },
      // p2: a hospital entry is newer than my note, and is not a clinical note.
      { patientID: p2.id, clinicID: A.id, staffAccountID: me, at: '2030-01-02T01:00:00Z', plan: 'p2 latest' },
      { patientID: p2.id, clinicID: A.id, staffAccountID: me, at: '2030-01-08T01:00:00Z', type: 'HOSPITAL' },
      // p3: two notes at the same time: the later written one.
      { patientID: p3.id, clinicID: A.id, staffAccountID: me, at: '2030-01-04T01:00:00Z', plan: 'p3 first' },
      { patientID: p3.id, clinicID: A.id, staffAccountID: me, at: '2030-01-04T01:00:00Z', plan: 'p3 latest' },
      // p4: only a hospital entry of mine and a note of someone else: no card.
      { patientID: p4.id, clinicID: A.id, staffAccountID: me, at: '2030-01-06T01:00:00Z', type: 'HOSPITAL' },
      { patientID: p4.id, clinicID: A.id, staffAccountID: other, at: '2030-01-06T01:00:00Z' },
    ]);
    const res = expectData(await byAuthor(nurse, me)).listLatestClinicalNote;
    expect(res.count).toBe(3);
    expect(res.result.map((r) => [r.patientID, r.plan])).toEqual([
      [p3.id, 'p3 latest'],
      [p1.id, 'p1 latest'],
      [p2.id, 'p2 latest'],
    ]);
    expect(res.result[1]).toMatchObject({
      id: ids[1],
      patientName: p1.name,
      existingClinicID: A.id,
      clinicID: A.id,
      clinicName: A.name,
      staffAccountID: me,
      staffName: doctor.staff.name,
      type: 'EVENT',
      admitTimestamp: '2030-01-03T01:00:00.000Z',
    });
    expect(res.result[1]?.patientNric).toMatch(/^\*+.{4}$/);
  });

  test('pages in SQL with the count of all cards, 100 per page unless told; a page past the end keeps the count', async ({
    t,
    given: { A, nurse },
  }) => {
    const author = (await t.asDoctor([A])).staff.accountID;
    const patients = await t.somePatients(
      A,
      Array.from({ length: 5 }, () => ({})),
    );
    await notesOf(t)(
      patients.flatMap((p, i) => [
        { patientID: p.id, clinicID: A.id, staffAccountID: author, at: `2030-02-0${i + 1}T01:00:00Z` },
        { patientID: p.id, clinicID: A.id, staffAccountID: author, at: `2029-02-0${i + 1}T01:00:00Z` },
      ]),
    );
    const first = expectData(await byAuthor(nurse, author)).listLatestClinicalNote;
    expect(first.count).toBe(5);
    expect(first.result.map((r) => r.patientID)).toEqual(patients.map((p) => p.id).reverse());
    const page = expectData(
      await byAuthor(nurse, author, { pagination: { limit: 2, offset: 2 } }),
    ).listLatestClinicalNote;
    expect(page.count).toBe(5);
    expect(page.result.map((r) => r.patientID)).toEqual([patients[2]?.id, patients[1]?.id]);
    const past = expectData(
      await byAuthor(nurse, author, { pagination: { limit: 2, offset: 10 } }),
    ).listLatestClinicalNote;
    expect(past).toEqual({ count: 5, result: [] });
    expectRefused(await byAuthor(nurse, author, { pagination: { limit: 501 } }), 'BAD_USER_INPUT');
    expectRefused(
      await byAuthor(nurse, author, { pagination: { orderby: [{ field: 'patientID', direction: 'ASC' }] } }),
      'BAD_USER_INPUT',
    );
  });

  test('searches the patient name or NRIC', async ({ t, given: { A, nurse } }) => {
    const author = (await t.asDoctor([A])).staff.accountID;
    const tag = unique('Tan');
    const [named, other] = await t.somePatients(A, [{ name: `${tag} Ah Kow` }, {}]);
    if (!named || !other) throw new Error('patients');
    await notesOf(t)([
      { patientID: named.id, clinicID: A.id, staffAccountID: author, at: '2030-01-01T00:00:00Z' },
      { patientID: other.id, clinicID: A.id, staffAccountID: author, at: '2030-01-01T00:00:00Z' },
    ]);
    const search = (text: string) =>
      byAuthor(nurse, author, {
        filter: {
          staffAccountID: { eq: author },
          or: [{ patientName: { contains: text } }, { patientNric: { contains: text } }],
        },
      });
    const byName = expectData(await search(tag.toLowerCase())).listLatestClinicalNote;
    expect(byName.result.map((r) => r.patientID)).toEqual([named.id]);
    const byNric = expectData(await search(other.nric?.slice(1, 6) ?? '')).listLatestClinicalNote;
    expect(byNric.result.map((r) => r.patientID)).toEqual([other.id]);
    // Only the name and NRIC may be searched; the author cannot be widened through the search.
    expectRefused(
      await byAuthor(nurse, author, {
        filter: { staffAccountID: { eq: author }, or: [{ staffAccountID: { ne: author } }] },
      }),
      'BAD_USER_INPUT',
    );
  });

  test("never lists another centre's patients, and needs an author", async ({
    t,
    given: { A, B, nurse },
  }) => {
    const doctor = await t.asDoctor([A, B]);
    const me = doctor.staff.accountID;
    const [mine] = await t.somePatients(A, [{}]);
    const [theirs] = await t.somePatients(B, [{}]);
    if (!mine || !theirs) throw new Error('patients');
    await notesOf(t)([
      { patientID: mine.id, clinicID: A.id, staffAccountID: me, at: '2030-01-01T00:00:00Z' },
      { patientID: theirs.id, clinicID: B.id, staffAccountID: me, at: '2030-01-02T00:00:00Z' },
      // A note written at A about B's patient: still B's patient, still out of a Jurong-only nurse's sight.
      { patientID: theirs.id, clinicID: A.id, staffAccountID: me, at: '2030-01-03T00:00:00Z' },
    ]);
    const seen = expectData(await byAuthor(nurse, me)).listLatestClinicalNote;
    expect(seen.result.map((r) => r.patientID)).toEqual([mine.id]);
    expect(seen.count).toBe(1);
    // The doctor works in both centres and sees both patients.
    const both = expectData(await byAuthor(doctor, me)).listLatestClinicalNote;
    expect(both.result.map((r) => r.patientID)).toEqual([theirs.id, mine.id]);
    expectRefused(await nurse.request(LATEST, { groupBy: 'author', filter: {} }), 'BAD_USER_INPUT');
    expectRefused(await byAuthor(nurse, 'not-a-uuid'), 'BAD_USER_INPUT');
  });
});

describe('listLatestClinicalNote by centre', () => {
  test("the newest note written in the centre per patient; another centre's notes never listed", async ({
    t,
  }) => {
    // Centres of this test only, so the centre's list holds only its notes.
    const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
    const [nurse, doctor, nurseB] = await Promise.all([t.asNurse([A]), t.asDoctor([A, B]), t.asNurse([B])]);
    const me = doctor.staff.accountID;
    const [p1, p2] = await t.somePatients(A, [{}, {}]);
    if (!p1 || !p2) throw new Error('patients');
    await notesOf(t)([
      { patientID: p1.id, clinicID: A.id, staffAccountID: me, at: '2030-03-01T00:00:00Z', plan: 'p1 at A' },
      // Written at B (the doctor works there too): not one of A's notes.
      { patientID: p1.id, clinicID: B.id, staffAccountID: me, at: '2030-03-05T00:00:00Z', plan: 'p1 at B' },
      { patientID: p2.id, clinicID: A.id, staffAccountID: me, at: '2030-03-02T00:00:00Z', type: 'EVENT' },
      { patientID: p2.id, clinicID: A.id, staffAccountID: me, at: '2030-03-04T00:00:00Z', type: 'HOSPITAL' },
    ]);
    const res = expectData(await byCentre(nurse, A.id)).listLatestClinicalNote;
    expect(res.result.map((r) => [r.patientID, r.type])).toEqual([
      [p2.id, 'EVENT'],
      [p1.id, 'CLINIC'],
    ]);
    expect(res.result[1]?.plan).toBe('p1 at A');
    expect(res.count).toBe(2);
    expectRefused(await byCentre(nurse, B.id), 'FORBIDDEN');
    expectRefused(await byCentre(nurseB, A.id), 'FORBIDDEN');
    // The refusal is audited once the operation has ended (auditRefusals in audit.ts).
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(auditLog)
              .where(and(eq(auditLog.accountID, nurseB.staff.accountID), eq(auditLog.clinicID, A.id)))
          ).length,
      )
      .toBeGreaterThan(0);
  });

  test('is audited as a read of patient data, with the patients listed', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const [p] = await t.somePatients(A, [{}]);
    if (!p) throw new Error('patient');
    await notesOf(t)([
      { patientID: p.id, clinicID: A.id, staffAccountID: doctor.staff.accountID, at: '2030-04-01T00:00:00Z' },
    ]);
    expectData(
      await byCentre(nurse, A.id, { filter: { clinicID: { eq: A.id }, patientName: { contains: p.name } } }),
    );
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'listLatestClinicalNote'), eq(auditLog.accountID, nurse.staff.accountID)),
      );
    expect(rows.at(-1)).toMatchObject({
      clinicID: A.id,
      role: 'Nurse',
      entity: 'patient',
      detail: { groupBy: 'clinicID', patientIDs: [p.id], count: 1 },
    });
  });
});
