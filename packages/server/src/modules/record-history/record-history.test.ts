import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, patient, recordHistory } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { TestApp } from '../../test/test-app.ts';

const HISTORY = graphql(`
  query RecordHistoryTest($filter: RecordHistoryFilter!, $pagination: Pagination) {
    listRecordHistory(filter: $filter, pagination: $pagination) {
      count
      sections
      people { accountID name }
      result {
        id at accountID byName role entity section entityID operation dialysisID
        changes { field label old new }
      }
    }
  }
`);
const UPDATE_PATIENT = graphql(`
  mutation RecordHistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id updatedOn } }
`);
const CREATE_ALLERGY = graphql(`
  mutation RecordHistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }
`);
const DELETE_ALLERGY = graphql(`
  mutation RecordHistoryDeleteAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }
`);

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, doctor, nurseB] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('Doctor', [A]),
    t.signedInAs('Nurse', [B]),
  ]);
  return { A, B, nurse, doctor, nurseB };
});

/** The rows of a raw statement (PGlite and node-postgres both answer them as `rows`). */
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

const historyCount = async (t: TestApp, patientID: number) =>
  (await t.db.select({ n: count() }).from(recordHistory).where(eq(recordHistory.patientID, patientID)))[0]?.n;

describe('the value history of a record (issue 28)', () => {
  test("an edit keeps each changed field's old and new value, who and when; the History view reads it newest first, in the forms' units, and the read is audited", async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const p = await t.aPatient(A, { weight: 65000, phoneNo: '6111 1111' });
    t.clock.advance(60_000);
    const saved = expectData(
      await nurse.request(UPDATE_PATIENT, {
        update: {
          id: p.id,
          patient: { weight: 63500, phoneNo: '6222 2222' },
          updatedOn: await t.version(patient, p.id),
        },
      }),
    ).updatePatient;

    const history = expectData(
      await doctor.request(HISTORY, { filter: { patientID: p.id } }),
    ).listRecordHistory;
    const [newest, created] = history.result;
    expect(history.count).toBe(2);
    expect(newest).toMatchObject({
      at: t.clock.now().toISOString(),
      accountID: nurse.staff.accountID,
      byName: nurse.staff.name,
      role: 'Nurse',
      entity: 'patient',
      section: 'Patient',
      entityID: String(p.id),
      operation: 'UPDATE',
    });
    expect(newest?.changes).toEqual([
      { field: 'weight', label: 'Weight', old: '65.0 kg', new: '63.5 kg' },
      { field: 'phone_no', label: 'Phone no', old: '6111 1111', new: '6222 2222' },
    ]);
    // The patient was registered outside a request (the test's builder): the system, every field new.
    expect(created).toMatchObject({ operation: 'CREATE', byName: 'System', role: 'system', accountID: null });
    expect(created?.changes.find((c) => c.field === 'name')).toEqual({
      field: 'name',
      label: 'Name',
      old: null,
      new: p.name,
    });
    // What the row stamps by itself is not a change of the record.
    expect(newest?.changes.map((c) => c.field)).not.toContain('updated_on');
    expect(history.sections).toEqual(['Patient']);
    expect(history.people).toEqual([{ accountID: nurse.staff.accountID, name: nurse.staff.name }]);

    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listRecordHistory'), eq(auditLog.entityID, String(p.id))));
    expect(reads.map((r) => [r.accountID, r.clinicID])).toEqual([[doctor.staff.accountID, A.id]]);

    // A save on the old version is refused and leaves no history.
    const before = await historyCount(t, p.id);
    expectRefused(
      await nurse.request(UPDATE_PATIENT, {
        update: { id: p.id, patient: { weight: 70000 }, updatedOn: p.updatedOn.toISOString() },
      }),
      'VERSION_CONFLICT',
    );
    expect(await historyCount(t, p.id)).toBe(before);
    expect(saved.id).toBe(p.id);
  });

  test('a delete is kept as a delete; sections and people narrow the view', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const p = await t.aPatient(A);
    const allergy = expectData(
      await nurse.request(CREATE_ALLERGY, { create: { patientID: p.id, name: 'Latex' } }),
    ).createAllergy;
    t.clock.advance(1000);
    expectData(await doctor.request(DELETE_ALLERGY, { update: { id: allergy.id, deleted: 1 } }));

    const allergies = expectData(
      await nurse.request(HISTORY, { filter: { patientID: p.id, section: 'Allergy' } }),
    ).listRecordHistory;
    expect(allergies.result.map((c) => [c.operation, c.byName])).toEqual([
      ['DELETE', doctor.staff.name],
      ['CREATE', nurse.staff.name],
    ]);
    expect(allergies.result[1]?.changes).toContainEqual({
      field: 'name',
      label: 'Name',
      old: null,
      new: 'Latex',
    });
    expect(allergies.sections).toEqual(['Patient', 'Allergy']);

    const byDoctor = expectData(
      await nurse.request(HISTORY, { filter: { patientID: p.id, accountID: doctor.staff.accountID } }),
    ).listRecordHistory;
    expect(byDoctor.result.map((c) => c.operation)).toEqual(['DELETE']);
    const paged = expectData(
      await nurse.request(HISTORY, { filter: { patientID: p.id }, pagination: { limit: 1, offset: 1 } }),
    ).listRecordHistory;
    expect([paged.count, paged.result.map((c) => c.operation)]).toEqual([3, ['CREATE']]);
  });

  test("another centre's user is refused as for an unknown patient; an unknown section and a page too large are refused", async ({
    t,
    given: { A, nurse, nurseB },
  }) => {
    const p = await t.aPatient(A);
    expectRefused(
      await nurseB.request(HISTORY, { filter: { patientID: p.id } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurse.request(HISTORY, { filter: { patientID: 999_999 } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectFieldError(
      await nurse.request(HISTORY, { filter: { patientID: p.id, section: 'Password' } }),
      'section',
      'Unknown section.',
    );
    expectRefused(
      await nurse.request(HISTORY, { filter: { patientID: p.id }, pagination: { limit: 101 } }),
      'BAD_USER_INPUT',
    );
  });

  test('every table of a record carries the history triggers, and secrets are never copied into the history', async ({
    t,
  }) => {
    const triggers = await t.db.execute(sql`
      select c.relname as "table", count(*)::int as n
      from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where not g.tgisinternal and g.tgname like 'record_history_%'
      group by c.relname order by c.relname`);
    const attached = Object.fromEntries(
      rowsOf<{ table: string; n: number }>(triggers).map((r) => [r.table, r.n]),
    );
    // Every table the app keeps, but what is not a record: sessions and sign-in bookkeeping, the first answers kept
    // for repeated writes, the audit and the history themselves, outgoing mail, files' bytes and uploads' places
    // in the quota, derived results (adequacy, the quality summary) and the accounting connection.
    const NOT_RECORDS = [
      '__drizzle_migrations',
      'audit_log',
      'calculated_lab_result',
      'idempotency_key',
      'login_session',
      'mail_outbox',
      'password_reset_code',
      'qb_access',
      'qb_customer',
      'qb_oauth_state',
      'quality_month',
      'quality_refresh',
      'record_history',
      'sign_in_failure',
      'sign_in_lock',
      'stored_file',
      'upload_reservation',
    ];
    const tables = await t.db.execute(sql`
      select tablename as "table" from pg_tables where schemaname = 'public' order by tablename`);
    const expected = rowsOf<{ table: string }>(tables)
      .map((r) => r.table)
      .filter((name) => !NOT_RECORDS.includes(name));
    expect(Object.keys(attached).sort()).toEqual(expected.sort());
    expect(new Set(Object.values(attached))).toEqual(new Set([3]));

    // A password and a centre's accounting secret change: the history says nothing of either value.
    const centre = await t.aCentre();
    await t.db.execute(
      sql`update clinic set qb_client_secret = 'new-secret', phone_no = '6999 0000' where id = ${centre.id}`,
    );
    const [kept] = await t.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entity, 'clinic'), eq(recordHistory.entityID, String(centre.id))))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(kept?.new).toEqual({ phone_no: '6999 0000' });
    const created = await t.db.select().from(recordHistory).where(eq(recordHistory.entity, 'login_account'));
    expect(created.length).toBeGreaterThan(0);
    for (const row of created) {
      expect(Object.keys(row.new ?? {})).not.toContain('password_hash');
      expect(Object.keys(row.old ?? {})).not.toContain('password_hash');
    }
  });
});
