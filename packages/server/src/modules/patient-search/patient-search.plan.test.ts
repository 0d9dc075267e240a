import { and, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { currentRole } from '../../db/app-role.ts';
import type { Database } from '../../db/client.ts';
import { compileFilter, compileOrder, containsPattern, type Filter } from '../../db/list.ts';
import { patient } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { asOwner, sqlRows } from '../../test/database.ts';
import {
  COUNT_CAP,
  patientCountQuery,
  patientRowsQuery,
  scopeWith,
  searchListInput,
  textSearchOf,
} from './query.ts';

/**
 * The search must stay fast with many patients, so its "contains" conditions must be ones the trigram GIN
 * indexes can serve. Under row-level security (migration 0022) the list's own LIKE cannot use them: PostgreSQL
 * applies the patient's policy first, and LIKE is not LEAKPROOF. So listPatient first asks
 * `app_patient_text_matches` (migration 0026), which runs as the owner and applies the same centre scope itself,
 * for the matching ids, and reads the page by those ids (query.ts).
 *
 * This runs what listPatient runs as the app's own role in a nurse's scope (all ten centres), as a request does:
 * the look-up, then EXPLAIN (the plan is the point, not the timing) of the page and count by its ids. It does so
 * in a transaction that is rolled back, in which sequential and plain index scans are off and the other indexes
 * are dropped (the owner's right, then the role is switched): on a small test table the planner may rightly
 * prefer reading everything, which would say nothing about the query's form. A condition the trigram indexes
 * cannot serve then ends in "Seq Scan on patient" (the list's own LIKE under the policy does), and an index the
 * look-up did not use shows in its scan counts. scripts/bench-patient-search.ts shows the planner choosing these
 * indexes by itself with 100,000 patients, with timings.
 * (On a shared PostgreSQL server the rolled-back DROP INDEX holds the table's lock for a few milliseconds.)
 */

const test = apiTest(async (t) => {
  // All-centres mode over ten centres.
  const centres = await Promise.all(Array.from({ length: 10 }, () => t.aCentre()));
  const ids = centres.map((c) => c.id);
  await t.db.execute(sql`
    insert into patient (name, nric, existing_clinic_id, referring_source, referrer)
    select 'Plan Patient ' || i, 'P' || lpad(i::text, 7, '0') || 'X', (${sql.param(ids)}::int[])[1 + i % 10],
      'Hospital ' || (i % 7), 'Dr ' || (i % 11)
    from generate_series(1, 2000) i`);
  // Statistics for the planner: only the table's owner may analyze it (the app's role owns nothing).
  await asOwner(t.database, ({ db }) => db.execute(sql`analyze patient`));
  return { centres };
});

// For this transaction only (rolled back): no sequential or plain index scan, and none of the other indexes
// whose whole range could be read and filtered instead (the centre index, the partial unique NRIC index).
const HIDE_OTHER_PATHS = [
  'set local enable_seqscan = off',
  'set local enable_indexscan = off',
  'drop index patient_clinic_idx',
  'drop index patient_clinic_live_idx',
  'drop index patient_name_search_idx',
  'drop index patient_nric_key',
].join('; ');

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * `fn` in a transaction (rolled back) with the other paths hidden, as the app's role in the centres' scope.
 * Dropping an index is the owner's (the app's role owns nothing); the role is switched after.
 */
async function asAppInScope<T>(app: Database, centreIDs: number[], fn: (run: Run) => Promise<T>): Promise<T> {
  const role = await currentRole(app);
  const enter = `${HIDE_OTHER_PATHS}; set local role ${role}; set local app.clinic_ids = '{${centreIDs.join(',')}}'`;
  return asOwner(app, async (owner) => {
    if (owner.pglite) {
      return owner.pglite.transaction(async (tx) => {
        await tx.exec(enter);
        const result = await fn(
          async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
        );
        await tx.rollback();
        return result;
      });
    }
    if (!owner.pool) throw new Error('expected PGlite or a PostgreSQL pool');
    const client = await owner.pool.connect();
    try {
      await client.query('begin');
      await client.query(enter);
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
}

const firstValues = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r)[0]);

/**
 * listPatient's look-up, page and count for a filter, as the service builds them: the ids the look-up answers,
 * how many scans each trigram index served in it, and the EXPLAIN of the page and the count by those ids.
 */
async function searchAsApp(
  t: { db: Parameters<typeof patientRowsQuery>[0]; database: Database },
  centreIDs: number[],
  input: Filter,
) {
  const search = textSearchOf(input);
  if (!search) throw new Error('expected a text the look-up answers');
  return asAppInScope(t.database, centreIDs, async (run) => {
    const scans = async () =>
      Object.fromEntries(
        await Promise.all(
          TRIGRAM_INDEXES.map(async (index) => [
            index,
            Number(firstValues(await run(`select pg_stat_get_xact_numscans('${index}'::regclass)`))[0]),
          ]),
        ),
      ) as Record<string, number>;
    const before = await scans();
    const ids = firstValues(
      await run('select app_patient_text_matches($1::text[], $2, null, $3)', [
        search.columns,
        containsPattern(search.text),
        COUNT_CAP + 1,
      ]),
    )[0] as number[];
    const after = await scans();
    const indexScans = Object.fromEntries(
      TRIGRAM_INDEXES.map((i) => [i, (after[i] ?? 0) - (before[i] ?? 0)]),
    );
    const { spec, filter, scope } = searchListInput(
      input,
      scopeWith(inArray(patient.existingClinicID, centreIDs)),
      ids,
    );
    const where = and(scope, compileFilter(spec, filter));
    const order = compileOrder(spec, null);
    const plans = [];
    for (const query of [
      patientRowsQuery(t.db, { where, order, limit: 20, offset: 0 }).toSQL(),
      patientCountQuery(t.db, where).toSQL(),
    ]) {
      plans.push(firstValues(await run(`explain ${query.sql}`, query.params)).join('\n'));
    }
    return { ids, indexScans, plans };
  });
}

const TRIGRAM_INDEXES = [
  'patient_search_key_trgm_idx',
  'patient_name_trgm_idx',
  'patient_nric_trgm_idx',
  'patient_referring_source_trgm_idx',
  'patient_referrer_trgm_idx',
];

/**
 * Page and count read by the look-up's ids through the primary key: no sequential scan, and no walk of a whole
 * index either (under the policy the list's own LIKE walks the partial search-key index for `deleted = 0`).
 */
const readByIds = (plans: string[]) =>
  plans.every((plan) => !/Seq Scan on patient/.test(plan) && plan.includes('patient_pkey'));

describe("listPatient query plan, as the app role in a nurse's centres", () => {
  test('serves the search box (the same text over four fields) from the search-key trigram index', async ({
    t,
    given: { centres },
  }) => {
    const text = 'patient 1234';
    const filter = {
      or: ['name', 'nric', 'referringSource', 'referrer'].map((f) => ({ [f]: { contains: text } })),
    };
    const { ids, indexScans, plans } = await searchAsApp(
      t,
      centres.map((c) => c.id),
      filter,
    );
    expect(ids).toHaveLength(1);
    expect(indexScans.patient_search_key_trgm_idx).toBeGreaterThan(0);
    expect(readByIds(plans)).toBe(true);
  });

  test('serves another contains search (name or NRIC) from the per-field trigram indexes', async ({
    t,
    given: { centres },
  }) => {
    const filter = { or: [{ name: { contains: '0001234' } }, { nric: { contains: '0001234' } }] };
    const { ids, indexScans, plans } = await searchAsApp(
      t,
      centres.map((c) => c.id),
      filter,
    );
    expect(ids).toHaveLength(1);
    expect(indexScans.patient_name_trgm_idx).toBeGreaterThan(0);
    expect(indexScans.patient_nric_trgm_idx).toBeGreaterThan(0);
    expect(readByIds(plans)).toBe(true);
  });

  test("the look-up answers only the scope's centres, and nothing without a scope", async ({
    t,
    given: { centres },
  }) => {
    const [own] = centres;
    if (!own) throw new Error('expected centres');
    // "Plan Patient 12" matches 111 patients over the ten centres, about 11 of them in the first.
    const filter = { name: { contains: 'Plan Patient 12' } };
    const all = await searchAsApp(
      t,
      centres.map((c) => c.id),
      filter,
    );
    const one = await searchAsApp(t, [own.id], filter);
    const none = await searchAsApp(t, [], filter);
    expect(all.ids).toHaveLength(111);
    const centreOf = await sqlRows<{ id: number; centre: number }>(
      t.db,
      sql`select id, existing_clinic_id as centre from patient where id = any(${sql.param(all.ids)}::int[])`,
    );
    const ownIDs = centreOf.filter((r) => r.centre === own.id).map((r) => r.id);
    expect(ownIDs.length).toBeGreaterThan(5);
    expect([...one.ids].sort()).toEqual([...ownIDs].sort());
    expect(none.ids).toEqual([]);
  });
});
