import type { Group } from '@dialysis/domain';
import { and, asc, eq, gt, max, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, recordHistory } from '../../db/schema.ts';
import { asOwner } from '../../test/database.ts';
import type { GqlResponse } from '../../test/graphql.ts';
import { PASSWORD, type StaffClient, type TestApp } from '../../test/test-app.ts';
import { unique, uniqueEmail } from '../../test/unique.ts';
import { createStaffAccount } from '../identity/accounts.ts';

/**
 * The shape of the per-record history tests (issue 28 item 1): one `RecordCase` per kind of record says how a
 * user creates it and changes it through the API and which history rows each of those writes adds, with the
 * fields as stored (column names, grams, millilitres). Two files run every case: the history of each write
 * (history-of-every-record.test.ts) and a write refused after its change (refused-write-leaves-nothing.test.ts).
 */

/** Field values as the history keeps them: column names, stored units. */
export type Fields = Record<string, unknown>;

/** A history row a write adds. */
export interface Written {
  /** The table written: the record's own unless told (an incident's response, a staff member's login). */
  entity?: string;
  operation: 'create' | 'update' | 'delete';
  /** A create: some of the fields it set (the history keeps all). An update or delete: exactly what changed. */
  new: Fields;
  old?: Fields;
}

/** In an expected field: the instant of the write (the test clock's time when it was sent). */
export const WRITTEN_AT = '(the time of the write)';

/** What a mutation answered: its errors, and for a create the new record's key. */
export interface Sent {
  errors: GqlResponse['errors'];
  id?: string;
}

export const sent = <D>(res: GqlResponse<D>, idOf?: (data: D) => string | number): Sent => ({
  errors: res.errors,
  id: res.data && idOf ? String(idOf(res.data)) : undefined,
});

/** One write through the API, sent as `as` (on the record `id` once created), and the history rows it adds. */
export interface Write {
  send(as: StaffClient, id: string): Promise<Sent>;
  writes: Written[];
}

/** A write on the record once created: an edit of a real field, a delete... */
export interface Change extends Write {
  /** As people name it: 'edit', 'delete', 'check-out'. */
  what: string;
}

export interface Scenario {
  create: Write;
  /** The edits and the delete, in order, when the record has them. */
  changes: Change[];
  /** The patient every history row names ('self' for the patient), or null for a record of no patient. */
  patientID: number | 'self' | null;
  /** The stored rows of this scenario's records: compared before and after a refused write. */
  stored(): Promise<unknown[]>;
}

export interface RecordCase {
  /** As people name it. */
  record: string;
  /** Its table. */
  entity: string;
  /** The login type that writes it. */
  by: Group;
  /** Writes as a user of every centre (adding a centre takes one); else of the scenario's centre. */
  everyCentre?: boolean;
  /** Makes what the record needs (with the builders) and answers how it is written. */
  scenario(t: TestApp, centre: { id: number }, as: StaffClient): Promise<Scenario>;
}

/** Never copied into the history (migration 0019): password hashes, a centre's secret, an invoice's key. */
const NEVER_COPIED = ['password_hash', 'qb_client_secret', 'request_id'];

type HistoryRow = typeof recordHistory.$inferSelect;

const lastHistoryID = async (t: TestApp) =>
  (await t.db.select({ id: max(recordHistory.id) }).from(recordHistory))[0]?.id ?? 0;

/** An instant as jsonb writes it (in the connection's time zone) -> ISO in UTC, as tests write it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)$/;
export const instantsInUtc = (fields: Fields | null) =>
  fields &&
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      typeof v === 'string' && INSTANT.test(v) ? new Date(v).toISOString() : v,
    ]),
  );

/**
 * Sends a write as `as` a minute after the last one and checks every history row it added about the record or
 * by that user: exactly the rows expected, each by that user and login type, at the clock's time (as its audit
 * row), naming the record and its patient, with the fields expected and no secret. Answers the record's key.
 */
export async function expectHistoryOf(
  t: TestApp,
  c: RecordCase,
  s: Scenario,
  as: StaffClient,
  write: Write,
  id = '',
): Promise<string> {
  const step = `${c.record}, ${'what' in write ? write.what : 'create'}`;
  t.clock.advance(60_000);
  const since = await lastHistoryID(t);
  const res = await write.send(as, id);
  expect(res.errors, `${step}: the write is stored`).toBeUndefined();
  const key = id || res.id;
  if (!key) throw new Error(`${step}: the create answered no key`);
  const rows = await t.db
    .select()
    .from(recordHistory)
    .where(
      and(
        gt(recordHistory.id, since),
        or(
          eq(recordHistory.accountID, as.staff.accountID),
          and(eq(recordHistory.entity, c.entity), eq(recordHistory.entityID, key)),
        ),
      ),
    )
    .orderBy(asc(recordHistory.id));
  expect(
    rows.map((row) => [row.entity, row.operation]),
    `${step}: the tables and operations written`,
  ).toEqual(write.writes.map((w) => [w.entity ?? c.entity, w.operation]));
  const audits = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.accountID, as.staff.accountID), eq(auditLog.at, t.clock.now())));
  expect(audits, `${step}: audited as well`).not.toEqual([]);
  const patientID = s.patientID === 'self' ? Number(key) : s.patientID;
  rows.forEach((row, i) => {
    expectRow(row, write.writes[i] as Written, {
      accountID: as.staff.accountID,
      role: as.staff.group,
      at: t.clock.now(),
      patientID,
      ...(row.entity === c.entity ? { entityID: key } : {}),
    });
  });
  return key;
}

function expectRow(row: HistoryRow, written: Written, who: Partial<HistoryRow> & { at: Date }) {
  expect(row).toMatchObject(who);
  const at = (fields: Fields | undefined) =>
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v === WRITTEN_AT ? who.at.toISOString() : v]),
    );
  if (written.operation === 'create') {
    expect(row.old).toBeNull();
    expect(instantsInUtc(row.new)).toMatchObject(at(written.new) as Fields);
  } else {
    expect({ old: instantsInUtc(row.old), new: instantsInUtc(row.new) }).toEqual({
      old: at(written.old),
      new: at(written.new),
    });
  }
  const copied = Object.keys({ ...row.old, ...row.new });
  expect(copied.filter((column) => NEVER_COPIED.includes(column))).toEqual([]);
}

const REFUSED_WRITER = 'Refused writer';

/**
 * A user whose write fails after it changed a record: their audit row is refused once the history holds a row
 * of theirs, that is after the record was written (the history is the change's own trigger) and before the
 * transaction commits (withWrite audits inside it). As if the server died between the change and its audit.
 */
export async function refuseAuditsAfterAChange(t: TestApp) {
  // Only the owner may add a trigger (the app's role owns nothing).
  await asOwner(t.database, async ({ db }) => {
    await db.execute(
      sql.raw(`create or replace function refuse_audit_after_a_change() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from staff s where s.account_id = new.account_id and s.name like '${REFUSED_WRITER}-%') then
          if exists (select 1 from record_history h where h.account_id = new.account_id) then
            raise exception 'audit insert failed after the change of a record';
          end if;
        end if;
        return new;
      end $$`),
    );
    await db.execute(sql.raw('drop trigger if exists refuse_audit_after_a_change on audit_log'));
    await db.execute(
      sql.raw(`create trigger refuse_audit_after_a_change before insert on audit_log
        for each row execute function refuse_audit_after_a_change()`),
    );
  });
}

/** A signed-in user of that login type and those centres whose writes are refused after their change. */
export async function aRefusedWriter(t: TestApp, group: Group, clinicIDs: number[]): Promise<StaffClient> {
  const account = { email: uniqueEmail('refused'), password: PASSWORD, name: unique(REFUSED_WRITER), group };
  const accountID = await createStaffAccount(t.db, { ...account, clinicIDs, temporary: false });
  return t.signedIn({ ...account, accountID, clinicIDs });
}

/** The history and audit rows a user wrote. */
export const historyBy = (t: TestApp, client: StaffClient) =>
  t.db.select().from(recordHistory).where(eq(recordHistory.accountID, client.staff.accountID));
export const auditsBy = (t: TestApp, client: StaffClient) =>
  t.db.select().from(auditLog).where(eq(auditLog.accountID, client.staff.accountID));
