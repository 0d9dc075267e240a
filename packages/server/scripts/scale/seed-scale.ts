/**
 * The scale data set of issue 16: a network of dialysis centres with a year (or --months) of history, loaded
 * into an empty database in bulk. See docs/performance.md.
 *
 *   DATABASE_URL=postgres://... npm run seed:scale -- --centres 10 --months 12 [--patients 100000] [--jobs 2]
 *   npm run seed:scale -- --centres 2 --months 3        embedded PGlite under DATA_DIR (default ./data)
 *
 * The database is migrated first (as the server does at start) and must hold no centre yet. Every staff
 * account has the password SCALE_PASSWORD (network-shape.ts); the benchmark signs in with it.
 */
import { parseArgs } from 'node:util';
import { addMonths, centreDay } from '@dialysis/domain';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/demo/reference-data.ts';
import { hashPassword } from '../../src/modules/identity/passwords.ts';
import { bindNamed, CENTRE_STATEMENTS, type CentreParams } from './centre-sql.ts';
import { PATIENTS_PER_CENTRE, SCALE_PASSWORD } from './network-shape.ts';
import { insertNetwork } from './network-sql.ts';

const { values: args } = parseArgs({
  options: {
    centres: { type: 'string', default: '10' },
    months: { type: 'string', default: '12' },
    /** Total patients (active and past); more than 500 a centre adds past patients, for the search benchmark. */
    patients: { type: 'string' },
    /** Centres loaded at once, one connection each (PGlite has one connection: always 1 there). */
    jobs: { type: 'string', default: '2' },
  },
});
const centres = Number(args.centres);
const months = Number(args.months);
const patients = Number(args.patients ?? centres * PATIENTS_PER_CENTRE);
if (!(centres >= 1 && months >= 1 && patients >= centres * 180)) {
  throw new Error('--centres and --months must be at least 1, and --patients at least 180 a centre');
}

const TIMEZONE = 'Asia/Singapore';
const now = new Date();
const today = centreDay(now, TIMEZONE).date;
const from = addMonths(today, -months);

const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  listen: false,
});
const jobs = database.pool ? Math.max(1, Number(args.jobs)) : 1;

/** One statement on a connection of its own (pg) or the one PGlite connection; rows back. */
type Exec = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
const execOn = async <T>(work: (exec: Exec) => Promise<T>): Promise<T> => {
  if (database.pglite) {
    const pglite = database.pglite;
    return work(async (text, values) => (await pglite.query<Record<string, unknown>>(text, values)).rows);
  }
  const client = await database.pool?.connect();
  if (!client) throw new Error('no database');
  try {
    return await work(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    client.release();
  }
};

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  await migrate(database);
  const network = await execOn(async (exec) => {
    const [existing] = await exec('select count(*)::int as n from clinic');
    if (Number(existing?.n) > 0) throw new Error('the database already has centres: seed an empty one');
    // One argon2 hash for every account (hashing thousands would take minutes and prove nothing).
    return insertNetwork(exec, {
      centres,
      timezone: TIMEZONE,
      passwordHash: await hashPassword(SCALE_PASSWORD),
    });
  });
  await seedReferenceData(database.db);
  console.log(`${centres} centres, staff accounts and reference data (${seconds()} s)`);

  // Patients are split evenly; the first centres take the remainder.
  const perCentre = (k: number) => Math.floor(patients / centres) + (k <= patients % centres ? 1 : 0);
  let next = 1;
  const plans: CentreParams[] = network.map((c) => {
    const plan = {
      clinic: c.id,
      centre: c.number,
      first: next,
      count: perCentre(c.number),
      from,
      today,
      nurses: c.nurses,
      doctor: c.doctor,
      now: now.toISOString(),
      tz: TIMEZONE,
    };
    next += plan.count;
    return plan;
  });

  // Each worker takes the next centre; a centre is one transaction. Time per kind of statement, summed.
  let taken = 0;
  const spent = new Map<string, number>();
  const worker = () =>
    execOn(async (exec) => {
      for (let plan = plans[taken++]; plan; plan = plans[taken++]) {
        await exec('begin');
        // Generated load, nobody's edit: no value history for it, as for the demo's year (migration 0019).
        await exec(`select set_config('app.history', 'off', true)`);
        for (const statement of CENTRE_STATEMENTS) {
          const bound = bindNamed(statement.sql, plan);
          const start = performance.now();
          await exec(bound.text, bound.values);
          spent.set(statement.label, (spent.get(statement.label) ?? 0) + performance.now() - start);
        }
        await exec('commit');
        console.log(`  centre ${plan.centre} of ${centres} loaded (${seconds()} s)`);
      }
    });
  await Promise.all(Array.from({ length: jobs }, worker));

  // Fresh planner statistics: the benchmark must not measure plans made for empty tables. The patient table is
  // vacuumed too: patient search pages through index-only scans (patient_name_search_idx), which read the table
  // anyway until VACUUM has marked its pages all-visible, as autovacuum soon would on a live database.
  await execOn((exec) => exec('analyze'));
  await execOn((exec) => exec('vacuum patient'));
  const counts = await execOn((exec) =>
    exec(`select (select count(*) from patient)::int as patients,
      (select count(*) from appointment)::int as appointments, (select count(*) from dialysis)::int as sessions,
      (select count(*) from dialysis_interval)::int as readings, (select count(*) from lab_report)::int as labs,
      (select count(*) from audit_log)::int as audits`),
  );
  console.log(`done in ${seconds()} s:`, counts[0]);
  const split = [...spent].map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join(', ');
  console.log(`statement time summed over the workers: ${split}`);
  console.log(`staff password: ${SCALE_PASSWORD} (e.g. nurse1.c1@scale.example.com)`);
} finally {
  await database.close();
}
