import { and, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { compileFilter, compileOrder, type Filter } from '../../db/list.ts';
import { patient } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { asOwner } from '../../test/database.ts';
import { patientCountQuery, patientRowsQuery, scopeWith, searchListInput } from './query.ts';

/**
 * The search must stay fast with many patients, so its "contains" conditions must be ones the trigram GIN
 * indexes can serve: the search box's `search_key LIKE lower('%text%')`, and for other shapes `name ILIKE
 * '%text%'` on the bare column (lower(name) or a cast could not be). This
 * EXPLAINs (without ANALYZE: the plan is the point, not the timing) the exact SQL of listPatient (page and
 * count) inside a transaction that is rolled back, in which sequential and plain index scans are off and
 * the other indexes are dropped: on a small test table the planner may rightly prefer reading everything,
 * which would say nothing about the query's form. With only the trigram indexes left, a condition they
 * cannot serve ends in "Seq Scan on patient" and fails the test. scripts/bench-patient-search.ts shows the
 * planner choosing these indexes by itself with 100,000 patients, with timings.
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

// For this statement only (rolled back): no sequential or plain index scan, and none of the other indexes
// whose whole range could be read and filtered instead (the centre index, the partial unique NRIC index).
const HIDE_OTHER_PATHS = [
  'set local enable_seqscan = off',
  'set local enable_indexscan = off',
  'drop index patient_clinic_idx',
  'drop index patient_clinic_live_idx',
  'drop index patient_name_search_idx',
  'drop index patient_nric_key',
].join('; ');

async function explain(app: Database, text: string, params: unknown[]): Promise<string> {
  // Dropping an index (rolled back) is the owner's: the app's role owns nothing.
  return asOwner(app, (database) => explainAsOwner(database, text, params));
}

async function explainAsOwner(database: Database, text: string, params: unknown[]): Promise<string> {
  const statement = `explain ${text}`;
  if (database.pglite) {
    const rows = await database.pglite.transaction(async (tx) => {
      await tx.exec(HIDE_OTHER_PATHS);
      const { rows } = await tx.query<Record<string, string>>(statement, params);
      await tx.rollback();
      return rows;
    });
    return rows.map((r) => Object.values(r)[0]).join('\n');
  }
  if (!database.pool) throw new Error('expected PGlite or a PostgreSQL pool');
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(HIDE_OTHER_PATHS);
    const { rows } = await client.query(statement, params);
    return rows.map((r) => Object.values(r)[0]).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The SQL of listPatient's page and count for a filter, built as the service builds it. */
function listSQL(t: { db: Parameters<typeof patientRowsQuery>[0] }, centreIDs: number[], input: Filter) {
  const { spec, filter, scope } = searchListInput(
    input,
    scopeWith(inArray(patient.existingClinicID, centreIDs)),
  );
  const where = and(scope, compileFilter(spec, filter));
  const order = compileOrder(spec, null);
  return [
    patientRowsQuery(t.db, { where, order, limit: 20, offset: 0 }).toSQL(),
    patientCountQuery(t.db, where).toSQL(),
  ];
}

describe('listPatient query plan', () => {
  test('serves the search box (the same text over four fields) from the search-key trigram index', async ({
    t,
    given: { centres },
  }) => {
    const text = 'Qzx 1234';
    const filter = {
      or: ['name', 'nric', 'referringSource', 'referrer'].map((f) => ({ [f]: { contains: text } })),
    };
    for (const query of listSQL(
      t,
      centres.map((c) => c.id),
      filter,
    )) {
      const plan = await explain(t.database, query.sql, query.params);
      expect(plan).toContain('Bitmap Index Scan on patient_search_key_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on patient/);
    }
  });

  test('serves another contains search (name or NRIC) from the per-field trigram indexes', async ({
    t,
    given: { centres },
  }) => {
    const filter = { or: [{ name: { contains: 'Qzx 1234' } }, { nric: { contains: 'Qzx 1234' } }] };
    for (const query of listSQL(
      t,
      centres.map((c) => c.id),
      filter,
    )) {
      const plan = await explain(t.database, query.sql, query.params);
      for (const index of ['name', 'nric'])
        expect(plan).toContain(`Bitmap Index Scan on patient_${index}_trgm_idx`);
      expect(plan).not.toMatch(/Seq Scan on patient/);
    }
  });
});
