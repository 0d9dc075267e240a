/**
 * The performance benchmark of issues 16 and 32, against the scale data set (npm run seed:scale) on PostgreSQL:
 * dashboard API vs its raw SQL, patient search over the whole network, live update latency across two
 * instances, a mixed nurse workload against the app and against a bare Fastify + pg baseline (closed loop, with
 * CPU per request), the same mix open loop at half the bare baseline's rate (corrected percentiles), the app's
 * RSS, and the same sections on a network-size data set. Prints each figure beside its baseline and whether
 * the target holds, and writes bench-results/<time>.json. See docs/performance.md.
 *
 *   DATABASE_URL=postgres://.../scale10 npm run bench -- [--centres 10] [--duration 60] [--connections 50]
 *     [--open-seconds 60] [--probe-seconds 10] [--network-url postgres://.../scale100 --network-centres 100]
 *     [--profile DIR] [--smoke]
 *
 * --smoke runs every section for a second or two: it proves the benchmark still works (CI), and fails only
 * when a section breaks, never on a figure (without --network-url it runs the network sections on the same
 * database). The app runs in child processes (app-process.ts), so the load generator (autocannon, in this
 * process) never shares the server's event loop.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Child, startChild } from './children.ts';
import { gql } from './client.ts';
import { cpuPerThousand } from './cpu.ts';
import {
  captureMix,
  type DataSet,
  mixed,
  openDataSet,
  probe,
  recordSql,
  recycler,
  startProfile,
  type Timing,
  withRss,
} from './data-set.ts';
import { runLoad } from './load.ts';
import {
  appRequests,
  bareRequests,
  emptyTally,
  KINDS,
  KINDS_ALONE,
  MIX,
  openLoopRequests,
  type Tally,
} from './mix.ts';
import { runOpenLoop } from './open-loop.ts';
import * as op from './operations.ts';
import { type DataSetReport, printReport, type Report, targetsOf } from './report.ts';

const { values: args } = parseArgs({
  options: {
    centres: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'open-seconds': { type: 'string', default: '60' },
    /** Seconds of each latency probe (the dashboard, each search shape). */
    'probe-seconds': { type: 'string', default: '10' },
    /** The network-size data set (a seed:scale database of 100 centres, as its owner): item 6's sections. */
    'network-url': { type: 'string' },
    'network-centres': { type: 'string', default: '100' },
    /** Seconds of each kind of the mix sent alone, on the app and on the bare server: CPU per request by kind. */
    'per-kind': { type: 'string', default: '0' },
    /** A folder for CPU profiles of the app under the mix and each kind alone (profile-top.ts reads them). */
    profile: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('npm run bench needs DATABASE_URL (a database filled by npm run seed:scale)');
const smoke = args.smoke;
const timing: Timing = {
  probeSeconds: smoke ? 1 : Number(args['probe-seconds']),
  liveRounds: smoke ? 5 : 100,
  mixSeconds: smoke ? 2 : Number(args.duration),
  connections: smoke ? 5 : Number(args.connections),
};
const openSeconds = smoke ? 2 : Number(args['open-seconds']);
const networkUrl = args['network-url'] ?? (smoke ? databaseUrl : undefined);
const networkCentres = smoke ? Number(args.centres) : Number(args['network-centres']);
const started = new Date();
const stamp = started.toISOString().replace(/[:.]/g, '-');
const loadStart = loadavg().map((l) => Math.round(l * 100) / 100);
if (args.profile) mkdirSync(args.profile, { recursive: true });
const profileFile = (name: string) =>
  args.profile ? path.resolve(args.profile, `${stamp}-${name}.cpuprofile`) : undefined;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const opened: DataSet[] = [];
const children: Child[] = [];
try {
  // The benchmark's data set: every section, the bare baseline and the open loop.
  console.log(`data set ${args.centres} centres ...`);
  const ds = await openDataSet({
    ownerUrl: databaseUrl,
    centres: Number(args.centres),
    connections: timing.connections,
    dataDir,
  });
  opened.push(ds);
  const nurse = ds.users[0]?.user;
  if (!nurse) throw new Error('no nurse signed in');
  await gql(ds.app.base, nurse.cookie, op.dashboard(ds.first.clinicID, ds.first.today)); // warm the app
  const variants = await captureMix(ds);
  const probes = await probe(ds, timing, variants.dashboard[0] ?? []);
  const tally = emptyTally();
  const mix = await mixed(ds, timing, tally, profileFile('mix'));

  console.log('  bare baseline ...');
  // The bare baseline replays the app's SQL as the owner, whom row-level security does not bind: a replayed
  // read would otherwise find no centre's rows unless its connection happened to carry the scope the capture
  // set (docs/decisions/centre-scoping.md). What the statements cost without the app around them.
  const bare = await startChild('bare-process.ts', { ...ds.env, DATABASE_URL: databaseUrl });
  children.push(bare);
  bare.send({ type: 'operations', operations: variants });
  await bare.next('ready');
  const baseline = await cpuPerThousand(bare.pid, () =>
    runLoad({
      url: bare.base,
      connections: timing.connections,
      seconds: Math.min(timing.mixSeconds, 30),
      requests: bareRequests(),
    }),
  );
  // Where the app's CPU goes, kind by kind, against the bare server's for the same SQL (--per-kind).
  const perKindSeconds = smoke ? 1 : Number(args['per-kind']);
  const perKind: Report['perKind'] = [];
  for (const kind of perKindSeconds > 0 ? KINDS_ALONE : []) {
    const alone = [kind];
    const kindProfile = profileFile(`kind-${kind}`);
    const stopProfile = kindProfile ? startProfile(ds.app, kindProfile) : undefined;
    const onApp = await cpuPerThousand(ds.app.pid, () =>
      runLoad({
        url: ds.app.base,
        connections: timing.connections,
        seconds: perKindSeconds,
        requests: appRequests(ds.users, emptyTally(), ds.app.base, recycler(ds.db), alone),
      }),
    );
    await stopProfile?.();
    const onBare = await cpuPerThousand(bare.pid, () =>
      runLoad({
        url: bare.base,
        connections: timing.connections,
        seconds: perKindSeconds,
        requests: bareRequests(alone),
      }),
    );
    perKind.push({
      kind,
      inMix: MIX.filter((k) => k === kind).length / MIX.length,
      app: { cpuMs: onApp.cpu.appSecondsPer1000, requestsPerSecond: onApp.requestsPerSecond },
      bare: { cpuMs: onBare.cpu.appSecondsPer1000, requestsPerSecond: onBare.requestsPerSecond },
    });
  }
  await bare.stop();

  // Issue 32 item 2: latency at a realistic load, not at saturation. Half the bare baseline's saturated rate,
  // sent whatever the app answers; latencies from when each request was due.
  const rate = Math.max(1, Math.round(baseline.requestsPerSecond / 2));
  console.log(`  mixed workload open loop, ${rate} req/s for ${openSeconds} s ...`);
  const openTally = emptyTally();
  const [open, openRss] = await withRss(ds.app, () =>
    runOpenLoop({
      url: ds.app.base,
      rate,
      seconds: openSeconds,
      next: openLoopRequests(ds.users, openTally, ds.app.base, recycler(ds.db)),
    }),
  );
  const primary: DataSetReport = {
    dataSet: { centres: ds.centres.length, patients: ds.patients, dayAppointments: probes.dayAppointments },
    dashboard: probes.dashboard,
    search: probes.search,
    live: probes.live,
    mixed: { ...mix, connections: timing.connections, seconds: timing.mixSeconds, tally },
    rss: mix.rss,
  };
  const sql = Object.fromEntries(
    Object.entries(variants).map(([kind, v]) => [kind, (v[0] ?? []).map((q) => q.text)]),
  );
  await ds.close();
  opened.pop();

  // Issue 32 item 6: the same figures on the network-size data set.
  let network: DataSetReport | undefined;
  if (networkUrl) {
    console.log(`network data set, ${networkCentres} centres ...`);
    const big = await openDataSet({
      ownerUrl: networkUrl,
      centres: networkCentres,
      connections: timing.connections,
      dataDir,
    });
    opened.push(big);
    const bigNurse = big.users[0]?.user;
    if (!bigNurse) throw new Error('no nurse signed in on the network data set');
    const dashboardBody = op.dashboard(big.first.clinicID, big.first.today);
    await gql(big.app.base, bigNurse.cookie, dashboardBody);
    const dashboardSql = await recordSql(big, () => gql(big.app.base, bigNurse.cookie, dashboardBody));
    const bigProbes = await probe(big, timing, dashboardSql);
    const bigTally: Tally = emptyTally();
    const bigMix = await mixed(big, timing, bigTally, profileFile('network-mix'));
    network = {
      dataSet: {
        centres: big.centres.length,
        patients: big.patients,
        dayAppointments: bigProbes.dayAppointments,
      },
      dashboard: bigProbes.dashboard,
      search: bigProbes.search,
      live: bigProbes.live,
      mixed: { ...bigMix, connections: timing.connections, seconds: timing.mixSeconds, tally: bigTally },
      rss: bigMix.rss,
    };
    await big.close();
    opened.pop();
  }

  const partial: Omit<Report, 'targets'> = {
    ...primary,
    startedAt: started.toISOString(),
    smoke,
    bare: baseline,
    open: { ...open, tally: openTally, rss: openRss },
    perKind,
    network,
    sql,
    loadAverage: { start: loadStart, end: loadavg().map((l) => Math.round(l * 100) / 100) },
  };
  const report: Report = { ...partial, targets: targetsOf(partial) };
  printReport(report);
  const dir = path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);

  // A kind that never succeeded means the benchmark itself is broken (a changed API): fail, in smoke too.
  const tallies: [string, Tally][] = [
    ['mix', tally],
    ['open loop', openTally],
    ...(network ? ([['network mix', network.mixed.tally]] as [string, Tally][]) : []),
  ];
  const broken = tallies.flatMap(([name, t]) =>
    KINDS.filter((k) => t[k].ok === 0 && t[k].failed > 0).map((k) => `${name} ${k}`),
  );
  // The open loop's refusals are a figure, not a break: past its capacity the app answers 503 (its pool's
  // connection timeout), and the targets say so.
  const non2xx = mix.non2xx + baseline.non2xx + (network?.mixed.non2xx ?? 0);
  if (broken.length > 0 || non2xx > 0) {
    console.error(
      `broken: ${broken.join(', ') || 'none'}; non-2xx app ${mix.non2xx}, bare ${baseline.non2xx}, open loop ${open.non2xx} (+${open.errors} errors), network ${network?.mixed.non2xx ?? 0}`,
    );
    process.exitCode = 1;
  }
} finally {
  for (const ds of opened) await ds.close();
  for (const child of children) await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
