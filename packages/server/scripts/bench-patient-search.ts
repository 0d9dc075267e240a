/**
 * Patient search at scale: 100,000 patients in a temporary in-memory PGlite, then the listPatient query
 * (the same SQL the API runs, from modules/patient-search/query.ts) under EXPLAIN ANALYZE and timed.
 *
 *   npx tsx packages/server/scripts/bench-patient-search.ts [patients]
 *
 * The timings are of searchPatients, every statement listPatient runs (the trigram look-up, the page, the count).
 * The plans are the list's own page and count without the look-up, as the embedded superuser, whom row-level
 * security does not bind (as the app's role the look-up is what reaches the trigram indexes:
 * patient-search.plan.test.ts). It shows the trigram GIN indexes (patient_*_trgm_idx) serving the "contains" search: a BitmapOr of Bitmap
 * Index Scans, not a sequential scan of the table. Within one centre (10,000 patients here) the planner may
 * prefer patient_clinic_idx. A very broad word, or no text at all, reads the table: see the report's numbers.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { openDatabase, scopedDb } from '../src/db/client.ts';
import { compileFilter, compileOrder, type Filter } from '../src/db/list.ts';
import { migrate } from '../src/db/migrate.ts';
import { patient } from '../src/db/schema.ts';
import { ALL_CENTRES } from '../src/db/scope.ts';
import {
  patientCountQuery,
  patientRowsQuery,
  scopeWith,
  searchListInput,
  searchPatients,
} from '../src/modules/patient-search/query.ts';

const PATIENTS = Number(process.argv[2] ?? 100_000);
const CENTRES = 10;
const RUNS = 20;

const database = await openDatabase({});
const { db, pglite } = database;
if (!pglite) throw new Error('expected the embedded PGlite');

try {
  await migrate(database);
  await pglite.exec(
    `insert into clinic (name, uid) select 'Centre ' || c, 'BENCH' || c from generate_series(1, ${CENTRES}) c`,
  );
  const insertStart = performance.now();
  // One INSERT ... SELECT: names from common surnames and given names, so searches hit realistic fractions.
  await pglite.exec(`
    insert into patient (name, namecode, nric, id_type, existing_clinic_id, referring_source, referrer, deleted)
    select
      (array['Tan','Lim','Lee','Ng','Wong','Goh','Chua','Chan','Koh','Teo','Ong','Ang','Yeo','Tay','Ho',
             'Low','Toh','Sim','Chong','Chia'])[1 + (i * 7) % 20] || ' ' ||
      (array['Wei Ming','Mei Ling','Siew Hoon','Kok Leong','Hui Min','Boon Kiat','Li Hua','Ah Kow',
             'Siti Aminah','Muthu','Priya','Rajesh','Nurul','Ahmad','Farah','Kumar','Jia Hui','Zhi Hao',
             'Xin Yi','Jun Jie'])[1 + (i / 20) % 20] || ' ' ||
      -- a made-up third name from two syllables, so full names are nearly unique as real ones are
      initcap((array['ka','ri','mo','su','de','la','ne','to','bi','fa','go','hu','ji','ke','lu','mi','na',
             'pe','qi','ro','sa','te','vu','wa','xi','yo','zu','an','el','or'])[1 + (i / 400) % 30] ||
             (array['ran','lin','dez','mar','son','via','tor','ley','win','ham'])[1 + (i * 3) % 10]),
      'P' || lpad(i::text, 6, '0'),
      'S' || lpad(((i * 7919) % 10000000)::text, 7, '0') || chr(65 + i % 26),
      'NRIC',
      (select min(id) from clinic) + i % ${CENTRES},
      (array['Singapore General Hospital','Tan Tock Seng Hospital','Changi General Hospital',
             'National University Hospital','Khoo Teck Puat Hospital'])[1 + i % 5],
      'Dr ' || (array['Ravi','Chen','Hassan','Lopez','Smith','Nair','Kwek','Yap'])[1 + i % 8],
      case when i % 50 = 0 then 1 else 0 end
    from generate_series(1, ${PATIENTS}) i
  `);
  await pglite.exec('analyze patient');
  console.log(`inserted ${PATIENTS} patients in ${Math.round(performance.now() - insertStart)} ms`);

  const centreIds = (await pglite.query<{ id: number }>('select id from clinic order by id')).rows.map(
    (r) => r.id,
  );
  const search = (text: string, clinicID?: number): Filter => ({
    ...(clinicID === undefined ? {} : { existingClinicID: { eq: clinicID } }),
    or: ['name', 'nric', 'referringSource', 'referrer'].map((field) => ({ [field]: { contains: text } })),
  });
  // All-centres mode of a user who sees every centre, and centre mode of the first centre.
  const cases: [string, Filter][] = [
    // What a nurse types: part of a name, or of the NRIC they read off the card.
    ['all centres, name part "Siew Hoon Mivia"', search('Siew Hoon Mivia')],
    ['all centres, name part "hoon kar"', search('hoon kar')],
    ['all centres, NRIC part "00123"', search('00123')],
    ['one centre, name part "Kok Leong"', search('Kok Leong', centreIds[0])],
    // A broad word (one surname in twenty): thousands of matches.
    ['all centres, broad "Tan"', search('Tan')],
    // No text: the first page of everyone, the case no text index can help (a top-20 sort).
    ['all centres, no search text', {}],
  ];

  for (const [label, filter] of cases) {
    // What listPatient builds for this filter (service.ts): the search box through the search key.
    const {
      spec,
      filter: listFilter,
      scope,
    } = searchListInput(filter, scopeWith(and(inArray(patient.existingClinicID, centreIds)) ?? sql`true`));
    const where = and(scope, compileFilter(spec, listFilter));
    const order = compileOrder(spec, null);
    const page = patientRowsQuery(db, { where, order, limit: 20, offset: 0 }).toSQL();
    const plan = await pglite.query<{ 'QUERY PLAN': string }>(`explain analyze ${page.sql}`, page.params);
    const count = patientCountQuery(db, where).toSQL();
    const countPlan = await pglite.query<{ 'QUERY PLAN': string }>(
      `explain analyze ${count.sql}`,
      count.params,
    );

    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      // Every centre by name: the look-up applies the connection's scope itself, even for a superuser.
      const list = await searchPatients(
        scopedDb(db, ALL_CENTRES),
        { filter },
        inArray(patient.existingClinicID, centreIds),
      );
      times.push(performance.now() - start);
      found = list.count;
    }
    times.sort((a, b) => a - b);
    const ms = (n: number | undefined) => `${(n ?? 0).toFixed(1)} ms`;
    console.log(
      `\n=== ${label}: ${found} found; page + count median ${ms(times[RUNS >> 1])}, max ${ms(times.at(-1))}`,
    );
    console.log('--- page query');
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
    console.log('--- count query');
    for (const row of countPlan.rows) console.log(row['QUERY PLAN']);
  }
} finally {
  await database.close();
}
