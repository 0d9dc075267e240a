/**
 * The quality page at network scale (issue 33 item 4; docs/decisions/quality-indicators.md): the page's one
 * request, getQualityReport (every centre the Medical Director sees x 12 months, and the network's), timed over
 * HTTP against the app on the scale data set, and one drill-down.
 *
 *   DATABASE_URL=postgres://.../scale npm run seed:scale -- --centres 100 --months 12      (once; minutes)
 *   DATABASE_URL=postgres://.../scale npm run bench:quality [-- --runs 5 --month YYYY-MM]
 *
 * The app runs in this process (startServer as main.ts, jobs off); the script first runs the quality-summary job's
 * refresh twice (the first fills the window, the next is the steady 10-minute run) and times both, then asks the
 * report `runs` times; the figure to hold to is the slowest run (<= 2 s).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { centreDay } from '@dialysis/domain';
import { loadConfig } from '../src/config.ts';
import { refreshQualitySummary } from '../src/modules/quality/summary.ts';
import { systemClock } from '../src/platform/clock.ts';
import { startServer } from '../src/server.ts';
import { gql, signIn } from './bench/client.ts';
import { DIRECTOR_EMAIL, SCALE_PASSWORD } from './scale/network-shape.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, month: { type: 'string' } },
});
const runs = Math.max(1, Number(args.runs));
const month = args.month ?? centreDay(new Date(), 'Asia/Singapore').date.slice(0, 7);

const config = loadConfig({ ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
if (!config.databaseUrl) throw new Error('DATABASE_URL: the scale data set is on a PostgreSQL server');
const server = await startServer(config, { jobs: false });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

const REPORT = `query ($month: String!) { getQualityReport(month: $month) {
  months centres { clinicID clinicName indicators { indicator months { month count eligible } } }
  network { indicator months { month count eligible } } } }`;
const MISSES = `query ($clinicID: Int!, $month: String!) {
  listQualityMisses(clinicID: $clinicID, month: $month, indicator: haemoglobin) { misses { patientID } } }`;

try {
  // The quality-summary job's run, as the server would do it at start and then every 10 minutes.
  const timedRefresh = async () => {
    const start = performance.now();
    const months = await refreshQualitySummary({
      db: server.database.db,
      clock: systemClock,
      defaultTimezone: config.defaultTimezone,
      thresholds: config.qualityThresholds,
    });
    return { months: months.length, ms: performance.now() - start };
  };
  const first = await timedRefresh();
  const steady = await timedRefresh();
  const director = await signIn(base, DIRECTOR_EMAIL, SCALE_PASSWORD);
  const times: number[] = [];
  let centres = 0;
  let firstCentre = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const { data } = await gql(base, director.cookie, { query: REPORT, variables: { month } });
    times.push(performance.now() - start);
    const report = data.getQualityReport as { centres: { clinicID: number }[] };
    centres = report.centres.length;
    firstCentre = report.centres[0]?.clinicID ?? 0;
  }
  const start = performance.now();
  const { data } = await gql(base, director.cookie, {
    query: MISSES,
    variables: { clinicID: firstCentre, month },
  });
  const drill = performance.now() - start;
  const listed = (data.listQualityMisses as { misses: unknown[] }).misses.length;
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(
    `summary refresh: ${first.months} months in ${ms(first.ms)}; next run ${steady.months} in ${ms(steady.ms)}`,
  );
  console.log(`getQualityReport ${month}: ${centres} centres x 12 months, ${runs} runs`);
  console.log(`  each: ${times.map(ms).join(', ')}`);
  console.log(`  slowest: ${ms(Math.max(...times))}, fastest: ${ms(Math.min(...times))}`);
  console.log(`listQualityMisses (haemoglobin, one centre): ${ms(drill)}, ${listed} patients`);
} finally {
  await server.close();
}
