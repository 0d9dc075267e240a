/**
 * The performance benchmark of issue 16, against the scale data set (npm run seed:scale) on PostgreSQL:
 * dashboard API vs its raw SQL, patient search over the whole network, live update latency across two
 * instances, and a mixed nurse workload against the app and against a bare Fastify + pg baseline, with the
 * app's RSS. Prints a table and writes bench-results/<time>.json. See docs/performance.md.
 *
 *   DATABASE_URL=postgres://.../scale npm run bench -- [--centres 10] [--duration 60] [--connections 50] [--smoke]
 *
 * --smoke runs every section for a second or two: it proves the benchmark still works (CI), and fails only
 * when a section breaks, never on a figure. The app runs in child processes (app-process.ts), so the load
 * generator (autocannon, in this process) never shares the server's event loop.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { linearRegression } from 'simple-statistics';
import { DIRECTOR_EMAIL, NURSES_PER_CENTRE, nurseEmail, SCALE_PASSWORD } from '../scale/network-shape.ts';
import { loadCentres, nextBooking } from './centre-state.ts';
import { type Child, startChild } from './children.ts';
import { gql, signIn, type User } from './client.ts';
import { cpuPerThousand } from './cpu.ts';
import { measureLive } from './live.ts';
import { runLoad } from './load.ts';
import type { CapturedQuery } from './messages.ts';
import { appRequests, bareRequests, emptyTally, KINDS, type Kind } from './mix.ts';
import * as op from './operations.ts';
import { printReport, type Report } from './report.ts';
import { timeEach } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    centres: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    smoke: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('npm run bench needs DATABASE_URL (a database filled by npm run seed:scale)');
const smoke = args.smoke;
const duration = smoke ? 2 : Number(args.duration);
const connections = smoke ? 5 : Number(args.connections);
/** Seconds per latency probe (dashboard, each search shape) and rounds of the live test. */
const probeSeconds = smoke ? 1 : 10;
const liveRounds = smoke ? 5 : 100;

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // As deployed (docs/operations.md): DATABASE_URL's owner migrates, the app and the bare baseline run as a
  // role that owns nothing (production refuses to run as the owner).
  DATABASE_URL: process.env.BENCH_APP_DATABASE_URL ?? (await appRoleUrl(db, databaseUrl)),
  MIGRATION_DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  // The app as deployed: production mode (graphql-js skips its development checks, no GraphiQL, masked errors).
  NODE_ENV: 'production',
  // autocannon drops its connections at the end of each run, mid-request: the app logs every one as an
  // error ("Premature close"). Failures the benchmark cares about are counted from the answers instead.
  LOG_LEVEL: 'fatal',
  // One benchmark nurse sends thousands of requests a minute, far past a person's budget (http/request-budget.ts,
  // 429 after 1,200): the benchmark measures the app's speed, not its refusals.
  REQUEST_BUDGET_PER_MINUTE: '100000000',
  REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: '100000000',
};
const children: Child[] = [];
const started = new Date();
try {
  const centres = await loadCentres(db, Number(args.centres));
  const [first] = centres;
  if (!first) throw new Error('no scale centres in this database: run npm run seed:scale first');
  // Today's sessions are seeded for the centres' day at the time of the seed (their time zone, not UTC's):
  // once that day has passed, check-in refuses the old day's appointments ('Invalid Appointment.').
  const { rows: seeded } = await db.query<{ day: string | null }>(
    `select to_char(max(a.date), 'YYYY-MM-DD') as day from dialysis d join appointment a on a.id = d.appointment_id
     where d.clinic_id = $1 and d.deleted = 0 and d.start_time is not null and d.end_time is null`,
    [first.clinicID],
  );
  const seededDay = seeded[0]?.day;
  if (seededDay && seededDay !== first.today) {
    throw new Error(
      `the data set was seeded for ${seededDay} but the centres' day is now ${first.today}: run npm run seed:scale again`,
    );
  }
  const app = await startChild('app-process.ts', env);
  children.push(app);

  // Nurses enough for one connection each (a few per centre), and the director for the network search.
  const perCentre = Math.min(NURSES_PER_CENTRE, Math.ceil(connections / centres.length));
  const users: { user: User; centre: (typeof centres)[number] }[] = [];
  for (const [i, centre] of centres.entries()) {
    for (let n = 1; n <= perCentre; n++) {
      users.push({ user: await signIn(app.base, nurseEmail(i + 1, n), SCALE_PASSWORD), centre });
    }
  }
  const nurse = users[0]?.user as User;
  const director = await signIn(app.base, DIRECTOR_EMAIL, SCALE_PASSWORD);
  const [{ n: patients } = { n: 0 }] = (
    await db.query<{ n: number }>('select count(*)::int as n from patient')
  ).rows;

  // The SQL of one request of each kind, as the app sent it: replayed raw and by the bare baseline.
  const captured: Record<string, CapturedQuery[]> = {};
  const record = async (run: () => Promise<unknown>) => {
    app.send({ type: 'capture-start' });
    await run();
    const done = app.next('captured');
    app.send({ type: 'capture-stop' });
    return (await done).queries;
  };
  const capture = async (name: string, run: () => Promise<unknown>) => {
    captured[name] = await record(run);
  };
  const running = first.running[0];
  const waiting = first.waiting[0];
  if (!running || !waiting) throw new Error('centre 1 has no session in progress or to start: seed again');
  const asNurse = (body: op.GqlBody) => gql(app.base, nurse.cookie, body);
  const dashboardBody = op.dashboard(first.clinicID, first.today);
  await asNurse(dashboardBody); // warm the app before capturing
  const captures: [Kind, () => Promise<unknown>][] = [
    ['dashboard', () => asNurse(dashboardBody)],
    ['record', () => asNurse(op.patientRecord(first.patients[0] ?? 0))],
    ['session', () => asNurse(op.session(running.patientID, running.id))],
    ['readings', () => asNurse(op.readings(running.id))],
    ['search', () => asNurse(op.search(first.clinicID, 'Tan', 'centre'))],
    ['reading', () => asNurse(op.submitReading(running.id, 0))],
    [
      'checkOut',
      async () => {
        const done = first.running.shift();
        if (!done) throw new Error('no session to check out');
        await asNurse(op.checkOut(done.id, done.updatedOn));
        first.freeMachines.push(done.machineID);
      },
    ],
    [
      'checkIn',
      async () => {
        // The machine the check-out just freed (a run leaves the centre's free machines as it found them).
        first.waiting.shift();
        const machine = first.freeMachines.pop();
        if (!machine) throw new Error('no free machine in centre 1');
        const { data } = await asNurse(op.checkIn(waiting.appointmentID, machine));
        // Soft-deleted again (as the app deletes), so the bare baseline's replay of this check-in inserts
        // its session without meeting this one, and the machine is free for the mix.
        const s = data.startDialysis as { id: number };
        await db.query('update dialysis set deleted = 1, deleted_on = now() where id = $1', [s.id]);
        first.freeMachines.push(machine);
      },
    ],
    [
      'booking',
      async () => {
        const b = nextBooking(first);
        await asNurse(op.book(b.patientID, first.clinicID, b.date, b.shift));
        // Cancelled again (as the app cancels), so the bare baseline's replay of this booking inserts its row
        // without meeting this one: one live appointment per patient and day (appointment_patient_day_key).
        await db.query(
          'update appointment set deleted = 1 where patient_id = $1 and date = $2 and deleted = 0',
          [b.patientID, b.date],
        );
      },
    ],
  ];
  for (const [kind, run] of captures) await capture(kind, run);

  // The reads once more for every other centre the mix reaches (one connection per nurse, in users' order),
  // with that centre's nurse and rows: the bare baseline takes the variants in turn, so it reads the same
  // spread of data as the app. The writes keep their one capture (replayed and rolled back).
  const variants: Record<string, CapturedQuery[][]> = Object.fromEntries(
    Object.entries(captured).map(([kind, queries]) => [kind, [queries]]),
  );
  const reached = [...new Set(users.slice(0, connections).map((u) => u.centre))].filter((c) => c !== first);
  for (const c of reached) {
    const cookie = users.find((u) => u.centre === c)?.user.cookie ?? nurse.cookie;
    const inCentre = (body: op.GqlBody) => gql(app.base, cookie, body);
    const sessionOf = c.running[0];
    const reads: [Kind, () => Promise<unknown>][] = [
      ['dashboard', () => inCentre(op.dashboard(c.clinicID, c.today))],
      ['record', () => inCentre(op.patientRecord(c.patients[0] ?? 0))],
      ['search', () => inCentre(op.search(c.clinicID, 'Tan', 'centre'))],
      ...(sessionOf
        ? ([
            ['session', () => inCentre(op.session(sessionOf.patientID, sessionOf.id))],
            ['readings', () => inCentre(op.readings(sessionOf.id))],
          ] as [Kind, () => Promise<unknown>][])
        : []),
    ];
    for (const [kind, run] of reads) variants[kind]?.push(await record(run));
  }

  // 1. The dashboard day of a full centre: the API, one user at a time, and the same SQL raw.
  console.log('dashboard ...');
  const dashboardApi = await runLoad({
    url: app.base,
    connections: 1,
    seconds: probeSeconds,
    requests: [{ method: 'POST', path: '/graphql', ...jsonRequest(dashboardBody, nurse, app.base) }],
  });
  const dashboardSql = captured.dashboard ?? [];
  const rawRuns = Math.max(20, Math.min(2000, dashboardApi.requests));
  const dashboardRaw = await timeEach(rawRuns, async () => {
    for (const q of dashboardSql) await db.query(q.text, q.values);
  });
  const [{ n: dayAppointments } = { n: 0 }] = (
    await db.query<{ n: number }>(
      'select count(*)::int as n from appointment where clinic_id = $1 and date = $2 and deleted = 0',
      [first.clinicID, first.today],
    )
  ).rows;

  // 2. Patient search over the network (the director sees every centre): four shapes of the first page, each
  // through the API and its SQL replayed raw (issue 32 item 3: API p50 <= SQL p50 x 1.2 + 1 ms). The replay runs
  // as the app's role in the director's scope (every centre), as the app's own statements do, so the
  // row-level security the app pays is in both; the scope is set once, not replayed with each request.
  console.log('patient search ...');
  const someone = first.names[7] ?? 'Tan';
  const shapes: [string, string][] = [
    ['broad "Tan"', 'Tan'],
    [`name "${someone}"`, someone],
    ['NRIC', first.nrics[7] ?? 'S0000000A'],
    ['empty first page', ''],
  ];
  const asApp = new pg.Client({ connectionString: env.DATABASE_URL });
  await asApp.connect();
  const { rows: every } = await db.query<{ ids: string }>(
    `select '{' || string_agg(id::text, ',' order by id) || '}' as ids from clinic`,
  );
  await asApp.query(`set app.clinic_ids = '${every[0]?.ids ?? '{}'}'`);
  const searches = [];
  for (const [label, text] of shapes) {
    const body = op.search(first.clinicID, text, 'all');
    const result = await runLoad({
      url: app.base,
      connections: 1,
      seconds: probeSeconds,
      requests: [{ method: 'POST', path: '/graphql', ...jsonRequest(body, director, app.base) }],
    });
    const statements = (await record(() => gql(app.base, director.cookie, body))).filter(
      (q) => !q.text.startsWith('set app.clinic_ids'),
    );
    const raw = await timeEach(Math.max(20, Math.min(2000, result.requests)), async () => {
      for (const q of statements) await asApp.query(q.text, q.values);
    });
    const { data } = await gql(app.base, director.cookie, body);
    const found = (data.listPatient as { count: number }).count;
    searches.push({ label, found, ...result, raw: raw.summary(), statements: statements.length });
  }
  await asApp.end();

  // 3. Live update: a second instance on the same PostgreSQL and Redis.
  console.log('live update ...');
  const b = await startChild('app-process.ts', env);
  children.push(b);
  const live = await measureLive({
    a: app.base,
    b: b.base,
    user: nurse,
    clinicID: first.clinicID,
    today: first.today,
    sessions: first.running.map((s) => s.id),
    rounds: liveRounds,
  });
  await b.stop();

  // 4. The mixed workload on the app, RSS sampled each second; then the same cycle on the bare baseline.
  // A checked-out session is soft-deleted and its appointment checked in again later (mix.ts Recycle), so the
  // mix stays the same however long it runs.
  // One at a time on the benchmark's one client (pg deprecates overlapping queries on a client).
  let recycling: Promise<unknown> = Promise.resolve();
  const recycleSession = async (sessionID: number) => {
    const next = recycling.then(() =>
      db.query<{ appointmentID: number; patientID: number }>(
        `update dialysis set deleted = 1, deleted_on = now() where id = $1 and end_time is not null
         returning appointment_id as "appointmentID", patient_id as "patientID"`,
        [sessionID],
      ),
    );
    recycling = next.catch(() => undefined);
    return (await next).rows[0] ?? null;
  };
  console.log(`mixed workload, ${connections} connections, ${duration} s ...`);
  const tally = emptyTally();
  const rss: { s: number; mb: number }[] = [];
  const t0 = performance.now();
  const sampler = setInterval(() => rss.push({ s: (performance.now() - t0) / 1000, mb: app.rssMB() }), 1000);
  const mixed = await cpuPerThousand(app.pid, () =>
    runLoad({
      url: app.base,
      connections,
      seconds: duration,
      requests: appRequests(users, tally, app.base, recycleSession),
    }),
  );
  clearInterval(sampler);
  const slope = rss.length >= 2 ? linearRegression(rss.map((r) => [r.s, r.mb])).m * 60 : 0;

  console.log('bare baseline ...');
  // The bare baseline replays the app's SQL as the owner, whom row-level security does not bind: a replayed read
  // would otherwise find no centre's rows unless its connection happened to carry the scope the capture set
  // (docs/decisions/centre-scoping.md). What the statements cost without the app around them.
  const bare = await startChild('bare-process.ts', { ...env, DATABASE_URL: databaseUrl });
  children.push(bare);
  bare.send({ type: 'operations', operations: variants });
  await bare.next('ready');
  const baseline = await cpuPerThousand(bare.pid, () =>
    runLoad({ url: bare.base, connections, seconds: Math.min(duration, 30), requests: bareRequests() }),
  );

  const report: Report = {
    startedAt: started.toISOString(),
    smoke,
    dataSet: { centres: centres.length, patients, dayAppointments },
    dashboard: {
      api: dashboardApi.latency,
      raw: dashboardRaw.summary(),
      statements: dashboardSql.length,
    },
    search: searches.map((s) => ({
      label: s.label,
      found: s.found,
      latency: s.latency,
      raw: s.raw,
      statements: s.statements,
    })),
    live: { event: live.event.summary(), reload: live.reload.summary() },
    mixed: {
      connections,
      seconds: duration,
      app: mixed,
      bare: baseline,
      tally,
      rss: {
        startMB: Math.round(rss[0]?.mb ?? 0),
        maxMB: Math.round(Math.max(0, ...rss.map((r) => r.mb))),
        endMB: Math.round(rss.at(-1)?.mb ?? 0),
        slopeMBPerMinute: Math.round(slope * 10) / 10,
      },
    },
    sql: Object.fromEntries(
      Object.entries(captured).map(([kind, queries]) => [kind, queries.map((q) => q.text)]),
    ),
    loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
  };
  printReport(report);
  const dir = path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);

  // A kind that never succeeded means the benchmark itself is broken (a changed API): fail, in smoke too.
  const broken = KINDS.filter((k) => tally[k].ok === 0 && tally[k].failed > 0);
  if (broken.length > 0 || mixed.non2xx > 0 || baseline.non2xx > 0) {
    console.error(`broken: ${broken.join(', ')}; non-2xx app ${mixed.non2xx}, bare ${baseline.non2xx}`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children) await child.stop();
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The headers and body of one fixed GraphQL request of a signed-in user, for autocannon. */
function jsonRequest(body: op.GqlBody, user: User, origin: string) {
  return {
    headers: { 'content-type': 'application/json', cookie: user.cookie, origin },
    body: JSON.stringify(body),
  };
}

/**
 * The URL of the benchmark's application role on the server of `ownerUrl`, created once (a login role without
 * a password: this machine's PostgreSQL trusts local connections; elsewhere set BENCH_APP_DATABASE_URL).
 */
async function appRoleUrl(owner: pg.Client, ownerUrl: string): Promise<string> {
  const role = 'dialysis_bench_app';
  const { rowCount } = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  if (!rowCount) await owner.query(`create role ${role} login`);
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}
