import type { Group } from '@dialysis/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../access/viewer.ts';
import { viewerDb } from '../context.ts';
import { makeBuilders } from '../test/builders.ts';
import { openPrivateTestDatabase, sqlRows } from '../test/database.ts';
import { type Database, openDatabase, type ReadDb, scopedDb } from './client.ts';
import { allergy, auditLog, dialysis, incidentReport, medication, patient } from './schema.ts';
import { ALL_CENTRES } from './scope.ts';

/**
 * Issue 29 item 1: centre scoping by construction (docs/decisions/centre-scoping.md). A service that forgets
 * every scoping helper still reads nothing of a centre its user may not see: these tests read each table that
 * carries a centre or a patient with no condition at all, through the handle a request of a user of centre A
 * gets (buildContext's viewerDb), and find nothing of centre B. On both engines, as the application's role
 * (neither a superuser nor the tables' owner: row-level security binds only such a role).
 */

// Tables that name a centre or a patient but are deliberately not scoped, and why.
const NOT_SCOPED: Record<string, string> = {
  clinic: 'the centres themselves: the session statement reads every live centre to work out the scope',
  staff: "a user's own centres (clinic_ids): read at sign-in, before any scope exists",
  certification:
    "a staff member's: seen through the staff member's centres (staff/scope.ts), like staff itself",
  quality_month:
    'counts per centre and month, no patient: the Quality page shows the network figure beside the centres the ' +
    'user sees (docs/decisions/quality-indicators.md); who misses an indicator is read live, scoped',
};

// Columns through which a row belongs to a centre: the centre itself, or one of its patients, machines,
// sessions or incident reports.
const CENTRE_COLUMNS = ['clinic_id', 'existing_clinic_id'];
const LINK_COLUMNS: Record<string, 'patients' | 'machines' | 'sessions' | 'incidents'> = {
  patient_id: 'patients',
  machine_id: 'machines',
  dialysis_id: 'sessions',
  incident_report_id: 'incidents',
};

let owner: Database;
let app: Database;
let closeApp: () => Promise<void> = async () => undefined;
let A: number;
let B: number;
const ofB = {
  patients: new Set<number>(),
  machines: new Set<number>(),
  sessions: new Set<number>(),
  incidents: new Set<number>(),
};

const viewerOf = (group: Group, clinicIDs: number[]): Viewer => ({
  accountID: '00000000-0000-4000-8000-000000000001',
  name: 'Scope Tester',
  email: 'scope.tester@example.com',
  group,
  clinicIDs,
  sessionHash: 'none',
  liveCentres: [
    { id: A, status: 'ACTIVE' },
    { id: B, status: 'ACTIVE' },
  ],
});

/**
 * The database as the application's role sees it. Where the suite connects as a superuser (or the owner), a role
 * like the app's is made for this file: NOLOGIN on the embedded database (its one connection switches to it),
 * a login on the server (a pool of its own); granted what the app may do on the tables, owning none.
 */
async function asApplicationRole(database: Database): Promise<{ app: Database; close(): Promise<void> }> {
  const [me] = await sqlRows<{ bypass: boolean }>(
    database.db,
    sql`select rolsuper or rolbypassrls or exists (
          select 1 from pg_tables where schemaname = 'public' and tableowner = current_user) as bypass
        from pg_roles where rolname = current_user`,
  );
  if (!me?.bypass) return { app: database, close: async () => undefined };
  const role = 'centre_scope_probe';
  await database.db.execute(
    sql.raw(`do $$ begin
      create role ${role} ${database.pglite ? 'nologin' : 'login'};
    exception when duplicate_object then null; end $$`),
  );
  await database.db.execute(
    sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`),
  );
  await database.db.execute(sql.raw(`grant usage, select on all sequences in schema public to ${role}`));
  if (database.pglite) {
    await database.pglite.exec(`set role ${role}`);
    return { app: database, close: async () => void (await database.pglite?.exec('reset role')) };
  }
  const url = new URL(process.env.DATABASE_URL ?? '');
  const [{ name } = { name: '' }] = await sqlRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  url.username = role;
  url.password = '';
  url.pathname = `/${name}`;
  const own = await openDatabase({ databaseUrl: url.toString() });
  return { app: own, close: () => own.close() };
}

beforeAll(async () => {
  owner = await openPrivateTestDatabase();
  const build = makeBuilders(scopedDb(owner.db, ALL_CENTRES));
  for (const [name, centre] of [
    ['A', undefined],
    ['B', ofB],
  ] as const) {
    const c = await build.aCentre();
    if (name === 'A') A = c.id;
    else B = c.id;
    const m = await build.aMachine(c);
    await build.aSeat(c, { machineID: m.id });
    await build.aMachineStatus(m);
    const { patient: p, dialysis: d } = await build.aBookedPatient(c, '2030-03-11', { session: 'started' });
    if (!d) throw new Error('no session');
    await build.anInterval(d, { timestamp: new Date('2030-03-11T02:00:00Z') });
    await build.aDialysisOrder(p);
    const all = scopedDb(owner.db, ALL_CENTRES);
    const someone = viewerOf('Nurse', []).accountID;
    await all.insert(medication).values({ patientID: p.id, medication: 'Heparin', dose: '1000 U' });
    await all.insert(allergy).values({ patientID: p.id, name: 'Latex', knownDate: new Date() });
    const [report] = await all
      .insert(incidentReport)
      .values({
        clinicID: c.id,
        patientID: p.id,
        location: 'Bay 1',
        datetimeOccurred: new Date(),
        eventCategory: 'PatientEvent',
        eventType: 'Fall',
        description: 'A fall',
        reportedBy: someone,
        createdBy: someone,
      })
      .returning({ id: incidentReport.id });
    await all
      .insert(auditLog)
      .values({ action: 'patient.read', clinicID: c.id, entity: 'patient', entityID: String(p.id) });
    if (centre) {
      centre.patients.add(p.id);
      centre.machines.add(m.id);
      centre.sessions.add(d.id);
      if (report) centre.incidents.add(report.id);
    }
  }
  ({ app, close: closeApp } = await asApplicationRole(owner));
});

afterAll(async () => {
  await closeApp();
  await owner?.close();
});

/** Every table of the schema with a column that ties a row to a centre, with those columns. */
async function centreTables(): Promise<Map<string, string[]>> {
  const rows = await sqlRows<{ table: string; column: string }>(
    owner.db,
    sql`select c.table_name as table, c.column_name as column from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.column_name in ('clinic_id', 'existing_clinic_id', 'clinic_ids', 'patient_id', 'machine_id',
                                 'dialysis_id', 'incident_report_id')
               or (c.table_name = 'qb_access' and c.column_name = 'id'))`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The rows of `table` that belong to centre B, among those given. */
function rowsOfB(table: string, rows: Record<string, unknown>[]) {
  return rows.filter((row) => {
    for (const column of CENTRE_COLUMNS) if (row[column] === B) return true;
    if (table === 'qb_access' && row.id === B) return true;
    for (const [column, set] of Object.entries(LINK_COLUMNS)) {
      if (typeof row[column] === 'number' && ofB[set].has(row[column] as number)) return true;
    }
    return false;
  });
}

describe('centre scoping by construction (row-level security)', () => {
  it('scopes every table that carries a centre or a patient, or says why not', async () => {
    const scoped = await sqlRows<{ table: string }>(
      owner.db,
      sql`select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
            and exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
    );
    const withPolicy = new Set(scoped.map((r) => r.table));
    const unscoped = [...(await centreTables()).keys()].filter((t) => !withPolicy.has(t) && !NOT_SCOPED[t]);
    expect(unscoped).toEqual([]);
  });

  it("reads nothing of centre B with no condition at all, as a user of centre A's request", async () => {
    const asA = viewerDb(app.db, viewerOf('Nurse', [A]));
    const tables = [...(await centreTables()).keys()].filter((t) => !NOT_SCOPED[t]);
    const everyCentre = scopedDb(owner.db, ALL_CENTRES);
    const tablesWithB: string[] = [];
    for (const table of tables) {
      const all = await sqlRows<Record<string, unknown>>(
        everyCentre,
        sql`select * from ${sql.identifier(table)}`,
      );
      const seen = await sqlRows<Record<string, unknown>>(asA, sql`select * from ${sql.identifier(table)}`);
      if (rowsOfB(table, all).length > 0) tablesWithB.push(table);
      expect({ table, rowsOfB: rowsOfB(table, seen) }).toEqual({ table, rowsOfB: [] });
    }
    // The fixture put centre B's rows in these tables, and the owner sees them: the emptiness above is the scope's.
    expect(tablesWithB.sort()).toEqual(
      expect.arrayContaining([
        'allergy',
        'appointment',
        'audit_log',
        'dialysis',
        'dialysis_interval',
        'dialysis_order',
        'incident_report',
        'machine',
        'machine_status',
        'medication',
        'patient',
        'record_history',
        'seat',
      ]),
    );

    // The query builder without any helper: the user of A gets A's patient and session, none of B's.
    const patients = await asA.select({ id: patient.id, clinicID: patient.existingClinicID }).from(patient);
    expect(patients.map((p) => p.clinicID)).toEqual([A]);
    const sessions = await asA.select({ clinicID: dialysis.clinicID }).from(dialysis);
    expect(sessions.map((s) => s.clinicID)).toEqual([A]);
    const medications = await asA.select({ patientID: medication.patientID }).from(medication);
    expect(medications.filter((m) => ofB.patients.has(m.patientID))).toEqual([]);
    expect(medications).toHaveLength(1);
  });

  it("cannot change or delete centre B's rows either", async () => {
    const asA = viewerDb(app.db, viewerOf('Nurse', [A]));
    const [bSession] = [...ofB.sessions];
    const updated = await sqlRows<{ id: number }>(
      asA,
      sql`update dialysis set deleted = 1 where id = ${bSession} returning id`,
    );
    expect(updated).toEqual([]);
    const deleted = await sqlRows<{ id: number }>(
      asA,
      sql`delete from dialysis_interval where dialysis_id = ${bSession} returning id`,
    );
    expect(deleted).toEqual([]);
    const [still] = await sqlRows<{ n: number }>(
      scopedDb(owner.db, ALL_CENTRES),
      sql`select count(*)::int as n from dialysis_interval where dialysis_id = ${bSession}`,
    );
    expect(still?.n).toBe(1);
  });

  it('sees every centre only when asked for by name (ALL_CENTRES), and none without a scope', async () => {
    const count = async (db: ReadDb) =>
      (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from patient`))[0]?.n;
    expect(await count(app.db)).toBe(0);
    expect(await count(scopedDb(app.db, ALL_CENTRES))).toBe(2);
    // A manager (every centre) and a user of both centres see both; a user of no visible centre sees none.
    expect(await count(viewerDb(app.db, viewerOf('ManagingNurse', [])))).toBe(2);
    expect(await count(viewerDb(app.db, viewerOf('Nurse', [A, B])))).toBe(2);
    expect(await count(viewerDb(app.db, viewerOf('Nurse', [999_999])))).toBe(0);
  });

  it('keeps each scope on its own statements when requests of two centres interleave', async () => {
    const asA = viewerDb(app.db, viewerOf('Nurse', [A]));
    const asB = viewerDb(app.db, viewerOf('Nurse', [B]));
    const reads = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? asB : asA).select({ clinicID: patient.existingClinicID }).from(patient),
    );
    const answers = await Promise.all(reads);
    answers.forEach((rows, i) => {
      expect(rows.map((r) => r.clinicID)).toEqual([i % 2 ? B : A]);
    });
  });
});
